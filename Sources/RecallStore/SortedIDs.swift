/// Binary search over ascending chunk ids: the vector file's rows, the term file's documents and
/// FTS5's document table are all kept in chunk-id order.
extension RandomAccessCollection where Element == Int64, Index == Int {
    /// The position of `id`, or nil when it is absent (the collection must be ascending).
    func position(ofSorted id: Int64) -> Int? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < endIndex && self[low] == id ? low : nil
    }
}
