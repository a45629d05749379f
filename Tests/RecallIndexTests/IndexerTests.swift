import Foundation
import RecallCore
import RecallEmbedding
import RecallImport
import RecallIndex
import RecallSearch
import RecallStore
import RecallTestSupport
import Testing

/// A tiny real importer for orchestration tests: each `.txt` file is one note, first line the title.
struct PlainTextImporter: FormatImporter {
    var name: String { "plain" }
    func accepts(file: ImportFile, prefix: Data) -> Bool { file.path.hasSuffix(".txt") }
    func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        guard let text = String(data: data, encoding: .utf8) else {
            return ImportResult(diagnostics: [Diagnostic(file: file.path, reason: "not UTF-8")])
        }
        let title = text.split(separator: "\n").first.map(String.init) ?? file.relativePath
        let document = Document(
            id: .note(relativePath: file.relativePath), title: title, date: .day(CalendarDay("2026-08-14")!),
            origin: file.path, content: .note(Note(body: text)))
        return ImportResult(documents: [document])
    }
}

@Suite struct IndexerTests {
    let folder: TemporaryDirectory
    let store: RecallStore

    init() throws {
        folder = try TemporaryDirectory()
        store = try RecallStore(path: folder.url.appendingPathComponent("index.sqlite").path)
    }

    func inputs() -> [IndexInput] {
        let notes = folder.url.appendingPathComponent("notes")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: notes.path)) ?? []).sorted()
        return names.map { name in
            let url = notes.appendingPathComponent(name)
            return IndexInput(file: ImportFile(path: url.path, relativePath: name), url: url)
        }
    }

    func index(chunker: Chunker = Chunker(timeZone: .gmt)) async throws -> IndexSummary {
        let embedder = try IDFMaintenance().embedder(for: store)
        let indexer = Indexer(store: store, embedder: embedder, chunker: chunker, timeZone: .gmt)
        let importer = PlainTextImporter()
        var summary = try await indexer.run(
            inputs: inputs(), roots: [folder.url.appendingPathComponent("notes").path],
            read: { importer.read($0, file: $1, options: ImportOptions()) })
        summary.idfRefreshed = try await IDFMaintenance().refreshIfDrifted(store)
        return summary
    }

    @Test func reindexingIsIdempotentAndTracksChanges() async throws {
        try folder.write("Budget review\n\nWe went over the marketing budget overrun in detail.", to: "notes/a.txt")
        try folder.write("Hiring plan\n\nThe staff engineer interview loop starts next week.", to: "notes/b.txt")
        let first = try await index()
        #expect(first.added[.note] == 2)
        #expect(first.idfRefreshed)
        let generation = try store.generation()
        let second = try await index()
        #expect(second.added.isEmpty && second.updated.isEmpty && second.removed.isEmpty)
        #expect(second.unchanged[.note] == 2)
        #expect(second.unchangedFiles == 2)
        #expect(try store.generation() == generation)

        try folder.write("Budget review\n\nThe budget overrun is now resolved, finance approved.", to: "notes/a.txt")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("notes/b.txt"))
        let third = try await index()
        #expect(third.updated[.note] == 1)
        #expect(third.removed[.note] == 1)
        #expect(try store.status().sourcesByKind[.note] == 1)
    }

    /// A new chunking re-reads every file once, so no stored chunk is one the code would not write.
    @Test func aNewChunkerVersionRechunksEveryFileOnce() async throws {
        try folder.write("Budget review\n\nWe went over the marketing budget overrun in detail.", to: "notes/a.txt")
        try folder.write("Hiring plan\n\nThe staff engineer interview loop starts next week.", to: "notes/b.txt")
        let old = Chunker(timeZone: .gmt, version: 1)
        #expect(try await index(chunker: old).added[.note] == 2)
        #expect(try await index(chunker: old).unchangedFiles == 2)
        let upgraded = try await index()
        #expect(upgraded.unchangedFiles == 0)
        #expect(upgraded.updated[.note] == 2)
        #expect(try await index().unchangedFiles == 2)
    }

    @Test func storedVectorsAlwaysMatchTheStoredSnapshot() async throws {
        for i in 0..<30 {
            try folder.write("Note \(i)\n\nTopic number \(i) about \(i % 2 == 0 ? "pricing" : "hiring") and the roadmap.", to: "notes/n\(i).txt")
        }
        _ = try await index()
        let embedder = try IDFMaintenance().embedder(for: store)
        #expect(embedder.idf != nil)
        let dimension = embedder.dimension
        let matrix = try store.vectors(chunkIDs: nil, dimension: dimension)
        let records = try store.chunkRecords(matrix.ids)
        #expect(records.count >= 30)
        for (row, record) in records.enumerated().prefix(10) {
            let expected = embedder.vector(for: record.title + "\n" + record.text)
            let stored = Array(matrix.values[(row * dimension)..<((row + 1) * dimension)])
            #expect(zip(expected, stored).allSatisfy { abs($0 - $1) < 1e-12 })
        }
    }

    @Test func searchFindsTheRightNoteAndNothingForAbsentTopics() async throws {
        try folder.write("Budget review\n\nWe went over the marketing budget overrun in detail.", to: "notes/a.txt")
        try folder.write("Hiring plan\n\nThe staff engineer interview loop starts next week.", to: "notes/b.txt")
        try folder.write("Lisbon offsite\n\nThe team offsite in Lisbon covered the product roadmap.", to: "notes/c.txt")
        _ = try await index()
        let engine = SearchEngine(store: store, embedder: try IDFMaintenance().embedder(for: store))
        let hits = try await engine.search(SearchRequest(text: "staff engineer interviews"))
        #expect(hits.first?.sourceID == "note:b.txt")
        let none = try await engine.search(SearchRequest(text: "quantum chromodynamics lecture"))
        #expect(none.isEmpty)
        let august = try await engine.search(SearchRequest(text: "", filter: SourceFilter(from: CalendarDay("2026-08-01"), to: CalendarDay("2026-09-01"))))
        #expect(august.count == 3)
    }

    /// A word in every chunk (BM25 weighs it at FTS5's floor) is left out of the full-text match:
    /// the ranking is the same as without it, and chunks that only share that word are not listed.
    @Test func ubiquitousWordsDoNotChangeTheRanking() async throws {
        for n in 0..<12 {
            let topic = n < 2 ? "the vendor contract renewal" : "the garden orchard \(n)"
            try folder.write("Weekly sync \(n)\n\nSync notes: we went over \(topic) today.", to: "notes/n\(n).txt")
        }
        _ = try await index()
        let engine = SearchEngine(store: store, embedder: try IDFMaintenance().embedder(for: store))
        var withWord = SearchRequest(text: "sync vendor contract", limit: 20, ranking: .lexical)
        withWord.groupBySource = true
        let plain = SearchRequest(text: "vendor contract", limit: 20, ranking: .lexical)
        let a = try await engine.search(withWord).map(\.sourceID)
        let b = try await engine.search(plain).map(\.sourceID)
        #expect(Set(a.prefix(2)) == ["note:n0.txt", "note:n1.txt"])
        #expect(a == b, "\(a) vs \(b)")
    }
}
