import Foundation
import RecallCore
import Testing

@testable import RecallRemote

/// `HTTPTransport` (libcurl behind dlopen) against a loopback server that controls every byte.
@Suite struct HTTPTransportTests {
    /// A request to `server` carrying the secret in a header, the query and the body.
    static func request(_ server: LoopbackServer, method: String = "POST", body: Data? = Data("{}".utf8)) -> HTTPRequest {
        // The loopback URL and a fixed path and query always make a valid URL.
        let url = URL(string: "\(server.baseURL.absoluteString)/v1/things?key=\(secretKey)")!
        var request = HTTPRequest(method: method, url: url, body: body)
        request.setValue("Bearer \(secretKey)", forHeader: "Authorization")
        request.setValue(secretKey, forHeader: "x-api-key")
        return request
    }

    /// A response whose second piece is written only after the test signals (or 10 s pass).
    /// The server writes the first piece, then waits for the test's signal before the rest. The wait
    /// is long (120 s) because it only guards against a hang: under the full suite, blocking tests
    /// can hold both cooperative threads for many seconds before this test's loop resumes.
    static func gated(_ pieces: [String], chunked: Bool, gate: DispatchSemaphore) -> [ServerStep] {
        let head =
            chunked
            ? HTTPReply.eventStreamHead
            : HTTPReply.head(200, headers: ["Content-Length": String(pieces.joined().utf8.count)])
        let writes = pieces.map { ServerStep.write(chunked ? HTTPReply.chunk($0) : Data($0.utf8)) }
        // 600 s: the client's consumer needs a thread of the cooperative pool, which the other
        // suites' waits for their binaries can hold for minutes on a loaded 2-core machine.
        return [.write(head), writes[0], .awaitSignal(gate, 600)] + writes.dropFirst()
            + (chunked ? [.write(HTTPReply.lastChunk)] : [])
    }

