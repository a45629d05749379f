import RecallCore

/// What one `recall index` run did, per kind.
public struct IndexSummary: Sendable {
    public var added: [SourceKind: Int] = [:]
    public var updated: [SourceKind: Int] = [:]
    public var removed: [SourceKind: Int] = [:]
    public var unchanged: [SourceKind: Int] = [:]
    /// Files skipped whole (unreadable, unsupported, binary).
    public var skippedFiles = 0
    /// Problems reported (one line each on stderr).
    public var diagnostics: [Diagnostic] = []
    public var files = 0
    public var unchangedFiles = 0
    /// Files that failed before and are unchanged since: not read, not reported again.
    public var failedBefore = 0
    /// Files passed over as an export's side files or listed in `.recallignore` (counted by the caller).
    public var ignoredFiles = 0
    public var chunks = 0
    public var counters: [String: Int] = [:]
    /// Whether the vectors were re-weighted because the corpus IDF drifted.
    public var idfRefreshed = false

    public init() {}

    /// Whether anything was skipped or could not be read (exit status 65 in the CLI).
    public var hadErrors: Bool { skippedFiles > 0 || diagnostics.contains { $0.severity == .error } }

    /// `added 12 meetings, 3 notes; updated 1 note; unchanged 40; removed 2; skipped 1 file`.
    public var line: String {
        func list(_ counts: [SourceKind: Int]) -> String {
            SourceKind.allCases.compactMap { kind in
                guard let n = counts[kind], n > 0 else { return nil }
                return kind.counted(n)
            }.joined(separator: ", ")
        }
        var parts: [String] = []
        for (label, counts) in [("added", added), ("updated", updated), ("removed", removed), ("unchanged", unchanged)]
        {
            let text = list(counts)
            parts.append(text.isEmpty ? "\(label) 0" : "\(label) \(text)")
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        parts.append("skipped \(Self.counted(skippedFiles, "file"))")
        if errors > 0 { parts.append(Self.counted(errors, "problem")) }
        if failedBefore > 0 {
            parts.append(
                "\(Self.counted(failedBefore, "file")) unchanged since "
                    + "\(failedBefore == 1 ? "it" : "they") failed (see recall status)"
            )
        }
        if ignoredFiles > 0 {
            parts.append("ignored \(Self.counted(ignoredFiles, "file")) (export side files, .recallignore)")
        }
        return "indexed \(Self.counted(files, "file")) (\(Self.counted(chunks, "chunk"))): "
            + parts.joined(separator: "; ")
    }

    /// "1 file", "2 files".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
