/// A JSON-RPC 2.0 protocol error, sent as a reply's `error` member. Messages name the problem,
/// never the content of the offending line.
struct JSONRPCError: Error, Sendable, Equatable {
    var code: Int
    var message: String

    /// -32700: the line is not JSON.
    static let parseError = JSONRPCError(code: -32700, message: "Parse error: the line is not valid JSON")

    /// -32600: JSON, but not a JSON-RPC 2.0 request or notification.
    static func invalidRequest(_ detail: String) -> JSONRPCError {
        JSONRPCError(code: -32600, message: "Invalid request: \(detail)")
    }

    /// -32601: a request for a method this server does not offer.
    static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: -32601, message: "Method not found: \(method)")
    }

    /// -32602: the method exists but its params have the wrong shape.
    static func invalidParams(_ detail: String) -> JSONRPCError {
        JSONRPCError(code: -32602, message: "Invalid params: \(detail)")
    }

    /// -32603: the server failed to produce a reply.
    static let internalError = JSONRPCError(code: -32603, message: "Internal error")

    /// The `error` member of a reply.
    var json: JSONValue {
        ["code": .int(code), "message": .string(message)]
    }
}
