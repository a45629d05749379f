import Foundation
import RecallCore
import Testing
@testable import RecallImport

@Suite("Calendar content lines")
struct CalendarParsingTests {
    typealias S = CalendarTestSupport

    static let foldCases: [(String, [UInt8], String)] = [
        ("CRLF fold", Array("SUMMARY:Plan\r\n ning\r\n".utf8), "Planning"),
        ("bare LF fold", Array("SUMMARY:Plan\n ning\n".utf8), "Planning"),
        ("tab fold", Array("SUMMARY:Plan\r\n\tning\r\n".utf8), "Planning"),
        ("fold inside a UTF-8 character", [UInt8]("SUMMARY:Caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9] + Array("\r\n".utf8), "Café"),
        ("fold after a blank line", Array("SUMMARY:Plan\n\n ning\n".utf8), "Planning"),
    ]

    @Test("unfolding", arguments: foldCases)
    func unfolding(name: String, summaryLine: [UInt8], expected: String) {
        let head = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240101T100000Z\r\n".utf8)
        let tail = Array("END:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let records = S.records(data: Data(head + summaryLine + tail))
        #expect(records.first?["summary"] as? String == expected, "\(name)")
    }

    @Test("a UTF-8 BOM is skipped and the importer accepts the content")
    func byteOrderMark() {
        let text = "\u{FEFF}" + S.calendar(S.event("DTSTART:20240101T100000Z\r\nSUMMARY:x\r\n"))
        #expect(S.records(text).count == 1)
        let file = ImportFile(path: "calendar.txt", relativePath: "calendar.txt")
        #expect(CalendarImporter().accepts(file: file, prefix: Data(text.utf8)))
        #expect(!CalendarImporter().accepts(file: file, prefix: Data("hello".utf8)))
        #expect(CalendarImporter().accepts(file: ImportFile(path: "a.IFB", relativePath: "a.IFB"), prefix: Data()))
    }

    static let textCases: [(String, String)] = [
        (#"a\nb"#, "a\nb"), (#"a\Nb"#, "a\nb"), (#"a\, b"#, "a, b"), (#"a\;b"#, "a;b"), (#"a\\b"#, #"a\b"#),
        ("plain", "plain"), (#"trailing\"#, #"trailing\"#),
    ]

    @Test("TEXT unescaping", arguments: textCases)
    func textUnescaping(raw: String, expected: String) {
        #expect(ICSText.unescape(raw) == expected)
    }

    static let parameterCases: [(String, String?, String)] = [
        (#"ATTENDEE;CN="Doe; Jane: PhD":mailto:j@x.org"#, "Doe; Jane: PhD", "mailto:j@x.org"),
        (#"ATTENDEE;CN=George Herman ^'Babe^' Ruth:mailto:b@x.org"#, #"George Herman "Babe" Ruth"#, "mailto:b@x.org"),
        (#"ATTENDEE;CN="a^nb^^c":x"#, "a\nb^c", "x"),
        ("ATTENDEE;ROLE=CHAIR;CN=Plain:mailto:p@x.org", "Plain", "mailto:p@x.org"),
    ]

    @Test("parameters: quoted values and RFC 6868 escapes", arguments: parameterCases)
    func parameters(line: String, cn: String?, value: String) {
        let parsed = ICSLineCursor.parse(line, line: 1)
        #expect(parsed?.parameter("CN") == cn)
        #expect(parsed?.value == value)
    }

    @Test("lines without a colon are diagnosed, the rest is kept")
    func malformedLines() {
        let text = S.calendar(S.event("DTSTART:20240101T100000Z\r\nGARBAGE LINE\r\nSUMMARY:kept\r\n"))
        let result = S.importer(text)
        #expect(result.documents.map(\.title) == ["kept"])
        #expect(result.diagnostics.contains { $0.line == 6 && $0.severity == .warning })
    }

    @Test("invalid UTF-8 falls back to Latin-1 with a warning")
    func latin1() {
        var bytes = Array(S.calendar(S.event("DTSTART:20240101T100000Z\r\nSUMMARY:Caf")).utf8)
        bytes.removeLast("END:VEVENT\r\nEND:VCALENDAR\r\n".utf8.count)
        bytes += [0xE9] + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let options = ImportOptions(now: S.date("2025-01-01"), horizon: S.date("2030-01-01"))
        let result = CalendarImporter().read(Data(bytes), file: ImportFile(path: "l.ics", relativePath: "l.ics"), options: options)
        #expect(result.documents.first?.title == "Café")
        #expect(result.diagnostics.contains { $0.reason.contains("Latin-1") })
    }

    @Test("several VCALENDARs per file and bare VEVENT fragments")
    func multipleRoots() {
        let one = S.calendar(S.event("DTSTART:20240101T100000Z\r\n", uid: "a"))
        let two = S.calendar(S.event("DTSTART:20240102T100000Z\r\n", uid: "b"))
        let bare = S.event("DTSTART:20240103T100000Z\r\n", uid: "c")
        #expect(S.records(one + two + bare).compactMap { $0["uid"] as? String } == ["a", "b", "c"])
    }

    @Test("events without a usable DTSTART become one diagnostic each with their line")
    func badEvents() {
        let text = S.calendar(
            S.event("SUMMARY:no start\r\n", uid: "bad1") + S.event("DTSTART:2024-01-01\r\n", uid: "bad2")
                + S.event("DTSTART:20240101T100000Z\r\nRRULE:FREQ=SOMETIMES\r\n", uid: "bad3")
                + S.event("DTSTART:20240101T100000Z\r\nSUMMARY:good\r\n", uid: "ok"))
        let result = S.importer(text)
        #expect(result.documents.map(\.title) == ["good"])
        #expect(result.diagnostics.compactMap(\.line) == [3, 7, 11])
        #expect(result.diagnostics.allSatisfy { !$0.reason.contains("no start") })
    }

    @Test("attendees, organizer, description and cancelled status reach the meeting")
    func meetingFields() throws {
        let text = S.calendar(S.event("""
            DTSTART:20240101T100000Z\r
            DTEND:20240101T110000Z\r
            SUMMARY:Review\r
            LOCATION:Room 1\\, East\r
            DESCRIPTION:Line one\\nLine two\r
            ATTENDEE;CN=Ann Lee:MAILTO:Ann@Example.org\r
            ATTENDEE:mailto:bob@example.org\r
            ORGANIZER;CN=Cy:mailto:cy@example.org\r
            STATUS:CANCELLED\r

            """))
        let document = try #require(S.importer(text).documents.first)
        guard case .meeting(let meeting) = document.content else { Issue.record("not a meeting"); return }
        #expect(document.id == .event(uid: "u1"))
        #expect(meeting.location == "Room 1, East")
        #expect(meeting.description == "Line one\nLine two")
        #expect(meeting.attendees == [PersonRef(name: "Ann Lee", email: "ann@example.org"), PersonRef(email: "bob@example.org")])
        #expect(meeting.organizer == PersonRef(name: "Cy", email: "cy@example.org"))
        #expect(meeting.isCancelled)
        #expect(meeting.end == .instant(S.date("2024-01-01T11:00:00Z")))
    }

    @Test("a missing UID is derived stably and a missing SUMMARY is named")
    func derivedUID() {
        let text = S.calendar("BEGIN:VEVENT\r\nDTSTART:20240101T100000Z\r\nEND:VEVENT\r\n")
        let first = S.importer(text).documents.first
        #expect(first?.id == S.importer(text).documents.first?.id)
        #expect(first?.id.rawValue.hasPrefix("event:derived-") == true)
        #expect(first?.title == "(untitled event)")
    }

    @Test("an event with 100k attendees is read")
    func manyAttendees() throws {
        var body = "DTSTART:20240101T100000Z\r\n"
        body.reserveCapacity(4_000_000)
        for index in 0..<100_000 { body += "ATTENDEE:mailto:p\(index)@x.org\r\n" }
        let document = try #require(S.importer(S.calendar(S.event(body))).documents.first)
        #expect(document.people.count == 100_000)
    }
}
