import Foundation
import RecallCore
import RecallRemote
import Testing

/// `ClaudeClient` against a loopback server speaking the Anthropic Messages wire format.
@Suite struct ClaudeClientTests {
    static let prompt = "PRIVATE-PROMPT: what did Ada say about the launch?"

    /// A client of `server`; overloaded answers are not retried unless `retries` says so.
    static func client(_ server: LoopbackServer, timeout: TimeInterval = 5, retries: Int = 0) -> ClaudeClient {
        ClaudeClient(configuration: ClaudeConfiguration(
            apiKey: secretKey, baseURL: server.baseURL, timeout: timeout, maxRetries: retries, retryBaseDelay: 0.01))
    }

    static func event(_ name: String, _ json: String, lineEnding: String = "\n") -> String {
        "event: \(name)\(lineEnding)data: \(json)\(lineEnding)\(lineEnding)"
    }

    static func delta(_ text: String) -> String {
        event("content_block_delta", #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"\#(text)"}}"#)
    }

    static let opening =
        event("message_start", #"{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-5-20250929","stop_reason":null,"usage":{"input_tokens":25,"output_tokens":1}}}"#)
        + event("content_block_start", #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#)

    static let closing =
        event("content_block_stop", #"{"type":"content_block_stop","index":0}"#)
        + event("message_delta", #"{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":15}}"#)
        + event("message_stop", #"{"type":"message_stop"}"#)

    /// Writes `text` as chunked-encoding pieces of `size` bytes (splitting lines, CRLFs and UTF-8
    /// sequences), with a short pause after every 16th piece so they reach the client in several reads.
    static func pieces(_ text: String, size: Int) -> [ServerStep] {
        let bytes = Data(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).enumerated().flatMap { number, start -> [ServerStep] in
            let piece = HTTPReply.chunk(bytes.subdata(in: start..<min(start + size, bytes.count)))
            return number % 16 == 15 ? [.write(piece), .pause(0.005)] : [.write(piece)]
        }
    }

    static func collect(_ stream: AsyncThrowingStream<String, Error>) async throws -> [String] {
        var deltas: [String] = []
        for try await delta in stream { deltas.append(delta) }
        return deltas
    }

    @Test func completeSendsTheDocumentedRequestAndJoinsTextBlocks() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.json(200, [
                "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
                "content": [["type": "text", "text": "Ada wants to ship in May [1]"], ["type": "text", "text": ", pending QA [2]."]],
                "stop_reason": "end_turn", "usage": ["input_tokens": 10, "output_tokens": 12],
            ]))]
        }
        defer { server.stop() }
        let answer = try await Self.client(server).complete(system: "Be brief.", messages: [.user(Self.prompt)])
        #expect(answer == "Ada wants to ship in May [1], pending QA [2].")

        let request = try #require(server.requests.first)
        #expect(request.method == "POST" && request.path == "/v1/messages")
        #expect(request.headers["x-api-key"] == secretKey)
        #expect(request.headers["anthropic-version"] == "2023-06-01")
        #expect(request.headers["content-type"] == "application/json")
        let body = try #require(request.json)
        #expect(body["model"] as? String == "claude-sonnet-4-5-20250929")
        #expect(body["max_tokens"] as? Int == 1024)
        #expect(body["temperature"] as? Double == 0)
        #expect(body["system"] as? String == "Be brief.")
        #expect(body["stream"] == nil)
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages == [["role": "user", "content": Self.prompt]])
    }

    @Test(arguments: [1, 7, 64])
    func streamYieldsTextDeltasFromEveryEventKind(pieceSize: Int) async throws {
        let transcript =
            ": keep-alive comment\n" + Self.opening + Self.event("ping", #"{"type": "ping"}"#, lineEnding: "\r\n")
            + Self.delta("Ada ") + Self.event("content_block_delta", #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"wants ünïcode "}}"#, lineEnding: "\r\n")
            + Self.delta("to ship [1].") + Self.closing
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead)] + Self.pieces(transcript, size: pieceSize) + [.write(HTTPReply.lastChunk)]
        }
        defer { server.stop() }
        let deltas = try await Self.collect(Self.client(server).stream(system: "s", messages: [.user(Self.prompt)]))
        #expect(deltas == ["Ada ", "wants ünïcode ", "to ship [1]."])
        let body = try #require(server.requests.first?.json)
        #expect(body["stream"] as? Bool == true)
    }

