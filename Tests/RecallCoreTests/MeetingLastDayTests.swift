import Foundation
import RecallCore
import Testing

/// The last day a meeting covers: an all-day end is exclusive, a timed end at midnight covers
/// nothing of that day, and a meeting within one day has none.
struct MeetingLastDayTests {
    static let london = TimeZone(identifier: "Europe/London")!  // a zone every tz database has

    static func instant(_ text: String) -> SourceDate { .instant(ISO8601.date(from: text)!) }  // literal, valid

    @Test(arguments: [
        (SourceDate.day(CalendarDay("2026-09-30")!), .day(CalendarDay("2026-10-05")!), "2026-10-04"),
        (.day(CalendarDay("2026-09-30")!), .day(CalendarDay("2026-10-01")!), nil),  // one all-day day
        (.day(CalendarDay("2026-09-30")!), nil, nil),
        (instant("2026-09-30T09:00:00Z"), instant("2026-09-30T17:00:00Z"), nil),
        (instant("2026-09-30T09:00:00Z"), instant("2026-10-02T12:00:00Z"), "2026-10-02"),
        (instant("2026-09-30T21:00:00Z"), instant("2026-09-30T23:00:00Z"), nil),  // 22:00 to midnight, London time
        (instant("2026-09-30T21:00:00Z"), instant("2026-10-01T01:00:00Z"), "2026-10-01"),  // past midnight
    ] as [(SourceDate, SourceDate?, String?)])
    func lastDays(start: SourceDate, end: SourceDate?, expected: String?) {
        let meeting = Meeting(uid: "u", start: start, end: end)
        #expect(meeting.lastDay(in: Self.london)?.description == expected)
    }
}
