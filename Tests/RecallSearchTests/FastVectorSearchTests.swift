import Foundation
import RecallCore
import RecallEmbedding
@testable import RecallSearch
import RecallStore
import RecallTestSupport
import Testing

/// The Float32 scan plus Float64 rescoring returns exactly the SQLite scorer's top-K.
@Suite struct FastVectorSearchTests {
    typealias SplitMix = VectorScorerTests.SplitMix

    /// A store holding `vectors` as chunks of sources of `perSource` chunks each (ids ascend with the index).
    static func store(_ vectors: [[Double]], in folder: TemporaryDirectory, perSource: Int = 50) throws -> RecallStore {
        let store = try RecallStore(path: folder.url.appendingPathComponent("v.sqlite").path)
        let dimension = vectors.first?.count ?? 0
        var sources: [StoredSource] = []
        for start in stride(from: 0, to: vectors.count, by: perSource) {
            let chunks = (start..<min(start + perSource, vectors.count)).map {
                StoredChunk(ordinal: $0 - start, field: .body, text: "c\($0)", searchText: "c\($0)", vector: vectors[$0])
            }
            let document = Document(
                id: SourceID(rawValue: "note:s\(start)"), title: "s\(start)", date: .day(CalendarDay("2026-08-14")!),
                origin: "/tmp/s.md", content: .note(Note(body: "x")))
            sources.append(StoredSource(document: document, contentHash: "h\(start)", day: nil, timestamp: 0, chunks: chunks))
        }
        _ = try store.apply(upserts: sources, deletions: [], dimension: dimension)
        return store
    }

    static func randomUnit(_ dimension: Int, _ generator: inout SplitMix, scale: Double = 1) -> [Double] {
        VectorMath.normalized((0..<dimension).map { _ in Double.random(in: -1...1, using: &generator) }).map { $0 * scale }
    }

    /// (chunk id, exact score) of the best `k`, through the SQLite scorer or through the vector file.
    static func topK(_ store: RecallStore, _ query: [Double], allowed: [Int64]?, k: Int, fast: Bool) throws -> [(Int64, Double)] {
        var scanned = allowed
        if fast {
            let file = try #require(try store.currentVectorFile(dimension: query.count))
            scanned = FastVectorSearch.candidates(query, file: file, allowed: allowed, k: k)
        }
        let matrix = try store.vectors(chunkIDs: scanned, dimension: query.count)
        let scores = VectorScorer.scores(query, matrix)
        return VectorScorer.topK(scores, k: k).map { (matrix.ids[$0], scores[$0]) }
    }

    static func expectSame(_ a: [(Int64, Double)], _ b: [(Int64, Double)]) {
        #expect(a.map(\.0) == b.map(\.0))
        #expect(a.map(\.1.bitPattern) == b.map(\.1.bitPattern))
    }

    @Test(arguments: [(1, 8, 1), (300, 16, 10), (3000, 64, 200), (1000, 512, 50)])
    func randomDataGivesTheExactTopK(rows: Int, dimension: Int, k: Int) throws {
        let folder = try TemporaryDirectory()
        var generator = SplitMix(state: UInt64(rows * 31 + dimension))
        let vectors = (0..<rows).map { _ in Self.randomUnit(dimension, &generator) }
        let store = try Self.store(vectors, in: folder)
        let all = try store.vectors(chunkIDs: nil, dimension: dimension).ids
        let everyThird = all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        for seed in 0..<5 {
            let query = Self.randomUnit(dimension, &generator)
            _ = seed
            Self.expectSame(try Self.topK(store, query, allowed: nil, k: k, fast: true), try Self.topK(store, query, allowed: nil, k: k, fast: false))
            Self.expectSame(
                try Self.topK(store, query, allowed: everyThird, k: k, fast: true),
                try Self.topK(store, query, allowed: everyThird, k: k, fast: false))
        }
    }

    /// Many chunks per stored vector (a recurring meeting's occurrences): the scan, filtered or not,
    /// still returns the exact top-K by chunk, ties included.
    @Test(arguments: [1, 10, 100])
    func sharedVectorsGiveTheExactTopK(k: Int) throws {
        let folder = try TemporaryDirectory()
        var generator = SplitMix(state: UInt64(k) &+ 41)
        let distinct = (0..<40).map { _ in Self.randomUnit(64, &generator) }
        let vectors = (0..<600).map { distinct[($0 * 7 + $0 / 40) % 40] }
        let store = try Self.store(vectors, in: folder)
        #expect(try store.currentVectorFile(dimension: 64)?.vectorCount == 40)
        let all = try store.vectors(chunkIDs: nil, dimension: 64).ids
        let someOfThem = all.enumerated().filter { $0.offset % 4 != 1 }.map(\.element)
        for _ in 0..<3 {
            let query = Self.randomUnit(64, &generator)
            for allowed in [nil, someOfThem] {
                let fast = try Self.topK(store, query, allowed: allowed, k: k, fast: true)
                Self.expectSame(fast, try Self.topK(store, query, allowed: allowed, k: k, fast: false))
                #expect(fast.count == k)
            }
        }
    }

