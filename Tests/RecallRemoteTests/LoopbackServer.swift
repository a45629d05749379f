import Foundation

#if canImport(Glibc)
    import Glibc
    private let noSignal = Int32(MSG_NOSIGNAL)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let noSignal: Int32 = 0
    private let streamSocket = SOCK_STREAM
#endif

/// A request as the loopback server received it.
struct ReceivedRequest: Sendable {
    var method: String
    var path: String
    /// Header names lowercased.
    var headers: [String: String]
    var body: Data

    /// The body as a JSON object, if it is one.
    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
    /// `input` of an embeddings request.
    var inputs: [String] { json?["input"] as? [String] ?? [] }
}

/// One thing the server does on a connection, in order; the connection is closed after the last.
enum ServerStep: Sendable {
    case write(Data)
    case pause(TimeInterval)
    /// Waits up to the given time for the client to close its end, then reports on `closeReports`.
    case awaitClientClose(TimeInterval)
    /// Waits up to the given time for the test to signal, then reports on `closeReports` whether it did.
    case awaitSignal(DispatchSemaphore, TimeInterval)
}

/// A tiny HTTP/1.1 server on 127.0.0.1 and a free port, written with plain sockets so tests control
/// every byte on the wire: bodies split across writes, truncated responses, slow responses.
///
/// Each connection serves one request (responses say `Connection: close`). The server stops when
/// `stop()` is called or after `lifetime` seconds, whichever comes first.
final class LoopbackServer: @unchecked Sendable {
    typealias Handler = @Sendable (_ request: ReceivedRequest, _ number: Int) -> [ServerStep]

    let port: UInt16
    /// For each `.awaitClientClose`: true when the client closed the connection in time; for each
    /// `.awaitSignal`: true when the test signalled in time.
    let closeReports: AsyncStream<Bool>
    private let closeContinuation: AsyncStream<Bool>.Continuation
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var received: [ReceivedRequest] = []
    private var stopped = false

    init(lifetime: TimeInterval = 600, handler: @escaping Handler) throws {
        self.handler = handler
        (closeReports, closeContinuation) = AsyncStream.makeStream(of: Bool.self)
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        port = UInt16(bigEndian: address.sin_port)
        let deadline = Date().addingTimeInterval(lifetime)
        Thread { [self] in acceptLoop(until: deadline) }.start()
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }  // always a valid URL

    /// Requests received so far, in arrival order.
    var requests: [ReceivedRequest] { lock.withLock { received } }

    /// Stops accepting; connections in progress finish their steps (pauses end early).
    func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(until deadline: Date) {
        defer {
            close(listener)
            closeContinuation.finish()
        }
        while !isStopped && Date() < deadline {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            shutdown(connection, Int32(SHUT_RDWR))
            close(connection)
        }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        let number = lock.withLock {
            received.append(request)
            return received.count - 1
        }
        for step in handler(request, number) {
            switch step {
            case .write(let data):
                guard write(data, to: connection) else { return }
            case .pause(let seconds):
                pause(seconds)
            case .awaitClientClose(let seconds):
                closeContinuation.yield(awaitClose(connection, seconds: seconds))
            case .awaitSignal(let semaphore, let seconds):
                closeContinuation.yield(semaphore.wait(timeout: .now() + seconds) == .success)
            }
        }
    }

    private func readRequest(_ connection: Int32) -> ReceivedRequest? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let separator = Data("\r\n\r\n".utf8)
        var head: ReceivedRequest?
        var bodyStart = 0
        var expected = 0
        while buffer.count < 16 << 20 {
            if head == nil, let range = buffer.range(of: separator) {
                head = parseHead(Data(buffer[..<range.lowerBound]))
                bodyStart = range.upperBound
                expected = Int(head?.headers["content-length"] ?? "0") ?? 0
                if head?.headers["expect"]?.lowercased() == "100-continue" {
                    _ = write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
                }
            }
            if var request = head, buffer.count - bodyStart >= expected {
                request.body = Data(buffer[bodyStart..<(bodyStart + expected)])
                return request
            }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        return nil
    }

    private func parseHead(_ data: Data) -> ReceivedRequest? {
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return ReceivedRequest(method: String(parts[0]), path: String(parts[1]), headers: headers, body: Data())
    }

    private func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, noSignal)  // non-empty: offset < count
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    private func pause(_ seconds: TimeInterval) {
        let end = Date().addingTimeInterval(seconds)
        while !isStopped {
            let left = end.timeIntervalSinceNow
            guard left > 0 else { return }
            usleep(useconds_t(min(left, 0.02) * 1_000_000))
        }
    }

    /// True when the peer closes (or resets) the connection within `seconds`.
    private func awaitClose(_ connection: Int32, seconds: TimeInterval) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        var scratch = [UInt8](repeating: 0, count: 4096)
        while Date() < end {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = recv(connection, &scratch, scratch.count, Int32(MSG_DONTWAIT))
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return true }
        }
        return false
    }
}
