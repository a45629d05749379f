/// Something an importer could not use, reported as one line on stderr.
///
/// The reason never quotes personal content: it names the file, the line and what was wrong.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }

    public var file: String
    public var line: Int?
    public var reason: String
    /// `.error` means something was skipped; `.warning` means it was indexed with a caveat.
    public var severity: Severity

    public init(file: String, line: Int? = nil, reason: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.reason = reason
        self.severity = severity
    }

    /// `file:line: reason` (or `file: reason`).
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity == .warning ? "warning: " : "")\(reason)"
    }
}

/// What an importer returns for one input: the documents it could read and what it skipped.
public struct ImportResult: Sendable {
    public var documents: [Document]
    public var diagnostics: [Diagnostic]
    /// Counters an importer wants reported (e.g. "unexpanded recurring series").
    public var counters: [String: Int]

    public init(documents: [Document] = [], diagnostics: [Diagnostic] = [], counters: [String: Int] = [:]) {
        self.documents = documents
        self.diagnostics = diagnostics
        self.counters = counters
    }

    public mutating func append(_ other: ImportResult) {
        documents += other.documents
        diagnostics += other.diagnostics
        counters.merge(other.counters, uniquingKeysWith: +)
    }
}

extension Diagnostic {
    /// `diagnostics` with at most `limit` lines per file, in order; the rest of a file's lines become
    /// one line counting them (an error when any of them was), so one hostile file cannot flood
    /// stderr (a file of 3,000 nested events once printed a line each).
    public static func capped(_ diagnostics: [Diagnostic], perFile limit: Int = 20) -> [Diagnostic] {
        var shown: [String: Int] = [:]
        var hidden: [String: (count: Int, error: Bool)] = [:]
        var order: [String] = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let file = diagnostic.file
            if shown[file] == nil { order.append(file) }
            if shown[file, default: 0] < limit {
                shown[file, default: 0] += 1
                result.append(diagnostic)
            } else {
                let before = hidden[file] ?? (0, false)
                hidden[file] = (before.count + 1, before.error || diagnostic.severity == .error)
            }
        }
        for file in order {
            guard let more = hidden[file] else { continue }
            result.append(
                Diagnostic(
                    file: file,
                    reason: "\(more.count) more problem\(more.count == 1 ? "" : "s") in this file not shown",
                    severity: more.error ? .error : .warning))
        }
        return result
    }
}
