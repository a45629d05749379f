import RecallCore

/// Looking names up: full names, first or last names alone, diminutives, shortened forms, initials and
/// misspellings, each tier tried only when the stronger ones found nobody.
extension PersonDirectory {
    struct Hit: Sendable {
        var entry: Int
        var kind: PersonMatchKind
        var edits = 0
    }

    /// People a span of two or three words names: the full name (middle names included or skipped), an
    /// alias, a first name (or diminutive or misspelling of it) with the last name or its initial, or an
    /// initial with the last name.
    func fullNameHits(_ span: [QueryToken]) -> [Hit] {
        let norms = span.map(\.norm)
        let joined = norms.joined(separator: " ")
        var hits = (byFullName[joined] ?? []).map { position in
            let typed = span.map { $0.text.lowercased().precomposedStringWithCanonicalMapping }
            return Hit(entry: position, kind: typed == entries[position].typedWords ? .exact : .unaccented)
        }
        hits += (byAlias[joined] ?? []).filter { id in !hits.contains { $0.entry == id } }.map {
            Hit(entry: $0, kind: .exact)
        }
        guard hits.isEmpty else { return hits }
        if span.count == 3, let initial = Self.initialLetter(span[1]) {  // "James M Snell", "James M. Snell"
            hits = (byFirstLast[norms[0] + " " + norms[2]] ?? []).filter {
                entries[$0].words.dropFirst().first?.first == initial
            }
            .map { Hit(entry: $0, kind: .fullName) }
        }
        guard hits.isEmpty, span.count == 2 else { return hits }
        if let skipped = byFirstLast[joined] { return skipped.map { Hit(entry: $0, kind: .fullName) } }
        if let initial = Self.initialLetter(span[1]) { return firstWithInitial(span[0], initial) }
        if let initial = Self.initialLetter(span[0]) {
            return (byLast[norms[1]] ?? []).filter { entries[$0].first?.first == initial }.map {
                Hit(entry: $0, kind: .initial)
            }
        }
        if let sameLast = byLast[norms[1]] {
            return sameLast.compactMap { position in
                firstNameKind(span[0], entry: entries[position]).map {
                    Hit(entry: position, kind: $0.kind, edits: $0.edits)
                }
            }
        }
        return misspelledLastNameHits(span)
    }

    /// "Dana K", "Dana K.": people whose first name matches and whose last name starts with the initial.
    private func firstWithInitial(_ token: QueryToken, _ initial: Character) -> [Hit] {
        entries.indices.compactMap { position in
            guard entries[position].last?.first == initial, firstNameKind(token, entry: entries[position]) != nil
            else { return nil }
            return Hit(entry: position, kind: .initial)
        }
    }

    /// A single letter, with or without its stop: "K", "K.".
    static func initialLetter(_ token: QueryToken) -> Character? {
        token.norm.count == 1 && token.norm.first?.isLetter == true ? token.norm.first : nil
    }

    /// "David Vaqsuez": the first name as typed or a diminutive or misspelling of it, and the last name
    /// misspelled.
    private func misspelledLastNameHits(_ span: [QueryToken]) -> [Hit] {
        let last = span[1].norm
        let lastKey = NameSimilarity.phoneticKey(last)
        return entries.indices.compactMap { position in
            guard let first = firstNameKind(span[0], entry: entries[position]), let name = entries[position].last,
                let edits = misspelling(
                    last, lastKey, of: name, key: NameSimilarity.phoneticKey(name), capitalized: true)
            else { return nil }
            return Hit(entry: position, kind: .misspelling, edits: edits + first.edits)
        }
    }

    /// How `token` matches an entry's first name, if it does.
    func firstNameKind(_ token: QueryToken, entry: Entry) -> (kind: PersonMatchKind, edits: Int)? {
        guard let first = entry.first else { return nil }
        if token.norm == first {
            let typed = token.text.lowercased().precomposedStringWithCanonicalMapping
            return (typed == entry.typedWords.first ? .firstName : .unaccented, 0)
        }
        if lexicon.nicknames.areRelated(token.norm, first) { return (.nickname, 0) }
        if Self.isShortened(token.norm, of: first) { return (.shortened, 0) }
        let key = NameSimilarity.phoneticKey(first)
        guard
            let edits = misspelling(
                token.norm, NameSimilarity.phoneticKey(token.norm), of: first, key: key,
                capitalized: token.isCapitalized)
        else { return nil }
        return (.misspelling, edits)
    }

    /// Whether `typed` is the start or the end of `name`, as diminutives often are: "fede" of
    /// "federico", "rafa" of "rafael", "nando" of "fernando". Three letters at least, and at least two
    /// letters of the name left out, so a name is not its own diminutive.
    static func isShortened(_ typed: String, of name: String) -> Bool {
        guard typed.count >= 3, name.count >= typed.count + 2, typed.allSatisfy(\.isLetter) else { return false }
        return name.hasPrefix(typed) || (typed.count >= 4 && name.hasSuffix(typed))
    }

