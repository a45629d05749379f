import Foundation
import RecallCore
import RecallSearch
import RecallStore
import Testing

@Suite struct VectorScorerTests {
    /// A deterministic generator so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func randomMatrix(rows: Int, dimension: Int, seed: UInt64) -> VectorMatrix {
        var generator = SplitMix(state: seed)
        var values: [Double] = []
        for _ in 0..<rows {
            values += VectorMath.normalized((0..<dimension).map { _ in Double.random(in: -1...1, using: &generator) })
        }
        return VectorMatrix(ids: (0..<rows).map(Int64.init), values: values, dimension: dimension)
    }

    @Test(arguments: [(1, 1), (10, 3), (1000, 10), (5000, 50)])
    func blasScoresMatchPlainDotProducts(rows: Int, k: Int) {
        let matrix = Self.randomMatrix(rows: rows, dimension: 64, seed: UInt64(rows))
        let query = Array(Self.randomMatrix(rows: 1, dimension: 64, seed: 99).values)
        let scores = VectorScorer.scores(query, matrix)
        for row in 0..<rows {
            let plain = VectorMath.dot(query, Array(matrix.values[(row * 64)..<((row + 1) * 64)]))
            #expect(abs(scores[row] - plain) < 1e-12)
        }
        let expected = scores.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }.prefix(k)
        #expect(VectorScorer.topK(scores, k: k) == Array(expected))
    }

    @Test func topKRespectsMinimumAndTies() {
        let scores = [0.5, 0.9, 0.5, 0.1, 0.9]
        #expect(VectorScorer.topK(scores, k: 3) == [1, 4, 0])
        #expect(VectorScorer.topK(scores, k: 10, minimum: 0.5) == [1, 4, 0, 2])
        #expect(VectorScorer.topK(scores, k: 0).isEmpty)
    }

    @Test(arguments: [
        ("budget \"review", "\"budget\" OR \"review\""),
        ("NEAR(a b) * - : ' OR AND", "\"near\""),
        ("what did I discuss with", ""),
        ("pricing-page v2", "\"pricing\" OR \"page\" OR \"v2\""),
    ])
    func fullTextQueriesAreSanitized(input: String, expected: String) {
        #expect(FullTextQuery(input).expression == expected)
    }
}
