import Foundation
import RecallCore

/// Counted time: "3 days ago", "a couple of weeks back", "in the last 3 days", "past week".
extension TimeExpressionParser {
    /// "3 hours ago" (that day), "two weeks ago" (that ISO week), "a month ago" (that calendar month),
    /// "a year ago" (``around(yearsAgo:phrase:)``), "a couple of days ago" (a day either side),
    /// "a year ago today" (that one day).
    func ago(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        if let count = number(probe.peek()), let hours = probe.peek(1).flatMap({ lexicon.value("hour-unit", $0) }),
            let perHour = Double(hours), isAgo(probe.peek(2))
        {
            probe.advance(3)
            cursor = probe
            let back = CalendarDay(clock.now.addingTimeInterval(-Double(count) * 3600 * perHour), in: clock.timeZone)
            return DaySpan.day(back).labelled("\(count) \(probe.tokens[probe.position - 2].norm) ago").window
        }
        let of = probe.peek(1) == "of" ? 1 : 0  // "a couple of days ago"
        guard let count = number(probe.peek()), let unit = unit(probe.peek(1 + of)), isAgo(probe.peek(2 + of))
        else { return nil }
        let vague = lexicon.contains("vague-number", probe.peek() ?? "")
        probe.advance(3 + of)
        if !vague, probe.skip(["today"]) {
            cursor = probe
            let phrase = "\(count) \(unit)\(count == 1 ? "" : "s") ago today"
            return DaySpan.day(day(ago: count, unit: unit)).labelled(phrase).window
        }
        cursor = probe
        let phrase = "\(vague ? "about " : "")\(count) \(unit)\(count == 1 ? "" : "s") ago"
        if !vague, unit == "year" { return around(yearsAgo: count, phrase: phrase) }
        guard vague, unit == "day" else { return window(ago: count, unit: unit).labelled(phrase).window }
        let span = DaySpan(start: today.adding(days: -count - 1), end: today.adding(days: 2 - count), label: "")
        return span.labelled(phrase).window
    }

    /// "in the last 3 days", "over the past couple of weeks", "past week": the days up to today.
    /// "last week" alone is a calendar week (``relative(_:)``).
    func lastCounted(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["in", "over", "during", "within", "for"])
        _ = probe.skip(["the"])
        guard let which = probe.peek(), ["last", "past", "previous"].contains(which) else { return nil }
        probe.advance()
        var count = 1
        let of = probe.peek(1) == "of" ? 1 : 0  // "the last couple of weeks"
        // A vague count is read loosely: "the last couple of weeks" reaches back three.
        let slack = lexicon.contains("vague-number", probe.peek() ?? "") ? 1 : 0
        if let value = number(probe.peek()), unit(probe.peek(1 + of)) != nil {
            count = value + slack
            probe.advance(1 + of)
        } else if which != "past" {
            return nil
        }
        guard let unit = unit(probe.peek()) else { return nil }
        probe.advance()
        cursor = probe
        let start =
            switch unit {
            case "month": today.addingMonths(-count).adding(days: 1)
            case "year": today.addingMonths(-12 * count).adding(days: 1)
            default: today.adding(days: 1 - count * (unit == "week" ? 7 : 1))
            }
        let phrase = "last \(count) \(unit)\(count == 1 ? "" : "s")" + (slack == 1 ? " (read loosely)" : "")
        return DaySpan(start: start, end: today.adding(days: 1), label: "").labelled(phrase).window
    }

    private func isAgo(_ word: String?) -> Bool {
        word.map { $0 == "ago" || $0 == "back" } ?? false
    }

    /// Today `count` units back: "a month ago today" is the same day of last month.
    private func day(ago count: Int, unit: String) -> CalendarDay {
        switch unit {
        case "day": today.adding(days: -count)
        case "week": today.adding(days: -7 * count)
        case "month": today.addingMonths(-count)
        default: today.addingMonths(-12 * count)
        }
    }

    private func window(ago count: Int, unit: String) -> DaySpan {
        switch unit {
        case "day": .day(today.adding(days: -count))
        case "week": .week(containing: today.adding(days: -7 * count))
        case "month": .month(today.addingMonths(-count).month, of: today.addingMonths(-count).year)
        default: .year(today.year - count)
        }
    }
}
