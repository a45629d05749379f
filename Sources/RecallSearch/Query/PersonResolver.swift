import Foundation
import RecallCore

/// Finds the people a query names among the candidates, guarding against everyday words.
///
/// A word that is also an English word ("will", "mark", "summer") names a person only when it is
/// capitalized mid-sentence, possessive ("Will's"), or right after a name position word
/// ("with will", "to Mark"); a capital at the start of the query says nothing. Misspellings and
/// sound-alikes are tried only for capitalized, possessive or name-position words of 3+ letters.
/// Lookups go through name indexes; only misspellings scan the distinct first and last names.
struct PersonResolver {
    struct Entry {
        var candidate: PersonCandidate
        /// Normalized name words ("zoe", "angstrom").
        var words: [String]
        /// Lower-cased name words with accents kept.
        var typedWords: [String]
        var context: Set<String>
        /// Normalized job-title words without "of"/"and"…, the role itself last ("design", "lead").
        var titleWords: [String]
        /// Normalized organization words of three letters or more, legal forms left out ("linklaw").
        var organizationWords: [String]
        /// What people call the organization without naming it (``OrganizationKinds``: "healthcare").
        var organizationKinds: Set<String> = []

        /// Whether a typed word is one of the organization's name words (``PersonResolver/sameOrganizationWord(_:_:)``).
        func namesOrganization(_ word: String) -> Bool {
            organizationWords.contains { PersonResolver.sameOrganizationWord(word, $0) }
        }
        /// Whether a typed word, or a part of it ("freight/logistics"), says what kind of organization it is.
        func describesOrganization(_ word: String) -> Bool {
            PersonResolver.wordParts(word).contains(where: organizationKinds.contains)
        }
        /// Whether a typed word names the organization or says what kind it is.
        func meansOrganization(_ word: String) -> Bool { namesOrganization(word) || describesOrganization(word) }

        var first: String? { words.first }
        var last: String? { words.count > 1 ? words.last : nil }
    }

    struct Hit {
        var entry: Int
        var kind: PersonMatchKind
        var edits: Int = 0
    }

    /// A distinct name with its phonetic key and the entries bearing it.
    struct NameGroup {
        /// Position in the index's list of groups, for de-duplication.
        var id: Int
        var name: String
        var key: String
        var entries: [Int]
        /// A first name (else a last name) of its entries.
        var isFirstName: Bool
    }

    let entries: [Entry]
    let today: CalendarDay
    let index: PersonNameIndex
    /// How many people's context words hold each word: a word many share ("new", from "Onboarding
    /// new team") tells people apart less than one few have ("fortnightly").
    let contextFrequency: [String: Int]

    init(people: [PersonCandidate], today: CalendarDay) {
        self.today = today
        entries = people.sorted { $0.id < $1.id }.map { person in
            Entry(
                candidate: person, words: TextNormalizer.words(person.name),
                typedWords: person.name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
                    .map { $0.lowercased().precomposedStringWithCanonicalMapping },
                context: QueryVocabulary.contextWords(of: person.contextWords),
                titleWords: TextNormalizer.words(person.title ?? "").filter { !Self.titleStopwords.contains($0) },
                organizationWords: TextNormalizer.words(person.organization ?? "")
                    .filter { $0.count >= 3 && !Self.organizationSuffixes.contains($0) },
                organizationKinds: OrganizationKinds.kinds(of: TextNormalizer.words(person.organization ?? "")))
        }
        index = PersonNameIndex(entries)
        contextFrequency = entries.reduce(into: [:]) { counts, entry in
            for word in entry.context { counts[word, default: 0] += 1 }
        }
    }

    /// People named by the unused tokens, left to right; marks their tokens used.
    func resolve(_ tokens: [QueryToken], query: String, used: inout Set<Int>) -> [PersonMatch] {
        var matches: [PersonMatch] = []
        var people = Set<Int>()
        var position = 0
        while position < tokens.count {
            guard !used.contains(position), let (hits, length) = bestSpan(at: position, tokens, used: used, people: people)
            else {
                position += 1
                continue
            }
            let span = position..<position + length
            used.formUnion(span)
            people.formUnion(span)
            matches.append(choose(hits, span: span, tokens: tokens, query: query, used: used))
            position += length
        }
        return matches
    }

