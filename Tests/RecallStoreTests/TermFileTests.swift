import Foundation
import RecallCore
import RecallStore
import RecallTestSupport
import Testing

/// The term file gives FTS5's BM25 to the bit, and is refused when stale or damaged.
@Suite struct TermFileTests {
    /// Chunks that exercise the tokenizer: stems, diacritics, digits, repeats, an empty body, a word
    /// in every chunk, then the demo notes' paragraphs.
    static let edgeTexts = [
        "Weekly meeting about the budget", "Meetings were cancelled; the budget meets review",
        "Café Zürich résumé naïve", "cafe zurich resume naive coöperation", "budget budget budget budget of 2026",
        "", "Q3 2026 roadmap: 14 items, v2.1 rollout", "the the the", "Über-long unicode 東京 meeting notes",
    ]

    static func demoParagraphs() throws -> [String] {
        let folder = TestPaths.fixtures.appendingPathComponent("demo/notes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.flatMap { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .components(separatedBy: "\n\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
    }

    static func store(_ texts: [String], in folder: TemporaryDirectory, perSource: Int = 7) throws -> RecallStore {
        let store = try RecallStore(path: folder.url.appendingPathComponent("t.sqlite").path)
        var sources: [StoredSource] = []
        for start in stride(from: 0, to: texts.count, by: perSource) {
            let chunks = (start..<min(start + perSource, texts.count)).map {
                StoredChunk(ordinal: $0 - start, field: .body, text: texts[$0], searchText: texts[$0], vector: [1, 0])
            }
            let document = Document(
                id: SourceID(rawValue: "note:t\(start)"), title: "t\(start)", date: nil, origin: "/tmp/t.md",
                content: .note(Note(body: "x")))
            sources.append(StoredSource(document: document, contentHash: "h\(start)", day: nil, timestamp: nil, chunks: chunks))
        }
        _ = try store.apply(upserts: sources, deletions: [], dimension: 2)
        return store
    }

    /// Both paths, compared id by id and score by score (bit patterns).
    static func expectSameBM25(_ store: RecallStore, _ terms: [String], allowed: [Int64]? = nil, limit: Int = 50) throws {
        let file = try #require(try store.currentTermFile())
        let fts5 = try store.fullTextMatches(terms: terms, chunkIDs: allowed, limit: limit)
        let mirrored = try store.fullTextMatches(terms: terms, chunkIDs: allowed, limit: limit, termFile: file)
        #expect(fts5.map(\.0) == mirrored.map(\.0), "\(terms)")
        #expect(fts5.map(\.1.bitPattern) == mirrored.map(\.1.bitPattern), "\(terms)")
        let counts = try store.termDocumentCounts(terms, cap: 10_000)
        let fileCounts = try store.termDocumentCounts(terms, cap: 10_000, termFile: file)
        #expect(counts.counts == fileCounts.counts && counts.total == fileCounts.total, "\(terms)")
    }

    @Test(arguments: [
        ["meeting"], ["meetings", "budget"], ["cafe"], ["café", "zurich"], ["resume", "naïve"], ["2026"], ["q3", "roadmap"],
        ["budget"], ["the"], ["東京"], ["nothing", "here"], ["über"], ["budget", "meeting", "cafe", "2026", "notes"],
        ["budget", "budget"], ["v2"], ["items"],
    ])
    func scoresEqualFTS5OnEdgeCases(terms: [String]) throws {
        let folder = try TemporaryDirectory()
        let store = try Self.store(Self.edgeTexts + (try Self.demoParagraphs()), in: folder)
        try Self.expectSameBM25(store, terms)
        try Self.expectSameBM25(store, terms, allowed: Array(stride(from: Int64(1), through: 400, by: 2)))
    }

    @Test func demoQuestionsScoreAsFTS5() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.store(try Self.demoParagraphs(), in: folder)
        let questions = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("questions.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(40)
        for line in questions {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let words = TextNormalizer.words((object?["question"] as? String) ?? "")
            try Self.expectSameBM25(store, words, limit: 200)
        }
    }

    @Test func staleFilesAreRebuiltAndDamagedOnesRefused() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.store(Self.edgeTexts, in: folder)
        let first = try #require(try store.currentTermFile())
        #expect(first.verify() && first.header.documentCount == Self.edgeTexts.count)
        #expect(first.postings(of: "budget").count == 3 && first.postings(of: "absent").isEmpty)
        _ = try store.apply(upserts: [], deletions: ["note:t7"], dimension: 2)
        #expect(try store.openTermFile() == nil)  // the generation moved on
        let rebuilt = try #require(try store.currentTermFile())
        let generation = try store.generation()
        #expect(rebuilt.header.documentCount == 7 && rebuilt.header.generation == generation)
        let url = URL(fileURLWithPath: store.termFilePath)
        var data = try Data(contentsOf: url)
        data[data.count - 1] ^= 0xFF  // the last term byte: the structure checksum fails
        try data.write(to: url)
        #expect(throws: TermFile.Rejection.badStructure) { try TermFile(path: store.termFilePath) }
        try data.prefix(data.count - 8).write(to: url)
        #expect(throws: TermFile.Rejection.wrongSize) { try TermFile(path: store.termFilePath) }
        #expect(try store.currentTermFile() != nil)  // rebuilt again
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func damagedPostingsFailVerification() throws {
        let folder = try TemporaryDirectory()
        let store = try Self.store(Self.edgeTexts, in: folder)
        #expect(try #require(try store.currentTermFile()).verify())
        let url = URL(fileURLWithPath: store.termFilePath)
        var data = try Data(contentsOf: url)
        data[TermFile.Header.size + 64 * 2] ^= 0x01  // inside the lengths section
        try data.write(to: url)
        #expect(throws: TermFile.Rejection.badPostings) { try TermFile(path: store.termFilePath) }
        let finding = try #require(try store.check().first { $0.detail.contains("term file") })
        #expect(finding.severity == .problem)
        #expect(try store.repair(dimension: 2).derivedRemoved >= 1)
        #expect(!FileManager.default.fileExists(atPath: store.termFilePath))
        #expect(try store.check().contains { $0.detail.hasPrefix("no term file") })
    }

    /// On real text (SciFact abstracts and its first 30 claims as queries), BM25 from the term file
    /// equals FTS5's to the bit.
    @Test(.enabled(if: TestPaths.sharedData != nil, "needs ../shared/data (SciFact)"))
    func sciFactScoresEqualFTS5() throws {
        let scifact = try #require(TestPaths.sharedData).appendingPathComponent("ir/scifact")
        func texts(_ name: String, _ count: Int) throws -> [String] {
            try String(contentsOf: scifact.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").prefix(count)
                .map { line in
                    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                    return ((object?["title"] as? String).map { $0 + "\n" } ?? "") + ((object?["text"] as? String) ?? "")
                }
        }
        let folder = try TemporaryDirectory()
        let store = try Self.store(try texts("corpus.jsonl", 1500), in: folder, perSource: 5)
        for query in try texts("queries.jsonl", 30) {
            try Self.expectSameBM25(store, TextNormalizer.words(query), limit: 200)
        }
    }
}
