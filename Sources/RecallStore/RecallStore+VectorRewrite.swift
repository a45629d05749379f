import Foundation
import GRDB
import RecallCore

extension RecallStore {
    /// Recomputes every vector and switches to them atomically.
    ///
    /// New vectors go to a side table in batches of `batchSize` (each its own transaction, so an
    /// interrupted rewrite resumes where it stopped); only the final switch replaces the live table
    /// together with `meta` updates. Until then the old vectors stay fully usable. The side table
    /// is tied to the store's generation and the new `meta`: when another import committed in the
    /// meantime (or a leftover side table was built for other data), it is discarded and the rewrite
    /// starts over, so no chunk is ever switched to a vector of other text, or left without one.
    /// When a concurrent rewrite takes the side table over, this one leaves the work to it.
    public func rewriteVectors(
        batchSize: Int = 2048, meta newMeta: [String: Data],
        embed: ([String]) async throws -> [[Double]]
    ) async throws {
        try deleteReplacedVectors()  // left by a rewrite that stopped right after its switch
        let metaDigest = FNV1a.hex(
            newMeta.keys.sorted().map { $0 + "=" + FNV1a.hex(newMeta[$0] ?? Data()) }.joined(separator: ";"))
        for _ in 0..<8 {
            let basis: String = try write { db in
                let basis = Self.vectorsBasis(generation: try StoreWriter.generation(db), metaDigest: metaDigest)
                if try Self.nextVectorsBasis(db) != basis { try Self.startNextVectors(db, basis: basis) }
                return basis
            }
            // Another process took the side table over for a newer basis: it finishes the rewrite.
            guard try await fillNextVectors(basis: basis, batchSize: batchSize, embed: embed) else { return }
            let switched: Bool = try write { db in
                let current = Self.vectorsBasis(generation: try StoreWriter.generation(db), metaDigest: metaDigest)
                guard try Self.nextVectorsBasis(db) == basis, current == basis,
                    let first = try SharedVectors.metaNumber(db, "vectors_next.first_id")
                else { return false }
                // Chunks point at the new blobs (the vectors are written once, not copied); the old
                // blobs, now below `vectors.first_live`, are deleted after the commit.
                try db.execute(
                    sql: """
                        UPDATE chunks SET vector_id = (SELECT n.vector_id FROM vectors_next n \
                        WHERE n.chunk_id = chunks.id)
                        WHERE id IN (SELECT chunk_id FROM vectors_next)
                        """)
                try db.execute(sql: "DROP TABLE vectors_next")
                try StoreWriter.setMeta(db, "vectors.first_live", Data(String(first).utf8))
                try db.execute(sql: "DELETE FROM meta WHERE key IN ('vectors_next.basis', 'vectors_next.first_id')")
                for (key, value) in newMeta { try StoreWriter.setMeta(db, key, value) }
                try StoreWriter.bumpGeneration(db)
                return true
            }
            if switched {
                try deleteReplacedVectors()
                return
            }
        }
        throw RecallError(
            .database, "the index kept changing while its vectors were being recomputed",
            hint: "run the import again when no other import is running")
    }

    /// Deletes the blobs a switch replaced (below `vectors.first_live`), a few thousand per
    /// statement outside a transaction: inside one, SQLite would copy every page to a journal first.
    private func deleteReplacedVectors() throws {
        try writeWithoutTransaction { db in
            let first = try SharedVectors.firstLive(db)
            repeat {
                try db.execute(
                    sql: "DELETE FROM vector_blobs WHERE id IN (SELECT id FROM vector_blobs WHERE id < ? LIMIT 2048)",
                    arguments: [first])
            } while db.changesCount > 0
        }
    }

    /// Starts a side build for `basis`: the mapping table `vectors_next (chunk_id, vector_id)` and
    /// blobs from `vectors_next.first_id` up, after discarding an earlier build's unshared blobs.
    static func startNextVectors(_ db: Database, basis: String) throws {
        if let earlier = try SharedVectors.metaNumber(db, "vectors_next.first_id") {
            try db.execute(
                sql:
                    "DELETE FROM vector_blobs WHERE id >= ? "
                    + "AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.vector_id = vector_blobs.id)",
                arguments: [earlier])
        }
        try db.execute(sql: "DROP TABLE IF EXISTS vectors_next")
        try db.execute(
            sql: """
                CREATE TABLE vectors_next (
                    chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
                    vector_id INTEGER NOT NULL
                )
                """)
        let first = (try Int64.fetchOne(db, sql: "SELECT max(id) FROM vector_blobs") ?? 0) + 1
        try StoreWriter.setMeta(db, "vectors_next.first_id", Data(String(first).utf8))
        try StoreWriter.setMeta(db, "vectors_next.basis", Data(basis.utf8))
    }

    /// What a side build of new vectors was built for. "v3": the side table maps chunks to shared
    /// blobs (older side tables, holding vectors, are discarded).
    static func vectorsBasis(generation: Int64, metaDigest: String) -> String {
        "v3|\(generation)|\(metaDigest)"
    }

    static func nextVectorsBasis(_ db: Database) throws -> String? {
        try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'vectors_next.basis'").map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Embeds every chunk's stored text that has no row in `vectors_next` yet, in batches; false
    /// when another process took the side table over (the caller starts again).
    private func fillNextVectors(basis: String, batchSize: Int, embed: ([String]) async throws -> [[Double]])
        async throws -> Bool
    {
        let start: Int64? = try read { db in
            guard try Self.nextVectorsBasis(db) == basis else { return nil }
            return try Int64.fetchOne(db, sql: "SELECT max(chunk_id) FROM vectors_next") ?? 0
        }
        guard var lastID = start else { return false }
        while true {
            let rows: [(Int64, String)] = try read { db in
                try Row.fetchAll(
                    db, sql: "SELECT rowid, body FROM chunk_fts WHERE rowid > ? ORDER BY rowid LIMIT ?",
                    arguments: [lastID, batchSize]
                ).map { ($0[0], $0[1]) }
            }
            guard let last = rows.last else { return true }
            let vectors = try await embed(rows.map(\.1))
            let owned: Bool = try write { db in
                guard try Self.nextVectorsBasis(db) == basis,
                    let first = try SharedVectors.metaNumber(db, "vectors_next.first_id")
                else { return false }
                // A chunk deleted since it was read (another import) gets no row: the foreign key.
                // One-row INSERT OR IGNORE (not REPLACE, not INSERT … SELECT) needs no statement
                // journal, which would copy a 64 KiB page per row; a row already there for this
                // basis points at the same vector. New vectors share only blobs of this build.
                let exists = try db.cachedStatement(sql: "SELECT 1 FROM chunks WHERE id = ?")
                let insert = try db.cachedStatement(
                    sql: "INSERT OR IGNORE INTO vectors_next(chunk_id, vector_id) VALUES (?, ?)")
                for (row, vector) in zip(rows, vectors) where try Bool.fetchOne(exists, arguments: [row.0]) == true {
                    try insert.execute(arguments: [
                        row.0, try SharedVectors.intern(db, VectorCodec.encode(vector), from: first),
                    ])
                }
                return true
            }
            guard owned else { return false }
            lastID = last.0
        }
    }
}
