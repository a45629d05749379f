import Foundation
import GRDB
import RecallCore
import RecallStore
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `RecallStore.check` / `repair` on damaged stores, a full disk, a newer file, and a vector
/// rewrite racing an import.
@Suite struct FaultTests {
    static let dimension = 4

    static func source(_ n: Int, words: Int = 8) -> StoredSource {
        let text = (0..<words).map { "word\($0 % 50)x\(n)" }.joined(separator: " ")
        let document = Document(
            id: SourceID(rawValue: "note:n\(n)"), title: "Title \(n)", date: .day(CalendarDay("2026-08-14")!),  // literal day
            origin: "/tmp/n\(n).md", content: .note(Note(body: text)))
        let chunks = [
            StoredChunk(ordinal: 0, field: .title, text: "Title \(n)", searchText: "Title \(n)", vector: [1, 0, 0, 0]),
            StoredChunk(ordinal: 1, field: .body, text: text, searchText: "Title \(n)\n" + text, vector: [0, 0.6, 0.8, 0]),
        ]
        return StoredSource(document: document, contentHash: "h\(n)", day: CalendarDay("2026-08-14"), timestamp: 0, chunks: chunks)
    }

    static func filledStore(_ folder: TemporaryDirectory, count: Int = 10) throws -> RecallStore {
        let store = try RecallStore(path: folder.url.appendingPathComponent("f.sqlite").path)
        try store.setFingerprint(EmbedderFingerprint(provider: "test", model: "t", dimension: dimension))
        _ = try store.apply(upserts: (0..<count).map { source($0) }, deletions: [], dimension: dimension)
        return store
    }

