import Foundation

/// One dispatched server-sent event.
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field; `message` when the event had none.
    public var event: String
    /// The `data:` lines joined with `\n`.
    public var data: String
    /// The `id:` field, when present.
    public var id: String?

    public init(event: String = "message", data: String, id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }
}

/// An incremental `text/event-stream` parser (the WHATWG rules): feed bytes as they arrive,
/// in pieces of any size, and get back the events completed so far.
///
/// Lines end in LF, CR or CRLF (a CRLF split across two reads counts once); lines starting with `:`
/// are comments; a blank line dispatches the event being built. Work is linear in the input and a
/// single line or event over `maxEventBytes` is an error rather than unbounded buffering.
public struct ServerSentEventParser: Sendable {
    /// Thrown when a line or event grows past the cap.
    public struct OversizedEvent: Error, Sendable {}

    public var maxEventBytes: Int
    private var line: [UInt8] = []
    private var lastWasCR = false
    private var eventName = ""
    private var dataLines: [String] = []
    private var dataBytes = 0
    private var lastID: String?
    private var sawBOMCheck = false

    public init(maxEventBytes: Int = 4 << 20) {
        self.maxEventBytes = maxEventBytes
    }

    /// Consumes `bytes` and returns the events they completed, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                if lastWasCR {
                    lastWasCR = false
                    continue
                }
                try endLine(into: &events)
            case UInt8(ascii: "\r"):
                try endLine(into: &events)
                lastWasCR = true
                continue
            default:
                line.append(byte)
                guard line.count <= maxEventBytes else { throw OversizedEvent() }
            }
            lastWasCR = false
        }
        return events
    }

    /// Call at end of stream: a final event without its blank line is discarded, as the spec says.
    /// Returns whether a partial event was pending (a truncated stream).
    public mutating func finish() -> Bool {
        let pending = !line.isEmpty || !dataLines.isEmpty || !eventName.isEmpty
        line = []
        dataLines = []
        dataBytes = 0
        eventName = ""
        return pending
    }

    private mutating func endLine(into events: inout [ServerSentEvent]) throws {
        var bytes = line[...]
        line.removeAll(keepingCapacity: true)
        if !sawBOMCheck {
            sawBOMCheck = true
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        guard !bytes.isEmpty else { return dispatch(into: &events) }
        if bytes.first == UInt8(ascii: ":") { return }  // comment
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        let name = String(decoding: bytes[..<(colon ?? bytes.endIndex)], as: UTF8.self)
        var value = colon.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        let text = String(decoding: value, as: UTF8.self)
        switch name {
        case "event": eventName = text
        case "data":
            dataBytes += value.count + 1
            guard dataBytes <= maxEventBytes else { throw OversizedEvent() }
            dataLines.append(text)
        case "id": if !text.contains("\0") { lastID = text }
        default: break  // `retry` and unknown fields are ignored
        }
    }

    private mutating func dispatch(into events: inout [ServerSentEvent]) {
        defer {
            eventName = ""
            dataLines = []
            dataBytes = 0
        }
        guard !dataLines.isEmpty else { return }
        events.append(
            ServerSentEvent(
                event: eventName.isEmpty ? "message" : eventName, data: dataLines.joined(separator: "\n"),
                id: lastID))
    }
}