    /// The longest span at `position` naming someone, with every candidate it could name.
    private func bestSpan(at position: Int, _ tokens: [QueryToken], used: Set<Int>, people: Set<Int>) -> ([Hit], Int)? {
        let token = tokens[position]
        if token.norm.contains("@") {
            let hits = (index.byEmail[token.norm] ?? []).map { Hit(entry: $0, kind: .email) }
            return hits.isEmpty ? nil : (hits, 1)
        }
        for length in stride(from: min(3, tokens.count - position), through: 2, by: -1) {
            let span = position..<position + length
            guard span.allSatisfy({ !used.contains($0) }), !tokens[span].dropLast().contains(where: \.isPossessive)
            else { continue }
            let hits = fullNameHits(Array(tokens[span]))
            if !hits.isEmpty { return (hits, length) }
        }
        guard isEligible(position, tokens, people: people), !isUnknownFullName(position, tokens, used: used, people: people)
        else { return nil }
        let hits = singleWordHits(position, tokens, people: people)
        return hits.isEmpty ? nil : (hits, 1)
    }

    /// "Sarah Chen", "Zoe Angstrom", "Bobby T", "Mike Ross", "Sara Chen".
    private func fullNameHits(_ span: [QueryToken]) -> [Hit] {
        let norms = span.map(\.norm)
        let joined = norms.joined(separator: " ")
        var hits: [Hit] = []
        if let named = index.byFullName[joined] {
            let typed = span.map { $0.text.lowercased().precomposedStringWithCanonicalMapping }
            hits = named.map { Hit(entry: $0, kind: typed == entries[$0].typedWords ? .exact : .unaccented) }
        }
        hits += (index.byAlias[joined] ?? []).filter { id in !hits.contains { $0.entry == id } }
            .map { Hit(entry: $0, kind: .exact) }
        guard hits.isEmpty, span.count == 2 else { return hits }
        if let sameLast = index.byLast[norms[1]] {
            let typedKey = NameSimilarity.phoneticKey(norms[0])
            return sameLast.compactMap { position in
                guard let first = firstNameKind(span[0], typedKey: typedKey, entry: entries[position]) else { return nil }
                return Hit(entry: position, kind: first.kind == .firstName ? .fullName : first.kind, edits: first.edits)
            }
        }
        return misspelledLastNameHits(span)
    }

    /// "David Vaqsuez", "Elizbeth Cartr": the first name as typed, a nickname of it or a misspelling of
    /// it, and the last name misspelled. A first name makes the second word a name, so its
    /// misspelling is tried at any case.
    private func misspelledLastNameHits(_ span: [QueryToken]) -> [Hit] {
        let first = span[0].norm, last = span[1].norm
        let firstKey = NameSimilarity.phoneticKey(first)
        var candidates = (index.byFirst[first] ?? []) + NicknameTable.relatedNames(first).sorted().flatMap { index.byFirst[$0] ?? [] }
        for group in index.misspellingCandidates(first, key: firstKey) where group.isFirstName {
            candidates += group.entries
        }
        var seen = Set<Int>()
        let lastKey = NameSimilarity.phoneticKey(last)
        return candidates.filter { seen.insert($0).inserted }.compactMap { position in
            guard let firstMatch = firstNameKind(span[0], typedKey: firstKey, entry: entries[position]),
                let name = entries[position].last,
                let edits = misspelling(last, lastKey, of: name, key: NameSimilarity.phoneticKey(name), capitalized: true)
            else { return nil }
            return Hit(entry: position, kind: .misspelling, edits: edits + firstMatch.edits)
        }
    }

