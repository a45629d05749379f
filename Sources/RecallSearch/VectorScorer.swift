import CBLAS
import Foundation
import RecallCore
import RecallStore

/// Exact cosine scoring of unit vectors with OpenBLAS (`cblas_ddot` per row, one BLAS thread).
///
/// Measured here: per-row `cblas_ddot` beat `cblas_dgemv`, and a second OpenBLAS thread never
/// helped a single query, so the scorer pins OpenBLAS to one thread.
public enum VectorScorer {
    /// Dot products of `query` with every row of `matrix` (cosine, as both sides are unit vectors).
    public static func scores(_ query: [Double], _ matrix: VectorMatrix) -> [Double] {
        BLASThreads.useCallingThread()
        precondition(query.count == matrix.dimension, "query and index dimensions differ")
        let n = Int32(matrix.dimension)
        var result = [Double](repeating: 0, count: matrix.count)
        query.withUnsafeBufferPointer { q in
            matrix.values.withUnsafeBufferPointer { values in
                // Both buffers are non-empty whenever count > 0; the loop does not run otherwise.
                guard let qBase = q.baseAddress, let base = values.baseAddress else { return }
                for row in 0..<matrix.count {
                    result[row] = cblas_ddot(n, qBase, 1, base + row * matrix.dimension, 1)
                }
            }
        }
        return result
    }

    /// Indices of the `k` largest scores at or above `minimum`, best first; ties keep the lower index first.
    public static func topK(_ scores: [Double], k: Int, minimum: Double = -.infinity) -> [Int] {
        guard k > 0 else { return [] }
        var best = BestScores(limit: k)
        for (index, score) in scores.enumerated() where score >= minimum {
            best.offer(score: score, key: Int64(index))
        }
        return best.sorted().map { Int($0.key) }
    }
}
