import Foundation

/// One HTTP request: what `HTTPTransport` sends.
///
/// Recall's own value rather than `URLRequest`, which on Linux lives in FoundationNetworking
/// (and so would link libcurl into every `recall` process). Its description names the method,
/// the target and the header names only, so printing a request never shows a key or a body.
struct HTTPRequest: Sendable, CustomStringConvertible {
    var method: String
    var url: URL
    /// Header fields in the order they are sent; names compare case-insensitively.
    private(set) var headers: [(name: String, value: String)] = []
    var body: Data?

    init(method: String = "GET", url: URL, body: Data? = nil) {
        self.method = method
        self.url = url
        self.body = body
    }

    /// Sets a header field, replacing any field of the same name (whatever its case).
    mutating func setValue(_ value: String, forHeader name: String) {
        headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        headers.append((name, value))
    }

    /// The value of a header field, if it is set.
    func value(forHeader name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    var description: String {
        let names = headers.map(\.name).joined(separator: ", ")
        return "\(method) \(HTTPTransport.describe(url)) [headers: \(names)] [body: \(body?.count ?? 0) bytes]"
    }
}