    /// Candidates one word can name, from the best tier that has any: first name or alias,
    /// last name, nickname, misspelling.
    private func singleWordHits(_ position: Int, _ tokens: [QueryToken], people: Set<Int>) -> [Hit] {
        let token = tokens[position]
        let typed = token.text.lowercased().precomposedStringWithCanonicalMapping
        var hits = (index.byFirst[token.norm] ?? []).map {
            Hit(entry: $0, kind: entries[$0].typedWords.first == typed ? .firstName : .unaccented)
        }
        hits += (index.byAlias[token.norm] ?? []).filter { id in !hits.contains { $0.entry == id } }
            .map { Hit(entry: $0, kind: .nickname) }
        if !hits.isEmpty { return hits }
        hits = (index.byLast[token.norm] ?? []).map { Hit(entry: $0, kind: .lastName) }
        if !hits.isEmpty { return hits }
        hits = NicknameTable.relatedNames(token.norm).sorted().flatMap { name in
            (index.byFirst[name] ?? []).map { Hit(entry: $0, kind: .nickname) }
        }
        if !hits.isEmpty || !isFuzzyEligible(position, tokens, people: people) { return hits }
        let typedKey = NameSimilarity.phoneticKey(token.norm)
        // A possessive typed in lower case is no capital: "the quarter's goals" is not Carter's.
        let capitalizedPossessive = token.isPossessive && token.isCapitalized
        let capitalized = token.isCapitalizedMidSentence || capitalizedPossessive
        // A lone misspelled surname needs a name position or a capitalized possessive: "in Paris" is
        // not Pérez.
        let surnamesToo = capitalizedPossessive || isStrongNamePosition(position, tokens, people: people)
        for group in index.misspellingCandidates(token.norm, key: typedKey) where surnamesToo || group.isFirstName {
            guard let edits = misspelling(token.norm, typedKey, of: group.name, key: group.key, capitalized: capitalized)
            else { continue }
            hits += group.entries.filter { id in !hits.contains { $0.entry == id } }
                .map { Hit(entry: $0, kind: .misspelling, edits: edits) }
        }
        return hits
    }

    /// How `token` matches the candidate's first name, if it does.
    private func firstNameKind(_ token: QueryToken, typedKey: String, entry: Entry) -> (kind: PersonMatchKind, edits: Int)? {
        guard let first = entry.first else { return nil }
        if token.norm == first {
            let typed = token.text.lowercased().precomposedStringWithCanonicalMapping
            return (typed == entry.typedWords.first ? .firstName : .unaccented, 0)
        }
        if NicknameTable.related(token.norm, first) { return (.nickname, 0) }
        let key = NameSimilarity.phoneticKey(first)
        let capitalized = token.isCapitalized
        guard let edits = misspelling(token.norm, typedKey, of: first, key: key, capitalized: capitalized)
        else { return nil }
        return (.misspelling, edits)
    }

    /// Edit distance when `typed` is a plausible misspelling of `name`, else nil: within the
    /// allowed edits and sounding alike ("Pria"/"Priya"), or one edit keeping the first letter
    /// ("Sarha"), or — for a capitalized or possessive word — sounding alike with up to three edits
    /// when both have five letters or more ("Kathryn"/"Katherine"). Everyday words rarely pass
    /// both tests ("higher" is not "Hughes", "treat" is not "Trott").
    private func misspelling(
        _ typed: String, _ typedKey: String, of name: String, key: String, capitalized: Bool
    ) -> Int? {
        guard typed.count >= 3, name.count >= 3 else { return nil }
        let edits = NameSimilarity.distance(typed, name, limit: 3)
        let soundAlike = key.count >= 2 && typedKey == key
        if edits <= NameSimilarity.allowedEdits(for: name), soundAlike { return edits }
        if edits <= 1, typed.first == name.first, min(typed.count, name.count) >= 4 { return edits }
        if capitalized, soundAlike, min(typed.count, name.count) >= 5, edits <= 3 { return edits }
        return nil
    }

    /// "talk to Priyanka Shah" when nobody is called Shah: a capitalized surname that matched no full
    /// name above says this is someone Recall does not know, not a Priya.
    private func isUnknownFullName(_ position: Int, _ tokens: [QueryToken], used: Set<Int>, people: Set<Int>) -> Bool {
        let next = position + 1
        guard tokens.indices.contains(next), !used.contains(next), isNamePosition(position, tokens, people: people)
        else { return false }
        let surname = tokens[next]
        return surname.isCapitalizedMidSentence && surname.norm.count >= 2 && surname.norm.allSatisfy(\.isLetter)
            && !QueryVocabulary.stopwords.contains(surname.norm) && !QueryUnderstanding.isReservedWord(surname.norm)
    }

