import Foundation
import RecallCore
import RecallEmbedding
import RecallImport
import RecallStore

/// One thing to index: a file on disk, or bytes from stdin.
public struct IndexInput: Sendable {
    public var file: ImportFile
    /// The file's URL, or nil when `data` carries the bytes (stdin).
    public var url: URL?
    public var data: Data?

    public init(file: ImportFile, url: URL?, data: Data? = nil) {
        self.file = file
        self.url = url
        self.data = data
    }
}

/// Import → chunk → embed → store, one transaction per batch of sources.
///
/// A file whose size, modification time and byte hash match what the store recorded costs only
/// that check. A changed file is parsed; each of its documents is compared by content hash, and
/// only new or changed ones are chunked and embedded. Sources that disappeared from a re-imported
/// file (or files that disappeared from an indexed folder) are removed.
public struct Indexer: Sendable {
    public var store: RecallStore
    public var embedder: any Embedder
    public var chunker: Chunker
    public var timeZone: TimeZone
    /// Commit after this many sources…
    public var batchSources = 512
    /// …or this many chunks, whichever comes first.
    public var batchChunks = 8192
    /// Extra text mixed into file and content hashes (importer settings that change documents).
    public var settingsKey: String
    /// Files larger than this are skipped with a diagnostic (importers hold a whole file in memory).
    public var maxFileBytes: Int64 = 64 << 20

    public init(
        store: RecallStore, embedder: any Embedder, chunker: Chunker, timeZone: TimeZone, settingsKey: String = ""
    ) {
        self.store = store
        self.embedder = embedder
        self.chunker = chunker
        self.timeZone = timeZone
        self.settingsKey = settingsKey
    }

    /// Indexes `inputs`; `read` parses one file's bytes. `roots` are indexed folders: stored files
    /// under them that were not seen are removed. `shouldStop` is polled between files (Ctrl-C).
    public func run(
        inputs: some Sequence<IndexInput>, roots: [String] = [],
        read: (Data, ImportFile) -> ImportResult,
        progress: ((IndexProgress) -> Void)? = nil, shouldStop: () -> Bool = { false }
    ) async throws -> IndexSummary {
        var state = IndexRun(summary: IndexSummary(), stamps: try store.fileStamps(), failures: try store.failedFiles())
        let fingerprint = try await embedder.fingerprint
        // Version 1 salted without the chunker's version; it keeps its hashes.
        let chunking = chunker.version > 1 ? "|chunker=\(chunker.version)" : ""
        let hashSalt = fingerprint.description + "|" + settingsKey + chunking
        var seenOrigins = Set<String>()
        for input in inputs {
            if shouldStop() {
                throw RecallError(
                    .interrupted, "interrupted; files not yet committed were rolled back, earlier batches are kept",
                    hint: "run the same command again to resume")
            }
            state.summary.files += 1
            seenOrigins.insert(input.file.path)
            state.startFile()
            try await process(input, state: &state, salt: hashSalt, read: read)
            if state.pendingChunks >= batchChunks || state.upserts.count >= batchSources
                || state.unchangedOrigins.count >= batchSources * 8
            {
                try await flush(&state)
            }
            progress?(
                IndexProgress(
                    files: state.summary.files, chunks: state.summary.chunks, currentFile: input.file.path,
                    outcome: state.fileOutcome, diagnostics: state.fileDiagnostics))
        }
        try await removeVanished(roots: roots, seen: seenOrigins, state: &state)
        try await flush(&state)
        state.summary.diagnostics += state.shared.diagnostics { state.stagedOrigins[$0] }
        return state.summary
    }

