import Foundation
import RecallCore

/// Recall's built-in embedder: hashed word and character n-grams, sublinear TF, corpus IDF, L2 norm.
///
/// Pure Swift, deterministic across processes and machines. Document and query vectors are
/// weighted with the same ``IDFSnapshot``; the store keeps that snapshot beside the vectors and
/// refreshes both together when the corpus IDF drifts (see ``IDFSnapshot/drift(to:)``).
public struct HashedEmbedder: Embedder {
    /// Bumped whenever feature extraction changes, so old indexes are refused rather than mixed.
    public static let version = "1"
    public static let defaultDimension = 512

    public let dimension: Int
    /// The IDF weights applied to every vector; nil means all ones (an empty corpus).
    public let idf: IDFSnapshot?
    private let hasher: FeatureHasher

    public init(dimension: Int = HashedEmbedder.defaultDimension, idf: IDFSnapshot? = nil) {
        self.dimension = dimension
        self.idf = idf
        hasher = FeatureHasher(dimension: dimension, wordWeight: 1.0, bigramWeight: 0.7, charWeight: 0.35)
    }

    /// The same embedder with other IDF weights.
    public func with(idf: IDFSnapshot?) -> HashedEmbedder { HashedEmbedder(dimension: dimension, idf: idf) }

    public var fingerprint: EmbedderFingerprint {
        HashedEmbedder.fingerprint(dimension: dimension)
    }

    /// The fingerprint of the hashed embedder at `dimension`.
    public static func fingerprint(dimension: Int) -> EmbedderFingerprint {
        EmbedderFingerprint(
            provider: "hashed", model: "hashed-ngram-tfidf", dimension: dimension,
            parameters: [
                "version": version, "hash": "fnv1a64-signed", "features": "word1-2+char3-5",
                "weights": "1.0/0.7/0.35", "tf": "sublinear", "norm": "l2",
            ])
    }

    /// Embeds on every core in fixed slices; each vector depends only on its text, so the output
    /// is identical to embedding one by one, in input order.
    public func embedDocuments(_ texts: [String]) async throws -> [[Double]] {
        vectors(for: texts)
    }

    /// The unit vectors of `texts`, in order, computed on up to `activeProcessorCount` threads.
    public func vectors(for texts: [String]) -> [[Double]] {
        let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, texts.count / 64))
        guard slices > 1 else { return texts.map(vector(for:)) }
        let results = SliceResults(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let range = (texts.count * slice / slices)..<(texts.count * (slice + 1) / slices)
            results.store(texts[range].map(vector(for:)), at: slice)
        }
        return results.joined()
    }

    public func embedQuery(_ text: String) async throws -> [Double] {
        vector(for: text)
    }

    /// The unit vector of `text` (synchronous; the protocol's async methods call this).
    public func vector(for text: String) -> [Double] {
        var weights = termFrequencies(of: text)
        if let idf {
            for i in 0..<dimension { weights[i] *= idf.weights[i] }
        }
        return VectorMath.normalized(weights)
    }

    /// Sublinear term frequencies before IDF: `sign(c)·(1 + ln|c|)` per hashed bucket.
    public func termFrequencies(of text: String) -> [Double] {
        var counts = [Double](repeating: 0, count: dimension)
        hasher.accumulate(text: text, into: &counts)
        for i in 0..<dimension where counts[i] != 0 {
            let magnitude = abs(counts[i])
            let damped = magnitude >= 1 ? 1 + log(magnitude) : magnitude
            counts[i] = counts[i] < 0 ? -damped : damped
        }
        return counts
    }
}

/// Per-slice results of a parallel embedding; each slice writes only its own entry.
private final class SliceResults: @unchecked Sendable {
    private var parts: [[[Double]]]
    private let lock = NSLock()

    init(count: Int) { parts = Array(repeating: [], count: count) }

    func store(_ vectors: [[Double]], at slice: Int) {
        lock.lock()
        parts[slice] = vectors
        lock.unlock()
    }

    func joined() -> [[Double]] { parts.flatMap { $0 } }
}
