import Foundation

/// One JSON-RPC 2.0 request (with an id) or notification (without) read from one stdin line.
struct JSONRPCRequest: Sendable {
    /// What one line holds.
    enum Line: Sendable {
        /// A well-formed request or notification.
        case request(JSONRPCRequest)
        /// Nothing to act on: a blank line, or a response to a request we never send.
        case ignored
        /// A malformed message; the reply is this error for `id` (null when the id is unknown).
        case invalid(id: JSONValue, JSONRPCError)
    }

    /// The request id (a string or an integer); nil for a notification, which gets no reply.
    var id: JSONValue?
    var method: String
    /// The params object; empty when absent or null.
    var params: [String: JSONValue]

    /// Parses one line. Batches (JSON arrays) are not supported: MCP dropped them in 2025-06-18,
    /// and the reply is one invalid-request error.
    static func parse(_ line: String) -> Line {
        if line.allSatisfy(\.isWhitespace) { return .ignored }
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else {
            return .invalid(id: .null, .parseError)
        }
        if case .array = message { return .invalid(id: .null, .invalidRequest("batches are not supported")) }
        guard let members = message.objectValue else {
            return .invalid(id: .null, .invalidRequest("a message must be a JSON object"))
        }
        return parse(members)
    }

    private static func parse(_ members: [String: JSONValue]) -> Line {
        let id = members["id"]
        let replyID: JSONValue
        switch id {
        case nil: replyID = .null
        case .string?, .int?: replyID = id ?? .null
        default: return .invalid(id: .null, .invalidRequest("'id' must be a string or an integer"))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .invalid(id: replyID, .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let method = members["method"] else {
            let isResponse = id != nil && (members["result"] != nil || members["error"] != nil)
            return isResponse ? .ignored : .invalid(id: replyID, .invalidRequest("'method' is missing"))
        }
        guard let name = method.stringValue else {
            return .invalid(id: replyID, .invalidRequest("'method' must be a string"))
        }
        switch members["params"] {
        case nil, .null?:
            return .request(JSONRPCRequest(id: id, method: name, params: [:]))
        case .object(let params)?:
            return .request(JSONRPCRequest(id: id, method: name, params: params))
        case .array?:
            guard id != nil else { return .ignored }
            return .invalid(id: replyID, .invalidParams("MCP params must be an object"))
        default:
            return .invalid(id: replyID, .invalidRequest("'params' must be an object"))
        }
    }
}
