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
    /// Distinct first and last names, sorted, for the misspelling scan.
    var firstNames: [PersonResolver.NameGroup] = []
    var lastNames: [PersonResolver.NameGroup] = []

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
        firstNames = Self.groups(byFirst)
        lastNames = Self.groups(byLast)
    }

    private static func groups(_ table: [String: [Int]]) -> [PersonResolver.NameGroup] {
        table.keys.sorted().map { name in
            PersonResolver.NameGroup(name: name, key: NameSimilarity.phoneticKey(name), entries: table[name] ?? [])
        }
    }
}
