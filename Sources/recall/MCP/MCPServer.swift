import Foundation

/// A Model Context Protocol server over stdio: JSON-RPC 2.0, one message per line on stdin and
/// stdout (the MCP stdio transport). It offers tools only: `initialize`, `ping`, `tools/list` and
/// `tools/call`; every notification is accepted without a reply.
///
/// Requests are answered concurrently (a `ping` need not wait for a long search); tool calls
/// themselves run one at a time on the `RecallTools` actor. When stdin closes, calls already
/// received finish and reply, then `run` returns.
///
/// Recall implements this small part of MCP itself rather than using modelcontextprotocol/swift-sdk:
/// the SDK's HTTP client imports FoundationNetworking on Linux, which put libcurl and its
/// dependencies into every `recall` process's start.
struct MCPServer: Sendable {
    /// Protocol versions we speak, newest first. A client asking for one of them gets it; any
    /// other request gets the newest, and the client decides whether to continue.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// Sent in the `initialize` result for the client's model.
    static let instructions =
        "Search the user's own meetings, notes, logged interactions and contacts. Use `search` or `ask` first, "
        + "then `get` with a result's id to read a whole source, and `person` for someone's profile and timeline."

    let tools: RecallTools

    /// Serves until stdin closes, then waits for the replies still due.
    func run() async {
        let output = MCPOutput()
        await withDiscardingTaskGroup { group in
            for await line in Self.standardInputLines() {
                group.addTask {
                    if let reply = await reply(to: line) { await output.send(reply) }
                }
            }
        }
    }

    /// The reply to one line, or nil when none is due (notifications, responses, blank lines).
    func reply(to line: String) async -> JSONValue? {
        switch JSONRPCRequest.parse(line) {
        case .ignored:
            return nil
        case .invalid(let id, let error):
            return Self.reply(id: id, error: error)
        case .request(let request):
            // Notifications (initialized, cancelled, …) need nothing from a tools-only server.
            guard let id = request.id else { return nil }
            do {
                return ["jsonrpc": "2.0", "id": id, "result": try await result(for: request)]
            } catch let error as JSONRPCError {
                return Self.reply(id: id, error: error)
            } catch {
                return Self.reply(id: id, error: .internalError)
            }
        }
    }

    /// Runs one request's method and returns its `result`.
    func result(for request: JSONRPCRequest) async throws -> JSONValue {
        switch request.method {
        case "initialize":
            return try Self.initialize(request.params)
        case "ping":
            return [:]
        case "tools/list":
            return ["tools": .array(MCPToolCatalog.tools.map(\.json))]
        case "tools/call":
            let (name, arguments) = try Self.toolCall(request.params)
            return await tools.call(name, arguments: arguments)
        default:
            throw JSONRPCError.methodNotFound(request.method)
        }
    }

    /// The `initialize` result: the negotiated version, tools as the only capability, who we are.
    static func initialize(_ params: [String: JSONValue]) throws -> JSONValue {
        let requested = params["protocolVersion"]
        guard requested == nil || requested?.stringValue != nil else {
            throw JSONRPCError.invalidParams("'protocolVersion' must be a string")
        }
        let version = requested?.stringValue.flatMap { protocolVersions.contains($0) ? $0 : nil } ?? protocolVersions[0]
        return [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": ["name": "recall", "title": "Recall", "version": .string(RecallVersion.current)],
            "instructions": .string(instructions),
        ]
    }

    /// The tool name and arguments of a `tools/call`; a missing name or non-object arguments
    /// are invalid params. An unknown name is left to the tool call, which reports a tool error.
    static func toolCall(_ params: [String: JSONValue]) throws -> (String, [String: JSONValue]) {
        guard let name = params["name"]?.stringValue else {
            throw JSONRPCError.invalidParams("tools/call needs 'name', a string")
        }
        switch params["arguments"] {
        case nil, .null?: return (name, [:])
        case .object(let arguments)?: return (name, arguments)
        default: throw JSONRPCError.invalidParams("tools/call 'arguments' must be an object")
        }
    }

    /// A JSON-RPC error reply.
    static func reply(id: JSONValue, error: JSONRPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

    /// stdin's lines, read on a thread of their own so a blocking read never holds one of the
    /// few threads async work runs on. The stream ends at end of input.
    static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            reader.name = "recall-mcp-stdin"
            reader.start()
        }
    }
}
