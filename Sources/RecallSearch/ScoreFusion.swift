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
    /// Weighted sum of normalized scores (default), or reciprocal rank fusion.
    var method: Fusion = .weighted

    /// 1.0 for the best BM25 match with cosine 1 (hybrid), the best BM25 match (lexical), or
    /// cosine 1 (vector); with ``Fusion/rrf``, 1.0 is first in every ranking used.
    func score(lexical: Double?, cosine: Double?, lexicalRank: Int? = nil, vectorRank: Int? = nil) -> Double {
        if method == .rrf { return reciprocalRank(lexical: lexicalRank, vector: vectorRank) }
        let l = lexical.map { bestLexical > 0 ? min(max($0 / bestLexical, 0), 1) : 0 } ?? 0
        let c = min(max(cosine ?? 0, 0), 1)
        switch ranking {
        case .hybrid: return (l + vectorWeight * c) / (1 + vectorWeight)
        case .lexical: return l
        case .vector: return c
        }
    }

    /// `1/(k + rank_bm25) + w/(k + rank_vector)` with k = ``Fusion/rrfK``, scaled so that first in
    /// both is 1.0; a ranking that did not retrieve the chunk adds nothing.
    func reciprocalRank(lexical: Int?, vector: Int?) -> Double {
        let k = Fusion.rrfK
        let l = ranking == .vector ? 0 : lexical.map { 1 / (k + Double($0)) } ?? 0
        let v = ranking == .lexical ? 0 : vector.map { 1 / (k + Double($0)) } ?? 0
        switch ranking {
        case .hybrid: return (l + vectorWeight * v) / ((1 + vectorWeight) / (k + 1))
        case .lexical: return l * (k + 1)
        case .vector: return v * (k + 1)
        }
    }
}

/// How the BM25 and vector rankings are combined.
public enum Fusion: String, Sendable, CaseIterable {
    /// BM25 divided by the search's best BM25, plus the weighted cosine (``ScoreFusion``).
    case weighted
    /// Reciprocal rank fusion: only the two ranks count.
    case rrf

    /// RRF's rank offset (Cormack et al. 2009).
    public static let rrfK = 60.0
}
