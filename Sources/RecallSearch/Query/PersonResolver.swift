import Foundation
import RecallCore

/// Finds the people a query names among the candidates, guarding against everyday words.
///
/// A word that is also an English word ("will", "mark", "summer") names a person only when it is
/// capitalized mid-sentence, possessive ("Will's"), or right after a name position word
/// ("with will", "to Mark"); a capital at the start of the query says nothing. Misspellings and
/// sound-alikes are tried only for capitalized, possessive or name-position words of 3+ letters.
struct PersonResolver {
    struct Entry {
        var candidate: PersonCandidate
        /// Normalized name words ("zoe", "angstrom").
        var words: [String]
        /// Lower-cased name words with accents kept.
        var typedWords: [String]
        var aliases: [[String]]
        var emails: Set<String>
        var firstKey: String
        var lastKey: String
        var context: Set<String>

        var first: String? { words.first }
        var last: String? { words.count > 1 ? words.last : nil }
    }

    struct Hit {
        var entry: Int
        var kind: PersonMatchKind
        var edits: Int = 0
    }

    let entries: [Entry]
    let today: CalendarDay

    init(people: [PersonCandidate], today: CalendarDay) {
        self.today = today
        entries = people.sorted { $0.id < $1.id }.map { person in
            let words = TextNormalizer.words(person.name)
            let typed = person.name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
                .map { $0.lowercased().precomposedStringWithCanonicalMapping }
            return Entry(
                candidate: person, words: words, typedWords: typed,
                aliases: person.aliases.map(TextNormalizer.words).filter { !$0.isEmpty },
                emails: Set(person.emails.map(PersonRef.canonicalEmail)),
                firstKey: NameSimilarity.phoneticKey(words.first ?? ""),
                lastKey: words.count > 1 ? NameSimilarity.phoneticKey(words.last ?? "") : "",
                context: Set(person.contextWords.flatMap(TextNormalizer.words)))
        }
    }

    /// People named by the unused tokens, left to right; marks their tokens used.
    func resolve(_ tokens: [QueryToken], query: String, used: inout Set<Int>) -> [PersonMatch] {
        var matches: [PersonMatch] = []
        var index = 0
        while index < tokens.count {
            guard !used.contains(index), let (hits, length) = bestSpan(at: index, tokens, used: used) else {
                index += 1
                continue
            }
            let span = index..<index + length
            used.formUnion(span)
            matches.append(choose(hits, span: span, tokens: tokens, query: query, used: used))
            index += length
        }
        return matches
    }

    /// The longest span at `index` naming someone, with every candidate it could name.
    private func bestSpan(at index: Int, _ tokens: [QueryToken], used: Set<Int>) -> ([Hit], Int)? {
        let token = tokens[index]
        if token.norm.contains("@") {
            let hits = entries.indices.filter { entries[$0].emails.contains(token.norm) }.map { Hit(entry: $0, kind: .email) }
            return hits.isEmpty ? nil : (hits, 1)
        }
        for length in stride(from: min(3, tokens.count - index), through: 2, by: -1) {
            let span = index..<index + length
            guard span.allSatisfy({ !used.contains($0) }), !tokens[span].dropLast().contains(where: \.isPossessive)
            else { continue }
            let hits = entries.indices.compactMap { fullNameHit(Array(tokens[span]), entry: $0) }
            if !hits.isEmpty { return (hits, length) }
        }
        guard isEligible(index, tokens) else { return nil }
        let hits = singleWordHits(index, tokens)
        return hits.isEmpty ? nil : (hits, 1)
    }

