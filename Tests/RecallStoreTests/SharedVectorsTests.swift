import Foundation
import GRDB
import RecallCore
@testable import RecallStore
import RecallTestSupport
import Testing

/// Each distinct vector is stored once; chunks share it, and it goes with its last chunk.
@Suite struct SharedVectorsTests {
    static let shared: [Double] = [0, 0.6, 0.8, 0]

    /// A source with one chunk of the shared vector and one of its own.
    static func source(_ n: Int) -> StoredSource {
        var source = StoreTests.source("note:s\(n)", text: "agenda", vector: shared)
        source.chunks.append(StoredChunk(ordinal: 1, field: .title, text: "T\(n)", searchText: "T\(n)", vector: [1, Double(n), 0, 0]))
        return source
    }

    static func blobs(_ store: RecallStore) throws -> Int {
        try DatabaseQueue(path: store.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM vector_blobs") ?? 0 }
    }

    @Test func identicalVectorsAreStoredOnceAndGoWithTheirLastChunk() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("v.sqlite").path)
        _ = try store.apply(upserts: (0..<10).map(Self.source), deletions: [], dimension: 4)
        #expect(try Self.blobs(store) == 11)
        #expect(try store.status().vectors == 11)
        let all = try store.vectors(chunkIDs: nil, dimension: 4)
        #expect(all.ids.count == 20, "every chunk still reads its vector")
        _ = try store.apply(upserts: [], deletions: (0..<9).map { SourceID(rawValue: "note:s\($0)") }, dimension: 4)
        #expect(try Self.blobs(store) == 2)
        _ = try store.apply(upserts: [], deletions: [SourceID(rawValue: "note:s9")], dimension: 4)
        #expect(try Self.blobs(store) == 0)
        let findings = try store.check()
        #expect(findings.allSatisfy { $0.severity != .problem }, "\(findings)")
    }

    @Test func aRewriteKeepsSharingAndDropsTheReplacedVectors() async throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        try store.setFingerprint(EmbedderFingerprint(provider: "test", model: "t", dimension: 4))
        _ = try store.apply(upserts: (0..<10).map(Self.source), deletions: [], dimension: 4)
        try await store.rewriteVectors(meta: ["k": Data([1])]) { texts in
            texts.map { $0 == "agenda" ? [0, 0, 1, 0] : [1, Double($0.count), 0, 0] }
        }
        let matrix = try store.vectors(chunkIDs: nil, dimension: 4)
        #expect(matrix.ids.count == 20)
        #expect(try Self.blobs(store) == 2, "the agenda's, and the titles' (T0…T9 all have two characters)")
        let findings = try store.check()
        #expect(findings.allSatisfy { $0.severity != .problem }, "\(findings)")
    }

    @Test func anOlderIndexMovesItsVectorsIntoSharedStorage() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("o.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator().migrate(queue, upTo: "v7-failed-files")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO sources(id, kind, title, origin, content_hash, payload, indexed_at) VALUES ('note:a', 'note', 'A', '/a', 'h', '{}', 0)")
            for ordinal in 0..<3 {
                try db.execute(sql: "INSERT INTO chunks(source_id, ordinal, field, text) VALUES ('note:a', ?, 'body', 'x')", arguments: [ordinal])
                let bytes = VectorCodec.encode(ordinal == 2 ? [1, 0, 0, 0] : Self.shared)
                try db.execute(sql: "INSERT INTO vectors(chunk_id, vector) VALUES (?, ?)", arguments: [db.lastInsertedRowID, bytes])
            }
        }
        let store = try RecallStore(path: path)
        #expect(try Self.blobs(store) == 2)
        let matrix = try store.vectors(chunkIDs: nil, dimension: 4)
        #expect(matrix.ids.count == 3)
        #expect(Array(matrix.values[0..<4]) == Self.shared && Array(matrix.values[8..<12]) == [1, 0, 0, 0])
    }
}
