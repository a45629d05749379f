import Foundation

/// How to reach an embedding server: which API, where, which model, and how patiently.
///
/// The API key is never printed: `description`, `debugDescription` and the mirror
/// (`dump`) all show `apiKey: <redacted>` instead.
public struct RemoteEmbedderConfiguration: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The wire format spoken by the server.
    public enum Provider: String, Sendable, CaseIterable, Codable {
        /// OpenAI-compatible `POST {base}/v1/embeddings` (OpenAI, vLLM, llama.cpp, LM Studio,
        /// `tools/minilm_server.py`).
        case openai
        /// Ollama's native `POST {base}/api/embed`.
        case ollama
    }

    public var provider: Provider
    /// The server root, e.g. `http://127.0.0.1:11434`. For `.openai` a base ending in `/v1` is accepted too.
    public var baseURL: URL
    public var model: String
    /// Sent as `Authorization: Bearer …` when set. Never printed.
    public var apiKey: String?
    /// Prepended to every query (e.g. `"query: "` for E5 models).
    public var queryPrefix: String
    /// Prepended to every document chunk (e.g. `"passage: "`).
    public var documentPrefix: String
    /// Texts per request.
    public var batchSize: Int
    /// Requests in flight at once for one `embedDocuments` call.
    public var maxConcurrentRequests: Int
    /// Idle timeout per request, seconds.
    public var timeout: TimeInterval
    /// Extra tries after a 429, a 5xx, a timeout or a dropped connection.
    public var maxRetries: Int
    /// The first backoff wait, seconds; each later one doubles (with jitter).
    public var retryBaseDelay: TimeInterval
    /// The longest single wait, seconds, including a server's `Retry-After`.
    public var maxRetryDelay: TimeInterval

    public init(
        provider: Provider, baseURL: URL, model: String, apiKey: String? = nil, queryPrefix: String = "",
        documentPrefix: String = "", batchSize: Int = 64, maxConcurrentRequests: Int = 2,
        timeout: TimeInterval = 60, maxRetries: Int = 3, retryBaseDelay: TimeInterval = 0.5,
        maxRetryDelay: TimeInterval = 30
    ) {
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.queryPrefix = queryPrefix
        self.documentPrefix = documentPrefix
        self.batchSize = max(1, batchSize)
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        self.timeout = timeout
        self.maxRetries = max(0, maxRetries)
        self.retryBaseDelay = retryBaseDelay
        self.maxRetryDelay = maxRetryDelay
    }

    /// The endpoint for this provider: `{base}/v1/embeddings` or `{base}/api/embed`.
    public var endpoint: URL {
        switch provider {
        case .openai:
            baseURL.path.hasSuffix("/v1")
                ? baseURL.appendingPathComponent("embeddings")
                : baseURL.appendingPathComponent("v1").appendingPathComponent("embeddings")
        case .ollama:
            baseURL.appendingPathComponent("api").appendingPathComponent("embed")
        }
    }

    /// One line with every setting, the key shown only as set or not.
    public var description: String {
        "RemoteEmbedderConfiguration(provider: \(provider.rawValue), baseURL: \(HTTPTransport.describe(baseURL)), "
            + "model: \(model), apiKey: \(apiKey == nil ? "nil" : "<redacted>"), "
            + "queryPrefix: \(String(reflecting: queryPrefix)), documentPrefix: \(String(reflecting: documentPrefix)), "
            + "batchSize: \(batchSize), maxConcurrentRequests: \(maxConcurrentRequests), timeout: \(timeout), "
            + "maxRetries: \(maxRetries))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "provider": provider, "baseURL": HTTPTransport.describe(baseURL), "model": model,
                "apiKey": apiKey == nil ? "nil" : "<redacted>", "queryPrefix": queryPrefix,
                "documentPrefix": documentPrefix, "batchSize": batchSize,
                "maxConcurrentRequests": maxConcurrentRequests, "timeout": timeout, "maxRetries": maxRetries,
            ], displayStyle: .struct)
    }
}
