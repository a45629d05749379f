import Foundation
import GRDB
import RecallCore

/// Content-addressed vector storage: each distinct vector is stored once, in `vector_blobs`, and
/// every chunk points at its vector (`chunks.vector_id`). The occurrences of a recurring meeting
/// repeat its attendees, agenda and place word for word, so up to 500 chunks share one 6 KiB
/// vector instead of storing 500 copies; any two identical chunks anywhere share theirs too.
///
/// `vectors` is a view, `(chunk_id, vector)` per chunk, so everything that reads vectors reads
/// them as before. Blobs below `meta` `vectors.first_live` were made by an embedder that has
/// since been replaced (``RecallStore/rewriteVectors(batchSize:meta:embed:)``) and are deleted;
/// nothing new may share them. A blob no chunk points at any more is deleted with its last chunk.
enum SharedVectors {
    /// Creates the blob table and the view, and moves the vectors of an older index into it.
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE vector_blobs (id INTEGER PRIMARY KEY, hash INTEGER NOT NULL, vector BLOB NOT NULL);
                CREATE INDEX vector_blobs_hash ON vector_blobs(hash);
                ALTER TABLE chunks ADD COLUMN vector_id INTEGER;
                """)
        let rows = try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM vectors ORDER BY chunk_id")
        let link = try db.makeStatement(sql: "UPDATE chunks SET vector_id = ? WHERE id = ?")
        while let row = try rows.next() {
            let bytes: Data = row[1]
            try link.execute(arguments: [try intern(db, bytes), row[0] as Int64])
        }
        try db.execute(
            sql: """
                DROP TABLE IF EXISTS vectors_next;
                DROP TABLE IF EXISTS vectors_old;
                DROP TABLE vectors;
                DELETE FROM meta WHERE key = 'vectors_next.basis';
                CREATE INDEX chunks_vector ON chunks(vector_id);
                CREATE VIEW vectors AS SELECT c.id AS chunk_id, b.vector AS vector \
                FROM chunks c JOIN vector_blobs b ON b.id = c.vector_id;
                """)
    }

    /// The id of the live blob holding `bytes`, stored now when there is none. `from`: the lowest
    /// blob id it may share (default: the first live one).
    static func intern(_ db: Database, _ bytes: Data, from lowest: Int64? = nil) throws -> Int64 {
        let hash = Int64(bitPattern: FNV1a.hash(bytes))
        let floor = try lowest ?? firstLive(db)
        let find = try db.cachedStatement(
            sql: "SELECT id FROM vector_blobs WHERE hash = ? AND id >= ? AND vector = ? LIMIT 1")
        if let id = try Int64.fetchOne(find, arguments: [hash, floor, bytes]) { return id }
        try db.cachedStatement(sql: "INSERT INTO vector_blobs(hash, vector) VALUES (?, ?)").execute(arguments: [
            hash, bytes,
        ])
        return db.lastInsertedRowID
    }

    /// Deletes those of `ids` no chunk points at any more (after their chunks were deleted).
    static func release(_ db: Database, _ ids: some Sequence<Int64>) throws {
        let delete = try db.cachedStatement(
            sql: "DELETE FROM vector_blobs WHERE id = ? AND NOT EXISTS (SELECT 1 FROM chunks WHERE vector_id = ?)")
        for id in Set(ids) { try delete.execute(arguments: [id, id]) }
    }

    /// The lowest id of a blob of the current embedder (`meta` `vectors.first_live`, else 0).
    static func firstLive(_ db: Database) throws -> Int64 {
        try metaNumber(db, "vectors.first_live") ?? 0
    }

    static func metaNumber(_ db: Database, _ key: String) throws -> Int64? {
        let data = try Data.fetchOne(db.cachedStatement(sql: "SELECT value FROM meta WHERE key = ?"), arguments: [key])
        return data.flatMap { Int64(String(decoding: $0, as: UTF8.self)) }
    }

    /// Blobs no chunk points at and no unfinished rewrite will: left by a damaged write, or by
    /// the replaced embedder (below `vectors.first_live`).
    static let orphanCondition = """
        (id < (SELECT coalesce(CAST(CAST(value AS TEXT) AS INTEGER), 0) FROM meta WHERE key = 'vectors.first_live')
         OR (NOT EXISTS (SELECT 1 FROM chunks c WHERE c.vector_id = vector_blobs.id)
             AND id < coalesce(
                 (SELECT CAST(CAST(value AS TEXT) AS INTEGER) FROM meta WHERE key = 'vectors_next.first_id'),
                 9223372036854775807)))
        """
}
