import Foundation
import RecallCore
import RecallStore

/// Filters first, then scores the surviving chunks by vector similarity and BM25, fuses the two
/// rankings (``ScoreFusion``: a weighted sum of normalized scores, or reciprocal rank fusion), and
/// groups by source.
public struct SearchEngine: Sendable {
    public var store: RecallStore
    public var embedder: any Embedder
    /// How many candidates each ranking contributes before fusion.
    public var candidatePool = 200
    /// Pick vector candidates from the memory-mapped Float32 ``VectorFile`` (rebuilt when stale)
    /// and rescore them exactly from SQLite; false scores every allowed chunk from SQLite.
    /// Both give the same ranking (see ``FastVectorSearch``).
    public var useVectorFile = true
    /// Whether BM25 may come from the derived term file (``RecallStore/currentTermFile()``); the
    /// scores are FTS5's either way.
    public var useTermFile = true

    public init(store: RecallStore, embedder: any Embedder) {
        self.store = store
        self.embedder = embedder
    }

    /// The vector ranking's weight in the fusion (BM25's is 1). The built-in embedder's ranking is
    /// the weaker one (SciFact nDCG@10: 0.50 against BM25's 0.70; its 512 hashed buckets collide
    /// heavily) and counts 0.3; a model embedder counts as much as BM25.
    public static func vectorWeight(for fingerprint: EmbedderFingerprint) -> Double {
        cosinesMeasureWords(fingerprint) ? 0.3 : 1
    }

    /// Whether the embedder's cosines stay close to word overlap: the built-in embedder's do (its
    /// hashed half matches words, its static half their near neighbours), a model's do not. It sets
    /// the vector weight, the cosine gate and whether a cosine may answer a short question on one of
    /// its words. These rules were tuned on hashed vectors alone and kept with the static half, which
    /// lost no no-answer question on the eight question sets.
    static func cosinesMeasureWords(_ fingerprint: EmbedderFingerprint) -> Bool {
        fingerprint.provider == "hashed"
    }

    /// The cosine that answers a question on its own: `minScore`, but at least
    /// ``hashedHybridCosineGate`` for the hashed embedder in a hybrid ranking. Its cosines measure
    /// the word overlap BM25 already judges, plus hash collisions and shared character n-grams: a
    /// three-word question reaches 0.32 against a short chunk sharing only "planning". Misspellings,
    /// which the n-grams do catch, count in the lexical coverage instead (``TermCoverage``).
    public static func cosineGate(for request: SearchRequest, fingerprint: EmbedderFingerprint) -> Double {
        request.ranking == .hybrid && cosinesMeasureWords(fingerprint)
            ? max(request.minScore, hashedHybridCosineGate) : request.minScore
    }

    /// See ``cosineGate(for:fingerprint:)``; fitted with the coverage shares (``SearchRequest/lexicalCoverage``).
    public static let hashedHybridCosineGate = 0.45

    /// Ranked results, best first; empty when nothing passes the thresholds.
    public func search(_ request: SearchRequest) async throws -> [SearchHit] {
        try await searchExplained(request).hits
    }

