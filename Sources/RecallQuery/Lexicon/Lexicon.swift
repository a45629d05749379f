import CQueryLexicon
import Foundation
import RecallCore

/// The vocabulary question understanding reads: word classes loaded from the data files compiled into
/// the binary (`Sources/CQueryLexicon/data`), never Swift literals.
///
/// Each `.tsv` line is `class<TAB>phrase[<TAB>value]`; `#` starts a comment. Phrases are stored
/// normalized (``TextNormalizer/normalize(_:)``) and space-joined, so a lookup of a query's words
/// never depends on case or accents. A class may hold one phrase several times with different values.
public struct Lexicon: Sendable {
    /// Every phrase of each class, with its values in file order.
    private var entries: [String: [String: [String]]] = [:]
    /// The longest phrase of each class, in words: how far a phrase lookup needs to look ahead.
    private var longest: [String: Int] = [:]
    /// Diminutives: a normalized given name → its short forms, and back (``Nicknames``).
    public private(set) var nicknames = Nicknames()

    /// The overlays (domain vocabularies) that load by default: `workplace`.
    public static let defaultOverlays: Set<String> = ["workplace"]

    /// The standard lexicon: every core file plus the default overlays.
    public static let standard = Lexicon(overlays: defaultOverlays)

    /// Loads the core files and the named overlays (`workplace.tsv` is the overlay `workplace`).
    public init(overlays: Set<String> = Lexicon.defaultOverlays) {
        let core: Set<String> = ["phrasing", "time", "people", "cues", "synonyms", "verbs"]
        for (name, text) in Self.embeddedFiles() {
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            if name.hasSuffix(".tsv"), core.contains(stem) || overlays.contains(stem) { load(tsv: text) }
        }
        nicknames = Nicknames(
            table: Self.embeddedFiles().first { $0.name == "nicknames.csv" }?.text ?? "",
            more: Self.embeddedFiles().first { $0.name == "nicknames-more.tsv" }?.text ?? "")
    }

    /// Builds a lexicon from TSV text alone (tests and tools).
    public init(tsv: String) {
        load(tsv: tsv)
    }

    /// Whether `phrase` (normalized words joined by spaces) belongs to `wordClass`.
    public func contains(_ wordClass: String, _ phrase: String) -> Bool {
        entries[wordClass]?[phrase] != nil
    }

    /// The first value of `phrase` in `wordClass`.
    public func value(_ wordClass: String, _ phrase: String) -> String? {
        entries[wordClass]?[phrase]?.first
    }

    /// Every value of `phrase` in `wordClass`, in file order.
    public func values(_ wordClass: String, _ phrase: String) -> [String] {
        entries[wordClass]?[phrase] ?? []
    }

    /// The integer value of `phrase` in `wordClass`.
    public func number(_ wordClass: String, _ phrase: String) -> Int? {
        value(wordClass, phrase).flatMap { Int($0) }
    }

    /// Every phrase of `wordClass` with a number for its value ("june" → 6).
    public func numbers(_ wordClass: String) -> [String: Int] {
        (entries[wordClass] ?? [:]).compactMapValues { $0.first.flatMap { Int($0) } }
    }

    /// Whether any class holds `phrase`.
    public func isKnown(_ phrase: String) -> Bool {
        entries.values.contains { $0[phrase] != nil }
    }

    /// The words a document may use for `word` (the `synonym` class), none when it has none.
    public func alternatives(for word: String) -> [String] {
        values("synonym", word).flatMap { $0.split(separator: ",").map { Self.phrase(String($0)) } }
    }

    /// Every phrase of `wordClass`.
    public func phrases(_ wordClass: String) -> Set<String> {
        Set(entries[wordClass]?.keys ?? [:].keys)
    }

    /// The longest phrase of `wordClass` that starts at `words[start]`, and its length in words.
    public func longestPhrase(_ wordClass: String, in words: [String], at start: Int) -> (phrase: String, length: Int)?
    {
        let limit = min(longest[wordClass] ?? 0, words.count - start)
        guard limit > 0 else { return nil }
        for length in stride(from: limit, through: 1, by: -1) {
            let phrase = words[start..<start + length].joined(separator: " ")
            if contains(wordClass, phrase) { return (phrase, length) }
        }
        return nil
    }

    private mutating func load(tsv text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 2 else { continue }
            let phrase = Self.phrase(columns[1])
            guard !phrase.isEmpty else { continue }
            let value = columns.count > 2 ? columns[2].trimmingCharacters(in: .whitespaces) : ""
            entries[columns[0], default: [:]][phrase, default: []].append(value)
            longest[columns[0]] = max(longest[columns[0]] ?? 0, phrase.split(separator: " ").count)
        }
    }

    /// A phrase as stored: normalized, split on spaces, joined by one space. Inner punctuation
    /// stays ("1:1", "haven't", "to-do"): a query token keeps it too.
    static func phrase(_ text: String) -> String {
        TextNormalizer.normalize(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "\u{2019}", with: "")
    }

    /// The embedded files, by name.
    static func embeddedFiles() -> [(name: String, text: String)] {
        (0..<recall_lexicon_count()).compactMap { index in
            var name: UnsafePointer<CChar>?
            var length = 0
            guard let bytes = recall_lexicon_file(index, &name, &length), let name else { return nil }
            let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
            return (String(cString: name), text)
        }
    }
}
