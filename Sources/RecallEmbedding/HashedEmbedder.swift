import Foundation
import RecallCore

/// Recall's built-in embedder: hashed word and character n-grams (sublinear TF, corpus IDF, L2
/// norm) followed by static word vectors (``StaticEmbedder``), the two parts weighted so that a
/// cosine is `0.3 · hashed cosine + 0.7 · static cosine`.
///
/// The hashed part matches words and misspellings; the static part knows which words mean nearly
/// the same ("salary", "compensation"). Pure Swift, deterministic across processes and machines.
/// Document and query vectors are weighted with the same ``IDFSnapshot``; the store keeps that
/// snapshot beside the vectors and refreshes both together when the corpus IDF drifts (see
/// ``IDFSnapshot/drift(to:)``). The snapshot spans every dimension, but only the hashed buckets
/// use it: the static dimensions are dense, so their IDF is 1.
public struct HashedEmbedder: Embedder {
    /// Bumped whenever feature extraction changes, so old indexes are refused rather than mixed.
    public static let version = "2"
    /// Hashed buckets.
    public static let defaultBuckets = 512
    /// Hashed buckets plus the static vectors' dimensions (768).
    public static let defaultDimension = defaultBuckets + StaticEmbedder.dimension
    /// The static part's share of a cosine. Measured on eight question sets and SciFact: 0.5, 0.7,
    /// 0.75 and 0.85 gained 0.036, 0.039, 0.039 and 0.048 nDCG@10 summed over the sets; 0.85
    /// took SciFact's hybrid to 0.6985 (0.702 at 0.7).
    public static let staticShare = 0.7

    /// Length of every vector: hashed buckets, then static dimensions.
    public let dimension: Int
    /// The IDF weights applied to the hashed buckets; nil means all ones (an empty corpus).
    public let idf: IDFSnapshot?
    private let buckets: Int
    private let hasher: FeatureHasher
    private let staticPart = StaticEmbedder()

    /// `dimension` counts both parts, so the hashed part has `dimension - StaticEmbedder.dimension`
    /// buckets (at least one).
    public init(dimension: Int = HashedEmbedder.defaultDimension, idf: IDFSnapshot? = nil) {
        self.dimension = dimension
        self.idf = idf
        buckets = max(1, dimension - StaticEmbedder.dimension)
        hasher = FeatureHasher(dimension: buckets, wordWeight: 1.0, bigramWeight: 0.7, charWeight: 0.35)
    }

    /// The same embedder with other IDF weights.
    public func with(idf: IDFSnapshot?) -> HashedEmbedder { HashedEmbedder(dimension: dimension, idf: idf) }

    public var fingerprint: EmbedderFingerprint {
        HashedEmbedder.fingerprint(dimension: dimension)
    }

    /// The fingerprint of the built-in embedder at `dimension`.
    public static func fingerprint(dimension: Int) -> EmbedderFingerprint {
        EmbedderFingerprint(
            provider: "hashed", model: "hashed-ngram-tfidf", dimension: dimension,
            parameters: [
                "version": version, "hash": "fnv1a64-signed", "features": "word1-2+char3-5",
                "weights": "1.0/0.7/0.35", "tf": "sublinear", "norm": "l2",
                "static": StaticEmbedder.model, "static-share": String(staticShare),
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

    /// The unit vector of `text` (synchronous; the protocol's async methods call this): the hashed
    /// part's unit vector times √0.3, then the static part's times √0.7. A text without words
    /// ("…", "--") has no hashed features and stays a zero vector, although its punctuation has tokens.
    public func vector(for text: String) -> [Double] {
        var weights = termFrequencies(of: text)
        guard weights.contains(where: { $0 != 0 }) else { return [Double](repeating: 0, count: dimension) }
        if let idf {
            for i in 0..<buckets { weights[i] *= idf.weights[i] }
        }
        let hashedScale = (1 - Self.staticShare).squareRoot()
        let staticScale = Self.staticShare.squareRoot()
        var result = VectorMath.normalized(weights).map { $0 * hashedScale }
        result.reserveCapacity(dimension)
        result += staticPart.vector(for: text).map { $0 * staticScale }
        return VectorMath.normalized(result)
    }

    /// The hashed buckets' sublinear term frequencies before IDF: `sign(c)·(1 + ln|c|)` per hashed bucket.
    public func termFrequencies(of text: String) -> [Double] {
        var counts = [Double](repeating: 0, count: buckets)
        hasher.accumulate(text: text, into: &counts)
        for i in 0..<buckets where counts[i] != 0 {
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
