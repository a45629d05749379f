import Foundation
import RecallCore

/// RecallErrors for libcurl's result codes (CURLcode), naming the target but never the request.
enum CurlFailure {
    /// The idle timeout passed with no bytes moving.
    static func timedOut(target: String, timeout: TimeInterval) -> RecallError {
        RecallError(
            .network, "request to \(target) timed out after \(HTTPTransport.formatSeconds(timeout))",
            hint: "the server is slow or unreachable; raise the timeout or retry later")
    }

    /// The error for a failed transfer; `text` is libcurl's fixed English text for `code`.
    static func error(code: Int32, text: String, target: String, timeout: TimeInterval) -> RecallError {
        switch code {
        case 28:  // CURLE_OPERATION_TIMEDOUT (the connect timeout)
            return timedOut(target: target, timeout: timeout)
        case 5, 6, 7:  // COULDNT_RESOLVE_PROXY, COULDNT_RESOLVE_HOST, COULDNT_CONNECT
            return RecallError(
                .network, "cannot connect to \(target)", hint: "check the base URL and that the server is running")
        case 52:  // CURLE_GOT_NOTHING
            return RecallError(.network, "\(target) closed the connection without a response")
        case 8, 16, 18, 55, 56, 92:  // WEIRD_SERVER_REPLY, HTTP2, PARTIAL_FILE, SEND_ERROR, RECV_ERROR, HTTP2_STREAM
            return RecallError(.network, "connection to \(target) was lost before the response was complete")
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:  // TLS setup and certificate checks
            return RecallError(
                .network, "secure connection to \(target) failed (\(text))",
                hint: "check the base URL and the system's CA certificates")
        case 1, 3:  // UNSUPPORTED_PROTOCOL, URL_MALFORMAT
            return RecallError(
                .config, "cannot send a request to \(target) (\(text))", hint: "use an http or https base URL")
        default:
            return RecallError(.network, "request to \(target) failed (libcurl error \(code): \(text))")
        }
    }
}
