import Foundation
import RecallCore
import RecallStore

/// Filters first, then scores the surviving chunks by vector similarity and BM25, fuses the two
/// rankings with reciprocal rank fusion, and groups by source.
public struct SearchEngine: Sendable {
    public var store: RecallStore
    public var embedder: any Embedder
    /// How many candidates each ranking contributes before fusion.
    public var candidatePool = 200
    /// Pick vector candidates from the memory-mapped Float32 ``VectorFile`` (rebuilt when stale)
    /// and rescore them exactly from SQLite; false scores every allowed chunk from SQLite.
    /// Both give the same ranking (see ``FastVectorSearch``).
    public var useVectorFile = true

    public init(store: RecallStore, embedder: any Embedder) {
        self.store = store
        self.embedder = embedder
    }

    /// The vector ranking's weight in the fusion (BM25's is 1). The hashed embedder's 512
    /// buckets collide heavily, so its ranking is the weaker one (SciFact nDCG@10: 0.47 against
    /// BM25's 0.70) and it counts 0.3; a model embedder counts as much as BM25.
    public static func vectorWeight(for fingerprint: EmbedderFingerprint) -> Double {
        fingerprint.provider == "hashed" ? 0.3 : 1
    }

    /// Ranked results, best first; empty when nothing passes the thresholds.
    public func search(_ request: SearchRequest) async throws -> [SearchHit] {
        PhaseTrace.mark("search-start")
        let allowed = try store.chunkIDs(matching: request.filter)
        PhaseTrace.mark("filter-ids (\(allowed?.count ?? -1))")
        if let allowed, allowed.isEmpty { return [] }
        let query = FullTextQuery(request.text)
        if request.text.trimmed.isEmpty || query.terms.isEmpty {
            guard allowed != nil else { return [] }
            return try browse(allowed ?? [], request: request)
        }
        var vector: [(Int64, Double)] = []
        if request.ranking != .lexical {
            let queryVector = try await embedder.embedQuery(request.text)
            PhaseTrace.mark("embed-query")
            var scanned = allowed
            if useVectorFile, let file = try store.currentVectorFile(dimension: queryVector.count) {
                PhaseTrace.mark("open-vector-file")
                scanned = FastVectorSearch.candidates(queryVector, file: file, allowed: allowed, k: candidatePool)
                PhaseTrace.mark("scan (\(scanned?.count ?? -1) candidates)")
            }
            let matrix = try store.vectors(chunkIDs: scanned, dimension: queryVector.count)
            PhaseTrace.mark("fetch-float64 (\(matrix.count))")
            let scores = VectorScorer.scores(queryVector, matrix)
            vector = VectorScorer.topK(scores, k: candidatePool).map { (matrix.ids[$0], scores[$0]) }
            PhaseTrace.mark("rescore")
        }
        var lexical: [(Int64, Double)] = []
        if request.ranking != .vector {
            lexical = try store.fullTextMatches(query.expression, chunkIDs: allowed, limit: candidatePool)
            PhaseTrace.mark("bm25 (\(lexical.count))")
        }
        let weight = Self.vectorWeight(for: try await embedder.fingerprint)
        let fused = try fuse(vector: vector, lexical: lexical, query: query, request: request, vectorWeight: weight)
        PhaseTrace.mark("fuse")
        defer { PhaseTrace.mark("group") }
        return group(fused, request: request)
    }

    /// Reciprocal rank fusion over both rankings, keeping chunks that pass the thresholds.
    func fuse(
        vector: [(Int64, Double)], lexical: [(Int64, Double)], query: FullTextQuery, request: SearchRequest, vectorWeight vw: Double
    ) throws -> [ScoredChunk] {
        var entries: [Int64: (v: (Int, Double)?, l: (Int, Double)?)] = [:]
        for (rank, item) in vector.enumerated() { entries[item.0, default: (nil, nil)].v = (rank + 1, item.1) }
        for (rank, item) in lexical.enumerated() { entries[item.0, default: (nil, nil)].l = (rank + 1, item.1) }
        let records = try store.chunkRecords(entries.keys.sorted())
        PhaseTrace.mark("chunk-records (\(records.count))")
        // Term frequencies only matter for lexical matches: a vector-only search skips the lookups.
        let frequencies = lexical.isEmpty ? (total: 0, counts: [:]) : try store.termDocumentCounts(query.terms)
        PhaseTrace.mark("term-counts")
        let coverage = TermCoverage(terms: query.terms, total: frequencies.total, counts: frequencies.counts)
        let k = SearchRequest.rrfK
        let scale = request.ranking == .hybrid ? (1 + vw) / (k + 1) : 1 / (k + 1)
        var result: [ScoredChunk] = []
        for record in records {
            guard let entry = entries[record.chunkID] else { continue }
            let passesVector = (entry.v?.1 ?? -1) >= request.minScore
            let passesLexical = entry.l != nil && coverage.fraction(in: record.title + " " + record.text) >= request.requiredCoverage
            guard passesVector || passesLexical else { continue }
            var score = 0.0
            if let v = entry.v, request.ranking != .lexical { score += (request.ranking == .hybrid ? vw : 1) / (k + Double(v.0)) }
            if let l = entry.l, request.ranking != .vector { score += 1 / (k + Double(l.0)) }
            score = score / scale * penalty(record, request)
            result.append(ScoredChunk(
                record: record, score: score, vectorRank: entry.v?.0, vectorScore: entry.v?.1,
                lexicalRank: entry.l?.0, lexicalScore: entry.l?.1))
        }
        return result
    }

