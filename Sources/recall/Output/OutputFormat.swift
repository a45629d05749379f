import ArgumentParser

/// Result formats. JSON and JSON Lines follow the documented output contract.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, jsonl, tsv, csv, md, ids, files
}

/// Process exit statuses, documented in the README.
enum ExitStatus {
    /// Results were printed.
    static let results: Int32 = 0
    /// Nothing matched (like grep).
    static let noResults: Int32 = 1
    /// Bad flags or arguments (EX_USAGE).
    static let usage: Int32 = 64
    /// Some input could not be read and was skipped; the rest was indexed (EX_DATAERR).
    static let dataError: Int32 = 65
    /// The index is missing, corrupt, from a newer Recall, or built with another embedder.
    static let indexError: Int32 = 66
    /// `ask --summarize`: Claude's answer could not be had or broke off; the offline answer was
    /// printed instead (EX_UNAVAILABLE).
    static let summaryFailed: Int32 = 69
    /// Interrupted by SIGINT.
    static let interrupted: Int32 = 130
}
