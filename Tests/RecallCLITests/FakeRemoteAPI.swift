import FlyingFox
import Foundation
import RecallTestSupport

/// A request the fake API received (header names lowercased).
struct RecordedRequest: Sendable {
    var path: String
    var headers: [String: String]
    var body: Data

    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
}

/// What the fake API received, in arrival order.
actor RequestLog {
    private(set) var requests: [RecordedRequest] = []

    /// Appends a request and returns its number (from 0).
    func append(_ request: RecordedRequest) -> Int {
        requests.append(request)
        return requests.count - 1
    }

    /// How many requests for `path` arrived.
    func count(path: String) -> Int { requests.filter { $0.path == path }.count }
}

/// A FlyingFox server on 127.0.0.1 standing in for an OpenAI-compatible embedding server
/// (`POST /v1/embeddings`, deterministic bag-of-words vectors) and the Anthropic Messages API
/// (`POST /v1/messages`, streamed as server-sent events). Nothing leaves the machine.
final class FakeRemoteAPI: Sendable {
    /// How the fake behaves.
    struct Behaviour: Sendable {
        /// Embedding requests from this number on (0 is the first) fail with HTTP 400.
        var failEmbeddingsFrom: Int?
        /// The Messages API status; anything but 200 returns an `authentication_error` body.
        var claudeStatus = 200
        /// The text the Messages API streams, split into deltas at spaces.
        var answer = "You discussed the vendor contract [1] and its renewal [2]. See also [9]."
        /// The embedding dimension (768 is also the built-in embedder's).
        var dimension = FakeRemoteAPI.dimension
        /// Messages requests before this number (0 is the first) answer HTTP 529 with `Retry-After: 0`.
        var overloadedRequests = 0
        /// How the answer stream ends after its text.
        var streamEnd = StreamEnd.stop
    }

    /// How the Messages API's stream ends: `message_stop`, an `error` event, or never (it stalls).
    enum StreamEnd: Sendable { case stop, error, stall }

    static let dimension = 64
    let server: HTTPServer
    let log: RequestLog
    let port: UInt16
    private let task: Task<Void, Error>

    var baseURL: String { "http://127.0.0.1:\(port)" }

    static func start(_ behaviour: Behaviour = Behaviour()) async throws -> FakeRemoteAPI {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 120, logger: .disabled)
        let log = RequestLog()
        await server.appendRoute("POST /v1/embeddings") { request in
            let number = await log.append(try await record(request))
            if let from = behaviour.failEmbeddingsFrom, number >= from {
                return HTTPResponse(statusCode: .badRequest, body: Data(#"{"error":{"message":"boom"}}"#.utf8))
            }
            return embeddings(for: try await request.bodyData, dimension: behaviour.dimension)
        }
        await server.appendRoute("POST /v1/messages") { request in
            _ = await log.append(try await record(request))
            if await log.count(path: "/v1/messages") <= behaviour.overloadedRequests {
                let body = #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#
                return HTTPResponse(
                    statusCode: HTTPStatusCode(529, phrase: "Overloaded"), headers: [HTTPHeader("Retry-After"): "0"],
                    body: Data(body.utf8))
            }
            guard behaviour.claudeStatus == 200 else {
                let body = #"{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}"#
                return HTTPResponse(statusCode: HTTPStatusCode(behaviour.claudeStatus, phrase: "Error"), body: Data(body.utf8))
            }
            let transcript = events(behaviour.answer, end: behaviour.streamEnd)
            guard behaviour.streamEnd == .stall else {
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/event-stream"], body: Data(transcript.utf8))
            }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: HTTPBodySequence(from: StalledBody(bytes: Array(transcript.utf8))))
        }
        let task = Task { try await server.run() }
        // The default 5 s is too short when parallel tests hold both cores of a small CI machine.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else { throw POSIXError(.EADDRNOTAVAIL) }
        return FakeRemoteAPI(server: server, port: port, task: task, log: log)
    }

    private init(server: HTTPServer, port: UInt16, task: Task<Void, Error>, log: RequestLog) {
        self.server = server
        self.port = port
        self.task = task
        self.log = log
    }

    func stop() async {
        await server.stop()
        task.cancel()
    }

    var requests: [RecordedRequest] { get async { await log.requests } }

    private static func record(_ request: HTTPRequest) async throws -> RecordedRequest {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        return RecordedRequest(path: request.path, headers: headers, body: try await request.bodyData)
    }

    /// An OpenAI-style response with one bag-of-words vector per input.
    private static func embeddings(for body: Data, dimension: Int) -> HTTPResponse {
        let inputs = ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["input"] as? [String] ?? []
        let data = inputs.enumerated().map { index, text in
            ["object": "embedding", "index": index, "embedding": vector(text, dimension: dimension)] as [String: Any]
        }
        let object: [String: Any] = ["object": "list", "data": data, "model": "fake-embed"]
        // Plain JSON values only.
        let json = try! JSONSerialization.data(withJSONObject: object)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: json)
    }

    /// Counts of each lowercased word, hashed (FNV-1a) into `dimension` buckets, plus a constant.
    static func vector(_ text: String, dimension: Int = dimension) -> [Double] {
        var vector = [Double](repeating: 0, count: dimension)
        vector[0] = 0.01
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        for word in words {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            vector[Int(hash % UInt64(dimension))] += 1
        }
        return vector
    }

    /// The Anthropic streaming transcript for `answer`, ended as `end` says (nothing after the
    /// text for `.stall`).
    static func events(_ answer: String, end: StreamEnd = .stop) -> String {
        func event(_ name: String, _ json: String) -> String { "event: \(name)\ndata: \(json)\n\n" }
        var out = event("message_start", #"{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-5-20250929","stop_reason":null,"usage":{"input_tokens":25,"output_tokens":1}}}"#)
        out += event("content_block_start", #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#)
        for piece in answer.split(separator: " ", omittingEmptySubsequences: false).enumerated().map({ $0.offset == 0 ? String($0.element) : " " + $0.element }) {
            let escaped = String(decoding: try! JSONEncoder().encode(piece), as: UTF8.self)  // a String always encodes
            out += event("content_block_delta", #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":\#(escaped)}}"#)
        }
        switch end {
        case .stop:
            out += event("content_block_stop", #"{"type":"content_block_stop","index":0}"#)
            out += event("message_stop", #"{"type":"message_stop"}"#)
        case .error:
            out += event("error", #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#)
        case .stall:
            break
        }
        return out
    }
}

extension CLIHarness {
    /// Few, patient embedding requests: on a small machine other suites can hold every thread of the
    /// cooperative pool (waiting for their binaries), which delays the loopback server.
    func writePatientEmbedderConfig(batchSize: Int = 1000) throws {
        try writeConfig("[embedder]\nbatch_size = \(batchSize)\ntimeout = 600\n")
    }

    /// Runs the binary on its own thread, so the loopback server's tasks keep the cooperative pool.
    func recallAsync(_ arguments: [String], environment: [String: String] = [:]) async throws -> RecallBinary.Run {
        try await withCheckedThrowingContinuation { continuation in
            let harness = self
            Thread {
                continuation.resume(with: Result { try harness.recall(arguments, environment: environment) })
            }.start()
        }
    }
}
