import Foundation

/// Raw HTTP/1.1 responses for the loopback server.
enum HTTPReply {
    /// A complete response with `Content-Length`.
    static func full(_ status: Int, body: String, contentType: String = "application/json", headers: [String: String] = [:]) -> Data {
        var all = headers
        all["Content-Type"] = contentType
        all["Content-Length"] = String(body.utf8.count)
        return head(status, headers: all) + Data(body.utf8)
    }

    /// A JSON response from a JSON-serializable value.
    static func json(_ status: Int, _ object: Any, headers: [String: String] = [:]) -> Data {
        // Test fixtures are always serializable.
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return full(status, body: String(decoding: data, as: UTF8.self), headers: headers)
    }

    /// The status line and headers (plus `Connection: close`), ending in the blank line.
    static func head(_ status: Int, headers: [String: String]) -> Data {
        var lines = ["HTTP/1.1 \(status) \(reason(status))"]
        for key in headers.keys.sorted() { lines.append("\(key): \(headers[key] ?? "")") }
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The head of a chunked `text/event-stream` response.
    static let eventStreamHead = head(
        200, headers: ["Content-Type": "text/event-stream; charset=utf-8", "Transfer-Encoding": "chunked", "Cache-Control": "no-cache"])

    /// One chunk of a chunked body.
    static func chunk(_ text: String) -> Data { chunk(Data(text.utf8)) }

    /// One chunk of a chunked body, from raw bytes (which may split a UTF-8 sequence).
    static func chunk(_ bytes: Data) -> Data {
        return Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8)
    }

    /// The zero-length chunk that ends a chunked body.
    static let lastChunk = Data("0\r\n\r\n".utf8)

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