    @Test func anErrorEventMidStreamThrowsAfterTheEarlierText() async throws {
        let transcript =
            Self.opening + Self.delta("Partial")
            + Self.event("error", #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#)
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead)] + Self.pieces(transcript, size: 40) + [.write(HTTPReply.lastChunk)]
        }
        defer { server.stop() }
        var received: [String] = []
        let error = await expectRecallError(.network, secrets: [secretKey, Self.prompt]) {
            for try await delta in Self.client(server).stream(system: "s", messages: [.user(Self.prompt)]) {
                received.append(delta)
            }
        }
        #expect(received == ["Partial"])
        #expect(error?.message.contains("overloaded_error") == true)
    }

    @Test(arguments: [true, false])
    func aTruncatedStreamIsAnError(endChunking: Bool) async throws {
        let transcript = Self.opening + Self.delta("Half an answer") + "event: content_block_delta\ndata: {\"type\""
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead)] + Self.pieces(transcript, size: 25)
                + (endChunking ? [.write(HTTPReply.lastChunk)] : [])
        }
        defer { server.stop() }
        var received: [String] = []
        await expectRecallError(.network, secrets: [secretKey, Self.prompt]) {
            for try await delta in Self.client(server).stream(system: "s", messages: [.user(Self.prompt)]) {
                received.append(delta)
            }
        }
        #expect(received == ["Half an answer"])
    }

    @Test(arguments: [
        (status: 401, body: #"{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}"#, code: RecallError.Code.unauthorized, text: "401"),
        (status: 403, body: #"{"type":"error","error":{"type":"permission_error","message":"no"}}"#, code: .unauthorized, text: "permission_error"),
        (status: 404, body: #"{"type":"error","error":{"type":"not_found_error","message":"model: x"}}"#, code: .notFound, text: "claude-sonnet-4-5-20250929"),
        (status: 429, body: #"{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}"#, code: .network, text: "429"),
        (status: 500, body: #"{"type":"error","error":{"type":"api_error","message":"oops"}}"#, code: .network, text: "api_error"),
        (status: 529, body: #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#, code: .network, text: "overloaded"),
    ])
    func httpErrorsMapToRecallErrors(status: Int, body: String, code: RecallError.Code, text: String) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.full(status, body: body, headers: status == 429 ? ["retry-after": "20"] : [:]))]
        }
        defer { server.stop() }
        let client = Self.client(server)
        let whole = await expectRecallError(code, secrets: [secretKey, Self.prompt]) {
            _ = try await client.complete(system: "s", messages: [.user(Self.prompt)])
        }
        #expect(whole?.description.contains(text) == true, "\(String(describing: whole))")
        let streamed = await expectRecallError(code, secrets: [secretKey, Self.prompt]) {
            _ = try await Self.collect(client.stream(system: "s", messages: [.user(Self.prompt)]))
        }
        #expect(streamed?.description.contains(text) == true, "\(String(describing: streamed))")
        if status == 429 { #expect(whole?.hint == "retry after 20 s") }
        if status == 401 { #expect(whole?.hint?.contains("ANTHROPIC_API_KEY") == true) }
    }

    @Test func aMalformedMessageIsAnError() async throws {
        let server = try LoopbackServer { _, _ in [.write(HTTPReply.full(200, body: #"{"content": "not blocks"}"#))] }
        defer { server.stop() }
        let error = await expectRecallError(.network, secrets: [secretKey, Self.prompt]) {
            _ = try await Self.client(server).complete(system: "s", messages: [.user(Self.prompt)])
        }
        #expect(error?.message.contains("malformed") == true)
    }

    @Test func aStalledStreamTimesOut() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk(Self.opening + Self.delta("Slow"))), .pause(6)]
        }
        defer { server.stop() }
        var received: [String] = []
        let error = await expectRecallError(.network) {
            for try await delta in Self.client(server, timeout: 1.5).stream(system: "s", messages: [.user(Self.prompt)]) {
                received.append(delta)
            }
        }
        #expect(received == ["Slow"])
        #expect(error?.message.contains("timed out") == true, "\(String(describing: error))")
    }

    @Test func aSteadyStreamLongerThanTheTimeoutIsNotCut() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk(Self.opening))]
                + (1...6).flatMap { [ServerStep.pause(0.4), .write(HTTPReply.chunk(Self.delta("\($0)")))] }
                + [.write(HTTPReply.chunk(Self.closing)), .write(HTTPReply.lastChunk)]
        }
        defer { server.stop() }
        let deltas = try await Self.collect(Self.client(server, timeout: 1.5).stream(system: "s", messages: [.user("q")]))
        #expect(deltas == ["1", "2", "3", "4", "5", "6"])
    }

    @Test func cancellingTheConsumerClosesTheConnection() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk(Self.opening + Self.delta("First"))),
             .awaitClientClose(120)]
        }
        defer { server.stop() }
        let stream = Self.client(server, timeout: 30).stream(system: "s", messages: [.user(Self.prompt)])
        let (firstDelta, firstContinuation) = AsyncStream.makeStream(of: String.self)
        let consumer = Task {
            for try await delta in stream {
                firstContinuation.yield(delta)
            }
        }
        var iterator = firstDelta.makeAsyncIterator()
        #expect(await iterator.next() == "First")
        consumer.cancel()
        var reports = server.closeReports.makeAsyncIterator()
        #expect(await reports.next() == true, "the server saw the client close its connection")
    }
}
