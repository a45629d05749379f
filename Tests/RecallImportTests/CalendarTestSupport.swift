import Foundation
import RecallCore
@testable import RecallImport

/// Helpers shared by the calendar tests: wrap a VEVENT body, expand it, read fields back.
enum CalendarTestSupport {
    static func calendar(_ body: String, extra: String = "") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\(extra)\(body)END:VCALENDAR\r\n"
    }

    static func event(_ lines: String, uid: String = "u1") -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\n\(lines)END:VEVENT\r\n"
    }

    static func date(_ text: String) -> Date {
        ICSExpandCommandWindow.parse(text)
    }

    /// The canonical records of a calendar text as dictionaries.
    static func records(
        _ text: String, from: String = "1970-01-01", to: String = "2040-01-01", cap: Int = 500,
        floating: TimeZone? = nil
    ) -> [[String: Any]] {
        records(data: Data(text.utf8), from: from, to: to, cap: cap, floating: floating)
    }

    static func records(
        data: Data, from: String = "1970-01-01", to: String = "2040-01-01", cap: Int = 500, floating: TimeZone? = nil
    ) -> [[String: Any]] {
        let output = CalendarExpansion.canonicalLines(
            data: data, path: "test.ics", start: date(from), end: date(to), cap: cap, floating: floating)
        return output.lines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Start values of every occurrence, in canonical order.
    static func starts(_ text: String, from: String = "1970-01-01", to: String = "2040-01-01", cap: Int = 500) -> [String] {
        records(text, from: from, to: to, cap: cap).compactMap { $0["start_utc_iso"] as? String }
    }

    static func importer(_ text: String, timeZone: TimeZone = TimeZone(identifier: "UTC")!, horizon: String = "2030-01-01")
        -> ImportResult {
        // "UTC" always exists.
        let options = ImportOptions(now: date("2025-01-01"), horizon: date(horizon), timeZone: timeZone)
        return CalendarImporter().read(Data(text.utf8), file: ImportFile(path: "t.ics", relativePath: "t.ics"), options: options)
    }
}

/// Window parsing for tests: `YYYY-MM-DD` or a `Z` date-time.
enum ICSExpandCommandWindow {
    static func parse(_ text: String) -> Date {
        if let day = CalendarDay(text) { return day.start(in: .gmt) }
        return ISO8601.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }
}
