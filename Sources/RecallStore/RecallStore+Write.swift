import Foundation
import GRDB
import RecallCore

/// What the store remembers about an indexed file, to skip unchanged files cheaply.
public struct FileStamp: Sendable, Hashable {
    public var path: String
    public var size: Int64
    public var modified: Double
    /// FNV-1a of the bytes plus the importer settings that shape its documents.
    public var hash: String
    public var indexedAt: Double

    public init(
        path: String, size: Int64, modified: Double, hash: String, indexedAt: Double = Date().timeIntervalSince1970
    ) {
        self.path = path
        self.size = size
        self.modified = modified
        self.hash = hash
        self.indexedAt = indexedAt
    }
}

extension RecallStore {
    /// The content hash of each stored source among `ids`.
    public func contentHashes(of ids: [SourceID]) throws -> [SourceID: String] {
        try read { db in
            var result: [SourceID: String] = [:]
            for slice in ids.chunked(into: 500) {
                let marks = databaseQuestionMarks(count: slice.count)
                let rows = try Row.fetchAll(
                    db, sql: "SELECT id, content_hash FROM sources WHERE id IN (\(marks))",
                    arguments: StatementArguments(slice.map(\.rawValue)))
                for row in rows { result[SourceID(rawValue: row[0])] = row[1] }
            }
            return result
        }
    }

    /// The origin (file) each stored source among `ids` came from.
    public func origins(of ids: [SourceID]) throws -> [SourceID: String] {
        try read { db in
            var result: [SourceID: String] = [:]
            for slice in ids.chunked(into: 500) {
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT id, origin FROM sources WHERE id IN (\(databaseQuestionMarks(count: slice.count)))",
                    arguments: StatementArguments(slice.map(\.rawValue)))
                for row in rows { result[SourceID(rawValue: row[0])] = row[1] }
            }
            return result
        }
    }

    /// Ids of the sources that came from `origin`.
    public func sourceIDs(origin: String) throws -> Set<SourceID> {
        try read { db in
            Set(
                try String.fetchAll(db, sql: "SELECT id FROM sources WHERE origin = ?", arguments: [origin]).map {
                    SourceID(rawValue: $0)
                })
        }
    }

    /// Ids of the sources that came from any of `origins`, in one read.
    public func sourceIDs(origins: [String]) throws -> [SourceID] {
        try read { db in
            var result: [SourceID] = []
            for slice in origins.chunked(into: 500) {
                let ids = try String.fetchAll(
                    db, sql: "SELECT id FROM sources WHERE origin IN (\(databaseQuestionMarks(count: slice.count)))",
                    arguments: StatementArguments(Array(slice)))
                result += ids.map { SourceID(rawValue: $0) }
            }
            return result
        }
    }

    /// Every origin (file) that has sources, with its stamp when known.
    public func fileStamps() throws -> [String: FileStamp] {
        try read { db in
            var result: [String: FileStamp] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT path, size, mtime, hash, indexed_at FROM files") {
                let stamp = FileStamp(path: row[0], size: row[1], modified: row[2], hash: row[3], indexedAt: row[4])
                result[stamp.path] = stamp
            }
            return result
        }
    }

    /// Applies one batch in one transaction: deletions, upserts (replacing older versions),
    /// file stamps and per-origin counters, then forgets the stamps and counters of `forgetting`
    /// (vanished files, and files that lost an id to another file and must be re-read); keeps
    /// document frequencies and the generation current. One transaction, so a kill can never leave
    /// a file stamped after the batch that took its source away.
    public func apply(
        upserts: [StoredSource], deletions: [SourceID], stamps: [FileStamp] = [],
        counters: [String: [String: Int]] = [:], forgetting: [String] = [], dimension: Int
    ) throws -> WriteSummary {
        try write { db in
            var summary = WriteSummary()
            var frequencies = try Self.frequencies(db, dimension: dimension)
            for id in deletions where try Self.exists(db, id) {
                try StoreWriter.delete(db, id: id, frequencies: &frequencies)
                summary.removed += 1
            }
            for source in upserts {
                if try Self.exists(db, source.document.id) {
                    try StoreWriter.delete(db, id: source.document.id, frequencies: &frequencies)
                    summary.updated += 1
                } else {
                    summary.added += 1
                }
                try StoreWriter.insert(db, source, frequencies: &frequencies)
            }
            for stamp in stamps {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO files(path, size, mtime, hash, indexed_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [stamp.path, stamp.size, stamp.modified, stamp.hash, stamp.indexedAt])
            }
            for (origin, values) in counters {
                try db.execute(sql: "DELETE FROM origin_counters WHERE origin = ?", arguments: [origin])
                for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                    try db.execute(
                        sql: "INSERT INTO origin_counters(origin, name, value) VALUES (?, ?, ?)",
                        arguments: [origin, name, value])
                }
            }
            for path in forgetting { try Self.forgetFile(db, path) }
            try StoreWriter.setMeta(db, "idf.frequencies", frequencies.encoded)
            if summary != WriteSummary() || !stamps.isEmpty { try StoreWriter.bumpGeneration(db) }
            return summary
        }
    }

    /// Removes the file stamp and counters of origins that no longer exist.
    public func forgetFiles(_ paths: [String]) throws {
        try write { db in
            for path in paths { try Self.forgetFile(db, path) }
        }
    }

    private static func forgetFile(_ db: Database, _ path: String) throws {
        try db.execute(sql: "DELETE FROM files WHERE path = ?", arguments: [path])
        try db.execute(sql: "DELETE FROM origin_counters WHERE origin = ?", arguments: [path])
    }

    /// Live document frequencies of the stored vectors.
    public func documentFrequencies(dimension: Int) throws -> DocumentFrequencies {
        try read { db in try Self.frequencies(db, dimension: dimension) }
    }

    /// Recounts the live document frequencies from the stored vectors (after every vector was
    /// replaced by ones of another embedder, whose non-zero pattern differs).
    public func recountDocumentFrequencies(dimension: Int) throws {
        try write { db in
            var frequencies = DocumentFrequencies(dimension: dimension)
            let cursor = try Data.fetchCursor(db, sql: "SELECT vector FROM vectors")
            while let bytes = try cursor.next() { frequencies.add(vectorBytes: bytes) }
            try StoreWriter.setMeta(db, "idf.frequencies", frequencies.encoded)
        }
    }

    static func frequencies(_ db: Database, dimension: Int) throws -> DocumentFrequencies {
        let data = try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'idf.frequencies'")
        return data.flatMap { DocumentFrequencies(encoded: $0, dimension: dimension) }
            ?? DocumentFrequencies(dimension: dimension)
    }

    static func exists(_ db: Database, _ id: SourceID) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM sources WHERE id = ?", arguments: [id.rawValue]) ?? false
    }
}

extension Array {
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