    /// Ranked results and the answerability gate's evidence; the evidence is nil when the gate did
    /// not run (nothing passed the filters, or no topical words: everything the filters admit).
    public func searchExplained(_ request: SearchRequest) async throws -> (
        hits: [SearchHit], answerability: Answerability?
    ) {
        PhaseTrace.mark("search-start")
        // A filter without people is read from the vector file's facet words when the file is current.
        let file =
            useVectorFile && !request.filter.isEmpty && request.filter.people.isEmpty
            ? try store.fingerprint().flatMap { try store.currentVectorFile(dimension: $0.dimension) } : nil
        var allowed = try store.chunkIDs(matching: request.filter, vectorFile: file)
        var request = request
        let notesAllowed = request.filter.kinds.isEmpty || request.filter.kinds.contains(.note)
        if !request.peopleMentions.isEmpty, request.peopleMentions.count == request.filter.people.count,
            !request.filter.participantsOnly || notesAllowed
        {
            (allowed, request.mentionOnlySources) = try widenedByMentions(request, involved: allowed)
        } else if request.filter.people.isEmpty, let admitted = allowed {
            allowed = Array(Set(admitted + (try undatedNotesStatingDays(request)))).sorted()
        }
        PhaseTrace.mark("filter-ids (\(allowed?.count ?? -1)\(file == nil ? "" : ", vector file"))")
        if let allowed, allowed.isEmpty { return ([], nil) }
        let query = FullTextQuery(request.text)
        if request.text.trimmed.isEmpty || query.terms.isEmpty {
            guard allowed != nil else { return ([], nil) }
            return (try browse(allowed ?? [], request: request), nil)
        }
        // A narrow filter (a person, a week) ranks every chunk it admits: a weekly 1:1's hundred
        // occurrences tie on BM25, and a pool of 200 would keep only some of them.
        var engine = self
        if let allowed, allowed.count <= Self.wholeFilterLimit {
            engine.candidatePool = max(candidatePool, allowed.count)
        }
        return try await engine.rankExplained(request, query: query, allowed: allowed)
    }

    /// How many chunks naming a person a search looks at.
    static let mentionLimit = 5000

    /// Filters admitting at most this many chunks are ranked whole (see ``searchExplained(_:)``).
    public static let wholeFilterLimit = 2000

    private func rankExplained(
        _ request: SearchRequest, query: FullTextQuery, allowed: [Int64]?
    ) async throws -> (hits: [SearchHit], answerability: Answerability?) {
        // The lexical side (BM25 and its chunks' records) runs beside the vector side: one waits
        // mostly on the mapped vector file, the other on SQLite, and each has a core.
        // Closed compounds are a fact of the index's spelling, looked up with or without understanding.
        let words = request.compoundWords.isEmpty ? TextNormalizer.words(request.text) : request.compoundWords
        async let lexicalSide = lexicalSide(
            query, alternatives: request.alternatives, compoundWords: words, allowed: allowed,
            ranks: request.ranking != .vector)
        let vector = request.ranking == .lexical ? [] : try await vectorRanking(request.text, allowed: allowed)
        let lexical = try await lexicalSide
        let fingerprint = try await embedder.fingerprint
        let counts = lexical.frequencies.counts.mapValues { min($0, TermCoverage.countCap) }
        let coverage = TermCoverage(
            terms: query.terms, total: lexical.frequencies.total, counts: counts,
            alternatives: request.alternatives.merging(lexical.compounds) { $0 + $1 })
        let fused = try fuse(
            vector: vector, lexical: lexical.ranking, coverage: coverage, request: request,
            vectorWeight: Self.vectorWeight(for: fingerprint),
            cosineGate: Self.cosineGate(for: request, fingerprint: fingerprint), prefetched: lexical.records)
        PhaseTrace.mark("fuse")
        defer { PhaseTrace.mark("group") }
        return (group(fused.chunks, request: request), fused.answerability)
    }

