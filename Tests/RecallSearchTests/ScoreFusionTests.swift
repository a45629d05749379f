@testable import RecallSearch
import Testing

/// BM25 and cosine become one score in [0, 1] by a weighted sum of normalized scores.
struct ScoreFusionTests {
    static let hybrid = ScoreFusion(ranking: .hybrid, vectorWeight: 0.3, bestLexical: 10)

    @Test(arguments: [
        (10.0 as Double?, 1.0 as Double?, 1.0),  // best BM25 match, identical vector
        (10.0, nil, 1 / 1.3),  // best BM25 match outside the vector candidates
        (5.0, 0.5, (0.5 + 0.15) / 1.3),
        (nil, 0.6, 0.18 / 1.3),  // vector candidate BM25 did not match
        (nil, -0.2, 0.0),  // negative cosines count as 0
    ])
    func hybridScores(lexical: Double?, cosine: Double?, expected: Double) {
        #expect(abs(Self.hybrid.score(lexical: lexical, cosine: cosine) - expected) < 1e-12)
    }

    @Test func distancesCountNotJustRanks() {
        // Two BM25 matches far apart keep their distance whatever the weak vector ranking says:
        // a strong match with an unremarkable cosine beats a weak one that is first by vector.
        let strong = Self.hybrid.score(lexical: 10, cosine: 0.2)
        let weak = Self.hybrid.score(lexical: 3, cosine: 0.6)
        #expect(strong > weak)
    }

    @Test(arguments: [Ranking.lexical, .vector])
    func singleRankingsUseTheirOwnScore(ranking: Ranking) {
        let fusion = ScoreFusion(ranking: ranking, vectorWeight: 0.3, bestLexical: 8)
        let expected = ranking == .lexical ? 0.5 : 0.4
        #expect(abs(fusion.score(lexical: 4, cosine: 0.4) - expected) < 1e-12)
    }

    @Test func noLexicalScoresLeaveTheVectorPart() {
        let fusion = ScoreFusion(ranking: .hybrid, vectorWeight: 1, bestLexical: 0)
        #expect(fusion.score(lexical: nil, cosine: 0.5) == 0.25)
    }

    /// `--fusion rrf`: only ranks count, first in both is 1.0, and the hashed weight 0.3 applies
    /// to the vector rank.
    static let scale: Double = 1.3 / 61
    static let rrfCases: [(lexicalRank: Int?, vectorRank: Int?, expected: Double)] = [
        (1, 1, 1.0),
        (1, nil, (1.0 / 61) / scale),
        (nil, 1, (0.3 / 61) / scale),
        (3, 10, (1.0 / 63 + 0.3 / 70) / scale),
        (nil, nil, 0.0),
    ]

    @Test(arguments: rrfCases)
    func reciprocalRankFusion(lexicalRank: Int?, vectorRank: Int?, expected: Double) {
        let fusion = ScoreFusion(ranking: .hybrid, vectorWeight: 0.3, bestLexical: 10, method: .rrf)
        let score = fusion.score(lexical: 10, cosine: 0.9, lexicalRank: lexicalRank, vectorRank: vectorRank)
        #expect(abs(score - expected) < 1e-12)
    }

    @Test func rrfIgnoresHowFarApartScoresAre() {
        // The weighted sum keeps BM25's distance; RRF sees only that 2 follows 1.
        let rrf = ScoreFusion(ranking: .lexical, vectorWeight: 0.3, bestLexical: 10, method: .rrf)
        #expect(abs(rrf.score(lexical: 10, cosine: nil, lexicalRank: 1) - 1) < 1e-12)
        #expect(abs(rrf.score(lexical: 0.1, cosine: nil, lexicalRank: 2) - 61.0 / 62) < 1e-12)
    }
}
