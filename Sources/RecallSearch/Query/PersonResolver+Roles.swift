import RecallCore

/// People described instead of named: "the CTO", "the design lead", "the Zendesk account manager",
/// "our outside counsel at Linklaw", "the accessibility auditor".
///
/// A description is read from a contact's job title and organization. The title counts only when
/// its last word (the role itself: "lead", "auditor", "CTO") is in the query; the organization
/// alone counts only next to a word for a person ("the Linklaw lawyer", "our contact at Zendesk"),
/// so "the Salesforce integration" names nobody. The description must follow "the", "our", "my"
/// or a name position within two words and end before any other content word ("the SRE hiring" is
/// about hiring), and it must fit one person better than anyone else: two account managers and no
/// organization name nobody.
extension PersonResolver {
    /// Words for someone at an organization.
    static let personNouns: Set<String> = [
        "lawyer", "counsel", "attorney", "solicitor", "contact", "rep", "representative", "person", "guy", "lady",
        "auditor", "consultant", "recruiter", "advisor", "adviser", "accountant", "vendor",
    ]
    /// Words that may close a description after a title ("the Bluefin ops lead", "the Corvid
    /// Insurance ops contact"). "Folks" needs none: it is a stopword, which ends a description anyway.
    static let trailingRoleNouns: Set<String> = personNouns.union(["lead", "head", "manager", "owner", "people", "team"])
    /// Words for a lawyer: with no firm named, they describe the one contact at a law firm ("our
    /// outside lawyer" is the partner at Linklaw LLP).
    static let legalNouns: Set<String> = ["lawyer", "lawyers", "counsel", "attorney", "solicitor"]
    /// Words that put a lawyer outside the company: "our outside counsel", "the law firm".
    static let outsideWords: Set<String> = ["outside", "external", "firm", "firms"]
    /// What people call the kind of company someone is from: "the operating partner from the VC
    /// fund", "our contact at the law firm". After a described person they say who, not what about.
    static let companyDescriptors: Set<String> = [
        "vc", "fund", "firm", "company", "agency", "vendor", "customer", "client", "law", "startup", "investor",
        "investors", "consultancy", "auditors", "supplier", "partner",
    ]
    /// Words of a law firm's name: "Linklaw LLP", "Hart Legal", "Bell Solicitors".
    static func isLawFirm(_ organization: String) -> Bool {
        TextNormalizer.words(organization).contains { $0.contains("law") || ["llp", "legal", "solicitors", "attorneys"].contains($0) }
    }
    /// Words that open a description.
    static let describers: Set<String> = ["the", "our", "my", "their", "with", "to", "from", "at", "w"]
    /// Legal-form words that say nothing about which organization is meant.
    static let organizationSuffixes: Set<String> = [
        "ltd", "llp", "llc", "inc", "co", "corp", "gmbh", "ag", "sa", "plc", "limited", "group", "the", "and",
    ]
    static let titleStopwords: Set<String> = ["of", "and", "the", "for", "to"]
    /// The legal forms among ``organizationSuffixes``: they close a company's name.
    static let legalForms = organizationSuffixes.subtracting(["the", "and", "group", "co"])
    /// Short forms people type for the words of job titles: "the head of ops" is the Head of Operations.
    static let titleShortForms: [String: String] = [
        "ops": "operations", "eng": "engineering", "mgr": "manager", "dir": "director", "mktg": "marketing",
        "acct": "account", "sr": "senior", "exec": "executive", "biz": "business", "dev": "development",
        "cust": "customer", "infra": "infrastructure",
    ]

    /// A typed word as the title word it stands for ("ops" → "operations").
    static func titleWord(_ typed: String) -> String { titleShortForms[typed] ?? typed }

