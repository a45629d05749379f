/// The best `limit` (score, key) pairs offered, by score descending then key ascending: a bounded
/// binary heap whose root is the worst pair kept. Used for the vector ranking (keys are row
/// indices) and for BM25 (keys are chunk ids).
public struct BestScores: Sendable {
    public let limit: Int
    @usableFromInline var heap: [(score: Double, key: Int64)] = []

    public init(limit: Int) {
        self.limit = max(0, limit)
        heap.reserveCapacity(self.limit)
    }

    /// True when `a` ranks below `b` (a lower score, or the same score and a larger key).
    @inlinable
    static func worse(_ a: (score: Double, key: Int64), _ b: (score: Double, key: Int64)) -> Bool {
        a.score < b.score || (a.score == b.score && a.key > b.key)
    }

    /// Keeps the pair when it is among the best `limit` so far.
    @inlinable
    public mutating func offer(score: Double, key: Int64) {
        let item = (score: score, key: key)
        if heap.count < limit {
            heap.append(item)
            siftUp(heap.count - 1)
        } else if let root = heap.first, Self.worse(root, item) {
            heap[0] = item
            siftDown(0)
        }
    }

    /// The pairs kept, best first.
    public func sorted() -> [(score: Double, key: Int64)] {
        heap.sorted { Self.worse($1, $0) }
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.worse(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    @inlinable
    mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var worst = parent
            if left < heap.count, Self.worse(heap[left], heap[worst]) { worst = left }
            if right < heap.count, Self.worse(heap[right], heap[worst]) { worst = right }
            guard worst != parent else { return }
            heap.swapAt(parent, worst)
            parent = worst
        }
    }
}
