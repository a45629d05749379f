import Foundation
import RecallCore
import Testing

@testable import RecallRemote

/// `RemoteEmbedder` against a real loopback server speaking the OpenAI embeddings wire format.
@Suite struct OpenAIEmbedderTests {
    /// Serves embeddings of `dimension`, items in reverse order (the client must sort by `index`).
    static func embeddingServer(dimension: Int = 6) throws -> LoopbackServer {
        try LoopbackServer { request, _ in
            [.write(HTTPReply.json(200, openAIBody(request.inputs, dimension: dimension, reversed: true)))]
        }
    }

    @Test func batchesRequestsAndKeepsInputOrder() async throws {
        let server = try Self.embeddingServer()
        defer { server.stop() }
        let texts = (1...8).map { "chunk number \($0) about the roadmap" }
        let embedder = RemoteEmbedder(
            configuration: openAIConfiguration(server, batchSize: 3, documentPrefix: "passage: "))
        let vectors = try await embedder.embedDocuments(texts)

        #expect(vectors.count == 8)
        for (text, vector) in zip(texts, vectors) {
            #expect(approximatelyEqual(vector, VectorMath.normalized(fakeVector("passage: " + text, dimension: 6))))
            #expect(abs(VectorMath.dot(vector, vector) - 1) < 1e-9)
        }
        let requests = server.requests
        #expect(requests.map(\.inputs.count).sorted() == [2, 3, 3])
        #expect(Set(requests.flatMap(\.inputs)) == Set(texts.map { "passage: " + $0 }))
        for request in requests {
            #expect(request.method == "POST")
            #expect(request.path == "/v1/embeddings")
            #expect(request.headers["authorization"] == "Bearer \(secretKey)")
            #expect(request.json?["model"] as? String == "test-model")
        }
    }

    @Test func emptyInputSendsNothing() async throws {
        let server = try Self.embeddingServer()
        defer { server.stop() }
        let vectors = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedDocuments([])
        #expect(vectors.isEmpty)
        #expect(server.requests.isEmpty)
    }

