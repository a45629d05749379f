import Foundation
import RecallCore
import RecallStore

/// The two rankings a search fuses.
extension SearchEngine {
    /// BM25's ranking with what it needs beside it: document frequencies (for the answerability
    /// gate) and the records of its chunks, fetched here so that they load while the vector side runs.
    struct LexicalSide: Sendable {
        var ranking: [(Int64, Double)] = []
        var frequencies: (total: Int, counts: [String: Int]) = (0, [:])
        var records: [Int64: ChunkRecord] = [:]
        /// The closed compounds of the question's neighbouring words (``closedCompounds(_:termFile:)``).
        var compounds: [String: [String]] = [:]
    }

    /// The best `candidatePool` chunks by exact cosine: candidates from the vector file's Int8 and
    /// Float32 copies when it is usable, rescored from the Float64 vectors in SQLite.
    func vectorRanking(_ text: String, allowed: [Int64]?) async throws -> [(Int64, Double)] {
        let queryVector = try await embedder.embedQuery(text)
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
        defer { PhaseTrace.mark("rescore") }
        return VectorScorer.topK(scores, k: candidatePool).map { (matrix.ids[$0], scores[$0]) }
    }

    /// BM25 over the query's terms and the closed compounds of `compoundWords`' neighbours, leaving out
    /// terms in at least half the chunks (FTS5 weighs them at its IDF floor), from the term file when it
    /// is current. Without `ranks` (a vector ranking) only the compounds are looked up.
    func lexicalSide(
        _ query: FullTextQuery, alternatives: [String: [String]] = [:], compoundWords: [String] = [],
        allowed: [Int64]?, ranks: Bool = true
    ) throws -> LexicalSide {
        var side = LexicalSide()
        guard ranks || compoundWords.count > 1 else { return side }
        let termFile = useTermFile ? try store.currentTermFile() : nil
        PhaseTrace.mark("open-term-file (\(termFile == nil ? "none" : "current"))")
        side.compounds = try closedCompounds(compoundWords, termFile: termFile)
        guard ranks else { return side }
        let standIns = alternatives.merging(side.compounds) { $0 + $1 }
        let own = query.terms
        let query = query.adding(own.flatMap { standIns[$0] ?? [] })
        side.frequencies = try store.termDocumentCounts(query.terms, cap: TermCoverage.countCap, termFile: termFile)
        // Ubiquity is judged among the question's own terms (in a tiny index every word is everywhere);
        // a stand-in joins only when some chunk has it and not half of them do.
        let (counts, total) = (side.frequencies.counts, side.frequencies.total)
        let ownKept = own.filter { 2 * (counts[$0] ?? 0) < total }
        let kept = ownKept.isEmpty ? own : ownKept
        let standInTerms = query.terms.filter {
            !own.contains($0) && (counts[$0] ?? 0) > 0 && 2 * (counts[$0] ?? 0) < total
        }
        let matched = Set(kept + standInTerms)
        // A term's stand-ins share its slot: a chunk scores the term or its best stand-in, not both.
        let slots = own.map { term in ([term] + (standIns[term] ?? [])).filter(matched.contains) }
        side.ranking = try store.fullTextMatches(
            slots: slots.filter { !$0.isEmpty }, chunkIDs: allowed, limit: candidatePool, termFile: termFile)
        PhaseTrace.mark("bm25 (\(side.ranking.count))")
        for record in try store.chunkRecords(side.ranking.map(\.0).sorted()) { side.records[record.chunkID] = record }
        PhaseTrace.mark("bm25 chunk-records (\(side.records.count))")
        return side
    }

    /// Two neighbouring words whose closed compound the index holds ("kick off" → "kickoff", "sign
    /// off" → "signoff", "walk through" → "walkthrough"): the compound stands for both words, as an
    /// equivalent, in BM25 and as evidence.
    func closedCompounds(_ words: [String], termFile: TermFile?) throws -> [String: [String]] {
        let pairs = zip(words, words.dropFirst()).filter { $0.allSatisfy(\.isLetter) && $1.allSatisfy(\.isLetter) }
        guard !pairs.isEmpty else { return [:] }
        let joined = pairs.map { $0 + $1 }
        let counts = try store.termDocumentCounts(joined, cap: 1, termFile: termFile).counts
        var result: [String: [String]] = [:]
        for ((first, second), compound) in zip(pairs, joined) where (counts[compound] ?? 0) > 0 {
            result[first, default: []].append(compound)
            result[second, default: []].append(compound)
        }
        return result
    }
}
