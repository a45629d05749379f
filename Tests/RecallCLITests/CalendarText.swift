/// ICS text for tests: one-hour events on a day, in a minimal calendar.
enum CalendarText {
    /// A VEVENT from 09:00 to 10:00 UTC on `day` (`YYYYMMDD`) at `location`.
    static func event(_ uid: String, _ day: String, _ summary: String, _ location: String) -> String {
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20260101T000000Z\nDTSTART:\(day)T090000Z\nDTEND:\(day)T100000Z\n"
            + "SUMMARY:\(summary)\nLOCATION:\(location)\nEND:VEVENT\n"
    }

    /// `events` in a VCALENDAR.
    static func calendar(_ events: [String]) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//t//EN\n" + events.joined() + "END:VCALENDAR\n"
    }
}