    /// Fuses both rankings (``ScoreFusion``). The thresholds are an answerability gate: the question
    /// has an answer when some chunk has a cosine of at least `cosineGate`, or carries
    /// ``SearchRequest/requiredCoverage(termCount:)`` of the query's IDF weight (``TermCoverage``; a
    /// chunk only the vectors retrieved counts only its misspellings of the query's words). Without
    /// one the search is empty; with one, every chunk either ranking retrieved is ranked by its fused score.
    func fuse(
        vector: [(Int64, Double)], lexical: [(Int64, Double)], coverage: TermCoverage, request: SearchRequest,
        vectorWeight vw: Double, cosineGate: Double,
        prefetched: [Int64: ChunkRecord] = [:]
    ) throws -> (chunks: [ScoredChunk], answerability: Answerability) {
        var entries: [Int64: (v: (Int, Double)?, l: (Int, Double)?)] = [:]
        for (rank, item) in vector.enumerated() { entries[item.0, default: (nil, nil)].v = (rank + 1, item.1) }
        for (rank, item) in lexical.enumerated() { entries[item.0, default: (nil, nil)].l = (rank + 1, item.1) }
        let ids = entries.keys.sorted()
        var byID = prefetched
        for record in try store.chunkRecords(ids.filter { prefetched[$0] == nil }) { byID[record.chunkID] = record }
        let records = ids.compactMap { byID[$0] }
        PhaseTrace.mark("chunk-records (\(records.count))")
        let fusion = ScoreFusion(
            ranking: request.ranking, vectorWeight: vw, bestLexical: lexical.map(\.1).max() ?? 0, method: request.fusion
        )
        let gateVector = vector.filter { byID[$0.0].map { Self.isEvidence($0, request) } ?? false }
        var gate = Answerability(
            bestCosine: gateVector.map(\.1).max(),
            minScore: cosineGate, bestCoverage: nil,
            requiredCoverage: request.requiredCoverage(termCount: coverage.terms.count),
        )
        var result: [ScoredChunk] = []
        let weighsCoverage = request.isParsedTopic && coverage.terms.count > 1
        for record in records {
            guard let entry = entries[record.chunkID] else { continue }
            let text = record.title + " " + record.text
            var matchedShare: Double?
            // Once answered, the remaining chunks need no coverage: the gate only asks whether one passes.
            if request.ranking != .vector, !gate.isAnswered || request.measuresFully, Self.isEvidence(record, request) {
                let share = coverage.fraction(in: text, matched: entry.l != nil)
                if entry.l != nil { matchedShare = share }
                gate.bestCoverage = max(gate.bestCoverage ?? 0, share)
            }
            var score =
                fusion.score(lexical: entry.l?.1, cosine: entry.v?.1, lexicalRank: entry.l?.0, vectorRank: entry.v?.0)
                * penalty(record, request)
            if weighsCoverage, entry.l != nil {
                let weight = SearchRequest.coverageWeight
                score *= 1 - weight + weight * (matchedShare ?? coverage.fraction(in: text))
            }
            if record.kind == .note, !request.filter.people.isEmpty, Self.titleNames(record, request) {
                score += SearchRequest.personNoteBonus * (1 - score)
            }
            result.append(
                ScoredChunk(
                    record: record, score: score, vectorRank: entry.v?.0, vectorScore: entry.v?.1,
                    lexicalRank: entry.l?.0, lexicalScore: entry.l?.1))
        }
        return (gate.isAnswered ? result : [], gate)
    }

    /// Whether a chunk may show that the question has an answer: a person's card only when the policy
    /// lets cards count, and only a chunk that mentions one word of every required group.
    static func isEvidence(_ record: ChunkRecord, _ request: SearchRequest) -> Bool {
        if record.kind == .person, !request.evidence.cardsAreEvidence || request.preferConversations { return false }
        return mentionsRequired(record, request)
    }

    /// Whether a chunk mentions one word of every group of ``EvidencePolicy/requiredMentions``.
    static func mentionsRequired(_ record: ChunkRecord, _ request: SearchRequest) -> Bool {
        guard !request.evidence.requiredMentions.isEmpty else { return true }
        let text = record.title + " " + record.text + " " + record.people.joined(separator: " ")
        return request.evidence.requiredMentions.allSatisfy { TermCoverage.mentions(text, anyOf: $0) }
    }

    /// Whether `source` is the card of a person the request filters on.
    static func isOwnCard(_ source: SourceID, _ request: SearchRequest) -> Bool {
        request.filter.people.contains { $0.ids.contains { "person:" + $0 == source.rawValue } }
    }

    /// How near a browsed source is to the day a rough window is around (``SearchRequest/nearDay``):
    /// 1 on the day, a half a week away, a third two weeks away, so "what was I doing this
    /// time last year" shows that day's meetings before the month's longest notes. 1 without one.
    func nearness(_ record: ChunkRecord, _ request: SearchRequest) -> Double {
        guard let near = request.nearDay, let day = record.day else { return 1 }
        return 1 / (1 + Double(abs(day.dayNumber - near.dayNumber)) / 7)
    }

