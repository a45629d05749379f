import Foundation
import RecallCore

/// An `Embedder` backed by an HTTP embedding server (OpenAI-compatible or Ollama).
///
/// Texts are sent in batches of `batchSize`, at most `maxConcurrentRequests` at a time, with retries
/// (exponential backoff with jitter, or the server's `Retry-After`) on 429, 5xx, timeouts and dropped
/// connections. The vector dimension is learned from the first response and every later vector must
/// match it. Returned vectors are unit-normalized.
public actor RemoteEmbedder: Embedder {
    /// The text embedded to learn the dimension when `fingerprint` is asked for before any embedding.
    public static let probeText = "dimension probe"

    /// The settings this embedder was made with.
    public nonisolated let configuration: RemoteEmbedderConfiguration
    private let requester: EmbeddingRequester
    private var learnedDimension: Int?

    public init(configuration: RemoteEmbedderConfiguration) {
        self.configuration = configuration
        requester = EmbeddingRequester(configuration: configuration)
    }

    /// The vector length, once a response has been seen.
    public var dimension: Int? { learnedDimension }

    /// `openai|ollama`, the model, the dimension and the prefixes (only those that are set).
    ///
    /// When no embedding has been made yet, embeds `probeText` once (as a query) to learn the dimension.
    public var fingerprint: EmbedderFingerprint {
        get async throws {
            if learnedDimension == nil { _ = try await embedQuery(Self.probeText) }
            // learnedDimension is set by any successful embed call.
            var parameters: [String: String] = [:]
            if !configuration.queryPrefix.isEmpty { parameters["queryPrefix"] = configuration.queryPrefix }
            if !configuration.documentPrefix.isEmpty { parameters["documentPrefix"] = configuration.documentPrefix }
            return EmbedderFingerprint(
                provider: configuration.provider.rawValue, model: configuration.model,
                dimension: learnedDimension ?? 0, parameters: parameters)
        }
    }

    /// Unit vectors for document chunks (each prefixed with `documentPrefix`), in input order.
    public func embedDocuments(_ texts: [String]) async throws -> [[Double]] {
        try await embed(texts.map { configuration.documentPrefix + $0 })
    }

    /// A unit vector for a query (prefixed with `queryPrefix`).
    public func embedQuery(_ text: String) async throws -> [Double] {
        let vectors = try await embed([configuration.queryPrefix + text])
        // embed returns exactly one vector per input (checked against the response count).
        return vectors[0]
    }

    private func embed(_ inputs: [String]) async throws -> [[Double]] {
        guard !inputs.isEmpty else { return [] }
        let size = configuration.batchSize
        let batches = stride(from: 0, to: inputs.count, by: size).map {
            Array(inputs[$0..<min($0 + size, inputs.count)])
        }
        let raw = try await fetch(batches)
        var result: [[Double]] = []
        result.reserveCapacity(inputs.count)
        for vector in raw.joined() {
            try checkDimension(vector.count)
            result.append(VectorMath.normalized(vector))
        }
        return result
    }

    /// Runs the batches with at most `maxConcurrentRequests` in flight; results in batch order.
    private func fetch(_ batches: [[String]]) async throws -> [[[Double]]] {
        let requester = requester
        let limit = configuration.maxConcurrentRequests
        var results = [[[Double]]](repeating: [], count: batches.count)
        try await withThrowingTaskGroup(of: (Int, [[Double]]).self) { group in
            var next = 0
            func start() {
                let index = next
                let batch = batches[index]
                group.addTask { (index, try await requester.embedBatch(batch)) }
                next += 1
            }
            while next < min(limit, batches.count) { start() }
            while let (index, vectors) = try await group.next() {
                results[index] = vectors
                if next < batches.count { start() }
            }
        }
        return results
    }

    private func checkDimension(_ count: Int) throws {
        guard count > 0 else {
            throw RecallError(
                .network, "\(requester.server) returned an empty embedding (model \(configuration.model))")
        }
        guard let expected = learnedDimension else {
            learnedDimension = count
            return
        }
        guard count == expected else {
            throw RecallError(
                .embedderMismatch,
                "model '\(configuration.model)' at \(requester.server) returned a "
                    + "\(count)-dimensional vector after \(expected)-dimensional ones",
                hint: "the server's model changed; reindex with one model")
        }
    }
}
