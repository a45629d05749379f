import CBLAS
import Foundation
import RecallCore
import RecallStore

/// Picks the chunks that can be in the exact cosine top-K by scanning the ``VectorFile``.
///
/// First ``QuantizedScan`` scores every (allowed) row from the Int8 copy and keeps the rows whose
/// score interval reaches the K-th best lower end. Then those rows are scored in Float32 with
/// OpenBLAS: with `t` the K-th best float score, every row whose float score is at least
/// `t − 2E − 2E₆₄` is kept, where `E` bounds the Float32 error of one score
/// (``errorBound(dimension:queryNorm:maxNorm:)``) and `E₆₄` the Float64 rescoring error. A row
/// dropped by either pass has K rows whose exact scores are strictly higher, so the kept rows
/// always contain the exact top-K; the caller rescores them in Float64 from the database and cuts to K.
public enum FastVectorSearch {
    /// Rows per parallel slice: below two slices' worth, one thread scans everything.
    public static let parallelSlice = 32_768

    /// Chunk ids (ascending) whose exact scores may be among the best `k` of the allowed rows.
    /// `allowed` lists chunk ids (ascending); nil means every row.
    public static func candidates(_ query: [Double], file: VectorFile, allowed: [Int64]?, k: Int) -> [Int64] {
        precondition(query.count == file.dimension, "query and vector file dimensions differ")
        guard k > 0, file.count > 0 else { return [] }
        let rows = QuantizedScan.candidateRows(query, file: file, rows: allowed.map(file.rows(of:)), k: k)
        PhaseTrace.mark("int8-scan (\(rows.count) rows kept)")
        let scores = floatScores(query, file: file, rows: rows)
        let norm = query.reduce(0) { $0 + $1 * $1 }.squareRoot()
        let maxNorm = file.header.maxNorm
        let margin =
            2 * errorBound(dimension: file.dimension, queryNorm: norm, maxNorm: maxNorm)
            + 2 * QuantizedScan.rescoringBound(file.dimension, norm, maxNorm)
        let picked = candidateIndices(scores, k: k, margin: margin)
        let ids = file.ids
        return picked.map { ids[rows[$0]] }
    }

    /// Float32 dot products of the query with the vectors of chunk `rows` (all rows when nil), in that order.
    public static func floatScores(_ query: [Double], file: VectorFile, rows: [Int]?) -> [Float] {
        let rows = rows ?? (file.vectorCount < file.count ? Array(0..<file.count) : nil)
        BLASThreads.useCallingThread()
        let q = query.map(Float.init)
        let dimension = file.dimension
        let base = SendablePointer(UnsafeMutablePointer(mutating: file.rows))
        let total = rows?.count ?? file.count
        var scores = [Float](repeating: 0, count: total)
        let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, total / parallelSlice))
        q.withUnsafeBufferPointer { qp in
            scores.withUnsafeMutableBufferPointer { out in
                // Both buffers are non-empty: dimension > 0 (checked by VectorFile) and total > 0 here.
                guard let qBase = qp.baseAddress, let outBase = out.baseAddress, total > 0 else { return }
                let output = SendablePointer(outBase)
                let queryBase = SendablePointer(UnsafeMutablePointer(mutating: qBase))
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    let start = total * slice / slices
                    let end = total * (slice + 1) / slices
                    if let rows {
                        for i in start..<end {
                            output.pointer[i] = cblas_sdot(
                                Int32(dimension), queryBase.pointer, 1,
                                base.pointer + file.vectorRow(rows[i]) * dimension, 1)
                        }
                    } else if end > start {
                        cblas_sgemv(
                            CblasRowMajor, CblasNoTrans, Int32(end - start), Int32(dimension), 1,
                            base.pointer + start * dimension, Int32(dimension), queryBase.pointer, 1, 0,
                            output.pointer + start, 1)
                    }
                }
            }
        }
        return scores
    }

    /// Indices (ascending) of every score ≥ (the `k`-th largest score) − `margin`.
    public static func candidateIndices(_ scores: [Float], k: Int, margin: Double) -> [Int] {
        guard !scores.isEmpty, k > 0 else { return [] }
        let threshold = Double(kthLargest(scores, k: k)) - margin
        var result: [Int] = []
        result.reserveCapacity(k + k / 2)
        for (index, score) in scores.enumerated() where Double(score) >= threshold { result.append(index) }
        return result
    }

    /// The `k`-th largest value (the smallest value when there are fewer than `k`).
    static func kthLargest<Value: Comparable & ExpressibleByIntegerLiteral>(_ scores: [Value], k: Int) -> Value {
        guard scores.count > k else { return scores.min() ?? 0 }
        var heap = MinHeap(Array(scores[0..<k]))
        for score in scores[k...] where score > heap.minimum { heap.replaceMinimum(score) }
        return heap.minimum
    }

    /// A bound on |Float32 score − exact score| for one row: `γ(d+3)·‖q‖·maxNorm` plus a tiny
    /// absolute term for values that underflow in Float32 (γ(m) = m·u / (1 − m·u), u = 2⁻²⁴).
    ///
    /// Converting each factor to Float32 costs a relative 2u + u²; the Float32 dot product of d
    /// terms, in any summation order and with or without FMA, costs γ(d)·Σ|qᵢvᵢ| ≤ γ(d)·‖q‖‖v‖.
    public static func errorBound(dimension: Int, queryNorm: Double, maxNorm: Double) -> Double {
        let u = Double(Float.ulpOfOne) / 2
        let m = Double(dimension + 3) * u
        let gamma = m / (1 - m)
        let underflow = Double(dimension) * 2 * Double(Float.leastNormalMagnitude) * max(queryNorm, maxNorm, 1)
        return gamma * queryNorm * maxNorm + underflow
    }
}

/// A pointer handed to concurrent slices that write disjoint ranges.
private struct SendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>
    init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}

/// A binary min-heap with a fixed size.
struct MinHeap<Value: Comparable> {
    private var items: [Value]

    init(_ values: [Value]) {
        items = values
        for index in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    /// The smallest value; only called on a non-empty heap (k > 0).
    var minimum: Value { items[0] }

    mutating func replaceMinimum(_ value: Value) {
        items[0] = value
        siftDown(0)
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