    /// Rows that differ from the query by far less than Float32 resolves, plus exact duplicates:
    /// their Float32 scores tie, their Float64 scores do not, and the order must still be exact.
    @Test(arguments: [1e-9, 1e-7, 3e-6])
    func adversarialNearTiesKeepTheExactOrder(spread: Double) throws {
        let dimension = 128
        var generator = SplitMix(state: 7)
        let base = Self.randomUnit(dimension, &generator)
        var vectors: [[Double]] = []
        for i in 0..<600 {
            let noise = Self.randomUnit(dimension, &generator)
            let step = spread * Double(i % 97)
            vectors.append(VectorMath.normalized(zip(base, noise).map { $0 + step * $1 }))
            if i % 50 == 0 { vectors.append(vectors[vectors.count - 1]) }
        }
        for _ in 0..<400 { vectors.append(Self.randomUnit(dimension, &generator)) }
        let folder = try TemporaryDirectory()
        let store = try Self.store(vectors, in: folder)
        for k in [1, 10, 200] {
            let fast = try Self.topK(store, base, allowed: nil, k: k, fast: true)
            Self.expectSame(fast, try Self.topK(store, base, allowed: nil, k: k, fast: false))
            #expect(fast.count == k)
        }
    }

    @Test func floatErrorStaysWithinTheBound() throws {
        let folder = try TemporaryDirectory()
        var generator = SplitMix(state: 11)
        let dimension = 512
        let vectors = (0..<400).map { i in Self.randomUnit(dimension, &generator, scale: i % 7 == 0 ? 3.5 : 1) }
        let store = try Self.store(vectors, in: folder)
        let file = try #require(try store.currentVectorFile(dimension: dimension))
        #expect(abs(file.header.maxNorm - 3.5) < 1e-9)
        let query = Self.randomUnit(dimension, &generator, scale: 2)
        let floats = FastVectorSearch.floatScores(query, file: file, rows: nil)
        let bound = FastVectorSearch.errorBound(dimension: dimension, queryNorm: 2, maxNorm: file.header.maxNorm)
        for (row, vector) in vectors.enumerated() {
            #expect(abs(Double(floats[row]) - VectorMath.dot(query, vector)) <= bound)
        }
    }

    /// Every row's Int8 interval holds its exact score, and the Int8 pass alone keeps the exact top-K.
    @Test(arguments: [(16, 1.0), (512, 1.0), (512, 3.5), (64, 1e-6)])
    func int8IntervalsHoldTheExactScores(dimension: Int, scale: Double) throws {
        let folder = try TemporaryDirectory()
        var generator = SplitMix(state: UInt64(dimension) &* 977)
        // Sparse rows too: hashed vectors are mostly zeros with a few large buckets.
        let vectors = (0..<500).map { i in
            let dense = Self.randomUnit(dimension, &generator, scale: scale)
            return i % 3 == 0 ? dense.enumerated().map { $0.offset % 7 == 0 ? $0.element : 0 } : dense
        }
        let store = try Self.store(vectors, in: folder)
        let file = try #require(try store.currentVectorFile(dimension: dimension))
        for round in 0..<6 {
            // Sparse queries too: their zeros quantize exactly and tighten the bound.
            let dense = Self.randomUnit(dimension, &generator, scale: 2)
            let query = round % 2 == 0 ? dense : dense.enumerated().map { $0.offset % 9 == 1 ? $0.element : 0 }
            let (lower, upper) = QuantizedScan.intervals(.init(query, columnScales: file.columnScales), file: file, rows: nil)
            for (row, vector) in vectors.enumerated() {
                let exact = VectorMath.dot(query, vector)
                #expect(lower[row] <= exact && exact <= upper[row])
            }
            let kept = Set(QuantizedScan.candidateRows(query, file: file, rows: nil, k: 20).map { file.ids[$0] })
            let exact = try Self.topK(store, query, allowed: nil, k: 20, fast: false).map(\.0)
            #expect(Set(exact).isSubset(of: kept))
        }
    }