    /// Cancelled meetings and broadcasts rank below real conversations when asked to.
    func penalty(_ record: ChunkRecord, _ request: SearchRequest) -> Double {
        guard request.preferConversations else { return 1 }
        if record.cancelled { return 0.3 }
        if record.audience > SearchRequest.largeAudience { return 0.6 }
        return 1
    }

    /// Everything the filter admits, the most substantial (and then most recent) first.
    func browse(_ ids: [Int64], request: SearchRequest) throws -> [SearchHit] {
        let records = try store.chunkRecords(ids)
        var substance: [SourceID: Double] = [:]
        for record in records where record.field != .title && record.field != .attendees {
            substance[record.sourceID, default: 0] += Double(TextNormalizer.wordCount(record.text))
        }
        let maxSubstance = max(substance.values.max() ?? 1, 1)
        let chunks = records.map { record in
            // With a people filter, the person's own card leads: it says who they are.
            if record.kind == .person, !request.filter.people.isEmpty { return ScoredChunk(record: record, score: 1) }
            let own = Double(TextNormalizer.wordCount(record.text)) / maxSubstance
            let total = (substance[record.sourceID] ?? 0) / maxSubstance
            let score = (0.5 + 0.4 * total + 0.1 * min(own, 1)) * 0.99 * penalty(record, request)
            return ScoredChunk(record: record, score: score)
        }
        return group(chunks, request: request)
    }

    /// One hit per source (best chunk first) or per chunk; best first (or newest first when asked),
    /// ties broken by recency.
    func group(_ chunks: [ScoredChunk], request: SearchRequest) -> [SearchHit] {
        var hits: [SearchHit] = []
        if request.groupBySource {
            var bySource: [SourceID: [ScoredChunk]] = [:]
            for chunk in chunks { bySource[chunk.record.sourceID, default: []].append(chunk) }
            hits = bySource.values.map { makeHit($0.sorted(by: Self.better)) }
        } else {
            hits = chunks.map { makeHit([$0]) }
        }
        if !request.preferredFields.isEmpty {
            hits = hits.map { hit in
                // A source whose matched chunks include the field asked about counts that chunk at
                // least half its best score: "what did we decide" favours meetings with outcomes.
                let cued = hit.chunks.filter { request.preferredFields.contains($0.record.field) }.map(\.score).max()
                var hit = hit
                hit.score = cued.map { max(hit.score * SearchRequest.otherFieldFactor, min(1, $0 * 2)) } ?? hit.score * SearchRequest.otherFieldFactor
                return hit
            }
        }
        hits.sort { a, b in
            let at = a.best.record.timestamp ?? -.infinity
            let bt = b.best.record.timestamp ?? -.infinity
            if request.newestFirst, at != bt { return at > bt }
            if a.score != b.score { return a.score > b.score }
            if at != bt { return at > bt }
            return (a.sourceID, a.best.record.ordinal) < (b.sourceID, b.best.record.ordinal)
        }
        if request.oldestFirst, let best = hits.first?.score {
            let strong = hits.prefix { $0.score >= best * SearchRequest.strongFraction }
            let ordered = strong.sorted { ($0.best.record.timestamp ?? .infinity) < ($1.best.record.timestamp ?? .infinity) }
            hits = ordered + hits.dropFirst(strong.count)
        }
        return Array(hits.prefix(request.limit))
    }

    static func better(_ a: ScoredChunk, _ b: ScoredChunk) -> Bool {
        a.score != b.score ? a.score > b.score : a.record.ordinal < b.record.ordinal
    }

    private func makeHit(_ chunks: [ScoredChunk]) -> SearchHit {
        let best = chunks[0].record  // callers never pass an empty group
        return SearchHit(
            sourceID: best.sourceID, kind: best.kind, title: best.title, date: best.date, people: best.people,
            origin: best.origin, score: chunks[0].score, chunks: chunks)
    }
}

/// The share of a query's weight present in a text (prefix-stemmed, so "budgets" matches
/// "budget"). Each term weighs its BM25 IDF, `ln(1 + (N − df + 0.5) / (df + 0.5))`, so missing
/// a rare word ("kubernetes") costs far more than missing a common one ("meeting").
struct TermCoverage {
    let terms: [String]
    let weights: [Double]

    /// IDF weights from document frequencies over `total` chunks.
    init(terms: [String], total: Int, counts: [String: Int]) {
        self.terms = terms
        weights = terms.map { term in
            let df = Double(counts[term] ?? 0)
            return log(1 + (Double(total) - df + 0.5) / (df + 0.5))
        }
    }

    func fraction(in text: String) -> Double {
        let all = weights.reduce(0, +)
        guard all > 0 else { return 0 }
        let stems = Set(TextNormalizer.words(text).map(Self.stem))
        let present = zip(terms, weights).filter { stems.contains(Self.stem($0.0)) }.map(\.1).reduce(0, +)
        return present / all
    }

    static func stem(_ word: String) -> String { String(word.prefix(5)) }
}
