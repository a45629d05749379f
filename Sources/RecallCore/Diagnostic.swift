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
