import CBLAS
import Foundation
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
        var heap = TopKHeap(capacity: k)
        for (index, score) in scores.enumerated() where score >= minimum {
            heap.offer(score: score, index: index)
        }
        return heap.sortedIndices()
    }
}

/// A bounded min-heap keeping the best `capacity` (score, index) pairs.
struct TopKHeap {
    let capacity: Int
    private var items: [(score: Double, index: Int)] = []

    init(capacity: Int) {
        self.capacity = capacity
        items.reserveCapacity(capacity)
    }

    /// Whether `a` ranks below `b` (lower score, or same score and later index).
    private static func worse(_ a: (score: Double, index: Int), _ b: (score: Double, index: Int)) -> Bool {
        a.score < b.score || (a.score == b.score && a.index > b.index)
    }

    mutating func offer(score: Double, index: Int) {
        let item = (score: score, index: index)
        if items.count < capacity {
            items.append(item)
            siftUp(items.count - 1)
        } else if let root = items.first, Self.worse(root, item) {
            items[0] = item
            siftDown(0)
        }
    }

    func sortedIndices() -> [Int] {
        items.sorted { Self.worse($1, $0) }.map(\.index)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.worse(items[child], items[parent]) else { return }
            items.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, Self.worse(items[left], items[smallest]) { smallest = left }
            if right < items.count, Self.worse(items[right], items[smallest]) { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