    /// Edit distance when `typed` is a plausible misspelling of `name`, else nil: sounding alike within the
    /// allowed edits ("Pria"/"Priya"), one edit keeping the first letter ("Sarha"), or, capitalized,
    /// sounding alike within three edits when both have five letters or more ("Kathryn"/"Katherine").
    func misspelling(_ typed: String, _ typedKey: String, of name: String, key: String, capitalized: Bool) -> Int? {
        guard typed.count >= 3, name.count >= 3 else { return nil }
        let edits = NameSimilarity.distance(typed, name, limit: 3)
        let soundAlike = key.count >= 2 && typedKey == key
        if edits <= NameSimilarity.allowedEdits(for: name), soundAlike { return edits }
        if edits <= 1, typed.first == name.first, min(typed.count, name.count) >= 4 { return edits }
        if capitalized, soundAlike, min(typed.count, name.count) >= 5, edits <= 3 { return edits }
        return nil
    }

    /// People one word names, from the strongest tier that has any: first name or alias, last name,
    /// diminutive, shortened first name, then (when `fuzzy`) a misspelling. `surnames`: a misspelled
    /// word may be a last name too.
    func singleWordHits(_ token: QueryToken, fuzzy: Bool, surnames: Bool) -> [Hit] {
        let word = token.norm
        let typed = token.text.lowercased().precomposedStringWithCanonicalMapping
        var hits = (byFirst[word] ?? []).map {
            Hit(entry: $0, kind: entries[$0].typedWords.first == typed ? .firstName : .unaccented)
        }
        hits += (byAlias[word] ?? []).filter { id in !hits.contains { $0.entry == id } }.map {
            Hit(entry: $0, kind: .nickname)
        }
        if !hits.isEmpty { return hits }
        hits = (byLast[word] ?? []).map { Hit(entry: $0, kind: .lastName) }
        if !hits.isEmpty { return hits }
        hits = lexicon.nicknames.related(to: word).sorted().flatMap { name in
            (byFirst[name] ?? []).map { Hit(entry: $0, kind: .nickname) }
        }
        if !hits.isEmpty { return hits }
        if fuzzy {
            hits = firstNames.filter { Self.isShortened(word, of: $0) }.flatMap { name in
                (byFirst[name] ?? []).map { Hit(entry: $0, kind: .shortened) }
            }
            if !hits.isEmpty { return hits }
        }
        return fuzzy ? misspelledHits(token, surnames: surnames) : []
    }

    private func misspelledHits(_ token: QueryToken, surnames: Bool) -> [Hit] {
        let key = NameSimilarity.phoneticKey(token.norm)
        // Loose sound-alikes only where a name is expected: "holiday in Greece" is no misspelled Grace.
        let capitalized = surnames
        var seen = Set<String>()
        var hits: [Hit] = []
        let groups = (groupsByKey[key] ?? []) + (token.norm.first.flatMap { groupsByInitial[$0] } ?? [])
        for group in groups
        where (surnames || group.isFirstName) && seen.insert("\(group.isFirstName)\(group.name)").inserted {
            guard let edits = misspelling(token.norm, key, of: group.name, key: group.key, capitalized: capitalized)
            else { continue }
            hits += group.entries.filter { id in !hits.contains { $0.entry == id } }
                .map { Hit(entry: $0, kind: .misspelling, edits: edits) }
        }
        return hits
    }

    /// People the contact data relates to the user by `relation` words ("sister", "mum").
    func relationHits(_ word: String) -> [Hit] {
        lexicon.values("relation", word).flatMap { byRelation[$0] ?? [] }
            .reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            .map { Hit(entry: $0, kind: .relation) }
    }

    /// People whose job title the words describe: every word is a title word ("the head of sales"), or
    /// one word is the title's initials ("the CTO", "our VP"). Failing that, the one person whose card
    /// or facts hold every word ("the accountant" when one card's note says so).
    func titleHits(_ typed: [String]) -> [Hit] {
        let words = Self.titleWords(typed, lexicon: lexicon)
        guard !words.isEmpty else { return [] }
        let titled = entries.indices.filter { position in
            let title = entries[position].titleWords
            guard !title.isEmpty else { return false }
            if typed.count == 1, title.count > 1, typed[0] == String(title.compactMap(\.first)) { return true }
            return words.allSatisfy(title.contains)
        }
        guard titled.isEmpty else { return titled.map { Hit(entry: $0, kind: .role) } }
        guard typed.count == 1, lexicon.contains("relation", typed[0]) else { return [] }
        let described = entries.indices.filter { entries[$0].context.contains(typed[0]) }
        return described.count == 1 ? described.map { Hit(entry: $0, kind: .role) } : []
    }

    /// The people at the organization one or two `words` name ("datadog", "corvid insurance").
    func organizationHits(_ words: [String]) -> [Hit] {
        guard let first = words.first, var found = byOrganizationWord[first].map(Set.init) else { return [] }
        for word in words.dropFirst() { found.formIntersection(byOrganizationWord[word] ?? []) }
        return found.sorted().map { Hit(entry: $0, kind: .role) }
    }

    /// "the Ashworths", "the Smiths'": everyone with that last name.
    func familyHits(_ word: String) -> [Hit] {
        guard word.count > 3, word.hasSuffix("s") else { return [] }
        return (byLast[String(word.dropLast())] ?? []).map { Hit(entry: $0, kind: .lastName) }
    }

    /// The people at `email`.
    func emailHits(_ email: String) -> [Hit] {
        (byEmail[PersonRef.canonicalEmail(email)] ?? []).map { Hit(entry: $0, kind: .email) }
    }
}
