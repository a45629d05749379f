import Foundation

/// How to reach the Anthropic Messages API. The API key is never printed (`description`,
/// `debugDescription` and the mirror show `<redacted>`).
public struct ClaudeConfiguration: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The pinned default model.
    public static let defaultModel = "claude-sonnet-4-5-20250929"
    /// `https://api.anthropic.com`.
    public static let defaultBaseURL = URL(string: "https://api.anthropic.com")!  // a valid literal URL
    /// The `anthropic-version` header sent with every request.
    public static let apiVersion = "2023-06-01"

    /// Sent as `x-api-key`. Never printed.
    public var apiKey: String
    /// The API root; requests go to `{baseURL}/v1/messages`.
    public var baseURL: URL
    public var model: String
    public var maxTokens: Int
    public var temperature: Double
    /// Idle timeout, seconds: the longest wait for the connection or for the next bytes of a stream.
    public var timeout: TimeInterval
    /// How many times a request answered HTTP 503 or 529 (overloaded) is sent again.
    public var maxRetries: Int
    /// The first wait before a retry, seconds; each later one doubles (with jitter), unless the
    /// server sent `Retry-After`.
    public var retryBaseDelay: TimeInterval
    /// The longest single wait, seconds, `Retry-After` included.
    public var maxRetryDelay: TimeInterval

    public init(
        apiKey: String, baseURL: URL = ClaudeConfiguration.defaultBaseURL,
        model: String = ClaudeConfiguration.defaultModel,
        maxTokens: Int = 1024, temperature: Double = 0, timeout: TimeInterval = 120, maxRetries: Int = 3,
        retryBaseDelay: TimeInterval = 1, maxRetryDelay: TimeInterval = 30
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.model = model
        self.maxTokens = maxTokens
        self.temperature = temperature
        self.timeout = timeout
        self.maxRetries = maxRetries
        self.retryBaseDelay = retryBaseDelay
        self.maxRetryDelay = maxRetryDelay
    }

    /// The retry schedule for overloaded responses.
    var retryPolicy: RetryPolicy {
        RetryPolicy(maxRetries: maxRetries, baseDelay: retryBaseDelay, maxDelay: maxRetryDelay)
    }

    /// `{baseURL}/v1/messages` (a base already ending in `/v1` is accepted too).
    public var endpoint: URL {
        baseURL.path.hasSuffix("/v1")
            ? baseURL.appendingPathComponent("messages")
            : baseURL.appendingPathComponent("v1").appendingPathComponent("messages")
    }

    public var description: String {
        "ClaudeConfiguration(baseURL: \(HTTPTransport.describe(baseURL)), model: \(model), apiKey: <redacted>, "
            + "maxTokens: \(maxTokens), temperature: \(temperature), timeout: \(timeout))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": HTTPTransport.describe(baseURL), "model": model, "apiKey": "<redacted>",
                "maxTokens": maxTokens, "temperature": temperature, "timeout": timeout,
            ], displayStyle: .struct)
    }
}

/// One turn of a conversation sent to Claude.
public struct ClaudeMessage: Sendable, Hashable, Codable {
    public enum Role: String, Sendable, Hashable, Codable {
        case user, assistant
    }

    public var role: Role
    public var content: String

    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    /// A user turn.
    public static func user(_ content: String) -> ClaudeMessage { ClaudeMessage(role: .user, content: content) }
}
