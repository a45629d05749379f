import Foundation
import RecallRemote
import Testing

/// Configurations never print their API key, however they are printed.
@Suite struct RedactionTests {
    static func renderings(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
    }

    @Test func embedderConfigurationRedactsTheKey() throws {
        let configuration = RemoteEmbedderConfiguration(
            provider: .openai, baseURL: try #require(URL(string: "https://api.example.com/v1")), model: "m",
            apiKey: secretKey)
        for text in Self.renderings(configuration) {
            #expect(!text.contains(secretKey))
            #expect(text.contains("<redacted>"))
        }
        #expect(configuration.endpoint.absoluteString == "https://api.example.com/v1/embeddings")
        #expect(configuration.batchSize == 64 && configuration.maxConcurrentRequests == 2)
    }

    @Test func claudeConfigurationRedactsTheKey() {
        let configuration = ClaudeConfiguration(apiKey: secretKey)
        for text in Self.renderings(configuration) {
            #expect(!text.contains(secretKey))
            #expect(text.contains("<redacted>"))
        }
        #expect(configuration.endpoint.absoluteString == "https://api.anthropic.com/v1/messages")
        #expect(configuration.model == "claude-sonnet-4-5-20250929")
    }
}
