import Foundation
import RecallCore
import RecallRemote
import Testing

/// The API key every test sends; it must never appear in an error.
let secretKey = "sk-test-SECRET-4f9c2e"

/// Runs `body`, expects a RecallError with `code`, and checks that no secret leaks into its text.
@discardableResult
func expectRecallError(
    _ code: RecallError.Code, secrets: [String] = [secretKey], sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> RecallError? {
    do {
        try await body()
        Issue.record("expected a \(code) error, got success", sourceLocation: sourceLocation)
        return nil
    } catch let error as RecallError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        let texts = [error.description, String(reflecting: error), error.localizedDescription, error.message, error.hint ?? ""]
        for secret in secrets {
            #expect(!texts.contains { $0.contains(secret) }, "error text leaks a secret: \(error)", sourceLocation: sourceLocation)
        }
        return error
    } catch {
        Issue.record("expected a RecallError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// A deterministic fake embedding: `dimension` numbers derived from the text's bytes.
func fakeVector(_ text: String, dimension: Int) -> [Double] {
    let sum = text.utf8.reduce(0) { $0 &+ Int($1) }
    return (0..<dimension).map { Double((sum * ($0 + 3) + text.utf8.count) % 101) + 1 }
}

/// `{"object":"list","data":[…],"model":…}` with the items in the order given by `order`.
func openAIBody(_ inputs: [String], dimension: Int, reversed: Bool = false) -> [String: Any] {
    var items: [[String: Any]] = inputs.enumerated().map { index, text in
        ["object": "embedding", "index": index, "embedding": fakeVector(text, dimension: dimension)]
    }
    if reversed { items.reverse() }
    return ["object": "list", "data": items, "model": "test-model", "usage": ["prompt_tokens": 1, "total_tokens": 1]]
}

func approximatelyEqual(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
}

func openAIConfiguration(
    _ server: LoopbackServer, batchSize: Int = 64, timeout: TimeInterval = 5, maxRetries: Int = 2,
    queryPrefix: String = "", documentPrefix: String = ""
) -> RemoteEmbedderConfiguration {
    RemoteEmbedderConfiguration(
        provider: .openai, baseURL: server.baseURL, model: "test-model", apiKey: secretKey, queryPrefix: queryPrefix,
        documentPrefix: documentPrefix, batchSize: batchSize, maxConcurrentRequests: 2, timeout: timeout,
        maxRetries: maxRetries, retryBaseDelay: 0.05, maxRetryDelay: 2)
}
