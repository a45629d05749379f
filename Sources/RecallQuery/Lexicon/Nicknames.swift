import RecallCore

/// Diminutives and the given names they stand for, from the nickname database (carltonnorthern/nicknames,
/// Apache-2.0, `Sources/CQueryLexicon/data/LICENSE-nicknames.txt`) and the table of forms beyond it.
///
/// Relations go both ways and one step: "bob" ↔ "robert", "liz" ↔ "elizabeth"; two names that share a
/// diminutive are not related through it ("alex" is short for both Alexander and Alexandra, which are
/// not each other's).
public struct Nicknames: Sendable {
    private var related: [String: Set<String>] = [:]

    /// An empty table.
    public init() {}

    /// Reads the CSV database (`name,has_nickname,nickname` rows) and the TSV table (`name<TAB>a,b,c`).
    public init(table: String, more: String) {
        for line in table.split(whereSeparator: \.isNewline) {
            let columns = line.split(separator: ",").map { Lexicon.phrase(String($0)) }
            guard columns.count == 3, columns[1] == "has_nickname" else { continue }
            link(columns[0], columns[2])
        }
        for line in more.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2 else { continue }
            let name = Lexicon.phrase(String(columns[0]))
            for short in columns[1].split(separator: ",") { link(name, Lexicon.phrase(String(short))) }
        }
    }

    /// The names `name` is a diminutive of, or the diminutives of `name`.
    public func related(to name: String) -> Set<String> {
        related[name] ?? []
    }

    /// Whether `a` and `b` are a name and one of its diminutives, either way.
    public func areRelated(_ a: String, _ b: String) -> Bool {
        related[a]?.contains(b) ?? false
    }

    private mutating func link(_ name: String, _ short: String) {
        guard !name.isEmpty, !short.isEmpty, name != short else { return }
        related[name, default: []].insert(short)
        related[short, default: []].insert(name)
    }
}
