import Foundation
import RecallCore

/// A client for the Anthropic Messages API (`POST {base}/v1/messages`), whole or streamed.
///
/// Failures are `RecallError`s: `unauthorized` (401/403), `notFound` (unknown model), `network`
/// (timeouts, no connection, 429 with its `Retry-After` in the hint, 5xx, 529 overloaded, a stream
/// that breaks off or reports an `error` event). Messages never contain the key or the prompt.
///
/// HTTP 503 and 529 (overloaded) are retried before any text arrives, up to
/// ``ClaudeConfiguration/maxRetries`` times, after `Retry-After` or an exponential backoff with jitter.
public struct ClaudeClient: Sendable {
    public let configuration: ClaudeConfiguration
    private let transport: HTTPTransport

    public init(configuration: ClaudeConfiguration) {
        self.configuration = configuration
        transport = HTTPTransport(timeout: configuration.timeout)
    }

    /// Sends the prompt and returns the answer text (all text blocks joined).
    public func complete(system: String, messages: [ClaudeMessage]) async throws -> String {
        let request = try makeRequest(system: system, messages: messages, stream: false)
        let retry = configuration.retryPolicy
        var response = try await transport.send(request)
        var attempt = 0
        while Self.isOverloaded(response.status), attempt < retry.maxRetries {
            try await RetryPolicy.sleep(
                retry.delay(attempt: attempt, retryAfter: RetryPolicy.retryAfter(response.headers)))
            attempt += 1
            response = try await transport.send(request)
        }
        guard response.status == 200 else { throw statusError(response) }
        guard let decoded = try? JSONDecoder().decode(ClaudeMessageResponse.self, from: response.body) else {
            throw RecallError(.network, "\(server) sent a malformed Messages API response")
        }
        return decoded.content.filter { $0.type == "text" }.compactMap(\.text).joined()
    }

    /// Sends an answer prompt and returns the answer text.
    public func complete(_ prompt: AnswerPrompt) async throws -> String {
        try await complete(system: prompt.system, messages: [.user(prompt.user)])
    }

