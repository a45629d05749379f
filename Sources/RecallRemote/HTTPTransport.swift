import Foundation
import RecallCore

/// One piece of an HTTP exchange as it arrives: the response head, then body bytes.
enum HTTPChunk: Sendable {
    case head(status: Int, headers: [String: String])
    case body(Data)
}

/// A whole HTTP response, read to the end.
struct HTTPResponse: Sendable {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: Data
}

/// Sends requests with libcurl (opened on first use, see `CurlLibrary`) and streams what comes back.
///
/// Each request runs on a thread of its own with its own easy handle, released when the exchange
/// ends, so nothing is kept alive between requests. Ending the returned stream early (cancellation,
/// a consumer that stops) stops the transfer and closes its connection.
struct HTTPTransport: Sendable {
    /// Idle timeout: the longest wait for the connection or for the next bytes.
    var timeout: TimeInterval
    /// Bodies larger than this are refused (a hostile or broken server cannot exhaust memory).
    var maxBodyBytes = 64 << 20
    /// Opens libcurl; tests swap in a library that is missing.
    var loadLibrary: @Sendable () throws -> CurlLibrary = CurlLibrary.system

    /// The response head followed by body chunks as they arrive.
    func stream(_ request: HTTPRequest) -> AsyncThrowingStream<HTTPChunk, Error> {
        AsyncThrowingStream { continuation in
            let library: CurlLibrary
            do { library = try loadLibrary() } catch {
                continuation.finish(throwing: error)
                return
            }
            let transfer = CurlTransfer(
                library: library, request: request, timeout: timeout, maxBodyBytes: maxBodyBytes,
                continuation: continuation)
            continuation.onTermination = { _ in transfer.cancel() }
            transfer.start()
        }
    }

    /// Sends `request` and reads the whole response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = HTTPResponse(status: 0, headers: [:], body: Data())
        for try await chunk in stream(request) {
            switch chunk {
            case .head(let status, let headers):
                response.status = status
                response.headers = headers
            case .body(let data):
                response.body.append(data)
            }
        }
        try Task.checkCancellation()
        return response
    }

    /// `scheme://host:port/path` without credentials or query, safe for messages.
    static func describe(_ url: URL?) -> String {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "the server"
        }
        var safe = URLComponents()
        safe.scheme = components.scheme
        safe.host = components.host
        safe.port = components.port
        safe.path = components.path
        return safe.string ?? "the server"
    }

    /// The error for a 3xx answer: redirects are not followed, since they could carry the API key
    /// (sent as a header) to another host.
    static func redirected(_ server: String, status: Int) -> RecallError {
        RecallError(
            .config, "\(server) redirected the request (HTTP \(status)); Recall does not follow redirects",
            hint: "set the base URL to the address the server redirects to")
    }

    static func formatSeconds(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
