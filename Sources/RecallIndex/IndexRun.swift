import Foundation
import RecallCore
import RecallStore

/// The mutable state of one run: the summary and the batch being built.
struct IndexRun {
    var summary: IndexSummary
    var stamps: [String: FileStamp]
    /// Files recorded as failed (see `Indexer+Failures`), and what this run records and clears.
    var failures: [String: FailedFile] = [:]
    var newFailures: [FailedFile] = []
    var clearedFailures: [String] = []
    /// What became of the file being read, and its diagnostics (for `--verbose`).
    var fileOutcome = FileOutcome.indexed
    var fileDiagnostics: [Diagnostic] = []
    var upserts: [StoredSource] = []
    var deletions: [SourceID] = []
    var newStamps: [FileStamp] = []
    var counters: [String: [String: Int]] = [:]
    var vanishedFiles: [String] = []
    var pendingChunks = 0
    /// Unchanged files whose sources are not counted yet (see `countUnchanged`).
    var unchangedOrigins: [String] = []
    /// The origin of every document staged in this run, by id (see `stage`).
    var stagedOrigins: [SourceID: String] = [:]
    /// Files whose stamps are dropped at the next commit (see `stage`).
    var unstamped: Set<String> = []
    /// Documents a file left to a greater path that carries the same id, by id (the greatest such
    /// file's): they take the id over if that file drops it later in the run.
    var heirs: [SourceID: Document] = [:]
    /// The file that dropped each id in this run: a file does not defer to an owner that let go.
    var released: [SourceID: String] = [:]
    /// What each id staged or skipped in this run counted as (see `count`).
    var outcomes: [SourceID: Outcome] = [:]
    /// Ids two files carry, for the error lines that name both (``SharedIDs``).
    var shared = SharedIDs()

    mutating func stage(
        _ document: Document, payload: String, hash: String, isUpdate: Bool, chunker: Chunker, timeZone: TimeZone
    ) {
        let chunks = chunker.chunks(for: document).map { chunk in
            let contextual =
                [ChunkField.title, .identity].contains(chunk.field) ? chunk.text : chunk.title + "\n" + chunk.text
            return StoredChunk(
                ordinal: chunk.ordinal, field: chunk.field, text: chunk.text, searchText: contextual, vector: [])
        }
        var lastDay: CalendarDay?
        if case .meeting(let meeting) = document.content { lastDay = meeting.lastDay(in: timeZone) }
        upserts.append(
            StoredSource(
                document: document, contentHash: hash, day: document.date?.day(in: timeZone), lastDay: lastDay,
                timestamp: document.date?.instant(in: timeZone).timeIntervalSince1970, chunks: chunks, payload: payload)
        )
        pendingChunks += chunks.count
        count(document, as: isUpdate ? .updated : .added)
    }

    /// How a staged or skipped document counts in the summary.
    enum Outcome { case added, updated, unchanged }

    /// Counts a document once per run: when another file's copy of the same id is counted again
    /// (one event in two files), the later outcome replaces the earlier one.
    /// An id added earlier in the run stays added when another file's copy replaces it (the first
    /// copy's batch may have been committed already, so the store calls it an update).
    mutating func count(_ document: Document, as outcome: Outcome) {
        var outcome = outcome
        if outcome == .updated, outcomes[document.id] == .added { outcome = .added }
        if let earlier = outcomes.updateValue(outcome, forKey: document.id) { tally(earlier, document.kind, -1) }
        tally(outcome, document.kind, 1)
    }

    private mutating func tally(_ outcome: Outcome, _ kind: SourceKind, _ delta: Int) {
        switch outcome {
        case .added: summary.added[kind, default: 0] += delta
        case .updated: summary.updated[kind, default: 0] += delta
        case .unchanged: summary.unchanged[kind, default: 0] += delta
        }
    }

    mutating func resetBatch() {
        upserts = []
        deletions = []
        newStamps = []
        counters = [:]
        vanishedFiles = []
        unstamped = []
        pendingChunks = 0
    }
}
