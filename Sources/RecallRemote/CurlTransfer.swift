import CCurlShim
import Foundation
import RecallCore

/// One HTTP exchange run by libcurl's `curl_easy_perform` on a thread of its own, fed into an
/// AsyncThrowingStream: the response head when its blank line arrives, then body chunks as they arrive.
///
/// libcurl calls back on the transfer thread only; `cancel()` is the one entry from other threads.
/// The transfer stops early (non-zero from the progress callback, zero from the write callback) when
/// the consumer goes away, when nothing moves for `timeout` (an idle timeout, like URLSession's), or
/// when the body passes `maxBodyBytes`.
final class CurlTransfer: @unchecked Sendable {
    /// Why the transfer was stopped from a callback.
    enum Stop { case cancelled, idle, tooLarge }

    private let library: CurlLibrary
    private let request: HTTPRequest
    private let timeout: TimeInterval
    private let maxBodyBytes: Int
    private let target: String
    private let continuation: AsyncThrowingStream<HTTPChunk, Error>.Continuation

    // Set from any thread, read on the transfer thread.
    private let lock = NSLock()
    private var cancelled = false

    // Transfer thread only.
    private var status = 0
    private var headers: [String: String] = [:]
    private var headSent = false
    private var bodyBytes = 0
    private var progress: (down: Int64, up: Int64) = (0, 0)
    private var lastActivity = ContinuousClock.now
    private var stop: Stop?

    init(
        library: CurlLibrary, request: HTTPRequest, timeout: TimeInterval, maxBodyBytes: Int,
        continuation: AsyncThrowingStream<HTTPChunk, Error>.Continuation
    ) {
        self.library = library
        self.request = request
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.target = HTTPTransport.describe(request.url)
        self.continuation = continuation
    }

    /// Starts the exchange on a new thread; the thread keeps the transfer alive until it ends.
    func start() {
        let thread = Thread { self.run() }
        thread.name = "recall-http"
        thread.start()
    }

    /// Stops the exchange at the next callback (within about a second when no bytes arrive).
    func cancel() {
        lock.withLock { cancelled = true }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    private func run() {
        guard let handle = ccurl_easy_init(library.api) else {
            continuation.finish(
                throwing: RecallError(.network, "request to \(target) failed (libcurl could not start)"))
            return
        }
        var headerList: UnsafeMutableRawPointer?
        defer {
            ccurl_easy_cleanup(library.api, handle)
            if let headerList { ccurl_slist_free_all(library.api, headerList) }
        }
        lastActivity = .now
        let code = configure(handle, headerList: &headerList) ?? ccurl_easy_perform(library.api, handle)
        finish(code: code)
    }

    /// Sets every option; returns a CURLcode when one is refused, nil when all are set.
    private func configure(_ handle: UnsafeMutableRawPointer, headerList: inout UnsafeMutableRawPointer?) -> Int32? {
        let api = library.api
        let context = Unmanaged.passUnretained(self).toOpaque()
        var codes: [Int32] = [
            ccurl_setopt_pointer(api, handle, CCURLOPT_URL, request.url.absoluteString),
            ccurl_setopt_long(api, handle, CCURLOPT_NOSIGNAL, 1),
            ccurl_setopt_long(api, handle, CCURLOPT_PROTOCOLS, Int(CCURLPROTO_HTTP | CCURLPROTO_HTTPS)),
            // Redirects are not followed: they could carry the API key to another host.
            ccurl_setopt_long(api, handle, CCURLOPT_FOLLOWLOCATION, 0),
            ccurl_setopt_long(api, handle, CCURLOPT_SUPPRESS_CONNECT_HEADERS, 1),
            ccurl_setopt_long(api, handle, CCURLOPT_CONNECTTIMEOUT_MS, Int(max(timeout, 0.001) * 1000)),
            ccurl_setopt_pointer(api, handle, CCURLOPT_USERAGENT, "recall"),
            ccurl_setopt_pointer(api, handle, CCURLOPT_ACCEPT_ENCODING, ""),  // every encoding libcurl decodes
            ccurl_setopt_data_callback(api, handle, CCURLOPT_HEADERFUNCTION, CurlTransfer.headerCallback),
            ccurl_setopt_pointer(api, handle, CCURLOPT_HEADERDATA, context),
            ccurl_setopt_data_callback(api, handle, CCURLOPT_WRITEFUNCTION, CurlTransfer.writeCallback),
            ccurl_setopt_pointer(api, handle, CCURLOPT_WRITEDATA, context),
            ccurl_setopt_long(api, handle, CCURLOPT_NOPROGRESS, 0),
            ccurl_setopt_xferinfo_callback(api, handle, CurlTransfer.progressCallback),
            ccurl_setopt_pointer(api, handle, CCURLOPT_XFERINFODATA, context),
        ]
        if let body = request.body {
            codes.append(ccurl_setopt_long(api, handle, CCURLOPT_POSTFIELDSIZE, body.count))
            // libcurl copies the body; an empty one still needs a valid pointer.
            let bytes = body.isEmpty ? Data([0]) : body
            codes.append(
                bytes.withUnsafeBytes { ccurl_setopt_pointer(api, handle, CCURLOPT_COPYPOSTFIELDS, $0.baseAddress) })
        }
        if request.method != (request.body == nil ? "GET" : "POST") {
            codes.append(ccurl_setopt_pointer(api, handle, CCURLOPT_CUSTOMREQUEST, request.method))
        }
        // "Expect:" turns off libcurl's `Expect: 100-continue` wait before large bodies.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            guard let appended = ccurl_slist_append(api, headerList, line) else { return 27 }  // CURLE_OUT_OF_MEMORY
            headerList = appended
        }
        codes.append(ccurl_setopt_pointer(api, handle, CCURLOPT_HTTPHEADER, headerList))
        return codes.first { $0 != 0 }
    }

