import Foundation
import RecallCore
import RecallStore
import RecallTestSupport
import Testing

/// `forget`, `export` and freshness at the store level.
@Suite struct ForgetExportTests {
    static func populated(_ folder: TemporaryDirectory) throws -> RecallStore {
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        let sources = [
            StoreTests.source("note:a", text: "alpha garden", vector: [0.6, 0.8, 0]),
            StoreTests.source("note:b", text: "beta garden", vector: [0, 0.6, 0.8]),
            StoreTests.source("note:c", text: "gamma fence", vector: [1, 0, 0]),
        ]
        _ = try store.apply(upserts: sources, deletions: [], dimension: 3)
        return store
    }

    /// Document frequencies recomputed from scratch from the stored vectors.
    static func recomputed(_ store: RecallStore) throws -> [Int] {
        let matrix = try store.vectors(chunkIDs: nil, dimension: 3)
        return (0..<3).map { d in (0..<matrix.count).filter { matrix.values[$0 * 3 + d] != 0 }.count }
    }

    @Test func forgetRemovesEverythingAndKeepsFrequenciesExact() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.populated(folder)
        let summary = try store.forget(ids: ["note:a", "note:missing"])
        #expect(summary.sources == ["note:a"])
        #expect(summary.chunks == 1)
        #expect(try store.document("note:a") == nil)
        #expect(try store.fullTextMatches(terms: ["alpha"], chunkIDs: nil, limit: 5).isEmpty)
        #expect(try store.fullTextMatches(terms: ["garden"], chunkIDs: nil, limit: 5).count == 1)
        let live = try store.documentFrequencies(dimension: 3)
        #expect(live.count == 2)
        #expect(live.frequencies == (try Self.recomputed(store)))
        #expect(try store.forget(ids: ["note:a"]).isEmpty)
    }

    @Test func sourceCountsAgreeWithStatusAndFollowForget() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.populated(folder)
        #expect(try store.sourceCounts() == [.note: 3])
        #expect(try store.sourceCounts() == store.status().sourcesByKind)
        _ = try store.forget(ids: ["note:a"])
        #expect(try store.sourceCounts() == [.note: 2])
    }

    @Test func forgetByOriginRemovesItsSourcesAndStamp() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.populated(folder)
        _ = try store.apply(upserts: [], deletions: [], stamps: [FileStamp(path: "/tmp/x.md", size: 1, modified: 1, hash: "h")], dimension: 3)
        let summary = try store.forget(origin: "/tmp/x.md")
        #expect(summary.sources.count == 3)
        #expect(summary.files == ["/tmp/x.md"])
        #expect(try store.fileStamps().isEmpty)
        #expect(try store.status().chunks == 0)
        #expect(try store.documentFrequencies(dimension: 3).frequencies == [0, 0, 0])
    }

    /// A file that lost its source to another file in this batch loses its stamp in the same
    /// transaction (a kill between two commits used to leave it stamped, so it was never re-read).
    @Test func stampsForgottenInTheBatchThatTookTheSource() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.populated(folder)
        let loser = FileStamp(path: "/tmp/a.ics", size: 1, modified: 1, hash: "a")
        let winner = FileStamp(path: "/tmp/b.ics", size: 1, modified: 1, hash: "b")
        _ = try store.apply(upserts: [], deletions: [], stamps: [loser], counters: [loser.path: ["events": 1]], dimension: 3)
        let before = try store.generation()
        _ = try store.apply(
            upserts: [], deletions: [], stamps: [winner], counters: [winner.path: ["events": 1]],
            forgetting: [loser.path], dimension: 3)
        #expect(try store.fileStamps().keys.sorted() == [winner.path])
        #expect(try store.generation() == before + 1, "one commit")
        // Stamped and forgotten in one batch: forgetting wins, as when the two files share a batch.
        _ = try store.apply(upserts: [], deletions: [], stamps: [loser], forgetting: [loser.path], dimension: 3)
        #expect(try store.fileStamps().keys.sorted() == [winner.path])
    }

    @Test func exportListsEverySourceWithChunksInIDOrder() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.populated(folder)
        var exported: [ExportedSource] = []
        try store.exportSources(includeVectors: true) { exported.append($0) }
        #expect(exported.map(\.id) == ["note:a", "note:b", "note:c"])
        #expect(exported[0].chunks.first?.text == "alpha garden")
        #expect(exported[0].chunks.first?.vector == [0.6, 0.8, 0])
        let decoded = try DocumentCoding.decoder().decode(Document.self, from: Data(exported[1].payload.utf8))
        #expect(decoded.id == "note:b")
        var plain: [ExportedSource] = []
        try store.exportSources(includeVectors: false) { plain.append($0) }
        #expect(plain.allSatisfy { $0.chunks.allSatisfy { $0.vector == nil } })
    }

    @Test func freshnessNoticesChangedAndMissingFiles() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        let kept = try folder.write("same", to: "kept.md")
        let edited = try folder.write("before", to: "edited.md")
        let gone = try folder.write("gone", to: "gone.md")
        var stamps: [FileStamp] = []
        for (url, text) in [(kept, "same"), (edited, "before"), (gone, "gone")] {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            stamps.append(FileStamp(
                path: url.path, size: (attributes[.size] as! NSNumber).int64Value,  // regular file: size is present
                modified: (attributes[.modificationDate] as! Date).timeIntervalSince1970,  // and so is mtime
                hash: FNV1a.hex(Data(text.utf8)) + "-salt"))
        }
        _ = try store.apply(upserts: [], deletions: [], stamps: stamps, dimension: 3)
        try Data("after, longer".utf8).write(to: edited)
        try FileManager.default.removeItem(at: gone)
        let states = Dictionary(uniqueKeysWithValues: try store.freshness().map { ($0.origin, $0.state) })
        #expect(states[kept.path] == .current)
        #expect(states[edited.path] == .changed)
        #expect(states[gone.path] == .missing)
    }
}
