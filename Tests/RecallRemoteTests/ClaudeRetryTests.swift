import Foundation
import RecallCore
import RecallRemote
import Testing

/// Overloaded answers (HTTP 503, 529) are retried with backoff before any text arrives.
@Suite struct ClaudeRetryTests {
    static let overloaded = #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#

    /// Answers `status` to the first `failures` requests, then streams "Fine [1].".
    static func server(failing failures: Int, with status: Int) throws -> LoopbackServer {
        try LoopbackServer { _, number in
            if number < failures { return [.write(HTTPReply.full(status, body: overloaded))] }
            let events = ClaudeClientTests.opening + ClaudeClientTests.delta("Fine [1].") + ClaudeClientTests.closing
            return [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk(events)), .write(HTTPReply.lastChunk)]
        }
    }

    @Test(arguments: [503, 529])
    func anOverloadedStreamIsRetried(status: Int) async throws {
        let server = try Self.server(failing: 2, with: status)
        defer { server.stop() }
        let client = ClaudeClientTests.client(server, retries: 3)
        let deltas = try await ClaudeClientTests.collect(client.stream(system: "s", messages: [.user("q")]))
        #expect(deltas == ["Fine [1]."])
        #expect(server.requests.count == 3)
    }

    @Test func retriesStopAtTheLimit() async throws {
        let server = try Self.server(failing: 10, with: 529)
        defer { server.stop() }
        let client = ClaudeClientTests.client(server, retries: 2)
        let error = await expectRecallError(.network) {
            _ = try await ClaudeClientTests.collect(client.stream(system: "s", messages: [.user("q")]))
        }
        #expect(error?.message.contains("overloaded") == true, "\(String(describing: error))")
        #expect(server.requests.count == 3)
    }

    @Test func aWholeAnswerIsRetriedToo() async throws {
        let server = try LoopbackServer { _, number in
            if number == 0 { return [.write(HTTPReply.full(529, body: Self.overloaded, headers: ["retry-after": "0"]))] }
            return [.write(HTTPReply.json(200, ["content": [["type": "text", "text": "Whole."]]]))]
        }
        defer { server.stop() }
        let answer = try await ClaudeClientTests.client(server, retries: 1).complete(system: "s", messages: [.user("q")])
        #expect(answer == "Whole.")
        #expect(server.requests.count == 2)
    }

    @Test func otherServerErrorsAreNotRetried() async throws {
        let server = try Self.server(failing: 1, with: 500)
        defer { server.stop() }
        await expectRecallError(.network) {
            _ = try await ClaudeClientTests.collect(ClaudeClientTests.client(server, retries: 3).stream(system: "s", messages: [.user("q")]))
        }
        #expect(server.requests.count == 1)
    }
}