    /// Ends the stream for the transfer's CURLcode.
    private func finish(code: Int32) {
        switch (code, stop) {
        case (0, _):
            continuation.finish()
        case (_, .cancelled?):
            continuation.finish(throwing: RecallError(.interrupted, "request to \(target) was cancelled"))
        case (_, .idle?):
            continuation.finish(throwing: CurlFailure.timedOut(target: target, timeout: timeout))
        case (_, .tooLarge?):
            let limit = maxBodyBytes >= 1 << 20 ? "\(maxBodyBytes >> 20) MiB" : "\(maxBodyBytes) bytes"
            continuation.finish(throwing: RecallError(.network, "\(target) sent a response over \(limit)"))
        case (_, nil):
            continuation.finish(
                throwing: CurlFailure.error(
                    code: code, text: library.describe(code: code), target: target, timeout: timeout))
        }
    }

    // MARK: Callbacks (transfer thread)

    /// One header line; the blank line after a final (non-1xx) status sends the head.
    private func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastActivity = .now
        guard !isCancelled else {
            stop = .cancelled
            return false
        }
        guard !headSent else { return true }  // trailers of a chunked body
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            headers = [:]
        } else if line.isEmpty {
            guard status >= 200 else { return true }  // 1xx: the final head follows
            headSent = true
            continuation.yield(.head(status: status, headers: headers))
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return true
    }

    /// Body bytes: passed on unless the consumer is gone or the body is over the cap.
    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastActivity = .now
        bodyBytes += bytes.count
        if bodyBytes > maxBodyBytes {
            stop = .tooLarge
            return false
        }
        if isCancelled {
            stop = .cancelled
            return false
        }
        if case .terminated = continuation.yield(.body(Data(bytes))) {
            stop = .cancelled
            return false
        }
        return true
    }

    /// Called often while bytes move and about once a second when idle: false stops the transfer.
    private func checkProgress(down: Int64, up: Int64) -> Bool {
        if isCancelled {
            stop = .cancelled
            return false
        }
        if (down, up) != progress {
            progress = (down, up)
            lastActivity = .now
        } else if ContinuousClock.now - lastActivity > .seconds(timeout) {
            stop = .idle
            return false
        }
        return true
    }

    private static func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
        context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let headerCallback: ccurl_data_callback = { data, size, count, context in
        guard let transfer = transfer(context) else { return 0 }
        return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    private static let writeCallback: ccurl_data_callback = { data, size, count, context in
        guard let transfer = transfer(context) else { return 0 }
        return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    private static let progressCallback: ccurl_xferinfo_callback = { context, _, down, _, up in
        guard let transfer = transfer(context) else { return 1 }
        return transfer.checkProgress(down: down, up: up) ? 0 : 1
    }
}
