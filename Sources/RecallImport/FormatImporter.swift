import Foundation
import RecallCore

/// One input file as the importers see it.
public struct ImportFile: Sendable, Hashable {
    /// The path as the user gave it or as found under a folder (printed in diagnostics; stored as origin).
    public var path: String
    /// The path relative to the folder that was indexed (the file name for a single file).
    public var relativePath: String
    /// The name of the indexed folder the file belongs to (unique per index; see ``noteID(suffix:)``);
    /// empty for stdin.
    public var root: String

    /// A file `relativePath` below the indexed folder named `root`.
    public init(path: String, relativePath: String, root: String = "") {
        self.path = path
        self.relativePath = relativePath
        self.root = root
    }

    /// The id of a note read from this file: `note:<root>/<relativePath><suffix>` (`note:<relativePath>`
    /// without a root), so same-named files in two indexed folders never share an id.
    public func noteID(suffix: String = "") -> SourceID {
        .note(root: root, relativePath: relativePath + suffix)
    }
}

/// Settings every importer may consult.
public struct ImportOptions: Sendable {
    /// The reference "now" (recurrence horizons are measured from it).
    public var now: Date
    /// Recurring series expand up to this instant (default: one year after `now`).
    public var horizon: Date
    /// The zone for floating ICS times and for the local date of an occurrence id.
    public var timeZone: TimeZone
    /// At most this many occurrences per recurring series.
    public var maxOccurrencesPerSeries: Int
    /// Glob patterns (matched against the relative path and the file name) to skip.
    public var excludeGlobs: [String]
    /// Recurrence work allowed for one calendar file: periods examined plus starts generated, over
    /// all its series and rules. A series reached after it is spent keeps only DTSTART and RDATEs.
    public var recurrenceBudgetPerFile = 4_000_000

    public init(
        now: Date = Date(), horizon: Date? = nil, timeZone: TimeZone = .current,
        maxOccurrencesPerSeries: Int = 500, excludeGlobs: [String] = []
    ) {
        self.now = now
        self.horizon = horizon ?? now.addingTimeInterval(366 * 86400)
        self.timeZone = timeZone
        self.maxOccurrencesPerSeries = maxOccurrencesPerSeries
        self.excludeGlobs = excludeGlobs
    }
}

/// Reads one file format into documents.
///
/// Importers never throw for bad content: what they cannot read becomes a ``Diagnostic``
/// naming the file, the line where known and the reason, and the rest of the file is kept.
public protocol FormatImporter: Sendable {
    /// A short name for summaries ("ics", "vcard", "markdown" …).
    var name: String { get }
    /// Whether this importer reads the file, judged by its extension and its first bytes.
    func accepts(file: ImportFile, prefix: Data) -> Bool
    /// Documents and diagnostics for the file's bytes.
    func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult
}
