import RecallCore

/// Name → candidate lookups built once per `QueryUnderstanding` (entry positions, ascending).
struct PersonNameIndex: Sendable {
    var byFirst: [String: [Int]] = [:]
    var byLast: [String: [Int]] = [:]
    /// Normalized full name words joined by one space.
    var byFullName: [String: [Int]] = [:]
    /// Normalized alias words joined by one space.
    var byAlias: [String: [Int]] = [:]
    var byEmail: [String: [Int]] = [:]
    /// Distinct first and last names by phonetic key and by first letter: the only places a
    /// misspelling can come from (sound-alikes, or one edit keeping the first letter).
    var namesByKey: [String: [PersonResolver.NameGroup]] = [:]
    var namesByInitial: [Character: [PersonResolver.NameGroup]] = [:]

    init(_ entries: [PersonResolver.Entry]) {
        for (position, entry) in entries.enumerated() {
            if let first = entry.first { byFirst[first, default: []].append(position) }
            if let last = entry.last { byLast[last, default: []].append(position) }
            if !entry.words.isEmpty { byFullName[entry.words.joined(separator: " "), default: []].append(position) }
            let aliases = Set(entry.candidate.aliases.map { TextNormalizer.words($0).joined(separator: " ") })
            for alias in aliases.sorted() where !alias.isEmpty { byAlias[alias, default: []].append(position) }
            for email in Set(entry.candidate.emails.map(PersonRef.canonicalEmail)).sorted() where !email.isEmpty {
                byEmail[email, default: []].append(position)
            }
        }
        for (id, var group) in (Self.groups(byFirst, firstNames: true) + Self.groups(byLast, firstNames: false)).enumerated() {
            group.id = id
            namesByKey[group.key, default: []].append(group)
            if let initial = group.name.first { namesByInitial[initial, default: []].append(group) }
        }
    }

    /// Names a misspelled `typed` (with phonetic key `key`) could stand for, each once, in a fixed order.
    func misspellingCandidates(_ typed: String, key: String) -> [PersonResolver.NameGroup] {
        var seen = Set<Int>()
        var result: [PersonResolver.NameGroup] = []
        let initial = typed.first.flatMap { namesByInitial[$0] } ?? []
        for group in (namesByKey[key] ?? []) + initial {
            if seen.insert(group.id).inserted { result.append(group) }
        }
        return result
    }

    private static func groups(_ table: [String: [Int]], firstNames: Bool) -> [PersonResolver.NameGroup] {
        table.keys.sorted().map { name in
            PersonResolver.NameGroup(
                id: 0, name: name, key: NameSimilarity.phoneticKey(name), entries: table[name] ?? [], isFirstName: firstNames)
        }
    }
}
