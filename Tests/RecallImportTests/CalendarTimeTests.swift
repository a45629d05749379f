import Foundation
import RecallCore
import Testing
@testable import RecallImport

@Suite("Calendar time forms")
struct CalendarTimeTests {
    typealias S = CalendarTestSupport

    static let newYorkZone = """
        BEGIN:VTIMEZONE\r
        TZID:Custom Eastern\r
        BEGIN:STANDARD\r
        DTSTART:19671029T020000\r
        RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11\r
        TZOFFSETFROM:-0400\r
        TZOFFSETTO:-0500\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:19870405T020000\r
        RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3\r
        TZOFFSETFROM:-0500\r
        TZOFFSETTO:-0400\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r

        """

    /// (case, DTSTART line, expected canonical start).
    static let cases: [(String, String, String)] = [
        ("UTC", "DTSTART:20240115T100000Z", "2024-01-15T10:00:00Z"),
        ("IANA zone, winter", "DTSTART;TZID=Europe/Berlin:20240115T100000", "2024-01-15T09:00:00Z"),
        ("IANA zone, summer", "DTSTART;TZID=Europe/Berlin:20240715T100000", "2024-07-15T08:00:00Z"),
        ("vendor prefix", "DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20240115T100000", "2024-01-15T15:00:00Z"),
        ("softwarestudio prefix", "DTSTART;TZID=/softwarestudio.org/Olson_20011030_5/Asia/Tokyo:20240115T100000", "2024-01-15T01:00:00Z"),
        ("Windows name", "DTSTART;TZID=Pacific Standard Time:20240115T100000", "2024-01-15T18:00:00Z"),
        ("Windows name, Europe", "DTSTART;TZID=\"W. Europe Standard Time\":20240715T100000", "2024-07-15T08:00:00Z"),
        ("embedded VTIMEZONE, winter", "DTSTART;TZID=Custom Eastern:20240115T100000", "2024-01-15T15:00:00Z"),
        ("embedded VTIMEZONE, summer", "DTSTART;TZID=Custom Eastern:20240715T100000", "2024-07-15T14:00:00Z"),
        ("floating", "DTSTART:20240115T100000", "2024-01-15T10:00:00"),
        ("unknown TZID stays floating", "DTSTART;TZID=Mars/Olympus:20240115T100000", "2024-01-15T10:00:00"),
        ("all-day", "DTSTART;VALUE=DATE:20240115", "2024-01-15"),
        ("DST gap moves forward", "DTSTART;TZID=America/New_York:20240310T023000", "2024-03-10T07:30:00Z"),
        ("DST overlap takes the first", "DTSTART;TZID=America/New_York:20241103T013000", "2024-11-03T05:30:00Z"),
    ]

    @Test("each time form", arguments: cases)
    func timeForms(name: String, line: String, expected: String) {
        let text = S.calendar(S.event(line + "\r\n"), extra: Self.newYorkZone)
        #expect(S.starts(text) == [expected], "\(name)")
    }

    /// (case, lines after DTSTART, expected end).
    static let endCases: [(String, String, String)] = [
        ("DTEND", "DTSTART:20240115T100000Z\r\nDTEND:20240115T113000Z\r\n", "2024-01-15T11:30:00Z"),
        ("DURATION", "DTSTART:20240115T100000Z\r\nDURATION:PT1H15M\r\n", "2024-01-15T11:15:00Z"),
        ("no end: zero length", "DTSTART:20240115T100000Z\r\n", "2024-01-15T10:00:00Z"),
        ("all-day default", "DTSTART;VALUE=DATE:20240115\r\n", "2024-01-16"),
        ("all-day DURATION", "DTSTART;VALUE=DATE:20240115\r\nDURATION:P2D\r\n", "2024-01-17"),
    ]

    @Test("ends", arguments: endCases)
    func ends(name: String, lines: String, expected: String) {
        #expect(S.records(S.calendar(S.event(lines))).first?["end_utc_iso"] as? String == expected, "\(name)")
    }

    @Test("floating times use the floating zone when given")
    func floatingZone() {
        let text = S.calendar(S.event("DTSTART:20240115T100000\r\n"))
        let records = S.records(text, floating: TimeZone(identifier: "Asia/Tokyo"))
        #expect(records.first?["start_utc_iso"] as? String == "2024-01-15T01:00:00Z")
        let document = S.importer(text, timeZone: TimeZone(identifier: "America/Chicago")!).documents.first
        #expect(document?.date == .instant(S.date("2024-01-15T16:00:00Z")))
    }

    @Test("X-WR-TIMEZONE re-interprets floating and UTC times in the calendar zone")
    func googleCalendarZone() {
        let body = S.event("DTSTART:20240115T100000\r\n", uid: "floating")
            + S.event("DTSTART:20240301T170000Z\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\n", uid: "utc")
        let text = S.calendar(body, extra: "X-WR-TIMEZONE:America/New_York\r\n")
        let starts = S.starts(text)
        // Floating 10:00 New York; weekly 12:00 New York wall time across the DST change.
        #expect(starts == ["2024-01-15T15:00:00Z", "2024-03-01T17:00:00Z", "2024-03-08T17:00:00Z", "2024-03-15T16:00:00Z"])
    }

    @Test("all-day events import as days; timed ones as instants")
    func sourceDates() {
        let text = S.calendar(S.event("DTSTART;VALUE=DATE:20240115\r\n", uid: "d") + S.event("DTSTART:20240115T100000Z\r\n", uid: "t"))
        let dates = S.importer(text).documents.map(\.date)
        #expect(dates == [.day(CalendarDay(year: 2024, month: 1, day: 15)), .instant(S.date("2024-01-15T10:00:00Z"))])
    }

    @Test("every Windows zone name in the table resolves to a Foundation zone")
    func windowsTable() {
        #expect(WindowsZoneTable.ianaByWindowsName.count > 130)
        let unresolved = WindowsZoneTable.ianaByWindowsName.filter { TimeZone(identifier: $0.value) == nil }
        #expect(unresolved.isEmpty, "\(unresolved.keys.sorted())")
    }
}
