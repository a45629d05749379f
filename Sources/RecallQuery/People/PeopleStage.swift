import RecallCore

/// The people stage: names, e-mails, relations and job titles, left to right, each a named rule.
///
/// A word that is also an English word ("will", "mark", "summer") names a person only when it is
/// capitalized mid-sentence, possessive, or in a name position ("with will", "to Mark", "bill and I",
/// "what did bob say"). Diminutives, shortened names and misspellings are tried only for such words too.
public enum PeopleStage {
    public static let stage = RuleStage(
        "people",
        rules: [
            QueryRule("people.email", match: email),
            QueryRule("people.relation", match: relation),
            QueryRule("people.full-name", match: fullName),
            QueryRule("people.family", match: family),
            QueryRule("people.organization", match: organizationPeople),
            QueryRule("people.role-at-organization", match: roleAtOrganization),
            QueryRule("people.role", match: role),
            QueryRule("people.with-organization", match: withOrganization),
            QueryRule("people.name", match: singleName),
            QueryRule("people.unknown", match: unknownName),
        ],
        passes: [StagePass("people.described-and-named", run: describedAndNamed)])

    /// Someone named and described by a role. Elsewhere in the question ("the gas safe number for Dean
    /// Turton") the name says who, and the description's words are what is asked about them; next to the
    /// name ("our CTO Dana", "Dana, our CTO") it only describes them again, and reads as phrasing.
    @Sendable static func describedAndNamed(_ state: inout ParseState, _ context: RuleContext) {
        let named = state.claims.compactMap { claim -> (Range<Int>, String)? in
            guard let match = claim.person, match.kind != .role, match.kind != .relation else { return nil }
            return (claim.tokens, match.candidateID)
        }
        guard !named.isEmpty else { return }
        state.revise { claim in
            guard let match = claim.person, match.kind == .role else { return claim }
            let names = named.filter { $0.1 == match.candidateID }.map(\.0)
            guard !names.isEmpty else { return claim }
            let tokens = claim.tokens
            guard names.contains(where: { $0.lowerBound == tokens.upperBound || $0.upperBound == tokens.lowerBound })
            else { return nil }
            var phrasing = claim
            phrasing.production = .phrasing
            phrasing.rule = "people.described-and-named"
            return phrasing
        }
    }

    /// One or two capitalized words in a name position ("with Priyanka Shah", "what did Janet say")
    /// that name nobody the index knows: someone else, whom the answer must mention.
    @Sendable static func unknownName(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard context.people.entries.count > 0, isNamePosition(cursor.position, context) else { return nil }
        var length = 0
        while length < 2, let token = cursor.token(length), context.state.isFree(cursor.position + length),
            token.isCapitalized, token.norm.count >= 2, token.norm.allSatisfy(\.isLetter),
            !isReserved(token.norm, context)
        {
            length += 1
        }
        guard length > 0 else { return nil }
        let name = cursor.tokens[cursor.position..<cursor.position + length].map(\.text).joined(separator: " ")
        cursor.advance(length)
        return RuleOutcome(.unknownPerson(name), confidence: 0.7)
    }

    @Sendable static func email(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard let token = cursor.token(), token.norm.contains("@") else { return nil }
        return outcome(context.people.emailHits(token.norm), &cursor, length: 1, context)
    }

    /// "my sister", "our accountant", "with mum": the people the contact data relates to the user so.
    @Sendable static func relation(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let owned = ["my", "our"].contains(cursor.peek() ?? "")
        let at = owned ? 1 : 0
        guard let word = cursor.peek(at), context.isA("relation", word) else { return nil }
        // "the dad of a student" is somebody's: a relation names the user's own only without an article.
        if !owned,
            ["the", "a", "an", "his", "her", "their"].contains(cursor.peek(-1) ?? "")
                || cursor.token(-1)?.isPossessive == true
        {
            return nil
        }
        let hits = context.people.relationHits(word)
        return outcome(hits, &cursor, length: at + 1, context, alternatives: hits.count > 1)
    }

    /// "Ada Byrne", "Zoe Lind", "Mike Ross", "Dana K.", "J. Patel", "James M Snell".
    @Sendable static func fullName(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let tokens = cursor.tokens
        for length in stride(from: min(3, tokens.count - cursor.position), through: 2, by: -1) {
            let span = Array(tokens[cursor.position..<cursor.position + length])
            guard !span.dropLast().contains(where: \.isPossessive),
                (cursor.position..<cursor.position + length).allSatisfy(context.state.isFree),
                !context.isA("stopword", span[0].norm) || span[0].isCapitalized
            else { continue }
            let hits = context.people.fullNameHits(span)
            if !hits.isEmpty { return outcome(hits, &cursor, length: length, context) }
        }
        return nil
    }