    /// A raw connection without foreign keys, to damage the store the way a bug or a tool could.
    static func raw(_ store: RecallStore) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        return try DatabaseQueue(path: store.path, configuration: configuration)
    }

    static func problems(_ store: RecallStore) throws -> [String] {
        try store.check().filter { $0.severity == .problem }.map(\.check)
    }

    @Test func healthyStoreHasNoProblems() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder)
        let findings = try store.check()
        #expect(findings.allSatisfy { $0.severity == .ok }, "\(findings)")
        #expect(Set(findings.map(\.check)).isSuperset(of: ["integrity", "schema", "fingerprint", "vectors", "fts", "orphans", "wal", "modes", "derived"]))
    }

    @Test func missingFullTextRowsAreRebuiltExactly() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder)
        let queue = try Self.raw(store)
        let original = try queue.read { db in try Row.fetchAll(db, sql: "SELECT rowid, body FROM chunk_fts ORDER BY rowid").map { "\($0[0] as Int64)|\($0[1] as String)" } }
        try queue.write { db in try db.execute(sql: "DELETE FROM chunk_fts WHERE rowid % 3 = 0") }
        #expect(try Self.problems(store) == ["fts"])
        let repair = try store.repair(dimension: Self.dimension)
        #expect(repair.fullTextRebuilt)
        #expect(try Self.problems(store).isEmpty)
        let rebuilt = try queue.read { db in try Row.fetchAll(db, sql: "SELECT rowid, body FROM chunk_fts ORDER BY rowid").map { "\($0[0] as Int64)|\($0[1] as String)" } }
        #expect(rebuilt == original)
    }

    @Test func orphansAndBadVectorsAreFoundAndRemoved() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder)
        let queue = try Self.raw(store)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO chunks(source_id, ordinal, field, text) VALUES ('note:gone', 0, 'body', 'x')")
            try db.execute(sql: "INSERT INTO vector_blobs(hash, vector) VALUES (0, zeroblob(\(Self.dimension * 8)))")
            try db.execute(sql: "INSERT INTO source_people(source_id, name) VALUES ('note:gone', 'Nobody')")
            try db.execute(sql: "UPDATE vector_blobs SET vector = x'0102' WHERE id = (SELECT min(vector_id) FROM chunks)")
        }
        #expect(Set(try Self.problems(store)).isSuperset(of: ["orphans", "vectors", "fts"]))
        let repair = try store.repair(dimension: Self.dimension)
        #expect(repair.orphansRemoved == 3)
        #expect(repair.badVectorsRemoved == 1)
        #expect(try Self.problems(store) == ["vectors"], "one chunk now needs re-embedding")
    }

    @Test func looseModesAreReportedAndFixed() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder)
        chmod(store.path, 0o644)
        #expect(try Self.problems(store) == ["modes"])
        #expect(try store.repair(dimension: Self.dimension).modesFixed >= 1)
        #expect(try Self.problems(store).isEmpty)
        #expect((try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int) == 0o600)
    }

    @Test func staleDerivedFilesAreReportedAndRemoved() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder)
        var header = Data(count: 4096)
        let words: [UInt64] = [0x3146_4345_564C_4352, 1 | UInt64(Self.dimension) << 32, 20, UInt64(try store.generation() - 1)]
        for (i, word) in words.enumerated() { withUnsafeBytes(of: word.littleEndian) { header.replaceSubrange(i * 8..<i * 8 + 8, with: $0) } }
        try header.write(to: URL(fileURLWithPath: store.path + ".vectors"))
        try Data("partial".utf8).write(to: URL(fileURLWithPath: store.path + ".vectors.tmp-123-456"))
        chmod(store.path + ".vectors", 0o600)
        let derived = try store.check().filter { $0.check == "derived" && !$0.detail.contains("term file") }
        #expect(derived.count == 2 && derived.allSatisfy { $0.severity == .stale }, "\(derived)")
        #expect(try Self.problems(store).isEmpty, "stale derived files are not damage")
        #expect(try store.repair(dimension: Self.dimension).derivedRemoved == 2)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".vectors"))
    }

    @Test func newerDatabaseIsRefusedInOneLineWithoutWrites() throws {
        let folder = try TemporaryDirectory()
        let path = try Self.filledStore(folder).path
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v99-future')") }
        let before = try Self.logicalDump(path)
        let error = try #require(throws: RecallError.self) { try RecallStore(path: path) }
        #expect(error.description.contains("newer version of Recall"))
        #expect(!error.description.contains("\n"))
        #expect(try Self.logicalDump(path) == before)
    }

    /// Every row of the tables an import writes, in order.
    static func logicalDump(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            var lines: [String] = []
            for table in ["grdb_migrations", "meta", "sources", "chunks", "vectors", "source_people", "files"] {
                lines += try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table): \($0)" }
            }
            return lines
        }
    }

    /// A rewrite of every vector while another writer commits: the rewrite starts over instead of
    /// switching to a table that lacks the new chunks.
    @Test func vectorRewriteRacingAnImportLosesNothing() async throws {
        let folder = try TemporaryDirectory()
        let store = try Self.filledStore(folder, count: 6)
        let calls = Counter()
        try await store.rewriteVectors(batchSize: 4, meta: ["idf.snapshot": Data("s".utf8)]) { texts in
            if calls.next() == 1 {  // another import commits while the first batch is embedded
                _ = try store.apply(upserts: [Self.source(100), Self.source(101)], deletions: [], dimension: Self.dimension)
            }
            return texts.map { _ in [0.5, 0.5, 0.5, 0.5] }
        }
        #expect(try Self.problems(store).isEmpty)
        let matrix = try store.vectors(chunkIDs: nil, dimension: Self.dimension)
        #expect(matrix.count == 16)
        #expect(matrix.values.allSatisfy { $0 == 0.5 })
    }

    /// A disk that fills up mid-import (an 8 MiB tmpfs, root only): a clear `.io` error, and the
    /// store keeps exactly the batches that committed.
    @Test(.enabled(if: geteuid() == 0, "needs root to mount a small tmpfs"))
    func fullDiskKeepsCommittedBatches() throws {
        let folder = try TemporaryDirectory()
        let disk = folder.url.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try #require(Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", disk]) == 0, "mount failed")
        defer { _ = Self.run("/bin/umount", [disk]) }
        let ballast = disk + "/ballast"
        try Data(count: 1 << 20).write(to: URL(fileURLWithPath: ballast))
        let store = try RecallStore(path: disk + "/f.sqlite")
        var committed = 0
        var failure: RecallError?
        for batch in 0..<200 {
            do {
                _ = try store.apply(upserts: (0..<20).map { Self.source(batch * 20 + $0, words: 400) }, deletions: [], dimension: Self.dimension)
                committed += 20
            } catch let error as RecallError {
                failure = error
                break
            }
        }
        let error = try #require(failure, "the disk never filled")
        #expect(error.code == .io, "\(error)")
        #expect(error.message.contains("disk is full") || error.message.contains("nothing from this batch"), "\(error)")
        try FileManager.default.removeItem(atPath: ballast)  // "free some space"
        #expect(try store.status().sourcesByKind[.note] == committed, "\(committed) \(String(describing: failure))")
        #expect(try store.check().filter { $0.check == "integrity" }.first?.severity == .ok)
    }

    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A thread-safe call counter.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
