/// Identifies exactly how stored vectors were made; searching with a different one is refused.
public struct EmbedderFingerprint: Codable, Hashable, Sendable, CustomStringConvertible {
    /// `hashed`, `openai`, `ollama`.
    public var provider: String
    /// Model name (`hashed-ngram-tfidf` for the built-in embedder).
    public var model: String
    public var dimension: Int
    /// Everything else that changes vectors: n-gram ranges, hash function, prefixes, version.
    public var parameters: [String: String]

    public init(provider: String, model: String, dimension: Int, parameters: [String: String] = [:]) {
        self.provider = provider
        self.model = model
        self.dimension = dimension
        self.parameters = parameters
    }

    /// `provider/model dim=N k=v …` with keys sorted, stable across processes.
    public var description: String {
        let params = parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }
        return (["\(provider)/\(model)", "dim=\(dimension)"] + params).joined(separator: " ")
    }
}

/// Turns text into unit vectors. The hashed embedder and remote HTTP embedders implement it.
public protocol Embedder: Sendable {
    /// What a stored index built with this embedder records.
    var fingerprint: EmbedderFingerprint { get async throws }
    /// Unit-normalized vectors for document chunks, in input order.
    func embedDocuments(_ texts: [String]) async throws -> [[Double]]
    /// A unit-normalized vector for a query.
    func embedQuery(_ text: String) async throws -> [Double]
}

/// L2 normalization shared by every embedder.
public enum VectorMath {
    /// `v / ‖v‖`; a zero vector stays zero.
    public static func normalized(_ vector: [Double]) -> [Double] {
        var sum = 0.0
        for x in vector { sum += x * x }
        guard sum > 0 else { return vector }
        let scale = 1 / sum.squareRoot()
        return vector.map { $0 * scale }
    }

    /// Plain dot product (tests and small inputs; search uses BLAS).
    public static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for i in 0..<min(a.count, b.count) { sum += a[i] * b[i] }
        return sum
    }
}