    /// Columns whose ranges differ tenfold, like the principal components of the static word vectors:
    /// each column's own scale gives the narrow columns their own Int8 steps.
    @Test func columnScalesFollowEachColumnsRange() throws {
        let dimension = 64
        var generator = SplitMix(state: 41)
        let ranges = (0..<dimension).map { 1 / (1 + Double($0) / 6) }
        let vectors = (0..<3000).map { _ in VectorMath.normalized(zip(Self.randomUnit(dimension, &generator), ranges).map { $0 * $1 }) }
        let folder = try TemporaryDirectory()
        let store = try Self.store(vectors, in: folder)
        let file = try #require(try store.currentVectorFile(dimension: dimension))
        #expect(file.columnScales[0] > 5 * file.columnScales[dimension - 1])
        for _ in 0..<5 {
            let query = vectors[Int.random(in: 0..<vectors.count, using: &generator)]
            let kept = QuantizedScan.candidateRows(query, file: file, rows: nil, k: 20)
            let exact = try Self.topK(store, query, allowed: nil, k: 20, fast: false).map(\.0)
            #expect(Set(exact).isSubset(of: Set(kept.map { file.ids[$0] })))
        }
    }

    /// On the built-in embedder's vectors (hashed n-grams plus dense static word vectors) of text
    /// whose scores crowd together, as in the benchmark's made-up words, the Int8 pass alone leaves
    /// few rows for the Float32 pass: 90 to 115 of these 3,000 for a top-50. With an Int8 query and
    /// one scale per row it kept 1,067 to 1,278 (measured when the Int16 query and the column
    /// scales came in).
    @Test func theInt8PassStaysSelectiveOnBuiltInVectors() throws {
        var generator = SplitMix(state: 77)
        let syllables = ["ka", "po", "ni", "te", "ru", "ma", "zo", "vi", "le", "su", "ga", "do", "fe", "hu", "wa", "ne"]
        let words = (0..<1500).map { _ in
            (0..<Int.random(in: 2...4, using: &generator)).map { _ in syllables[Int.random(in: 0..<16, using: &generator)] }.joined()
        }
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }.joined(separator: " ")
        }
        let embedder = HashedEmbedder()
        let vectors = (0..<3000).map { _ in embedder.vector(for: sentence(Int.random(in: 10...30, using: &generator))) }
        let folder = try TemporaryDirectory()
        let store = try Self.store(vectors, in: folder)
        let file = try #require(try store.currentVectorFile(dimension: embedder.dimension))
        for _ in 0..<5 {
            let query = embedder.vector(for: sentence(3))
            let kept = QuantizedScan.candidateRows(query, file: file, rows: nil, k: 50)
            #expect(kept.count < 300)
            let exact = try Self.topK(store, query, allowed: nil, k: 50, fast: false).map(\.0)
            #expect(Set(exact).isSubset(of: Set(kept.map { file.ids[$0] })))
        }
    }

    @Test func candidateIndicesKeepEverythingWithinTheMargin() {
        let scores: [Float] = [0.5, 0.9, 0.89, 0.1, 0.7, 0.88]
        #expect(FastVectorSearch.candidateIndices(scores, k: 1, margin: 0) == [1])
        #expect(FastVectorSearch.candidateIndices(scores, k: 1, margin: 0.015) == [1, 2])
        #expect(FastVectorSearch.candidateIndices(scores, k: 2, margin: 0.02) == [1, 2, 5])
        #expect(FastVectorSearch.candidateIndices(scores, k: 10, margin: 0) == [0, 1, 2, 3, 4, 5])
        #expect(FastVectorSearch.candidateIndices([], k: 3, margin: 1).isEmpty)
    }

    /// On real text (SciFact abstracts through the hashed embedder), hybrid search gives the same
    /// hits with and without the vector file.
    @Test(.enabled(if: TestPaths.sharedData != nil, "needs ../shared/data (SciFact)"))
    func realTextSearchesMatchTheSQLiteScorer() async throws {
        let scifact = try #require(TestPaths.sharedData).appendingPathComponent("ir/scifact")
        let corpus = try String(contentsOf: scifact.appendingPathComponent("corpus.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(400)
        let queries = try String(contentsOf: scifact.appendingPathComponent("queries.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(20)
        func text(_ line: Substring) throws -> String {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return ((object?["title"] as? String).map { $0 + "\n" } ?? "") + ((object?["text"] as? String) ?? "")
        }
        let embedder = HashedEmbedder()
        let vectors = try corpus.map { embedder.vector(for: try text($0)) }
        let folder = try TemporaryDirectory()
        let store = try Self.store(vectors, in: folder, perSource: 3)
        var engine = SearchEngine(store: store, embedder: embedder)
        for line in queries {
            let request = SearchRequest(text: try text(line), limit: 10, minScore: 0, ranking: .vector, groupBySource: false)
            engine.useVectorFile = true
            let fast = try await engine.search(request)
            engine.useVectorFile = false
            let exact = try await engine.search(request)
            #expect(fast == exact)
            Self.expectSame(
                try Self.topK(store, embedder.vector(for: request.text), allowed: nil, k: 200, fast: true),
                try Self.topK(store, embedder.vector(for: request.text), allowed: nil, k: 200, fast: false))
        }
    }
}