    /// Cancelled meetings and broadcasts rank below real conversations when asked to. With people
    /// filtered, a source about fewer people says more about them (``SearchRequest/focus``). Each soft
    /// preference the chunk misses multiplies its score by ``Preferences/factor``.
    func penalty(_ record: ChunkRecord, _ request: SearchRequest) -> Double {
        var focus =
            request.filter.people.isEmpty
            ? 1 : 1 - request.focus + request.focus / Double(max(record.people.count, 1))
        focus *= Self.preferenceFactor(record, request.preferences)
        // A source titled with their name is about them, not a passing mention.
        if request.mentionOnlySources.contains(record.sourceID), !Self.titleNames(record, request) {
            focus *= SearchRequest.mentionFactor
        }
        // Within a window, an undated note is there only for a day its text states (``monthWords``).
        if record.day == nil, record.kind == .note, request.filter.from != nil {
            focus *= SearchRequest.statedDayFactor
        }
        guard request.preferConversations else { return focus }
        if record.cancelled { return 0.3 * focus }
        if record.audience > SearchRequest.largeAudience { return 0.6 * focus }
        return focus
    }

    /// The product of ``Preferences/factor`` over the preferences `record` misses.
    static func preferenceFactor(_ record: ChunkRecord, _ preferences: Preferences) -> Double {
        guard !preferences.isEmpty else { return 1 }
        var factor = 1.0
        if preferences.hasWindow {
            let inside =
                record.day.map { day in
                    (preferences.from.map { day >= $0 } ?? true) && (preferences.to.map { day < $0 } ?? true)
                } ?? false
            if !inside { factor *= preferences.factor }
        }
        if !preferences.kinds.isEmpty, !preferences.kinds.contains(record.kind) { factor *= preferences.factor }
        if !preferences.people.isEmpty {
            let names = Set(record.people.map(TextNormalizer.normalize))
            let text = TextNormalizer.normalize(record.title + " " + record.text)
            let involved = preferences.people.contains { identity in
                identity.names.contains { names.contains($0) || text.contains($0) }
            }
            if !involved { factor *= preferences.factor }
        }
        return factor
    }

    /// Everything the filter admits, the most substantial (and then most recent) first; with people
    /// named, the sources involving the fewest people first.
    func browse(_ ids: [Int64], request: SearchRequest) throws -> [SearchHit] {
        let records = try store.chunkRecords(ids).filter { Self.mentionsRequired($0, request) }
        var substance: [SourceID: Double] = [:]
        for record in records where record.field != .title && record.field != .attendees {
            substance[record.sourceID, default: 0] += Double(TextNormalizer.wordCount(record.text))
        }
        let maxSubstance = max(substance.values.max() ?? 1, 1)
        let chunks = records.map { record in
            // With a people filter, the person's own card leads: it says who they are. Another's card that
            // names them is a source like any other.
            if Self.isOwnCard(record.sourceID, request) { return ScoredChunk(record: record, score: 1) }
            let own = Double(TextNormalizer.wordCount(record.text)) / maxSubstance
            let total = (substance[record.sourceID] ?? 0) / maxSubstance
            // With people named, a source about fewer people says more about them: a call with Keisha
            // about her training before an all-hands she sat in. Focus then takes most of substance's weight.
            // A source titled with their name is about them, however many others it involves.
            let about = Self.titleNames(record, request) ? 1 : 1 / Double(max(record.people.count, 1))
            let focus = request.filter.people.isEmpty ? nil : about
            let fit = focus.map { 0.15 * total + 0.25 * $0 } ?? 0.4 * total
            let score = (0.5 + fit + 0.1 * min(own, 1)) * 0.99 * penalty(record, request) * nearness(record, request)
            return ScoredChunk(record: record, score: score)
        }
        return group(chunks, request: request)
    }
}
