import Foundation
import GRDB
import RecallCore

/// One stored chunk as exported or shown by `recall get`.
public struct ExportedChunk: Sendable, Hashable {
    public var ordinal: Int
    public var field: String
    public var text: String
    /// The stored vector, only when asked for.
    public var vector: [Double]?
}

/// One stored source with its canonical JSON and its chunks.
public struct ExportedSource: Sendable, Hashable {
    public var id: SourceID
    public var kind: String
    public var origin: String
    /// The canonical JSON document exactly as stored.
    public var payload: String
    /// When it was last written, seconds since 1970.
    public var indexedAt: Double
    public var chunks: [ExportedChunk]
}

extension RecallStore {
    /// Calls `body` with every stored source in id order, each with its chunks in ordinal order
    /// (and their vectors when `includeVectors`). Reads one consistent snapshot.
    public func exportSources(includeVectors: Bool, _ body: (ExportedSource) throws -> Void) throws {
        try read { db in
            let sources = try Row.fetchCursor(
                db, sql: "SELECT id, kind, origin, payload, indexed_at FROM sources ORDER BY id")
            while let row = try sources.next() {
                let id = SourceID(rawValue: row[0])
                let chunks = try Self.chunks(db, of: id, includeVectors: includeVectors)
                try body(
                    ExportedSource(
                        id: id, kind: row[1], origin: row[2], payload: row[3], indexedAt: row[4], chunks: chunks))
            }
        }
    }

    /// One stored source with its chunks, or nil when the id is unknown.
    public func exportedSource(_ id: SourceID, includeVectors: Bool = false) throws -> ExportedSource? {
        try read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, kind, origin, payload, indexed_at FROM sources WHERE id = ?",
                    arguments: [id.rawValue])
            else { return nil }
            let chunks = try Self.chunks(db, of: id, includeVectors: includeVectors)
            return ExportedSource(
                id: id, kind: row[1], origin: row[2], payload: row[3], indexedAt: row[4], chunks: chunks)
        }
    }

    static func chunks(_ db: Database, of id: SourceID, includeVectors: Bool) throws -> [ExportedChunk] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT c.ordinal, c.field, c.text, v.vector FROM chunks c LEFT JOIN vectors v ON v.chunk_id = c.id
                WHERE c.source_id = ? ORDER BY c.ordinal
                """, arguments: [id.rawValue])
        return rows.map { row in
            var vector: [Double]?
            if includeVectors, let bytes: Data = row[3] {
                vector = VectorCodec.decode(bytes)
            }
            return ExportedChunk(ordinal: row[0], field: row[1], text: row[2], vector: vector)
        }
    }
}
