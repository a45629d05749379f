/// How a chunk's BM25 score and cosine become one score in [0, 1].
///
/// A convex combination of normalized scores rather than reciprocal rank fusion: BM25 is divided
/// by the best BM25 score of the search, the cosine is clipped at 0, and the vector part weighs
/// ``SearchEngine/vectorWeight(for:)``. Ranks throw away how far apart two candidates are; with a
/// weak vector ranking (the hashed embedder) a rank-based fusion lets its noise move strong BM25
/// matches as much as its signal does (SciFact nDCG@10, no thresholds: RRF 0.659 against 0.700;
/// Bruch et al. 2023, "An Analysis of Fusion Functions for Hybrid Retrieval", find the same).
/// A chunk outside the vector candidates contributes no vector part, one BM25 did not match no
/// lexical part.
struct ScoreFusion: Sendable {
    let ranking: Ranking
    /// The vector part's weight (BM25's is 1).
    let vectorWeight: Double
    /// The best BM25 score among the candidates (positive; higher is better).
    let bestLexical: Double

    /// 1.0 for the best BM25 match with cosine 1 (hybrid), the best BM25 match (lexical), or
    /// cosine 1 (vector).
    func score(lexical: Double?, cosine: Double?) -> Double {
        let l = lexical.map { bestLexical > 0 ? min(max($0 / bestLexical, 0), 1) : 0 } ?? 0
        let c = min(max(cosine ?? 0, 0), 1)
        switch ranking {
        case .hybrid: return (l + vectorWeight * c) / (1 + vectorWeight)
        case .lexical: return l
        case .vector: return c
        }
    }
}
