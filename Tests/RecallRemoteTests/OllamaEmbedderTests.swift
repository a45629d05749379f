import Foundation
import RecallCore
import RecallRemote
import Testing

/// `RemoteEmbedder` against a loopback server speaking Ollama's native `/api/embed`.
@Suite struct OllamaEmbedderTests {
    static func configuration(_ server: LoopbackServer) -> RemoteEmbedderConfiguration {
        RemoteEmbedderConfiguration(
            provider: .ollama, baseURL: server.baseURL, model: "nomic-embed-text", batchSize: 2, timeout: 5,
            maxRetries: 0)
    }

    @Test func embedsThroughApiEmbed() async throws {
        let server = try LoopbackServer { request, _ in
            let vectors = request.inputs.map { fakeVector($0, dimension: 4) }
            return [.write(HTTPReply.json(200, ["model": "nomic-embed-text", "embeddings": vectors]))]
        }
        defer { server.stop() }
        let texts = ["alpha", "beta", "gamma"]
        let embedder = RemoteEmbedder(configuration: Self.configuration(server))
        let vectors = try await embedder.embedDocuments(texts)
        #expect(zip(texts, vectors).allSatisfy { approximatelyEqual($1, VectorMath.normalized(fakeVector($0, dimension: 4))) })
        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.path == "/api/embed" && $0.headers["authorization"] == nil })
        #expect(requests.allSatisfy { $0.json?["model"] as? String == "nomic-embed-text" })
        let fingerprint = try await embedder.fingerprint
        #expect(fingerprint.description == "ollama/nomic-embed-text dim=4")
        #expect(server.requests.count == 2)
    }

    @Test func aMissingModelSuggestsPullingIt() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.json(404, ["error": "model \"nomic-embed-text\" not found, try pulling it first"]))]
        }
        defer { server.stop() }
        let error = await expectRecallError(.notFound) {
            _ = try await RemoteEmbedder(configuration: Self.configuration(server)).embedQuery("x")
        }
        #expect(error?.hint?.contains("ollama pull nomic-embed-text") == true)
    }

    @Test func theOpenAIFormatIsMalformedForOllama() async throws {
        let server = try LoopbackServer { request, _ in
            [.write(HTTPReply.json(200, openAIBody(request.inputs, dimension: 3)))]
        }
        defer { server.stop() }
        await expectRecallError(.network) {
            _ = try await RemoteEmbedder(configuration: Self.configuration(server)).embedQuery("x")
        }
    }
}
