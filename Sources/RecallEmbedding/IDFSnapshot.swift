import Foundation

/// Inverse document frequencies per hashed dimension, frozen at one moment of the corpus.
///
/// IDF moves as the corpus grows. Recall keeps stored vectors and query vectors consistent by
/// weighting both with the same snapshot, stored in the database. The store maintains live
/// document frequencies; after an import, when ``drift(to:)`` of the live weights exceeds
/// ``refreshBound``, every vector is recomputed with the new snapshot in one transaction.
public struct IDFSnapshot: Sendable, Hashable, Codable {
    /// Refresh vectors when any dimension's IDF moves by more than this fraction.
    public static let refreshBound = 0.05

    /// Number of chunks counted.
    public let documentCount: Int
    /// Chunks with a non-zero value in each dimension.
    public let documentFrequencies: [Int]
    /// Smoothed IDF: `ln((1 + N) / (1 + df)) + 1`.
    public let weights: [Double]

    public init(documentCount: Int, documentFrequencies: [Int]) {
        self.documentCount = documentCount
        self.documentFrequencies = documentFrequencies
        let n = Double(documentCount)
        weights = documentFrequencies.map { log((1 + n) / (1 + Double($0))) + 1 }
    }

    /// The largest relative change of any dimension's weight from this snapshot to `other`.
    public func drift(to other: IDFSnapshot) -> Double {
        guard weights.count == other.weights.count else { return .infinity }
        var worst = 0.0
        for i in weights.indices {
            worst = max(worst, abs(other.weights[i] - weights[i]) / weights[i])
        }
        return worst
    }

    /// Little-endian Float64 bytes of the document frequencies and N (the stored form).
    public var encoded: Data {
        var values = [Double(documentCount)] + documentFrequencies.map(Double.init)
        return Data(bytes: &values, count: values.count * 8)
    }

    /// Decodes ``encoded``; nil if the bytes are not a snapshot of `dimension` values.
    public init?(encoded data: Data, dimension: Int) {
        guard data.count == (dimension + 1) * 8 else { return nil }
        let values = data.withUnsafeBytes { raw in
            (0...dimension).map {
                Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)))
            }
        }
        self.init(documentCount: Int(values[0]), documentFrequencies: values.dropFirst().map { Int($0) })
    }
}