    /// "the Ashworths", "the Serranos'": a family by its last name, any of them.
    @Sendable static func family(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let token = probe.token(), token.isCapitalized else { return nil }
        let hits = context.people.familyHits(token.norm)
        guard !hits.isEmpty else { return nil }
        let length = probe.position - cursor.position + 1
        return outcome(hits, &cursor, length: length, context, alternatives: true)
    }

    /// "the CTO", "our head of sales", "finance director", "the VP of eng", "the ops head at Initech": a
    /// job title (short forms written long) that one person holds, narrowed by "at/from ORGANIZATION"
    /// when several do. One word needs an article or "our"/"my" before it.
    @Sendable static func role(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let opener = ["the", "our", "my", "a", "an"].contains(cursor.peek() ?? "") ? 1 : 0
        for length in stride(from: 3, through: 1, by: -1) where length > 1 || opener == 1 {
            let span = cursor.position + opener..<cursor.position + opener + length
            guard span.upperBound <= cursor.tokens.count, span.allSatisfy(context.state.isFree) else { continue }
            guard let words = roleWords(span, context) else { continue }
            var hits = context.people.titleHits(words)
            var taken = opener + length
            if hits.count > 1, let (at, extra) = organization(after: span.upperBound, cursor, context) {
                hits = hits.filter { hit in at.contains { $0.entry == hit.entry } }
                taken += extra
            }
            if hits.count > 1, let named = namedNext(hits, at: cursor.position + taken, context) {
                return outcome([named], &cursor, length: taken + 1, context)
            }
            if hits.count == 1 { return outcome(hits, &cursor, length: taken, context) }
        }
        return nil
    }

    /// The words at `span` as a job title, "of" left out, when they can be one: no other stopword, no
    /// "of" at either end, and no plain noun after them that they would modify instead.
    static func roleWords(_ span: Range<Int>, _ context: RuleContext) -> [String]? {
        let words = context.state.tokens[span].map(\.norm)
        guard !words.contains(where: { context.isA("stopword", $0) && $0 != "of" }), words.first != "of",
            words.last != "of", !modifiesNoun(at: span.upperBound, context)
        else { return nil }
        return words.filter { $0 != "of" }
    }

    /// "at Initech", "from the Acme team", "from Acme Ltd": the people of the organization named after
    /// `position`, and how many words that took.
    static func organization(
        after position: Int, _ cursor: TokenCursor, _ context: RuleContext
    ) -> ([PersonDirectory.Hit], Int)? {
        var probe = TokenCursor(cursor.tokens, at: position)
        guard probe.skip(["at", "from", "with"]) else { return nil }
        _ = probe.skip(["the"])
        for length in [2, 1] {
            let words = (0..<length).compactMap { probe.peek($0) }
            guard words.count == length else { continue }
            let hits = context.people.organizationHits(words)
            guard !hits.isEmpty else { continue }
            // A legal suffix after the name is part of it ("from Acme Ltd").
            let suffix = probe.peek(length).map { context.isA("org-suffix", $0) } == true ? 1 : 0
            return (hits, probe.position + length + suffix - position)
        }
        return nil
    }

    /// "our lawyer at Initech", "the ops lead at Acme Insurance": the people of the organization whose
    /// title or card holds a word of the role, else everyone there.
    @Sendable static func roleAtOrganization(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let opener = ["the", "our", "my", "a", "an"].contains(cursor.peek() ?? "") ? 1 : 0
        for length in 1...3 {
            let span = cursor.position + opener..<cursor.position + opener + length
            guard span.upperBound < cursor.tokens.count, span.allSatisfy(context.state.isFree) else { return nil }
            let words = cursor.tokens[span].map(\.norm)
            guard !words.contains(where: { context.isA("stopword", $0) && $0 != "of" }) else { return nil }
            guard let (people, extra) = organization(after: span.upperBound, cursor, context) else { continue }
            let role = (PersonDirectory.titleWords(words, lexicon: context.lexicon) + words)
                .filter { !isReserved($0, context) }
            let fitting = people.filter { hit in
                let entry = context.people.entries[hit.entry]
                return role.contains { entry.titleWords.contains($0) || entry.context.contains($0) }
            }
            guard !fitting.isEmpty || describesPeople(words, context) else { return nil }
            let hits = fitting.isEmpty ? people : fitting
            return outcome(hits, &cursor, length: opener + length + extra, context, alternatives: hits.count > 1)
        }
        return nil
    }

    /// "a call with Acme", "met with the freight customer": the organization's people take part. Not
    /// before a word for a person ("with the Acme account manager"), which the rules for people read.
    @Sendable static func withOrganization(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard cursor.peek() == "with", let (hits, length) = organization(after: cursor.position, cursor, context),
            !describesPeople(cursor.peek(length).map { [$0] } ?? [], context)
        else { return nil }
        return outcome(hits, &cursor, length: length, context, alternatives: true)
    }

