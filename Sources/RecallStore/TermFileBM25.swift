import Foundation
import RecallCore

/// BM25 over a ``TermFile``, computed as FTS5's `bm25()` computes it, operation for operation, so
/// the scores are the same doubles: `idf = ln((N − n + 0.5)/(n + 0.5))` floored at 1e-6, k1 = 1.2,
/// b = 0.75, avgdl = all tokens / N, and each document's phrase contributions added in query order.
/// Only the postings of the query's terms are read: no per-row position decoding, no per-row
/// document-size lookup in SQLite.
struct TermFileBM25 {
    let file: TermFile

    /// The best `limit` documents for `slots` of query terms (each term one posting range, slots in
    /// query order), restricted to `allowed` chunk ids when given: (chunk id, score), score
    /// descending, then chunk id ascending. A document scores, in each slot, its best term's
    /// contribution (a term or a word standing in for it, not both), and the slots add up in order;
    /// a slot of one term adds exactly what FTS5 adds for it.
    func top(slots: [[Range<Int>]], allowed: [Int64]?, limit: Int) -> [(Int64, Double)] {
        let count = file.header.documentCount
        guard count > 0, limit > 0 else { return [] }
        let mask = allowed.map(admitted)
        var scores = [Double](repeating: 0, count: count)
        var slotBest = [Double](repeating: 0, count: count)
        var touched: [Int32] = []
        var slotTouched: [Int32] = []
        let documents = file.postingDocuments
        let frequencies = file.frequencies
        let lengths = file.lengths
        let avgdl = Double(file.header.totalTokens) / Double(count)
        let k1 = 1.2
        let b = 0.75
        for slot in slots {
            for range in slot where !range.isEmpty {
                var idf = log((Double(count - range.count) + 0.5) / (Double(range.count) + 0.5))
                if idf <= 0.0 { idf = 1e-6 }
                for posting in range {
                    let document = Int(documents[posting])
                    guard document < count, mask?[document] ?? true else { continue }
                    let frequency = Double(frequencies[posting])
                    let length = Double(lengths[document])
                    let contribution =
                        idf * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / avgdl)))
                    if slotBest[document] == 0 { slotTouched.append(Int32(document)) }
                    slotBest[document] = max(slotBest[document], contribution)
                }
            }
            for document in slotTouched.map(Int.init) {
                if scores[document] == 0 { touched.append(Int32(document)) }
                scores[document] += slotBest[document]
                slotBest[document] = 0
            }
            slotTouched.removeAll(keepingCapacity: true)
        }
        var best = BestScores(limit: limit)
        let ids = file.documentIDs
        for document in touched { best.offer(score: scores[Int(document)], key: ids[Int(document)]) }
        return best.sorted().map { ($0.key, $0.score) }
    }

    /// Which documents the allowed chunk ids name.
    private func admitted(_ allowed: [Int64]) -> [Bool] {
        var mask = [Bool](repeating: false, count: file.header.documentCount)
        for index in file.documentIDs.positions(ofSorted: allowed) { mask[index] = true }
        return mask
    }
}
