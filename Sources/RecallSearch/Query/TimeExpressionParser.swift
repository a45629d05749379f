import Foundation
import RecallCore

/// Finds the first time expression in a query and resolves it against `today`.
///
/// Conventions: a bare month, quarter, season or weekday means its most recent occurrence that
/// has started by today; weeks are ISO weeks (Monday start); "since"/"after" leave the end open and
/// "before"/"until" the start; "recently" is the last 30 days including today.
struct TimeExpressionParser {
    let now: Date
    let timeZone: TimeZone
    let today: CalendarDay

    init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
        today = CalendarDay(now, in: timeZone)
    }

    /// The first time expression: its window and the token indices it covers.
    func parse(_ tokens: [QueryToken], from start: Int = 0) -> (window: DateWindow, tokens: Range<Int>)? {
        for index in tokens.indices where index >= start {
            var cursor = TokenCursor(tokens, at: index)
            if let window = expression(&cursor) { return (window, index..<cursor.position) }
        }
        return nil
    }

    private func expression(_ cursor: inout TokenCursor) -> DateWindow? {
        if let window = partOfPeriod(&cursor) { return window }
        if let window = range(&cursor) ?? bound(&cursor) ?? counted(&cursor) ?? thisTimeLastYear(&cursor) ?? recently(&cursor) ?? weekOf(&cursor)
            ?? dayBeyond(&cursor) ?? weekdayOfWeek(&cursor) ?? beforeLast(&cursor) ?? weekOfMonth(&cursor)
        {
            return window
        }
        if let window = weekdayAhead(&cursor) { return window }
        var probe = cursor
        let preposition = probe.peek() ?? ""
        let afterPreposition = probe.skip(QueryVocabulary.timePrepositions)
        let allowYear = QueryVocabulary.yearPrepositions.contains(preposition)
        guard let span = point(&probe, afterPreposition: afterPreposition, allowYear: allowYear) else { return nil }
        cursor = probe
        var window = DateWindow(start: span.start, end: span.end, label: span.label)
        window.yearGuessed = span.yearGuessed
        return window
    }

    /// "the day before yesterday", "the day after tomorrow".
    private func dayBeyond(_ cursor: inout TokenCursor) -> DateWindow? {
        guard cursor.peek() == "day", let side = cursor.peek(1), let anchor = cursor.peek(2) else { return nil }
        let offset: Int
        switch (side, anchor) {
        case ("before", "yesterday"): offset = -2
        case ("after", "tomorrow"): offset = 2
        default: return nil
        }
        cursor.advance(3)
        let span = DaySpan.day(today.adding(days: offset)).labelled("the day \(side) \(anchor)")
        return DateWindow(start: span.start, end: span.end, label: span.label)
    }

    /// "the week of 14 September": the Monday-to-Sunday week holding that day.
    private func weekOf(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard probe.skip(["week"]), probe.skip(["of"]), let day = point(&probe, afterPreposition: true),
            day.end == day.start.adding(days: 1)
        else { return nil }
        cursor = probe
        return DaySpan.week(containing: day.start).labelled("the week of \(day.start)").window
    }

    /// "between June and August", "from June to August".
    private func range(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        let separators: Set<String>
        if probe.skip(["between"]) {
            separators = ["and", "-"]
        } else if probe.skip(["from"]) {
            separators = ["to", "until", "till", "through", "thru", "-"]
        } else {
            return nil
        }
        guard let first = point(&probe, afterPreposition: true), probe.skip(separators),
            let second = point(&probe, afterPreposition: true)
        else { return nil }
        cursor = probe
        guard second.end <= first.start else {
            return DateWindow(start: first.start, end: second.end, label: "\(first.label) – \(second.label)")
        }
        // "between November and February": the first end lies in the year before.
        // Explicit years the wrong way round ("from 2026 to 2024") cover both.
        let shifted = first.start.addingMonths(-12)
        let span = second.end > shifted
            ? DaySpan(start: shifted, end: second.end, label: "") : DaySpan(start: second.start, end: first.end, label: "")
        return DateWindow(start: span.start, end: span.end, label: span.rangeText)
    }

    /// "since March", "after May 3", "before June", "until Friday", "since the start of April".
    private func bound(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard let word = probe.peek(), ["since", "after", "before", "until", "till"].contains(word) else { return nil }
        probe.advance()
        guard let span = partOfPeriodSpan(&probe) ?? point(&probe, afterPreposition: true) else { return nil }
        cursor = probe
        switch word {
        case "since": return DateWindow(start: span.start, end: nil, label: "since \(span.label)")
        case "after": return DateWindow(start: span.end, end: nil, label: "after \(span.label)")
        case "before": return DateWindow(start: nil, end: span.start, label: "before \(span.label)")
        default: return DateWindow(start: nil, end: span.end, label: "until \(span.label)")
        }
    }

    /// "3 days ago", "two weeks ago", "a couple of weeks back", "a month ago", "a year ago" (``around(yearsAgo:phrase:)``), "in
    /// the last 3 days", "over the last couple of weeks", "past week".
    private func counted(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        if let count = number(probe.peek()), let hours = hours(probe.peek(1)), probe.peek(2) == "ago" {
            probe.advance(3)
            cursor = probe
            let day = CalendarDay(now.addingTimeInterval(-Double(count) * hours * 3600), in: timeZone)
            return DaySpan.day(day).labelled("\(count) \(probe.tokens[probe.position - 2].norm) ago").window
        }
        let of = probe.peek(1) == "of" ? 1 : 0  // "a couple of days ago"
        // "a couple of weeks back" says "ago" too.
        if let count = number(probe.peek()), let unit = unit(probe.peek(1 + of)), ["ago", "back"].contains(probe.peek(2 + of) ?? "") {
            let vague = QueryVocabulary.vagueNumbers.contains(probe.peek() ?? "")
            probe.advance(3 + of)
            if !vague, probe.skip(["today"]) {
                // "a year ago today": that one day.
                cursor = probe
                return DaySpan.day(day(ago: count, unit: unit)).labelled("\(count) \(unit)\(count == 1 ? "" : "s") ago today").window
            }
            cursor = probe
            let phrase = "\(vague ? "about " : "")\(count) \(unit)\(count == 1 ? "" : "s") ago"
            // "a year ago" is about this time of that year, not all of it.
            if !vague, unit == "year" { return around(yearsAgo: count, phrase: phrase) }
            guard vague, unit == "day" else { return window(ago: count, unit: unit).labelled(phrase).window }
            // "a couple of days ago" is not one exact day: a day either side.
            return DaySpan(start: today.adding(days: -count - 1), end: today.adding(days: 2 - count), label: "").labelled(phrase).window
        }
        _ = probe.skip(["in", "over", "during", "within", "for"])
        _ = probe.skip(["the"])
        guard probe.skip(["last", "past", "previous"]) else { return nil }
        var count = 1
        let ofCount = probe.peek(1) == "of" ? 1 : 0  // "the last couple of weeks"
        // A vague count is read loosely: "the last couple of weeks" reaches back three.
        let slack = QueryVocabulary.vagueNumbers.contains(probe.peek() ?? "") ? 1 : 0
        if let value = number(probe.peek()), unit(probe.peek(1 + ofCount)) != nil {
            count = value + slack
            probe.advance(1 + ofCount)
        } else if probe.token(-1)?.norm != "past" {
            return nil  // "last week" is a calendar week, handled as a point.
        }
        guard let unit = unit(probe.peek()) else { return nil }
        probe.advance()
        cursor = probe
        let start = unit == "month" ? today.addingMonths(-count).adding(days: 1)
            : unit == "year" ? today.addingMonths(-12 * count).adding(days: 1)
            : today.adding(days: 1 - count * (unit == "week" ? 7 : 1))
        let phrase = "last \(count) \(unit)\(count == 1 ? "" : "s")" + (slack == 1 ? " (a vague count, read loosely)" : "")
        return DaySpan(start: start, end: today.adding(days: 1), label: "").labelled(phrase).window
    }

    /// "recently", "lately": the last 30 days including today.
    private func recently(_ cursor: inout TokenCursor) -> DateWindow? {
        guard let word = cursor.peek(), ["recently", "lately", "recent"].contains(word) else { return nil }
        if word == "recent", cursor.token(-1)?.norm == "most" { return nil }  // "most recent" is an order, not a window
        // "my recent 1:1s with Bill" are the latest ones, however old: before a noun "recent" is an order.
        if word == "recent", let next = cursor.peek(1), !QueryVocabulary.stopwords.contains(next) { return nil }
        cursor.advance()
        var window = DaySpan(start: today.adding(days: -29), end: today.adding(days: 1), label: "").labelled("recently").window
        window.isVague = true
        return window
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
        case "month":
            .month(today.addingMonths(-count).month, of: today.addingMonths(-count).year)
        default: .year(today.year - count)
        }
    }

    func number(_ word: String?) -> Int? {
        guard let word else { return nil }
        if let value = QueryVocabulary.numberWords[word] { return value }
        guard word.count <= 3, word.allSatisfy(\.isASCII), let value = Int(word), value > 0 else { return nil }
        return value
    }

    /// "hours" → 1, "minutes" → 1/60.
    func hours(_ word: String?) -> Double? {
        switch word {
        case "hour", "hours", "hr", "hrs": 1
        case "minute", "minutes", "min", "mins": 1.0 / 60
        default: nil
        }
    }

    func unit(_ word: String?) -> String? {
        guard let word else { return nil }
        let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
        return ["day", "week", "month", "year"].contains(singular) ? singular : nil
    }
}

extension DaySpan {
    var window: DateWindow { DateWindow(start: start, end: end, label: label) }
}