    @Test func fingerprintProbesOnceForTheDimension() async throws {
        let server = try Self.embeddingServer(dimension: 5)
        defer { server.stop() }
        let embedder = RemoteEmbedder(
            configuration: openAIConfiguration(server, queryPrefix: "query: ", documentPrefix: "passage: "))
        let fingerprint = try await embedder.fingerprint
        #expect(fingerprint.provider == "openai")
        #expect(fingerprint.model == "test-model")
        #expect(fingerprint.dimension == 5)
        #expect(fingerprint.parameters == ["queryPrefix": "query: ", "documentPrefix": "passage: "])
        _ = try await embedder.fingerprint
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.inputs == ["query: " + RemoteEmbedder.probeText])
    }

    @Test func aChangedDimensionIsRefused() async throws {
        let server = try LoopbackServer { request, number in
            [.write(HTTPReply.json(200, openAIBody(request.inputs, dimension: number == 0 ? 4 : 5)))]
        }
        defer { server.stop() }
        let embedder = RemoteEmbedder(configuration: openAIConfiguration(server))
        #expect(try await embedder.embedQuery("first").count == 4)
        let error = await expectRecallError(.embedderMismatch) { _ = try await embedder.embedQuery("second") }
        #expect(error?.message.contains("5-dimensional") == true)
    }

    @Test(arguments: [
        (status: 429, headers: ["Retry-After": "1"]),
        (status: 500, headers: [:]),
        (status: 503, headers: [:]),
    ])
    func retriesTransientFailuresThenSucceeds(status: Int, headers: [String: String]) async throws {
        let server = try LoopbackServer { request, number in
            number == 0
                ? [.write(HTTPReply.json(status, ["error": ["message": "busy", "type": "server_error"]], headers: headers))]
                : [.write(HTTPReply.json(200, openAIBody(request.inputs, dimension: 3)))]
        }
        defer { server.stop() }
        let vector = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedQuery("hello")
        #expect(approximatelyEqual(vector, VectorMath.normalized(fakeVector("hello", dimension: 3))))
        #expect(server.requests.count == 2)
    }

    @Test func persistentServerErrorsGiveUpAfterTheRetries() async throws {
        let server = try LoopbackServer { _, _ in [.write(HTTPReply.json(502, ["error": "bad gateway"]))] }
        defer { server.stop() }
        let error = await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server, maxRetries: 2)).embedQuery("x")
        }
        #expect(error?.message.contains("HTTP 502") == true)
        #expect(server.requests.count == 3)
    }

    @Test func retryAfterIsHonouredAndCapped() {
        let policy = RetryPolicy(maxRetries: 3, baseDelay: 0.5, maxDelay: 30)
        #expect(policy.delay(attempt: 0, retryAfter: 7) == 7)
        #expect(policy.delay(attempt: 0, retryAfter: 600) == 30)
        #expect(RetryPolicy.retryAfter(["retry-after": " 12 "]) == 12)
        #expect(RetryPolicy.retryAfter(["retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]) == nil)
        for attempt in 0..<4 {
            let delay = policy.delay(attempt: attempt, retryAfter: nil)
            let ceiling = 0.5 * Double(1 << attempt)
            #expect(delay >= ceiling / 2 && delay <= ceiling)
        }
    }

    @Test(arguments: [401, 403])
    func unauthorizedNamesTheVariableNotTheKey(status: Int) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.json(status, ["error": ["message": "Incorrect API key provided: \(secretKey)", "type": "invalid_request_error", "code": "invalid_api_key"]]))]
        }
        defer { server.stop() }
        let error = await expectRecallError(.unauthorized) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedQuery("x")
        }
        #expect(error?.hint?.contains("RECALL_EMBED_API_KEY") == true)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [404, 400])
    func unknownModelNamesModelAndServer(status: Int) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.json(status, ["error": ["message": "The model `test-model` does not exist", "type": "invalid_request_error", "code": "model_not_found"]]))]
        }
        defer { server.stop() }
        let error = await expectRecallError(.notFound) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedQuery("x")
        }
        #expect(error?.message.contains("test-model") == true)
        #expect(error?.message.contains("127.0.0.1:\(server.port)") == true)
    }

    @Test(arguments: [
        "{\"data\": [{\"embedding\": [1, 2",
        "<html>502 Bad Gateway</html>",
        "{\"data\": [{\"embedding\": [1, 2], \"index\": 0}, {\"embedding\": [1, 2], \"index\": 0}]}",
        "{\"embeddings\": [[1, 2]]}",
    ])
    func malformedBodiesAreReported(body: String) async throws {
        let server = try LoopbackServer { _, _ in [.write(HTTPReply.full(200, body: body))] }
        defer { server.stop() }
        let error = await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedDocuments(["a", "b"])
        }
        #expect(error?.message.contains("malformed") == true)
        #expect(error?.hint == "check --embedder and the base URL")  // a flag that exists (it said --embed-provider)
    }

    @Test func aWrongNumberOfEmbeddingsIsReported() async throws {
        let server = try LoopbackServer { request, _ in
            [.write(HTTPReply.json(200, openAIBody(Array(request.inputs.dropLast()), dimension: 3)))]
        }
        defer { server.stop() }
        let error = await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server)).embedDocuments(["a", "b", "c"])
        }
        #expect(error?.message.contains("2 embeddings for 3 inputs") == true)
    }

    @Test func aSlowServerTimesOutAfterRetrying() async throws {
        let server = try LoopbackServer { request, _ in
            [.pause(4), .write(HTTPReply.json(200, openAIBody(request.inputs, dimension: 3)))]
        }
        defer { server.stop() }
        let error = await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server, timeout: 0.5, maxRetries: 1))
                .embedQuery("x")
        }
        #expect(error?.message.contains("timed out") == true)
        // The retry was sent; on a loaded machine the server may record it a moment later.
        for _ in 0..<100 where server.requests.count < 2 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(server.requests.count == 2)
    }

    @Test func aTruncatedBodyIsAnError() async throws {
        let server = try LoopbackServer { request, _ in
            let full = HTTPReply.json(200, openAIBody(request.inputs, dimension: 32))
            return [.write(full.prefix(full.count - 40))]
        }
        defer { server.stop() }
        await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: openAIConfiguration(server, maxRetries: 0)).embedQuery("x")
        }
    }

    @Test func aClosedPortIsAConnectionError() async throws {
        let server = try Self.embeddingServer()
        let configuration = openAIConfiguration(server, maxRetries: 0)
        server.stop()
        // Wait until the listener is really gone: the accept loop polls every 50 ms.
        for await _ in server.closeReports {}
        let error = await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: configuration).embedQuery("x")
        }
        #expect(error?.message.contains("127.0.0.1:\(server.port)") == true)
    }
}