    private func process(
        _ input: IndexInput, state: inout IndexRun, salt: String, read: (Data, ImportFile) -> ImportResult
    ) async throws {
        let origin = input.file.path
        var stamp: FileStamp?
        let data: Data
        if let url = input.url {
            let status = FileStatus.sizeAndModified(url.path)
            let size = status?.size ?? -1
            let modified = status?.modified ?? 0
            if let old = state.stamps[origin], old.size == size, old.modified == modified,
                old.hash.hasSuffix(salt.fnvHex)
            {
                countUnchanged(origin: origin, state: &state)
                return
            }
            if state.failedBefore(origin, size: size, modified: modified, hash: nil, salt: salt) { return }
            if size > maxFileBytes {
                let reason =
                    "the file is \(size >> 20) MiB, over the \(maxFileBytes >> 20) "
                    + "MiB limit for one file; skipped (split it)"
                state.skip(Diagnostic(file: origin, reason: reason))
                state.recordFailure(
                    origin, size: size, modified: modified, hash: "size=\(size)-" + salt.fnvHex, reason: reason)
                return
            }
            guard let bytes = try? Data(contentsOf: url) else {
                // Not recorded: fixing access changes no byte.
                state.skip(Diagnostic(file: origin, reason: "cannot read the file"))
                return
            }
            data = bytes
            stamp = FileStamp(path: origin, size: size, modified: modified, hash: FNV1a.hex(bytes) + "-" + salt.fnvHex)
            if let old = state.stamps[origin], old.hash == stamp?.hash {
                state.stamps[origin] = stamp
                state.newStamps.append(stamp!)  // set just above
                countUnchanged(origin: origin, state: &state)
                return
            }
            if state.failedBefore(origin, size: size, modified: modified, hash: stamp?.hash, salt: salt) { return }
        } else {
            data = input.data ?? Data()
        }
        let result = read(data, input.file)
        state.summary.diagnostics += result.diagnostics
        state.fileDiagnostics = result.diagnostics
        state.summary.counters.merge(result.counters, uniquingKeysWith: +)
        let failed = result.diagnostics.contains { $0.severity == .error }
        if result.documents.isEmpty, failed {
            state.summary.skippedFiles += 1
            state.fileOutcome = .skipped
        }
        let deferred = try await stage(result, origin: origin, salt: salt, state: &state)
        // A file that left an id to another file is re-read next time, to take it over if that file
        // goes; like a file that lost an id later in a run, it keeps neither stamp nor counters, so
        // the index ends the same whichever order imports read the two files in.
        if deferred {
            state.unstamped.insert(origin)
        } else {
            if let stamp, !failed { state.newStamps.append(stamp) }
            if let stamp { state.settleFailure(stamp, failedWith: result.diagnostics) }
            state.counters[origin] = result.counters
        }
    }

    /// Counts an unchanged file; its sources are counted by kind at the next flush, in one query
    /// for all such files (the store does not change before then, so the counts are the same).
    private func countUnchanged(origin: String, state: inout IndexRun) {
        state.summary.unchangedFiles += 1
        state.fileOutcome = .unchanged
        state.unchangedOrigins.append(origin)
    }

    private func countUnchangedSources(_ state: inout IndexRun) throws {
        guard !state.unchangedOrigins.isEmpty else { return }
        // An id a re-read file already counted (it deferred to this unchanged file) counts once.
        for id in try store.sourceIDs(origins: state.unchangedOrigins) where state.outcomes[id] == nil {
            state.summary.unchanged[id.kind ?? .note, default: 0] += 1
        }
        state.unchangedOrigins = []
    }

    private func removeVanished(roots: [String], seen: Set<String>, state: inout IndexRun) async throws {
        guard !roots.isEmpty else { return }
        let prefixes = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var vanished: [String] = []
        for origin in state.failures.keys.sorted()
        where !seen.contains(origin) && prefixes.contains(where: { origin.hasPrefix($0) }) {
            state.clearedFailures.append(origin)
        }
        for origin in try store.fileStamps().keys.sorted() where !seen.contains(origin) {
            guard prefixes.contains(where: { origin.hasPrefix($0) }) else { continue }
            vanished.append(origin)
            for id in try store.sourceIDs(origin: origin).sorted() {
                state.deletions.append(id)
                state.summary.removed[id.kind ?? .note, default: 0] += 1
            }
        }
        state.vanishedFiles += vanished
    }

    /// Embeds the staged chunks and commits the batch in one transaction.
    func flush(_ state: inout IndexRun) async throws {
        try countUnchangedSources(&state)
        guard
            !state.upserts.isEmpty || !state.deletions.isEmpty || !state.newStamps.isEmpty
                || !state.vanishedFiles.isEmpty
                || !state.unstamped.isEmpty
        else { return try recordFailures(&state) }
        let texts = state.upserts.flatMap { $0.chunks.map(\.searchText) }
        let vectors = try await embedder.embedDocuments(texts)
        var next = 0
        for s in state.upserts.indices {
            for c in state.upserts[s].chunks.indices {
                state.upserts[s].chunks[c].vector = vectors[next]
                next += 1
            }
        }
        var dimension = vectors.first?.count ?? 0
        if dimension == 0 { dimension = try await embedder.fingerprint.dimension }
        // Files that lost an id to a later file are re-read next time, to take it back if that file
        // goes; their stamps go in the same transaction as the batch that took the id.
        _ = try store.apply(
            upserts: state.upserts, deletions: state.deletions, stamps: state.newStamps,
            counters: state.counters, forgetting: state.vanishedFiles + state.unstamped.sorted(), dimension: dimension)
        state.summary.chunks += texts.count
        state.resetBatch()
        try recordFailures(&state)
    }
}

extension String {
    var fnvHex: String { FNV1a.hex(self) }
}
