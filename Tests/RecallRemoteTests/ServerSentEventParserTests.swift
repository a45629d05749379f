import Foundation
import RecallRemote
import Testing

@Suite struct ServerSentEventParserTests {
    static let stream =
        "\u{FEFF}: comment at the start\r\n"
        + "event: message_start\r\ndata: {\"a\":1}\r\n\r\n"
        + "event: ping\rdata: {}\r\r"
        + "id: 7\nevent: content_block_delta\ndata: line one\ndata:line two\n\n"
        + ": a comment between events\n"
        + "event: no_data\n\n"
        + "retry: 100\ndata: plain ünïcode\n\n"
        + "data:\n\n"

    static let expected = [
        ServerSentEvent(event: "message_start", data: "{\"a\":1}"),
        ServerSentEvent(event: "ping", data: "{}"),
        ServerSentEvent(event: "content_block_delta", data: "line one\nline two", id: "7"),
        ServerSentEvent(event: "message", data: "plain ünïcode", id: "7"),
        ServerSentEvent(event: "message", data: "", id: "7"),
    ]

    static func parse(_ bytes: [UInt8], pieceSize: Int) throws -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            events += try parser.feed(bytes[start..<min(start + pieceSize, bytes.count)])
        }
        #expect(parser.finish() == false)
        return events
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 1000])
    func anySplitGivesTheSameEvents(pieceSize: Int) throws {
        #expect(try Self.parse(Array(Self.stream.utf8), pieceSize: pieceSize) == Self.expected)
    }

    @Test func everySingleSplitPointGivesTheSameEvents() throws {
        let bytes = Array(Self.stream.utf8)
        for split in 0...bytes.count {
            var parser = ServerSentEventParser()
            let events = try parser.feed(bytes[..<split]) + parser.feed(bytes[split...])
            #expect(events == Self.expected, "split at \(split)")
        }
    }

    @Test func anUnfinishedEventIsReportedAndDropped() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.feed(Array("event: x\ndata: half".utf8)).isEmpty)
        #expect(parser.finish() == true)
        #expect(try parser.feed(Array("data: next\n\n".utf8)) == [ServerSentEvent(data: "next")])
    }

    @Test func anOversizedLineThrows() {
        var parser = ServerSentEventParser(maxEventBytes: 64)
        #expect(throws: ServerSentEventParser.OversizedEvent.self) {
            _ = try parser.feed(Array(("data: " + String(repeating: "x", count: 100)).utf8))
        }
    }
}
