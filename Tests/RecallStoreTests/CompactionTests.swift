import Foundation
import GRDB
import RecallCore
import RecallStore
import RecallTestSupport
import Testing

/// Recomputing every vector leaves the old ones' pages free; they go back to the file system.
@Suite struct CompactionTests {
    static let dimension = 768

    static func source(_ n: Int) -> StoredSource {
        var base = FaultTests.source(n)
        for index in base.chunks.indices {
            base.chunks[index].vector = (0..<dimension).map { Double(($0 + 1) * (2 * n + index + 1) % 9973) / 9973 }  // distinct
        }
        return base
    }

    /// Free pages and the file's size (database and write-ahead log).
    static func pages(_ path: String) throws -> (free: Int, auto: Int) {
        try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") ?? 0)
        }
    }

    static func fill(_ store: RecallStore) async throws {
        _ = try store.apply(upserts: (0..<400).map(source), deletions: [], dimension: dimension)
        try await store.rewriteVectors(meta: ["idf.snapshot": Data([1])]) { texts in
            texts.map { _ in (0..<dimension).map { Double($0 % 5) } }
        }
    }

    @Test func aNewIndexGivesFreedPagesBack() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("c.sqlite").path
        let store = try RecallStore(path: path)
        try await Self.fill(store)
        let before = try Self.pages(path)
        #expect(before.auto == 2, "new indexes use incremental auto-vacuum")
        #expect(before.free > 50, "a rewrite frees the old vectors' pages: \(before)")
        let freed = try store.reclaimFreePages()
        #expect(freed > 0)
        #expect(try Self.pages(path).free < before.free / 10)
        #expect(try store.check().first { $0.check == "integrity" }?.severity == .ok)
    }

    @Test func anOlderIndexIsVacuumedOnce() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("old.sqlite").path
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "PRAGMA page_size = 65536; PRAGMA auto_vacuum = NONE; CREATE TABLE ballast(x)")
        }
        let store = try RecallStore(path: path)
        try await Self.fill(store)
        #expect(try Self.pages(path).auto == 0)
        #expect(try store.reclaimFreePages() > 0)
        let after = try Self.pages(path)
        #expect(after.auto == 2 && after.free < 16, "\(after)")
        #expect(try store.status().sourcesByKind[.note] == 400)
    }
}
