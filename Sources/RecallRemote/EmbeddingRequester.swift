import Foundation
import RecallCore

/// Sends one batch to an embedding server, with retries, and turns every failure into a RecallError.
struct EmbeddingRequester: Sendable {
    let configuration: RemoteEmbedderConfiguration
    let transport: HTTPTransport
    let retry: RetryPolicy

    init(configuration: RemoteEmbedderConfiguration) {
        self.configuration = configuration
        transport = HTTPTransport(timeout: configuration.timeout)
        retry = RetryPolicy(
            maxRetries: configuration.maxRetries, baseDelay: configuration.retryBaseDelay,
            maxDelay: configuration.maxRetryDelay)
    }

    /// The server, described without credentials, for messages.
    var server: String { HTTPTransport.describe(configuration.endpoint) }

    /// Raw (not yet normalized) vectors for `inputs`, in input order.
    func embedBatch(_ inputs: [String]) async throws -> [[Double]] {
        let request = try makeRequest(inputs)
        var attempt = 0
        while true {
            let response: HTTPResponse
            do {
                response = try await transport.send(request)
            } catch let error as RecallError where RetryPolicy.isRetryable(error) && attempt < retry.maxRetries {
                try await RetryPolicy.sleep(retry.delay(attempt: attempt, retryAfter: nil))
                attempt += 1
                continue
            }
            if RetryPolicy.isRetryable(status: response.status) && attempt < retry.maxRetries {
                try await RetryPolicy.sleep(
                    retry.delay(attempt: attempt, retryAfter: RetryPolicy.retryAfter(response.headers)))
                attempt += 1
                continue
            }
            return try decode(response, expected: inputs.count, tries: attempt + 1)
        }
    }

    private func makeRequest(_ inputs: [String]) throws -> HTTPRequest {
        let body = try JSONEncoder().encode(EmbeddingRequestBody(model: configuration.model, input: inputs))
        var request = HTTPRequest(method: "POST", url: configuration.endpoint, body: body)
        request.setValue("application/json", forHeader: "Content-Type")
        request.setValue("application/json", forHeader: "Accept")
        if let key = configuration.apiKey, !key.isEmpty {
            request.setValue("Bearer \(key)", forHeader: "Authorization")
        }
        return request
    }

    private func decode(_ response: HTTPResponse, expected: Int, tries: Int) throws -> [[Double]] {
        guard (200...299).contains(response.status) else {
            throw statusError(response, tries: tries)
        }
        let vectors: [[Double]]
        do {
            switch configuration.provider {
            case .openai: vectors = try OpenAIEmbeddingResponse.vectors(from: response.body)
            case .ollama: vectors = try JSONDecoder().decode(OllamaEmbedResponse.self, from: response.body).embeddings
            }
        } catch {
            throw RecallError(
                .network,
                "\(server) sent a malformed embeddings response (not the \(configuration.provider.rawValue) format)",
                hint: "check --embedder and the base URL")
        }
        guard vectors.count == expected else {
            throw RecallError(
                .network,
                "\(server) returned \(vectors.count) embeddings for \(expected) inputs (model \(configuration.model))")
        }
        guard vectors.allSatisfy({ $0.allSatisfy(\.isFinite) }) else {
            throw RecallError(
                .network, "\(server) returned an embedding with non-finite numbers (model \(configuration.model))")
        }
        return vectors
    }

    /// The error for a non-2xx status (after any retries).
    func statusError(_ response: HTTPResponse, tries: Int) -> RecallError {
        let status = response.status
        let details = RemoteErrorBody(response.body)
        let model = configuration.model
        switch status {
        case 0:
            return RecallError(.network, "\(server) closed the connection without a response")
        case 401, 403:
            let hint =
                configuration.apiKey == nil
                ? "no API key was sent; set RECALL_EMBED_API_KEY" : "check RECALL_EMBED_API_KEY"
            return RecallError(.unauthorized, "\(server) refused the request (HTTP \(status))", hint: hint)
        case 300...399:
            return HTTPTransport.redirected(server, status: status)
        case 404:
            return modelNotFound(status)
        case 400...499 where details.mentionsUnknownModel:
            return modelNotFound(status)
        case 429, 500...599:
            let retryAfter = RetryPolicy.retryAfter(response.headers).map {
                "; retry after \(HTTPTransport.formatSeconds($0))"
            }
            return RecallError(
                .network, "\(server) answered HTTP \(status)\(details.suffix) after \(tries) tries (model \(model))",
                hint: status == 429 ? "rate limited\(retryAfter ?? "")" : "the embedding server is failing; retry later"
            )
        default:
            return RecallError(
                .invalidInput, "\(server) rejected the request with HTTP \(status)\(details.suffix) (model \(model))",
                hint:
                    "a chunk may exceed the model's input limit, or the server does "
                    + "not speak the \(configuration.provider.rawValue) format"
            )
        }
    }

    private func modelNotFound(_ status: Int) -> RecallError {
        let fix =
            configuration.provider == .ollama
            ? "run `ollama pull \(configuration.model)` or check the model name"
            : "check the model name and the base URL"
        return RecallError(
            .notFound,
            "model '\(configuration.model)' was not found at "
                + "\(HTTPTransport.describe(configuration.baseURL)) (HTTP \(status))",
            hint: fix)
    }
}
