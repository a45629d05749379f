/// An error any Recall module reports: an extensible code plus a message fit for a terminal.
///
/// Messages name files, lines and settings, never the personal content being indexed
/// or any API key.
public struct RecallError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in a form a caller can switch over and a script can map to an exit status.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public init(_ name: String) { self.name = name }
        public var description: String { name }

        public static let usage = Code("usage")
        public static let invalidInput = Code("invalidInput")
        public static let io = Code("io")
        public static let database = Code("database")
        public static let embedderMismatch = Code("embedderMismatch")
        public static let network = Code("network")
        public static let unauthorized = Code("unauthorized")
        public static let notFound = Code("notFound")
        public static let config = Code("config")
        public static let interrupted = Code("interrupted")
    }

    public var code: Code
    public var message: String
    /// A hint that names the fix ("run `recall reindex --embedder hashed`").
    public var hint: String?

    public init(_ code: Code, _ message: String, hint: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
    }

    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