    /// "Sarah Chen", "Zoe Angstrom", "Mike Ross", "Sara Chen" against one candidate.
    private func fullNameHit(_ span: [QueryToken], entry index: Int) -> Hit? {
        let entry = entries[index]
        let norms = span.map(\.norm)
        let typed = span.map { $0.text.lowercased().precomposedStringWithCanonicalMapping }
        if norms == entry.words || entry.aliases.contains(norms) {
            return Hit(entry: index, kind: typed == entry.typedWords || norms != entry.words ? .exact : .unaccented)
        }
        guard span.count == 2, let last = entry.last, norms[1] == last,
            let firstHit = firstNameKind(span[0], entry: entry)
        else { return nil }
        let kind: PersonMatchKind = firstHit.kind == .firstName ? .fullName : firstHit.kind
        return Hit(entry: index, kind: kind, edits: firstHit.edits)
    }

    /// Candidates one word can name, from the best tier that has any: first name or alias,
    /// last name, nickname, misspelling.
    private func singleWordHits(_ index: Int, _ tokens: [QueryToken]) -> [Hit] {
        let token = tokens[index]
        var tiers: [[Hit]] = [[], [], [], []]
        let fuzzy = isFuzzyEligible(index, tokens)
        for (position, entry) in entries.enumerated() {
            if entry.aliases.contains([token.norm]) {
                tiers[0].append(Hit(entry: position, kind: .nickname))
            } else if let hit = firstNameKind(token, entry: entry, fuzzy: fuzzy) {
                let tier = hit.kind == .nickname ? 2 : hit.kind == .misspelling ? 3 : 0
                tiers[tier].append(Hit(entry: position, kind: hit.kind, edits: hit.edits))
            } else if let last = entry.last, token.norm == last {
                tiers[1].append(Hit(entry: position, kind: .lastName))
            } else if fuzzy, let last = entry.last, let edits = misspelling(token.norm, of: last, key: entry.lastKey) {
                tiers[3].append(Hit(entry: position, kind: .misspelling, edits: edits))
            }
        }
        return tiers.first(where: { !$0.isEmpty }) ?? []
    }

    /// How `token` matches the candidate's first name, if it does.
    private func firstNameKind(_ token: QueryToken, entry: Entry, fuzzy: Bool = true) -> (kind: PersonMatchKind, edits: Int)? {
        guard let first = entry.first else { return nil }
        if token.norm == first {
            let typed = token.text.lowercased().precomposedStringWithCanonicalMapping
            return (typed == entry.typedWords.first ? .firstName : .unaccented, 0)
        }
        if NicknameTable.related(token.norm, first) { return (.nickname, 0) }
        guard fuzzy, let edits = misspelling(token.norm, of: first, key: entry.firstKey) else { return nil }
        return (.misspelling, edits)
    }

    /// Edit distance when `typed` is a plausible misspelling of `name`, else nil.
    private func misspelling(_ typed: String, of name: String, key: String) -> Int? {
        guard typed.count >= 3, name.count >= 3 else { return nil }
        let allowed = NameSimilarity.allowedEdits(for: name)
        let edits = NameSimilarity.distance(typed, name, limit: 3)
        if edits <= allowed { return edits }
        if key.count >= 2, edits <= 3, NameSimilarity.phoneticKey(typed) == key { return edits }
        return nil
    }

    private func isNamePosition(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        index > 0 && QueryVocabulary.namePositionWords.contains(tokens[index - 1].norm)
    }

    private func isEligible(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        let token = tokens[index]
        guard token.norm.count >= 2, token.norm.contains(where: \.isLetter) else { return false }
        if QueryVocabulary.commonWordNames.contains(token.norm) {
            return token.isCapitalizedMidSentence || token.isPossessive || isNamePosition(index, tokens)
        }
        if QueryVocabulary.stopwords.contains(token.norm) || QueryUnderstanding.isReservedWord(token.norm) {
            return token.isCapitalizedMidSentence && token.norm.count >= 3
        }
        return true
    }

    private func isFuzzyEligible(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        let token = tokens[index]
        guard token.norm.count >= 3, !QueryVocabulary.stopwords.contains(token.norm),
            !QueryUnderstanding.isReservedWord(token.norm), !QueryVocabulary.commonWordNames.contains(token.norm)
        else { return false }
        return token.isCapitalized || token.isPossessive || isNamePosition(index, tokens)
    }
}