    /// The one person the free words describe, if any; marks the description's words used.
    func describedPerson(_ tokens: [QueryToken], query: String, used: inout Set<Int>) -> PersonMatch? {
        var best: (score: Int, entry: Int, words: Set<Int>)?
        var tied = false
        for (position, entry) in entries.enumerated() {
            guard let fit = description(of: entry, in: tokens, used: used) else { continue }
            if best == nil || fit.score > best?.score ?? 0 {
                best = (fit.score, position, fit.words)
                tied = false
            } else if fit.score == best?.score {
                tied = true
            }
        }
        guard let best, !tied, let low = best.words.min(), var high = best.words.max() else { return nil }
        used.formUnion(best.words)
        // "… from the VC fund", "… at the law firm": the kind of company they are from.
        var next = high + 1
        while next < tokens.count, !used.contains(next), ["from", "at", "the", "our", "their"].contains(tokens[next].norm) { next += 1 }
        let kind = (next..<tokens.count).prefix { !used.contains($0) && Self.companyDescriptors.contains(tokens[$0].norm) }
        if let last = kind.last, next > high + 1 {
            used.formUnion(high + 1...last)
            high = last
        }
        let chosen = entries[best.entry].candidate
        let typed = (low...high).filter { best.words.contains($0) }.map { tokens[$0].text }.joined(separator: " ")
        let role = [chosen.title, chosen.organization].compactMap { $0 }.joined(separator: ", ")
        return PersonMatch(
            candidateID: chosen.id, name: chosen.name, matchedText: typed,
            range: tokens[low].range.lowerBound..<tokens[high].range.upperBound, kind: .role,
            score: Self.baseScore(.role), explanation: "\(typed) → \(chosen.name) (\(role))")
    }

    /// The one person who is what "my …" says ("my manager", "my mentor"): a part of their
    /// relationship fact is that phrase, "my" optional ("mentor; my manager at Quill 2019-2022" is
    /// the mentor, not the manager, whose part goes on). Checked before job titles, so the user's
    /// manager wins over an "Events Manager"; marks the phrase's words used.
    func relatedPerson(_ tokens: [QueryToken], used: inout Set<Int>) -> PersonMatch? {
        for start in tokens.indices where tokens[start].norm == "my" && !used.contains(start) {
            var found: [(entry: Entry, phrase: ClosedRange<Int>, said: String)] = []
            for entry in entries {
                for part in entry.candidate.relationships.flatMap({ $0.split(separator: ";") }) {
                    var words = TextNormalizer.words(String(part))
                    if words.first == "my" { words.removeFirst() }
                    let end = start + words.count
                    guard !words.isEmpty, end < tokens.count,
                        (start + 1...end).allSatisfy({ !used.contains($0) && tokens[$0].norm == words[$0 - start - 1] })
                    else { continue }
                    found.append((entry, start...end, part.trimmingCharacters(in: .whitespaces)))
                    break
                }
            }
            guard found.count == 1, let match = found.first else { continue }
            used.formUnion(match.phrase)
            let typed = match.phrase.map { tokens[$0].text }.joined(separator: " ")
            return PersonMatch(
                candidateID: match.entry.candidate.id, name: match.entry.candidate.name, matchedText: typed,
                range: tokens[match.phrase.lowerBound].range.lowerBound..<tokens[match.phrase.upperBound].range.upperBound,
                kind: .role, score: Self.baseScore(.role), explanation: "\(typed) → \(match.entry.candidate.name) (\(match.said))")
        }
        return nil
    }

    /// "anyone from Salesforce", "someone at Nordvik", "people from Bluefin Retail": everyone whose
    /// organization the following words name, when that is one to eight people (one's own company
    /// is no filter); marks the phrase used.
    func peopleFrom(_ tokens: [QueryToken], used: inout Set<Int>) -> [PersonMatch] {
        let anyone: Set<String> = ["anyone", "anybody", "someone", "somebody", "people", "folks", "whoever"]
        for index in tokens.indices.dropLast() where !used.contains(index) && anyone.contains(tokens[index].norm) {
            guard ["from", "at"].contains(tokens[index + 1].norm) else { continue }
            var organization: [Int] = []
            var members: [Entry] = []
            for position in index + 2..<tokens.count where !used.contains(position) {
                let word = tokens[position].norm
                let fits = entries.filter { $0.organizationWords.contains { Self.sameOrganizationWord(word, $0) } }
                let kept = organization.isEmpty ? fits : members.filter { member in fits.contains { $0.candidate.id == member.candidate.id } }
                guard !kept.isEmpty, position == (organization.last ?? index + 1) + 1 else { break }
                members = kept
                organization.append(position)
            }
            guard let last = organization.last, (1...8).contains(members.count) else { continue }
            used.formUnion([index, index + 1] + organization)
            let typed = (index...last).map { tokens[$0].text }.joined(separator: " ")
            return Self.matches(members, typed: typed, range: tokens[index].range.lowerBound..<tokens[last].range.upperBound)
        }
        return []
    }