    /// Whether words before "at/from/with ORGANIZATION" that fit nobody there still describe people: a
    /// word for a person, a relation or a title, or a word of somebody's job title in the directory. Others
    /// name a thing there ("the wifi password at the cowork") or an occasion with it ("a call with Acme").
    static func describesPeople(_ words: [String], _ context: RuleContext) -> Bool {
        words.contains { word in
            ["person-noun", "relation", "title-word"].contains { context.isA($0, word) }
                || context.people.isTitleWord(word)
        }
    }

    /// "our Globex contact", "the Acme folks", "someone from Initech": the people of an organization. "the
    /// HubSpot partner manager": an organization's name before a job title is "the partner manager at
    /// HubSpot", the people there whose title it is.
    @Sendable static func organizationPeople(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        if let (_, noun) = context.lexicon.longestPhrase("person-noun", in: words, at: cursor.position),
            let (hits, extra) = organization(after: cursor.position + noun, cursor, context)
        {
            return outcome(hits, &cursor, length: noun + extra, context, alternatives: true)
        }
        let opener = ["the", "our", "my"].contains(cursor.peek() ?? "") ? 1 : 0
        for length in [2, 1] {
            let start = cursor.position + opener
            guard start + length < words.count else { continue }
            let hits = context.people.organizationHits(Array(words[start..<start + length]))
            guard !hits.isEmpty else { continue }
            if let (_, noun) = context.lexicon.longestPhrase("person-noun", in: words, at: start + length) {
                return outcome(hits, &cursor, length: opener + length + noun, context, alternatives: true)
            }
            if let (titled, role) = titled(hits, after: start + length, context) {
                return outcome(titled, &cursor, length: opener + length + role, context, alternatives: true)
            }
        }
        return nil
    }

    /// Of `people`, those whose job title the one to three free words after `position` are, longest first,
    /// and how many words that took, a word for a person after them included ("the Acme account guy"). A
    /// title the words end in the middle of ("ops lead" of a "Head of Operations") is none, nor are words
    /// of the organization's own name.
    static func titled(
        _ people: [PersonDirectory.Hit], after position: Int, _ context: RuleContext
    ) -> ([PersonDirectory.Hit], Int)? {
        let words = context.state.tokens.map(\.norm)
        for length in stride(from: 3, through: 1, by: -1) {
            let span = position..<position + length
            guard span.upperBound <= words.count, span.allSatisfy(context.state.isFree) else { continue }
            guard let role = roleWords(span, context) else { continue }
            let ids = Set(context.people.titleHits(role).map(\.entry))
            // A title that repeats the organization's name ("Client, Ferreira Borges") is no role in it.
            let hits = people.filter { hit in
                let organization = context.people.entries[hit.entry].organizationWords
                return ids.contains(hit.entry) && !role.contains(where: organization.contains)
            }
            guard !hits.isEmpty else { continue }
            if let (_, noun) = context.lexicon.longestPhrase("person-noun", in: words, at: span.upperBound) {
                return (hits, length + noun)
            }
            let next = words[safe: span.upperBound]
            return describesPeople(next.map { [$0] } ?? [], context) ? nil : (hits, length)
        }
        return nil
    }

    /// One word: a first, last or other name, a diminutive, a shortened first name or a misspelling.
    @Sendable static func singleName(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard let token = cursor.token(), isEligible(cursor.position, context),
            !isUnknownFullName(cursor.position, context)
        else { return nil }
        let fuzzy = isFuzzyEligible(cursor.position, context)
        let strong = token.isPossessive && token.isCapitalized || isStrongNamePosition(cursor.position, context)
        var hits = context.people.singleWordHits(token, fuzzy: fuzzy, surnames: strong)
        // "Hayley Hepworth" when nobody is Hayley: a surname after an unknown first name is someone else.
        if hits.allSatisfy({ $0.kind == .lastName }), let previous = cursor.token(-1),
            context.state.isFree(cursor.position - 1),
            previous.isCapitalized, previous.norm.allSatisfy(\.isLetter), !isReserved(previous.norm, context)
        {
            hits = []
        }
        return outcome(hits, &cursor, length: 1, context)
    }

    private static func outcome(
        _ hits: [PersonDirectory.Hit], _ cursor: inout TokenCursor, length: Int, _ context: RuleContext,
        alternatives: Bool = false
    ) -> RuleOutcome? {
        guard !hits.isEmpty else { return nil }
        let span = cursor.position..<cursor.position + length
        let matched = cursor.tokens[span].map(\.text).joined(separator: " ")
        let others = Set(context.state.tokens.indices.filter { !span.contains($0) }.map { cursor.tokens[$0].norm })
            .filter { !context.isA("stopword", $0) }
        var match = context.people.choose(hits, matched: matched, otherWords: others)
        if alternatives { match.samePerson += match.alternatives }
        cursor.advance(length)
        return RuleOutcome(.person(match), confidence: match.score)
    }
}
