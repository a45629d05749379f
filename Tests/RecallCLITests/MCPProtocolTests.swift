import Foundation
import RecallTestSupport
import Testing

/// One line sent to `recall mcp` after `initialize`, and what must come back.
struct MCPExchange: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable {
        /// No reply at all.
        case nothing
        /// A JSON-RPC error with this code, for this id (nil: `"id": null`).
        case error(Int, id: Int?)
        /// A successful result for id 7.
        case result
        /// A tools/call result for id 7 with `isError: true` and text containing this.
        case toolError(String)
    }

    var testDescription: String
    var line: String
    var expected: Expected
}

/// The JSON-RPC edges of `recall mcp`, each driven through the real binary. No index is needed:
/// none of these lines reaches the store.
@Suite struct MCPProtocolTests {
    static let exchanges: [MCPExchange] = [
        .init(testDescription: "malformed JSON", line: #"{"jsonrpc":"2.0","id":7,"method":"#, expected: .error(-32700, id: nil)),
        .init(testDescription: "not JSON at all", line: "hello", expected: .error(-32700, id: nil)),
        .init(testDescription: "a batch", line: #"[{"jsonrpc":"2.0","id":7,"method":"ping"}]"#, expected: .error(-32600, id: nil)),
        .init(testDescription: "a bare string", line: #""ping""#, expected: .error(-32600, id: nil)),
        .init(testDescription: "no jsonrpc member", line: #"{"id":7,"method":"ping"}"#, expected: .error(-32600, id: 7)),
        .init(testDescription: "method not a string", line: #"{"jsonrpc":"2.0","id":7,"method":42}"#, expected: .error(-32600, id: 7)),
        .init(testDescription: "id an object", line: #"{"jsonrpc":"2.0","id":{},"method":"ping"}"#, expected: .error(-32600, id: nil)),
        .init(testDescription: "unknown method", line: #"{"jsonrpc":"2.0","id":7,"method":"resources/list"}"#, expected: .error(-32601, id: 7)),
        .init(testDescription: "notification without id", line: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, expected: .nothing),
        .init(testDescription: "unknown notification", line: #"{"jsonrpc":"2.0","method":"notifications/whatever","params":{}}"#, expected: .nothing),
        .init(testDescription: "a response from the client", line: #"{"jsonrpc":"2.0","id":7,"result":{}}"#, expected: .nothing),
        .init(testDescription: "blank line", line: "   ", expected: .nothing),
        .init(testDescription: "tools/call without name", line: #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"arguments":{}}}"#, expected: .error(-32602, id: 7)),
        .init(testDescription: "tools/call arguments not an object", line: #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"status","arguments":[1]}}"#, expected: .error(-32602, id: 7)),
        .init(testDescription: "params an array", line: #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":["status"]}"#, expected: .error(-32602, id: 7)),
        .init(testDescription: "tools/call of an unknown tool", line: #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"teleport"}}"#, expected: .toolError("unknown tool 'teleport'")),
        .init(testDescription: "ping", line: #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#, expected: .result),
        .init(testDescription: "tools/list with a cursor", line: #"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"cursor":"x"}}"#, expected: .result),
    ]

    /// A session on an absent index, past `initialize`.
    func session(_ cli: CLIHarness) throws -> MCPSession {
        let binary = try #require(CLIHarness.binary, "build recall first")
        let missing = cli.folder.url.appendingPathComponent("absent.sqlite").path
        let session = try MCPSession(binary: binary, arguments: ["--db", missing], environment: cli.environment)
        try session.request(1, "initialize", ["protocolVersion": "2025-06-18", "capabilities": [String: Any](), "clientInfo": ["name": "t", "version": "1"]])
        _ = try #require(session.reply(1))
        return session
    }

    @Test(arguments: exchanges)
    func oneLine(_ exchange: MCPExchange) throws {
        let cli = try CLIHarness()
        let session = try session(cli)
        session.send(line: exchange.line)
        let (status, messages) = session.finishCollecting()
        #expect(status == 0)
        guard case .nothing = exchange.expected else {
            try #require(messages.count == 1, "\(messages)")
            check(messages[0], exchange.expected)
            return
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    func check(_ reply: [String: Any], _ expected: MCPExchange.Expected) {
        #expect(reply["jsonrpc"] as? String == "2.0")
        switch expected {
        case .nothing:
            Issue.record("no reply was expected")
        case .error(let code, let id):
            let error = reply["error"] as? [String: Any]
            #expect(error?["code"] as? Int == code, "\(reply)")
            #expect((error?["message"] as? String)?.isEmpty == false)
            if let id { #expect(reply["id"] as? Int == id) } else { #expect(reply["id"] is NSNull, "\(reply)") }
            #expect(reply["result"] == nil)
        case .result:
            #expect(reply["id"] as? Int == 7)
            #expect(reply["result"] is [String: Any], "\(reply)")
        case .toolError(let text):
            #expect(reply["id"] as? Int == 7)
            let result = reply.toolResult
            #expect(result.isError)
            #expect(result.text.contains(text), "\(result.text)")
        }
    }

    @Test(arguments: [
        ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"), ("2024-11-05", "2024-11-05"),
        ("2099-01-01", "2025-11-25"),
    ])
    func negotiatesTheProtocolVersion(requested: String, answered: String) throws {
        let binary = try #require(CLIHarness.binary, "build recall first")
        let cli = try CLIHarness()
        let session = try MCPSession(binary: binary, arguments: ["--db", cli.db], environment: cli.environment)
        try session.request(1, "initialize", ["protocolVersion": requested, "capabilities": [String: Any](), "clientInfo": ["name": "t", "version": "1"]])
        let result = try #require(session.reply(1)?["result"] as? [String: Any])
        #expect(result["protocolVersion"] as? String == answered)
        #expect((result["capabilities"] as? [String: Any])?["tools"] is [String: Any])
        #expect((result["serverInfo"] as? [String: Any])?["version"] is String)
        #expect(session.finish() == 0)
    }

    @Test func stringIDsAreEchoedAndEveryRequestIsAnswered() throws {
        let cli = try CLIHarness()
        let session = try session(cli)
        for id in ["a", "b", "c"] { session.send(line: #"{"jsonrpc":"2.0","id":"\#(id)","method":"ping"}"#) }
        session.send(line: #"{"jsonrpc":"2.0","id":"d","method":"tools/list"}"#)
        let (status, messages) = session.finishCollecting()
        #expect(status == 0)
        #expect(messages.compactMap { $0["id"] as? String }.sorted() == ["a", "b", "c", "d"])
    }
}
