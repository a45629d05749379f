import Foundation
import RecallCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

/// Sends requests with URLSession and streams what comes back.
///
/// Each request gets its own session and delegate (Linux Foundation has no `bytes(for:)`),
/// invalidated when the exchange ends, so nothing is kept alive between requests.
/// Ending the returned stream early (cancellation, a consumer that stops) cancels the request.
struct HTTPTransport: Sendable {
    /// Idle timeout: the longest wait for the connection or for the next bytes.
    var timeout: TimeInterval
    /// Bodies larger than this are refused (a hostile or broken server cannot exhaust memory).
    var maxBodyBytes = 64 << 20

    /// The response head followed by body chunks as they arrive.
    func stream(_ request: URLRequest) -> AsyncThrowingStream<HTTPChunk, Error> {
        var request = request
        request.timeoutInterval = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let target = HTTPTransport.describe(request.url)
        return AsyncThrowingStream { continuation in
            let delegate = StreamingDelegate(continuation: continuation, target: target, timeout: timeout)
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            let task = session.dataTask(with: request)
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    task.cancel()
                    session.invalidateAndCancel()
                }
            }
            task.resume()
            session.finishTasksAndInvalidate()
        }
    }

    /// Sends `request` and reads the whole response.
    func send(_ request: URLRequest) async throws -> HTTPResponse {
        var response = HTTPResponse(status: 0, headers: [:], body: Data())
        for try await chunk in stream(request) {
            switch chunk {
            case .head(let status, let headers):
                response.status = status
                response.headers = headers
            case .body(let data):
                guard response.body.count + data.count <= maxBodyBytes else {
                    throw RecallError(.network, "\(HTTPTransport.describe(request.url)) sent a response over \(maxBodyBytes >> 20) MiB")
                }
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

    /// A RecallError for a failed exchange (timeout, refused connection, dropped connection).
    static func networkError(_ error: Error, target: String, timeout: TimeInterval) -> RecallError {
        if let recall = error as? RecallError { return recall }
        guard let urlError = error as? URLError else {
            return RecallError(.network, "request to \(target) failed")
        }
        switch urlError.code {
        case .timedOut:
            return RecallError(
                .network, "request to \(target) timed out after \(formatSeconds(timeout))",
                hint: "the server is slow or unreachable; raise the timeout or retry later")
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            return RecallError(
                .network, "cannot connect to \(target)", hint: "check the base URL and that the server is running")
        case .networkConnectionLost:
            return RecallError(.network, "connection to \(target) was lost before the response was complete")
        case .cancelled:
            return RecallError(.interrupted, "request to \(target) was cancelled")
        default:
            return RecallError(.network, "request to \(target) failed (URL error \(urlError.code.rawValue))")
        }
    }

    static func formatSeconds(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}

/// Feeds one data task's callbacks into an AsyncThrowingStream.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Only touched from the session's serial delegate queue.
    private let continuation: AsyncThrowingStream<HTTPChunk, Error>.Continuation
    private let target: String
    private let timeout: TimeInterval

    init(continuation: AsyncThrowingStream<HTTPChunk, Error>.Continuation, target: String, timeout: TimeInterval) {
        self.continuation = continuation
        self.target = target
        self.timeout = timeout
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse {
            var headers: [String: String] = [:]
            for (key, value) in http.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
            }
            continuation.yield(.head(status: http.statusCode, headers: headers))
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        continuation.yield(.body(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            continuation.finish(throwing: HTTPTransport.networkError(error, target: target, timeout: timeout))
        } else {
            continuation.finish()
        }
    }
}
