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
        var name: String
        var key: String
        var entries: [Int]
    }

    let entries: [Entry]
    let today: CalendarDay
    let index: PersonNameIndex

    init(people: [PersonCandidate], today: CalendarDay) {
        self.today = today
        entries = people.sorted { $0.id < $1.id }.map { person in
            Entry(
                candidate: person, words: TextNormalizer.words(person.name),
                typedWords: person.name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
                    .map { $0.lowercased().precomposedStringWithCanonicalMapping },
                context: Set(person.contextWords.flatMap(TextNormalizer.words)))
        }
        index = PersonNameIndex(entries)
    }

    /// People named by the unused tokens, left to right; marks their tokens used.
    func resolve(_ tokens: [QueryToken], query: String, used: inout Set<Int>) -> [PersonMatch] {
        var matches: [PersonMatch] = []
        var position = 0
        while position < tokens.count {
            guard !used.contains(position), let (hits, length) = bestSpan(at: position, tokens, used: used) else {
                position += 1
                continue
            }
            let span = position..<position + length
            used.formUnion(span)
            matches.append(choose(hits, span: span, tokens: tokens, query: query, used: used))
            position += length
        }
        return matches
    }

    /// The longest span at `position` naming someone, with every candidate it could name.
    private func bestSpan(at position: Int, _ tokens: [QueryToken], used: Set<Int>) -> ([Hit], Int)? {
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
        guard isEligible(position, tokens) else { return nil }
        let hits = singleWordHits(position, tokens)
        return hits.isEmpty ? nil : (hits, 1)
    }

    /// "Sarah Chen", "Zoe Angstrom", "Bobby T", "Mike Ross", "Sara Chen".
    private func fullNameHits(_ span: [QueryToken]) -> [Hit] {
        let norms = span.map(\.norm)
        let typed = span.map { $0.text.lowercased().precomposedStringWithCanonicalMapping }
        let joined = norms.joined(separator: " ")
        var hits = (index.byFullName[joined] ?? []).map {
            Hit(entry: $0, kind: typed == entries[$0].typedWords ? .exact : .unaccented)
        }
        hits += (index.byAlias[joined] ?? []).filter { id in !hits.contains { $0.entry == id } }
            .map { Hit(entry: $0, kind: .exact) }
        guard hits.isEmpty, span.count == 2 else { return hits }
        let typedKey = NameSimilarity.phoneticKey(norms[0])
        return (index.byLast[norms[1]] ?? []).compactMap { position in
            guard let first = firstNameKind(span[0], typedKey: typedKey, entry: entries[position]) else { return nil }
            return Hit(entry: position, kind: first.kind == .firstName ? .fullName : first.kind, edits: first.edits)
        }
    }

    /// Candidates one word can name, from the best tier that has any: first name or alias,
    /// last name, nickname, misspelling.
    private func singleWordHits(_ position: Int, _ tokens: [QueryToken]) -> [Hit] {
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
        if !hits.isEmpty || !isFuzzyEligible(position, tokens) { return hits }
        let typedKey = NameSimilarity.phoneticKey(token.norm)
        for group in index.firstNames + index.lastNames {
            guard let edits = misspelling(token.norm, typedKey, of: group.name, key: group.key) else { continue }
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
        guard let edits = misspelling(token.norm, typedKey, of: first, key: key) else { return nil }
        return (.misspelling, edits)
    }

    /// Edit distance when `typed` is a plausible misspelling of `name`, else nil. Sound-alikes
    /// with more edits count only for names of five letters or more ("Jan" is not "John").
    private func misspelling(_ typed: String, _ typedKey: String, of name: String, key: String) -> Int? {
        guard typed.count >= 3, name.count >= 3 else { return nil }
        let edits = NameSimilarity.distance(typed, name, limit: 3)
        if edits <= NameSimilarity.allowedEdits(for: name) { return edits }
        if min(typed.count, name.count) >= 5, key.count >= 2, edits <= 3, typedKey == key { return edits }
        return nil
    }

    private func isNamePosition(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        position > 0 && QueryVocabulary.namePositionWords.contains(tokens[position - 1].norm)
    }

    private func isEligible(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        let token = tokens[position]
        guard token.norm.count >= 2, token.norm.contains(where: \.isLetter) else { return false }
        if QueryVocabulary.commonWordNames.contains(token.norm) {
            return token.isCapitalizedMidSentence || token.isPossessive || isNamePosition(position, tokens)
        }
        if QueryVocabulary.stopwords.contains(token.norm) || QueryUnderstanding.isReservedWord(token.norm) {
            return token.isCapitalizedMidSentence && token.norm.count >= 3
        }
        return true
    }

    private func isFuzzyEligible(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        let token = tokens[position]
        guard token.norm.count >= 3, !QueryVocabulary.stopwords.contains(token.norm),
            !QueryUnderstanding.isReservedWord(token.norm), !QueryVocabulary.commonWordNames.contains(token.norm)
        else { return false }
        return token.isCapitalized || token.isPossessive || isNamePosition(position, tokens)
    }
}
