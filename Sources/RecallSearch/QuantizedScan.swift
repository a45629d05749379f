import Foundation
import RecallStore

/// The first, cheapest pass of ``FastVectorSearch``: integer dot products of an Int16 copy of the
/// query with the ``VectorFile``'s Int8 rows (a quarter of the Float32 bytes), each with a
/// per-row bound on its distance from the exact score.
///
/// The file divides column `i` by a scale `g_i` before quantizing (``VectorFile/columnScales``), so
/// `q·v = q′·v′` with `q′_i = g_i·q_i` and `v′_i = v_i / g_i`; everything below is about `q′` and `v′`.
/// Row `r` stores levels `a` and a scale `s_r` with `|v′_i − s_r·a_i| ≤ s_r/2`; the query gets
/// finer levels `b` (up to ±16,383, so a dense query's own rounding does not swamp the bound) and
/// its errors `e_i = q′_i − s_q·b_i` are known: `|e_i| ≤ c_i·s_q/254` with integer weights
/// `c_i ≤ 127` (0 where `q′_i` is exactly representable, as for every zero of a sparse query).
/// Then `|q·v − s_q·s_r·Σ a_i b_i| ≤ s_r/2·‖q′‖₁ + s_r·s_q/254·Σ c_i|a_i|`, and
/// `Σ c_i|a_i| ≤ 127·min(Σ c_i, Σ|a_i|)` as every `|a_i|, c_i ≤ 127` (the integer sum is exact), so
/// each row has an interval [lower, upper] holding its exact score. With τ the `k`-th largest lower
/// end, a row whose upper end is below τ − 2E₆₄ (E₆₄ bounds the Float64 rescoring error) has `k`
/// rows whose Float64 scores are strictly higher, and cannot be in the exact top-`k`.
public enum QuantizedScan {
    /// Relative slack on every bound, for the Float64 rounding of the bound arithmetic itself.
    static let slack = 1 + 1e-6

    /// A query times the file's column scales, quantized to Int16 levels, with integer bounds on
    /// each value's quantization error.
    struct Query {
        var levels: [Int16]
        /// `|q′_i − scale·levels_i| ≤ errorWeights_i · scale / 254`.
        var errorWeights: [Int8]
        var scale: Double
        /// `‖q′‖₁`.
        var l1: Double
        /// `Σ errorWeights_i`.
        var errorWeight: Double

        init(_ query: [Double], columnScales: UnsafeBufferPointer<Double>) {
            self.init(zip(query, columnScales).map { $0 * $1 }, maximumLevel: Self.maximumLevel(dimension: query.count))
        }

        /// The largest query level that keeps every Int32 dot product exact: 127·level·dimension < 2³¹.
        static func maximumLevel(dimension: Int) -> Int {
            max(1, min(16_383, Int(Int32.max) / (127 * max(1, dimension))))
        }

        /// Quantizes `query`, already multiplied by the column scales.
        private init(_ query: [Double], maximumLevel: Int) {
            let largest = query.reduce(0) { max($0, abs($1)) }
            let top = Double(maximumLevel)
            scale = largest > 0 && largest.isFinite ? largest / top : 0
            let scale = scale
            levels = query.map { scale > 0 ? Int16(max(-top, min(top, ($0 / scale).rounded()))) : 0 }
            errorWeights = zip(query, levels).map { value, level in
                guard scale > 0 else { return 0 }
                let error = abs(value - scale * Double(level))
                return Int8(min(127, (error / scale * 254 * slack).rounded(.up)))
            }
            l1 = query.reduce(0) { $0 + abs($1) }
            errorWeight = errorWeights.reduce(0) { $0 + Double($1) }
        }
    }

    /// File rows (ascending) that may hold the exact top-`k` of `rows` (every row when nil).
    public static func candidateRows(_ query: [Double], file: VectorFile, rows: [Int]?, k: Int) -> [Int] {
        let total = rows?.count ?? file.count
        guard k > 0, total > 0 else { return [] }
        let quantized = Query(query, columnScales: file.columnScales)
        let (lower, upper) = intervals(quantized, file: file, rows: rows)
        let norm = query.reduce(0) { $0 + $1 * $1 }.squareRoot()
        let threshold =
            FastVectorSearch.kthLargest(lower, k: k) - 2 * rescoringBound(file.dimension, norm, file.header.maxNorm)
        var result: [Int] = []
        result.reserveCapacity(2 * k)
        for index in 0..<total where upper[index] >= threshold { result.append(rows?[index] ?? index) }
        return result
    }

    /// A bound on the Float64 `cblas_ddot` rounding error of one exact score: γ(d)·‖q‖·maxNorm.
    static func rescoringBound(_ dimension: Int, _ queryNorm: Double, _ maxNorm: Double) -> Double {
        let m = Double(dimension) * Double.ulpOfOne / 2
        return m / (1 - m) * queryNorm * maxNorm * slack
    }

    /// Lower and upper ends of every scanned row's exact score, in scan order.
    static func intervals(_ query: Query, file: VectorFile, rows: [Int]?) -> (lower: [Double], upper: [Double]) {
        let total = rows?.count ?? file.count
        var lower = [Double](repeating: 0, count: total)
        var upper = [Double](repeating: 0, count: total)
        let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, total / FastVectorSearch.parallelSlice))
        lower.withUnsafeMutableBufferPointer { low in
            upper.withUnsafeMutableBufferPointer { high in
                let output = UnsafeSendable((low, high))
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    let range = (total * slice / slices)..<(total * (slice + 1) / slices)
                    fill(range, query: query, file: file, rows: rows, lower: output.value.0, upper: output.value.1)
                }
            }
        }
        return (lower, upper)
    }

    /// Scores the scan positions in `range` into `lower` and `upper`.
    private static func fill(
        _ range: Range<Int>, query: Query, file: VectorFile, rows: [Int]?,
        lower: UnsafeMutableBufferPointer<Double>, upper: UnsafeMutableBufferPointer<Double>
    ) {
        let scales = file.scales
        let magnitudes = file.magnitudes
        let dimension = file.dimension
        query.levels.withUnsafeBufferPointer { levels in
            for index in range {
                let row = file.vectorRow(rows?[index] ?? index)
                let dot = Self.dot(file.quantized + row * dimension, levels, dimension)
                let scale = query.scale * scales[row]
                let score = Double(dot) * scale
                let spread = 127 * min(query.errorWeight, magnitudes[row])
                let error = (scales[row] * query.l1 / 2 + scale * spread / 254) * slack + abs(score) * 1e-15
                lower[index] = score - error
                upper[index] = score + error
            }
        }
    }

    /// The exact integer dot product of an Int8 row and Int16 query levels of `count` values
    /// (|sum| ≤ 127·``Query/maximumLevel(dimension:)``·count < 2³¹).
    @inline(__always)
    static func dot(_ a: UnsafePointer<Int8>, _ b: UnsafeBufferPointer<Int16>, _ count: Int) -> Int32 {
        var sum: Int32 = 0
        for i in 0..<count { sum &+= Int32(a[i]) &* Int32(b[i]) }
        return sum
    }
}

/// A buffer handed to concurrent slices that touch disjoint ranges (or only read).
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