    /// Streams the answer's text deltas as they arrive.
    ///
    /// The stream finishes after `message_stop`; it throws if the server reports an `error` event or
    /// the connection ends first. Cancelling the consuming task (or dropping the stream) cancels the request.
    public func stream(system: String, messages: [ClaudeMessage]) -> AsyncThrowingStream<String, Error> {
        let client = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let request = try client.makeRequest(system: system, messages: messages, stream: true)
                    let retry = client.configuration.retryPolicy
                    var attempt = 0
                    while case .retry(let after) = try await client.runStream(
                        request, retrying: attempt < retry.maxRetries, emit: { continuation.yield($0) })
                    {
                        try await RetryPolicy.sleep(retry.delay(attempt: attempt, retryAfter: after))
                        attempt += 1
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Streams the answer to an answer prompt.
    public func stream(_ prompt: AnswerPrompt) -> AsyncThrowingStream<String, Error> {
        stream(system: prompt.system, messages: [.user(prompt.user)])
    }

    private var server: String { HTTPTransport.describe(configuration.endpoint) }

    private func makeRequest(system: String, messages: [ClaudeMessage], stream: Bool) throws -> HTTPRequest {
        let body = ClaudeRequestBody(
            model: configuration.model, max_tokens: configuration.maxTokens, temperature: configuration.temperature,
            system: system.isEmpty ? nil : system, messages: messages, stream: stream ? true : nil)
        var request = HTTPRequest(method: "POST", url: configuration.endpoint, body: try JSONEncoder().encode(body))
        request.setValue(configuration.apiKey, forHeader: "x-api-key")
        request.setValue(ClaudeConfiguration.apiVersion, forHeader: "anthropic-version")
        request.setValue("application/json", forHeader: "content-type")
        request.setValue(stream ? "text/event-stream" : "application/json", forHeader: "accept")
        return request
    }

    /// Whether a status says the API is overloaded for now (retried).
    static func isOverloaded(_ status: Int) -> Bool { status == 503 || status == 529 }

    /// What one attempt of a streamed request came to.
    private enum Attempt {
        case done
        /// Overloaded (``isOverloaded(_:)``): try again, after `Retry-After` seconds when given.
        case retry(TimeInterval?)
    }

    /// Reads the SSE stream, calling `emit` for each text delta, until `message_stop`. With
    /// `retrying`, an overloaded status ends the attempt before any text, asking for another.
    private func runStream(_ request: HTTPRequest, retrying: Bool, emit: (String) -> Void) async throws -> Attempt {
        var parser = ServerSentEventParser()
        var status = 0
        var errorBody = Data()
        var stopped = false
        for try await chunk in transport.stream(request) {
            switch chunk {
            case .head(let code, let headers):
                status = code
                if retrying, Self.isOverloaded(code) { return .retry(RetryPolicy.retryAfter(headers)) }
            case .body(let data) where status != 200:
                if errorBody.count < 1 << 20 { errorBody.append(data) }
            case .body(let data):
                let events: [ServerSentEvent]
                do { events = try parser.feed(data) } catch {
                    throw RecallError(.network, "\(server) sent an oversized stream event")
                }
                for event in events where !stopped {
                    stopped = try handle(event, emit: emit)
                }
            }
            if stopped { return .done }
        }
        try Task.checkCancellation()
        if status != 200 { throw statusError(HTTPResponse(status: status, headers: [:], body: errorBody)) }
        throw RecallError(
            .network, "the answer stream from \(server) ended before message_stop (connection closed early)")
    }

    /// Handles one event; returns true at `message_stop`.
    private func handle(_ event: ServerSentEvent, emit: (String) -> Void) throws -> Bool {
        switch event.event {
        case "content_block_delta":
            guard let payload = try? JSONDecoder().decode(ClaudeStreamDelta.self, from: Data(event.data.utf8)) else {
                throw RecallError(.network, "\(server) sent a malformed content_block_delta event")
            }
            if payload.delta.type == "text_delta", let text = payload.delta.text { emit(text) }
            return false
        case "message_stop":
            return true
        case "error":
            let details = RemoteErrorBody(Data(event.data.utf8))
            throw RecallError(
                .network,
                "the answer stream from \(server) reported an error\(details.identifier.map { ": \($0)" } ?? "")",
                hint: details.identifier == "overloaded_error" ? "the API is overloaded; retry later" : nil)
        default:
            return false  // message_start, content_block_start/stop, message_delta, ping, unknown
        }
    }

    /// The error for a non-200 status.
    private func statusError(_ response: HTTPResponse) -> RecallError {
        let status = response.status
        let details = RemoteErrorBody(response.body)
        switch status {
        case 0:
            return RecallError(.network, "\(server) closed the connection without a response")
        case 401, 403:
            return RecallError(
                .unauthorized, "\(server) refused the API key (HTTP \(status)\(details.suffix))",
                hint: "check ANTHROPIC_API_KEY")
        case 300...399:
            return HTTPTransport.redirected(server, status: status)
        case 404:
            return RecallError(
                .notFound,
                "model '\(configuration.model)' was not found at "
                    + "\(HTTPTransport.describe(configuration.baseURL)) (HTTP 404)",
                hint: "check the model name and the base URL")
        case 429:
            let wait = RetryPolicy.retryAfter(response.headers).map { "retry after \(HTTPTransport.formatSeconds($0))" }
            return RecallError(.network, "\(server) is rate limiting requests (HTTP 429)", hint: wait ?? "retry later")
        case 529:
            return RecallError(.network, "\(server) is overloaded (HTTP 529)", hint: "retry later")
        case 500...599:
            return RecallError(.network, "\(server) failed (HTTP \(status)\(details.suffix))", hint: "retry later")
        default:
            return RecallError(.invalidInput, "\(server) rejected the request (HTTP \(status)\(details.suffix))")
        }
    }
}

/// The request body of `POST /v1/messages`.
private struct ClaudeRequestBody: Encodable {
    var model: String
    var max_tokens: Int
    var temperature: Double
    var system: String?
    var messages: [ClaudeMessage]
    var stream: Bool?
}

/// The parts of a non-streaming response that matter: its content blocks.
private struct ClaudeMessageResponse: Decodable {
    struct Block: Decodable {
        var type: String
        var text: String?
    }
    var content: [Block]
}

/// `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"…"}}`.
private struct ClaudeStreamDelta: Decodable {
    struct Delta: Decodable {
        var type: String
        var text: String?
    }
    var delta: Delta
}