    @Test(arguments: [
        (method: "GET", body: nil as String?), (method: "POST", body: #"{"input":["ünï"]}"#), (method: "POST", body: ""),
        (method: "PUT", body: "put body"), (method: "DELETE", body: nil),
    ])
    func methodsHeadersAndBodiesReachTheServer(method: String, body: String?) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.full(201, body: "created", headers: ["X-Multi": "a", "Retry-After": "3"]))]
        }
        defer { server.stop() }
        let response = try await HTTPTransport(timeout: 5).send(Self.request(server, method: method, body: body.map { Data($0.utf8) }))
        #expect(response.status == 201)
        #expect(response.body == Data("created".utf8))
        #expect(response.headers["retry-after"] == "3" && response.headers["x-multi"] == "a")
        let received = try #require(server.requests.first)
        #expect(received.method == method)
        #expect(received.path == "/v1/things?key=\(secretKey)")
        #expect(received.body == Data((body ?? "").utf8))
        #expect(received.headers["authorization"] == "Bearer \(secretKey)")
        #expect(received.headers["expect"] == nil, "no Expect: 100-continue wait")
    }

    @Test(arguments: [true, false])
    func bodyPiecesArriveBeforeTheResponseEnds(chunked: Bool) async throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try LoopbackServer { _, _ in Self.gated(["first piece;", "second piece"], chunked: chunked, gate: gate) }
        defer { server.stop() }
        var pieces: [Data] = []
        var head: Int?
        for try await chunk in HTTPTransport(timeout: 600).stream(Self.request(server)) {
            switch chunk {
            case .head(let status, _): head = status
            case .body(let data):
                pieces.append(data)
                gate.signal()  // the server sends the rest only after this
            }
        }
        var reports = server.closeReports.makeAsyncIterator()
        #expect(await reports.next() == true, "the first piece was delivered while the server was still waiting")
        #expect(head == 200)
        #expect(String(decoding: pieces.reduce(Data(), +), as: UTF8.self) == "first piece;second piece")
        #expect(pieces.first.map { String(decoding: $0, as: UTF8.self) } == "first piece;")
    }

    @Test func oneHeadPerResponseEvenAfter100ContinueOrWithTrailers() async throws {
        let server = try LoopbackServer { _, _ in
            [.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)), .write(HTTPReply.eventStreamHead),
             .write(HTTPReply.chunk("body")), .write(Data("0\r\nX-Trailer: t\r\n\r\n".utf8))]
        }
        defer { server.stop() }
        var heads: [Int] = []
        var body = Data()
        for try await chunk in HTTPTransport(timeout: 5).stream(Self.request(server)) {
            switch chunk {
            case .head(let status, _): heads.append(status)
            case .body(let data): body.append(data)
            }
        }
        #expect(heads == [200])
        #expect(body == Data("body".utf8))
    }

    @Test(arguments: [
        (name: "no head", steps: [ServerStep.pause(6)]),
        (name: "stalled body", steps: [.write(HTTPReply.head(200, headers: ["Content-Length": "10"])), .write(Data("abc".utf8)), .pause(6)]),
        (name: "stalled chunks", steps: [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk("abc")), .pause(6)]),
    ])
    func nothingMovingForTheTimeoutIsAnError(name: String, steps: [ServerStep]) async throws {
        let server = try LoopbackServer { _, _ in steps }
        defer { server.stop() }
        // The server closes after 6 s; only the idle timeout gives "timed out" (a close gives "lost").
        let error = await expectRecallError(.network) {
            _ = try await HTTPTransport(timeout: 0.5).send(Self.request(server))
        }
        #expect(error?.message.contains("timed out after 0.5 s") == true, "\(name): \(String(describing: error))")
    }

    @Test(arguments: [
        (size: 4096, chunked: false, passes: true), (size: 4097, chunked: false, passes: false),
        (size: 100_000, chunked: true, passes: false),
    ])
    func bodiesOverTheCapAreRefused(size: Int, chunked: Bool, passes: Bool) async throws {
        let body = String(repeating: "x", count: size)
        let server = try LoopbackServer { _, _ in
            chunked
                ? [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk(body)), .write(HTTPReply.lastChunk)]
                : [.write(HTTPReply.full(200, body: body))]
        }
        defer { server.stop() }
        let transport = HTTPTransport(timeout: 5, maxBodyBytes: 4096)
        if passes {
            #expect(try await transport.send(Self.request(server)).body.count == size)
        } else {
            let error = await expectRecallError(.network) { _ = try await transport.send(Self.request(server)) }
            #expect(error?.message.contains("over 4096 bytes") == true, "\(String(describing: error))")
        }
    }

    enum Stopping: CaseIterable { case cancelTheTask, leaveTheLoop }

    @Test(arguments: Stopping.allCases)
    func aConsumerThatStopsClosesTheConnection(how: Stopping) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.eventStreamHead), .write(HTTPReply.chunk("first")), .awaitClientClose(120)]
        }
        defer { server.stop() }
        let request = Self.request(server)
        let (firstBody, signal) = AsyncStream.makeStream(of: Void.self)
        // The stream lives in the task only: leaving the loop releases it, which ends the transfer.
        let consumer = Task {
            for try await chunk in HTTPTransport(timeout: 30).stream(request) {
                guard case .body = chunk else { continue }
                signal.yield()
                if how == .leaveTheLoop { break }
            }
        }
        var iterator = firstBody.makeAsyncIterator()
        _ = await iterator.next()
        if how == .cancelTheTask { consumer.cancel() }
        var reports = server.closeReports.makeAsyncIterator()
        #expect(await reports.next() == true, "the server saw the client close its connection within 10 s")
    }

    enum Failure: CaseIterable { case refusedConnection, missingLibrary, redirect }

    @Test(arguments: Failure.allCases)
    func failuresGiveOneClearLineWithoutTheKey(failure: Failure) async throws {
        let server = try LoopbackServer { _, _ in
            [.write(HTTPReply.full(301, body: "moved", headers: ["Location": "http://127.0.0.1:9/\(secretKey)"]))]
        }
        var transport = HTTPTransport(timeout: 5)
        if failure == .refusedConnection {
            server.stop()
            for await _ in server.closeReports {}  // the listener is closed
        }
        if failure == .missingLibrary {
            transport.loadLibrary = { try CurlLibrary.open(names: ["libcurl-missing.so.9"]) }
        }
        defer { server.stop() }
        let request = Self.request(server)
        #expect(!request.description.contains(secretKey))
        let client = EmbeddingRequester(configuration: RemoteEmbedderConfiguration(
            provider: .openai, baseURL: server.baseURL, model: "m", apiKey: secretKey, maxRetries: 0))
        let error = await expectRecallError(failure == .refusedConnection ? .network : .config) {
            switch failure {
            case .redirect: _ = try await client.embedBatch(["x"])
            default: _ = try await transport.send(request)
            }
        }
        let expected = switch failure {
        case .refusedConnection: "cannot connect to http://127.0.0.1:\(server.port)/v1/things"
        case .missingLibrary: "cannot load libcurl-missing.so.9: install libcurl4 to use a remote embedder or Claude"
        case .redirect: "redirected the request (HTTP 301)"
        }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        #expect(error?.description.contains("\n") == false)
    }
}
