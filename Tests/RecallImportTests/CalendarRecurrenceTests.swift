import Foundation
import RecallCore
import Testing
@testable import RecallImport

@Suite("Calendar recurrence")
struct CalendarRecurrenceTests {
    typealias S = CalendarTestSupport

    /// (rule, DTSTART, expected first starts). Times are UTC, dates are compared on the date part.
    static let ruleCases: [(String, String, [String])] = [
        ("FREQ=DAILY;COUNT=3", "20240101T090000Z", ["2024-01-01", "2024-01-02", "2024-01-03"]),
        ("FREQ=DAILY;INTERVAL=10;COUNT=3", "20240101T090000Z", ["2024-01-01", "2024-01-11", "2024-01-21"]),
        ("FREQ=WEEKLY;COUNT=3", "20240101T090000Z", ["2024-01-01", "2024-01-08", "2024-01-15"]),
        // DTSTART is always the first occurrence, even when the rule does not produce it (as RFC 5545 and the oracle count it).
        ("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4", "20240101T090000Z", ["2024-01-01", "2024-01-02", "2024-01-04", "2024-01-09", "2024-01-11"]),
        ("FREQ=WEEKLY;UNTIL=20240115T090000Z", "20240101T090000Z", ["2024-01-01", "2024-01-08", "2024-01-15"]),
        ("FREQ=MONTHLY;COUNT=3", "20240131T090000Z", ["2024-01-31", "2024-03-31", "2024-05-31"]),
        ("FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3", "20240131T090000Z", ["2024-01-31", "2024-02-29", "2024-03-31"]),
        ("FREQ=MONTHLY;BYDAY=2MO;COUNT=3", "20240108T090000Z", ["2024-01-08", "2024-02-12", "2024-03-11"]),
        ("FREQ=MONTHLY;BYDAY=-1FR;COUNT=2", "20240126T090000Z", ["2024-01-26", "2024-02-23"]),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3", "20240131T090000Z", ["2024-01-31", "2024-02-29", "2024-03-29"]),
        ("FREQ=YEARLY;COUNT=3", "20240229T090000Z", ["2024-02-29", "2028-02-29", "2032-02-29"]),
        ("FREQ=YEARLY;BYMONTH=1,7;COUNT=3", "20240105T090000Z", ["2024-01-05", "2024-07-05", "2025-01-05"]),
        ("FREQ=YEARLY;BYDAY=20MO;COUNT=2", "20240513T090000Z", ["2024-05-13", "2025-05-19"]),
        ("FREQ=YEARLY;BYYEARDAY=1,-1;COUNT=3", "20240101T090000Z", ["2024-01-01", "2024-12-31", "2025-01-01"]),
        ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=2", "20240513T090000Z", ["2024-05-13", "2025-05-12"]),
        ("FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8;COUNT=2", "19961105T090000Z", ["1996-11-05", "2000-11-07"]),
        ("FREQ=DAILY;BYHOUR=9,15;COUNT=3", "20240101T090000Z", ["2024-01-01T09", "2024-01-01T15", "2024-01-02T09"]),
        ("FREQ=DAILY;BYHOUR=9;BYMINUTE=0,30;COUNT=3", "20240101T090000Z", ["2024-01-01T09:00", "2024-01-01T09:30", "2024-01-02T09:00"]),
        ("FREQ=HOURLY;INTERVAL=6;COUNT=3", "20240101T090000Z", ["2024-01-01T09", "2024-01-01T15", "2024-01-01T21"]),
        ("FREQ=MINUTELY;INTERVAL=15;COUNT=3", "20240101T090000Z", ["2024-01-01T09:00", "2024-01-01T09:15", "2024-01-01T09:30"]),
        ("FREQ=DAILY;BYSECOND=0,30;COUNT=3", "20240101T090000Z", ["2024-01-01T09:00:00", "2024-01-01T09:00:30", "2024-01-02T09:00:00"]),
        ("FREQ=SECONDLY;INTERVAL=20;COUNT=3", "20240101T090000Z", ["2024-01-01T09:00:00", "2024-01-01T09:00:20", "2024-01-01T09:00:40"]),
        ("FREQ=DAILY;BYMONTH=2;COUNT=2", "20240101T090000Z", ["2024-01-01", "2024-02-01", "2024-02-02"]),
        ("FREQ=DAILY;COUNT=2;UNTIL=20240101T120000Z", "20240101T090000Z", ["2024-01-01"]),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=MO;COUNT=4", "19970805T090000Z", ["1997-08-05", "1997-08-10", "1997-08-18", "1997-08-24"]),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU;COUNT=4", "19970805T090000Z", ["1997-08-05", "1997-08-17", "1997-08-18", "1997-08-31"]),
    ]

    @Test("RRULE parts", arguments: ruleCases)
    func ruleParts(rule: String, start: String, expected: [String]) {
        let text = S.calendar(S.event("DTSTART:\(start)\r\nRRULE:\(rule)\r\n"))
        let starts = S.starts(text)
        #expect(starts.count >= expected.count, "\(rule)")
        #expect(zip(starts, expected).allSatisfy { $0.hasPrefix($1) }, "\(rule): \(starts.prefix(expected.count))")
    }

    @Test("EXDATE removes and RDATE adds occurrences (dates, date-times, periods)")
    func exdateAndRdate() {
        let text = S.calendar(S.event("""
            DTSTART:20240101T090000Z\r
            DTEND:20240101T100000Z\r
            RRULE:FREQ=DAILY;COUNT=3\r
            EXDATE:20240102T090000Z\r
            RDATE:20240110T090000Z\r
            RDATE;VALUE=PERIOD:20240120T090000Z/PT3H\r

            """))
        let records = S.records(text)
        #expect(records.compactMap { $0["start_utc_iso"] as? String }
            == ["2024-01-01T09:00:00Z", "2024-01-03T09:00:00Z", "2024-01-10T09:00:00Z", "2024-01-20T09:00:00Z"])
        #expect(records.last?["end_utc_iso"] as? String == "2024-01-20T12:00:00Z")
    }

    @Test("all-day series: EXDATE and RDATE as dates, UNTIL as a date")
    func allDaySeries() {
        let text = S.calendar(S.event("""
            DTSTART;VALUE=DATE:20240101\r
            RRULE:FREQ=DAILY;UNTIL=20240104\r
            EXDATE;VALUE=DATE:20240102\r
            RDATE;VALUE=DATE:20240110\r

            """))
        #expect(S.starts(text) == ["2024-01-01", "2024-01-03", "2024-01-04", "2024-01-10"])
    }

    @Test("a floating series keeps wall-clock times and reads UNTIL in wall-clock time")
    func floatingSeries() {
        let text = S.calendar(S.event("DTSTART:20240101T090000\r\nRRULE:FREQ=DAILY;UNTIL=20240103T090000Z\r\n"))
        #expect(S.starts(text) == ["2024-01-01T09:00:00", "2024-01-02T09:00:00", "2024-01-03T09:00:00"])
    }

    @Test("a zoned weekly series keeps its local time across a DST change")
    func zonedAcrossDST() {
        let text = S.calendar(S.event("DTSTART;TZID=Europe/Berlin:20240321T093000\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\n"))
        #expect(S.starts(text) == ["2024-03-21T08:30:00Z", "2024-03-28T08:30:00Z"])
        let later = S.calendar(S.event("DTSTART;TZID=Europe/Berlin:20240328T093000\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\n"))
        #expect(S.starts(later) == ["2024-03-28T08:30:00Z", "2024-04-04T07:30:00Z"])
    }

    @Test("RECURRENCE-ID overrides replace one occurrence; higher SEQUENCE wins")
    func overrides() {
        let series = S.event("DTSTART:20240101T090000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\nSUMMARY:daily\r\n")
        let moved = S.event("RECURRENCE-ID:20240102T090000Z\r\nDTSTART:20240102T140000Z\r\nSUMMARY:moved\r\nSEQUENCE:1\r\n")
        let stale = S.event("RECURRENCE-ID:20240102T090000Z\r\nDTSTART:20240102T150000Z\r\nSUMMARY:stale\r\nSEQUENCE:0\r\n")
        let records = S.records(S.calendar(series + moved + stale))
        #expect(records.compactMap { $0["summary"] as? String } == ["daily", "moved", "daily"])
        #expect(records[1]["start_utc_iso"] as? String == "2024-01-02T14:00:00Z")
        #expect(records[1]["recurrence_id_or_start"] as? String == "2024-01-02T09:00:00Z")
    }

    @Test("RANGE=THISANDFUTURE moves every later occurrence")
    func thisAndFuture() {
        let series = S.event("DTSTART:20240101T090000Z\r\nRRULE:FREQ=DAILY;COUNT=4\r\nSUMMARY:old\r\n")
        let future = S.event("RECURRENCE-ID;RANGE=THISANDFUTURE:20240103T090000Z\r\nDTSTART:20240103T110000Z\r\nSUMMARY:new\r\n")
        let records = S.records(S.calendar(series + future))
        #expect(records.compactMap { $0["start_utc_iso"] as? String }
            == ["2024-01-01T09:00:00Z", "2024-01-02T09:00:00Z", "2024-01-03T11:00:00Z", "2024-01-04T11:00:00Z"])
        #expect(records.compactMap { $0["summary"] as? String } == ["old", "old", "new", "new"])
    }

    @Test("occurrence ids use the local start date; cancelled occurrences are kept")
    func occurrenceIDs() {
        let series = S.event("DTSTART;TZID=America/Los_Angeles:20240101T200000\r\nRRULE:FREQ=DAILY;COUNT=2\r\n", uid: "s")
        let cancelled = S.event("RECURRENCE-ID;TZID=America/Los_Angeles:20240102T200000\r\nDTSTART;TZID=America/Los_Angeles:20240102T200000\r\nSTATUS:CANCELLED\r\n", uid: "s")
        let result = S.importer(S.calendar(series + cancelled), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        #expect(result.documents.map(\.id.rawValue) == ["event:s@2024-01-01", "event:s@2024-01-02"])
        #expect(result.documents.map(\.isCancelled) == [false, true])
        #expect(result.counters["recurring series"] == 1)
        #expect(result.counters["occurrences"] == 2)
    }

    @Test("series are capped per series and stop at the horizon")
    func capAndHorizon() {
        let text = S.calendar(S.event("DTSTART:20240101T090000Z\r\nRRULE:FREQ=DAILY\r\n"))
        #expect(S.records(text, cap: 5).count == 5)
        let options = ImportOptions(now: S.date("2024-01-01"), horizon: S.date("2024-01-11"), maxOccurrencesPerSeries: 500)
        let result = CalendarImporter().read(Data(text.utf8), file: ImportFile(path: "c.ics", relativePath: "c.ics"), options: options)
        #expect(result.documents.count == 10)
        let single = S.calendar(S.event("DTSTART:20290101T090000Z\r\n"))
        let later = CalendarImporter().read(Data(single.utf8), file: ImportFile(path: "s.ics", relativePath: "s.ics"), options: options)
        #expect(later.documents.count == 1, "a single event after the horizon is still imported")
    }

    static let absurdRuleCases = [
        "FREQ=SECONDLY", "FREQ=DAILY;COUNT=1000000000", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=MINUTELY;BYHOUR=25", "FREQ=SECONDLY;INTERVAL=1;BYSETPOS=1",
    ]

    @Test("absurd rules terminate within their bound", arguments: absurdRuleCases)
    func absurdRules(rule: String) {
        let text = S.calendar(S.event("DTSTART:19000101T000000Z\r\nRRULE:\(rule)\r\n"))
        let options = ImportOptions(now: S.date("2024-01-01"), horizon: S.date("2300-01-01"), maxOccurrencesPerSeries: 500)
        let result = CalendarImporter().read(Data(text.utf8), file: ImportFile(path: "a.ics", relativePath: "a.ics"), options: options)
        #expect(result.documents.count <= 500)
    }

    @Test("a capped series reports a warning with its line")
    func boundWarning() {
        let text = S.calendar(S.event("DTSTART:20200101T000000Z\r\nRRULE:FREQ=DAILY\r\n"))
        let result = S.importer(text)
        #expect(result.documents.count == 500)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.line == 3 })
    }

    @Test("occurrences sharing an id (same UID, same local day) keep the first and are counted")
    func sameDayOccurrences() {
        let text = S.calendar(S.event("DTSTART:20240101T000000Z\r\nRRULE:FREQ=SECONDLY\r\n"))
        let result = S.importer(text)
        #expect(result.documents.map(\.id.rawValue) == ["event:u1@2024-01-01"])
        #expect(result.counters["duplicate occurrences skipped"] == 499)
    }
}
