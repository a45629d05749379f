import Foundation
import GRDB
import RecallCore

/// What `forget` removed.
public struct ForgetSummary: Sendable, Hashable {
    /// The sources removed, in id order.
    public var sources: [SourceID] = []
    /// Chunks (with their vectors and full-text rows) removed with them.
    public var chunks = 0
    /// File stamps removed (`--origin`), so a later `recall index` of that file imports it afresh.
    public var files: [String] = []

    public init() {}
    public var isEmpty: Bool { sources.isEmpty && files.isEmpty }
}

extension RecallStore {
    /// Removes the given sources from every table and the full-text index, keeping the live
    /// document frequencies exact, in one transaction. Unknown ids are ignored. The pages the
    /// deleted rows occupied are overwritten with zeros (`secure_delete`); ``purgeDeletedText()``
    /// then clears what FTS5 and the write-ahead log still hold.
    public func forget(ids: [SourceID]) throws -> ForgetSummary {
        try write { db in
            try db.execute(sql: "PRAGMA secure_delete = ON")
            defer { try? db.execute(sql: "PRAGMA secure_delete = OFF") }
            var summary = ForgetSummary()
            let dimension = try Int.fetchOne(db, sql: "SELECT length(vector) / 8 FROM vectors LIMIT 1") ?? 0
            var frequencies = try Self.frequencies(db, dimension: dimension)
            for id in Set(ids).sorted() where try Self.exists(db, id) {
                summary.chunks +=
                    try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM chunks WHERE source_id = ?", arguments: [id.rawValue]) ?? 0
                try StoreWriter.delete(db, id: id, frequencies: &frequencies)
                summary.sources.append(id)
            }
            if !summary.isEmpty {
                if dimension > 0 { try StoreWriter.setMeta(db, "idf.frequencies", frequencies.encoded) }
                try StoreWriter.bumpGeneration(db)
            }
            return summary
        }
    }

    /// Removes every source that came from `origin` (an absolute path, as stored), plus its file
    /// stamp and counters.
    public func forget(origin: String) throws -> ForgetSummary {
        var summary = try forget(ids: Array(sourceIDs(origin: origin)))
        let hadFile = try read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM files WHERE path = ?", arguments: [origin]) ?? false
        }
        if hadFile {
            try forgetFiles([origin])
            summary.files = [origin]
        }
        return summary
    }

    /// Makes forgotten text unrecoverable from the database file: FTS5 keeps a deleted row's terms
    /// in its index segments until they merge, so the index is merged into one segment ('optimize',
    /// rewriting it: about 1.5 s at 100k chunks), with freed pages zeroed, and the write-ahead log is
    /// checkpointed into the file and truncated. For `recall forget`; an import never needs it.
    public func purgeDeletedText() throws {
        try writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA secure_delete = ON")
            defer { try? db.execute(sql: "PRAGMA secure_delete = OFF") }
            try db.execute(sql: "INSERT INTO chunk_fts(chunk_fts) VALUES('optimize')")
            _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }
}