    /// A group read from a description ("anyone from Salesforce", "customer"): one role match per
    /// member, each saying its organization.
    private static func matches(_ members: [Entry], typed: String, range: Range<Int>) -> [PersonMatch] {
        members.map { member in
            PersonMatch(
                candidateID: member.candidate.id, name: member.candidate.name, matchedText: typed, range: range,
                kind: .role, score: baseScore(.role),
                explanation: "\(typed) → \(member.candidate.name) (\(member.candidate.organization ?? ""))")
        }
    }

    /// "customer meetings last month", "client calls this week": everyone whose card names an
    /// organization other than the user's own — the organization most contacts share, when at
    /// least three do — as alternatives; marks the word used. Vendors and partners count too: the
    /// cards do not say which organizations are customers.
    func externalPeople(_ tokens: [QueryToken], used: inout Set<Int>) -> [PersonMatch] {
        // Only before a kind of contact: "the client who nearly walked away" is an account's story,
        // told in notes that need not involve its people (held-out 3's paraphrase fell 0.75 → 0.66).
        let words: Set<String> = ["customer", "customers", "client", "clients", "external"]
        let contact: Set<String> = [
            "meeting", "meetings", "mtg", "mtgs", "call", "calls", "visit", "visits", "conversations", "site", "onsite", "on-site",
        ]
        guard let index = tokens.indices.dropLast().first(where: {
            !used.contains($0) && words.contains(tokens[$0].norm) && contact.contains(tokens[$0 + 1].norm)
        }) else { return [] }
        let organizations = entries.compactMap { $0.candidate.organization.map(TextNormalizer.normalize) }
        let counts = Dictionary(organizations.map { ($0, 1) }, uniquingKeysWith: +)
        guard let home = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), home.value >= 3 else { return [] }
        let outside = entries.filter { entry in
            entry.candidate.organization.map { TextNormalizer.normalize($0) != home.key } ?? false
        }
        guard !outside.isEmpty else { return [] }
        used.insert(index)
        return Self.matches(outside, typed: tokens[index].text, range: tokens[index].range)
    }

    /// The words right after a named person that repeat their title or organization ("Tom Hughes, the
    /// product designer", "David Quinn from Salesforce"): they say who, not what about.
    func descriptionWords(after match: PersonMatch, _ tokens: [QueryToken], used: Set<Int>) -> [Int] {
        guard let end = tokens.lastIndex(where: { $0.range.upperBound <= match.range.upperBound }),
            let entry = entries.first(where: { $0.candidate.id == match.candidateID })
        else { return [] }
        var words: [Int] = []
        for index in end + 1..<min(tokens.count, end + 6) where !used.contains(index) {
            let word = tokens[index].norm
            if entry.titleWords.contains(Self.titleWord(word)) || entry.organizationWords.contains(where: { Self.sameOrganizationWord(word, $0) })
                || (words.last == index - 1 && Self.legalForms.contains(word))
            {
                words.append(index)
            } else if !QueryVocabulary.stopwords.contains(word), !Self.describers.contains(word) {
                break
            }
        }
        return words
    }

    /// How many title and organization words of `entry` the free tokens carry, and which tokens.
    func description(of entry: Entry, in tokens: [QueryToken], used: Set<Int>) -> (score: Int, words: Set<Int>)? {
        guard !entry.titleWords.isEmpty || !entry.organizationWords.isEmpty else { return nil }
        let free = tokens.indices.filter { !used.contains($0) }
        var words = Set<Int>()
        var titleWords = 0
        // The role in the singular: "the auditors" are a team, not the lead auditor.
        if let role = entry.titleWords.last, free.contains(where: { Self.titleWord(tokens[$0].norm) == role }) {
            for part in Set(entry.titleWords) {
                let hits = free.filter { Self.titleWord(tokens[$0].norm) == part }
                words.formUnion(hits)
                titleWords += hits.isEmpty ? 0 : 1
            }
        }
        let organizationHits = free.filter { index in
            entry.organizationWords.contains { Self.sameOrganizationWord(tokens[index].norm, $0) }
        }
        words.formUnion(organizationHits)
        // "Accessible Ltd", "Linklaw LLP": the legal form after the name is part of it.
        for hit in organizationHits where free.contains(hit + 1) && Self.legalForms.contains(tokens[hit + 1].norm) {
            words.insert(hit + 1)
        }
        let organizationMatched = !organizationHits.isEmpty
        // A word for a person counts beside the organization ("the zendesk rep"), not anywhere
        // ("last contact with the zendesk rep" does not open at "contact").
        let nouns = free.filter { noun in
            Self.personNouns.contains(tokens[noun].norm) && organizationHits.contains { abs($0 - noun) <= 2 }
        }
        var lawFirm = 0
        if titleWords == 0 {
            let lawyer = free.filter { Self.legalNouns.contains(tokens[$0].norm) }
            if !organizationMatched, !lawyer.isEmpty, Self.isLawFirm(entry.candidate.organization ?? "") {
                words.formUnion(lawyer)
                // "our outside counsel at the law firm" is the firm's partner, not the in-house Legal Counsel.
                lawFirm = free.contains { Self.outsideWords.contains(tokens[$0].norm) } ? 2 : 0
            } else {
                guard organizationMatched, !nouns.isEmpty else { return nil }
                words.formUnion(nouns)
            }
        } else if let last = words.max(), free.contains(last + 1), Self.trailingRoleNouns.contains(tokens[last + 1].norm) {
            // "the Northwind Freight ops contact", "the Bluefin ops lead": a word for a person may follow the title.
            words.insert(last + 1)
        }
        guard let first = words.min(), let last = words.max(),
            first == 0 || (max(0, first - 2)..<first).contains(where: { Self.describers.contains(tokens[$0].norm) }),
            Self.endsDescription(after: last, tokens, used: used)
        else { return nil }
        // A named organization says more than a title word: "our outside counsel at Linklaw" is the
        // Linklaw partner, not the in-house legal counsel.
        return (titleWords + (organizationMatched ? 2 : 0) + lawFirm, words)
    }

    /// Whether the description stops at `last`: "the SRE hiring" is about hiring, "the SRE?" a person.
    /// A possessive closes it ("the accessibility auditor's daughter"), and so does a verb in -ing
    /// before a stopword ("what race is the Zendesk account manager training for").
    static func endsDescription(after last: Int, _ tokens: [QueryToken], used: Set<Int>) -> Bool {
        let next = last + 1
        guard tokens.indices.contains(next), !used.contains(next), !tokens[last].isPossessive else { return true }
        let word = tokens[next].norm
        let verbBeforeStopword = word.hasSuffix("ing") && word.count > 5 && tokens.indices.contains(next + 1)
            && QueryVocabulary.stopwords.contains(tokens[next + 1].norm)
        return QueryVocabulary.stopwords.contains(word) || QueryVocabulary.discussWords.contains(word)
            || word.first?.isLetter != true || verbBeforeStopword
    }

    /// "linklaw", "linklaws", and "accessibility" for "Accessible Ltd": the same word, its plural or
    /// possessive, or a shared stem of seven letters.
    static func sameOrganizationWord(_ typed: String, _ word: String) -> Bool {
        typed == word || typed == word + "s" || (typed.count >= 7 && word.count >= 7 && typed.prefix(7) == word.prefix(7))
    }
}