    /// After "with", "to", "from", "cc", a contact verb, or "and" following a named person.
    private func isNamePosition(_ position: Int, _ tokens: [QueryToken], people: Set<Int>) -> Bool {
        if Self.isPairedWithUser(position, tokens) || Self.isSpeaker(position, tokens) { return true }
        guard position > 0 else { return false }
        let previous = tokens[position - 1].norm
        if previous == "and" { return people.contains(position - 2) }
        return QueryVocabulary.namePositionWords.contains(previous)
    }

    /// "what did bill and I chat about", "me and bob": only a person stands beside the user.
    private static func isPairedWithUser(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        let user: Set<String> = ["i", "me"]
        if position + 2 < tokens.count, tokens[position + 1].norm == "and", user.contains(tokens[position + 2].norm) { return true }
        return position > 1 && tokens[position - 1].norm == "and" && user.contains(tokens[position - 2].norm)
    }

    /// "what was bob saying", "what did bill think": the subject of a speaker verb after an auxiliary.
    private static func isSpeaker(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        guard position > 0, position + 1 < tokens.count,
            ["did", "does", "do", "was", "is", "has", "had"].contains(tokens[position - 1].norm)
        else { return false }
        let verb = tokens[position + 1].norm
        return QueryVocabulary.speakerVerbs.contains(verb)
            || QueryVocabulary.speakerVerbs.contains { verb == $0 + "ing" || verb == $0.dropLast() + "ing" || verb == $0 + "s" }
            || ["said", "thought", "mentioned", "told", "saying"].contains(verb)
    }

    /// Where a lower-case misspelling may still be a name: after "with"/"cc", a contact verb
    /// ("met pria"), "talk to"/"spoke with"-style phrases, "and" following a named person, or as the
    /// subject of a speaker verb ("what did margret say").
    private func isStrongNamePosition(_ position: Int, _ tokens: [QueryToken], people: Set<Int>) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1].norm
        if previous == "and" { return people.contains(position - 2) }
        if QueryVocabulary.strongNamePositionWords.contains(previous) { return true }
        if ["did", "does", "do"].contains(previous), position + 1 < tokens.count,
            QueryVocabulary.speakerVerbs.contains(tokens[position + 1].norm) { return true }
        guard position > 1, ["to", "from"].contains(previous) else { return false }
        return QueryVocabulary.contactVerbs.contains(tokens[position - 2].norm)
    }

    private func isEligible(_ position: Int, _ tokens: [QueryToken], people: Set<Int>) -> Bool {
        let token = tokens[position]
        guard token.norm.count >= 2, token.norm.allSatisfy(\.isLetter) else { return false }
        if QueryVocabulary.commonWordNames.contains(token.norm) {
            return token.isCapitalizedMidSentence || token.isPossessive
                || isNamePosition(position, tokens, people: people)
        }
        if QueryVocabulary.stopwords.contains(token.norm) || QueryUnderstanding.isReservedWord(token.norm) {
            return token.isCapitalizedMidSentence && token.norm.count >= 3
        }
        return true
    }

    /// Misspellings only for words of 3+ letters that are not acronyms ("DNA", "ADEs") nor known words,
    /// nor after an article (a place or thing: "off in the Lakes" is not Łukasz), capitalized
    /// mid-sentence, possessive, or in a strong name position.
    private func isFuzzyEligible(_ position: Int, _ tokens: [QueryToken], people: Set<Int>) -> Bool {
        let token = tokens[position]
        guard token.norm.count >= 3, !QueryVocabulary.stopwords.contains(token.norm),
            !QueryUnderstanding.isReservedWord(token.norm), !QueryVocabulary.commonWordNames.contains(token.norm),
            !token.text.prefix(2).allSatisfy(\.isUppercase),  // "DNA", "ADEs": acronyms.
            !SynonymTable.placeNames.contains(token.norm),  // "holiday in Greece" is no misspelled Grace.
            position == 0 || !Self.articles.contains(tokens[position - 1].norm)
        else { return false }
        return token.isCapitalizedMidSentence || token.isPossessive
            || isStrongNamePosition(position, tokens, people: people)
    }

    /// Words before a thing or a place, not before a person's name.
    static let articles: Set<String> = ["the", "a", "an"]
}
