import RecallCore

/// What became of one file in a run.
public enum FileOutcome: String, Sendable {
    /// Read and its sources staged (some may still have been skipped: see the diagnostics).
    case indexed
    /// Same stamp or bytes as last time: not read.
    case unchanged
    /// Nothing could be read from it (unsupported, malformed, too large, unreadable).
    case skipped
    /// Recorded as failed before and unchanged since: neither read nor reported again.
    case failedBefore = "unchanged since it failed"
}

/// Progress after each file, for a progress bar or a line per file.
public struct IndexProgress: Sendable {
    public var files: Int
    public var chunks: Int
    public var currentFile: String
    /// What became of `currentFile`.
    public var outcome: FileOutcome = .indexed
    /// The problems found in `currentFile` (each also in the run's summary).
    public var diagnostics: [Diagnostic] = []
}
