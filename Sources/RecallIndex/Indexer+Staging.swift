import Foundation
import RecallCore
import RecallImport
import RecallStore

extension Indexer {
    /// Stages new and changed documents of one file, and deletions of its vanished sources; true
    /// when some of its ids were left to another file that carries them too.
    func stage(_ result: ImportResult, origin: String, salt: String, state: inout IndexRun) async throws -> Bool {
        var deferred = false
        let documents = Self.byID(result.documents, origin: origin, diagnostics: &state.summary.diagnostics)
        state.shared.reread(origin, carrying: documents)
        let ids = documents.keys.sorted()
        let hashes = try store.contentHashes(of: ids)
        let owners = try store.origins(of: ids)
        for id in ids {
            guard var document = documents[id] else { continue }
            document.origin = origin
            // The same id in several files (one event exported twice): the greatest path that still
            // exists wins, whatever order files are read or re-read in, so re-runs and resumed runs
            // agree (and a renamed or deleted owner hands the source over instead of losing it).
            if let owner = owners[id] ?? state.stagedOrigins[id], owner > origin, state.released[id] != owner,
                state.stagedOrigins[id] == owner || FileManager.default.fileExists(atPath: owner)
            {
                // The owner's own outcome stands.
                if state.outcomes[id] == nil { state.count(document, as: .unchanged) }
                state.shared.lost(id, kind: document.kind, loser: origin, winner: owner)
                deferred = true
                if state.heirs[id].map({ $0.origin < origin }) ?? true { state.heirs[id] = document }
                continue
            }
            if let owner = owners[id] ?? state.stagedOrigins[id], owner < origin {
                state.unstamped.insert(owner)
                if state.released[id] != owner,
                    state.stagedOrigins[id] == owner || FileManager.default.fileExists(atPath: owner)
                {
                    state.shared.lost(id, kind: document.kind, loser: owner, winner: origin)
                }
            }
            try await stageIfChanged(document, storedHash: hashes[id], salt: salt, state: &state)
        }
        try await stageDropped(origin: origin, keeping: documents, salt: salt, state: &state)
        return deferred
    }

    /// An id `origin` dropped goes to a file that deferred to it earlier in this run, if any (its
    /// stamp was held back, so it is re-read next time and found unchanged); else it is deleted.
    private func stageDropped(
        origin: String, keeping documents: [SourceID: Document], salt: String, state: inout IndexRun
    ) async throws {
        let stored = try store.sourceIDs(origin: origin)
        for id in stored.subtracting(documents.keys).sorted() {
            state.released[id] = origin
            if let heir = state.heirs.removeValue(forKey: id) {
                try await stageIfChanged(
                    heir, storedHash: try store.contentHashes(of: [id])[id], salt: salt, state: &state)
            } else {
                state.deletions.append(id)
                state.summary.removed[id.kind ?? .note, default: 0] += 1
            }
        }
    }

    /// A file's documents by id. An id with a control character is written with `%XX` escapes
    /// (one warning per file), so ids print as one line; two documents of one file with the same id
    /// (importers make ids unique, so only after escaping) keep the last, with an error.
    static func byID(_ documents: [Document], origin: String, diagnostics: inout [Diagnostic]) -> [SourceID: Document] {
        var result: [SourceID: Document] = [:]
        var escaped = 0
        var duplicates = 0
        for var document in documents {
            if document.id.hasControls {
                document.id = document.id.escapingControls
                escaped += 1
            }
            if result.updateValue(document, forKey: document.id) != nil { duplicates += 1 }
        }
        if escaped > 0 {
            diagnostics.append(
                Diagnostic(
                    file: origin, reason: "\(escaped) source id(s) hold control characters; stored with %XX escapes",
                    severity: .warning))
        }
        if duplicates > 0 {
            diagnostics.append(
                Diagnostic(
                    file: origin,
                    reason: "\(duplicates) source(s) have the same id as a later one in this file; the later kept"))
        }
        return result
    }

    /// Stages a document (its `origin` set) unless the stored content hash says it is unchanged.
    private func stageIfChanged(_ document: Document, storedHash: String?, salt: String, state: inout IndexRun)
        async throws
    {
        state.stagedOrigins[document.id] = document.origin
        let payload = DocumentCoding.json(document)
        let hash = FNV1a.hex(payload + "|" + salt)
        if storedHash == hash {
            state.count(document, as: .unchanged)
            return
        }
        state.stage(
            document, payload: payload, hash: hash, isUpdate: storedHash != nil, chunker: chunker, timeZone: timeZone)
        // A file with very many sources (200,000 contacts) commits in several batches, so memory
        // stays bounded; its stamp goes with the last one, so an interrupted file is re-read.
        if state.pendingChunks >= batchChunks || state.upserts.count >= batchSources { try await flush(&state) }
    }
}
