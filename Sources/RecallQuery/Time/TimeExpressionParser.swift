import Foundation
import RecallCore

/// Reads time expressions at a cursor and resolves them against today.
///
/// Conventions: a bare month, quarter, season or weekday is its most recent occurrence that has
/// started by today; weeks are ISO weeks (Monday start); "since"/"after" leave the end open and
/// "before"/"until" the start; "recently" is the last 30 days including today. Words that are dates
/// only in context ("may", "march", "sun", a season, a bare year) need a preposition, a day or a year.
/// Each reader is a named rule of ``TimeStage``.
struct TimeExpressionParser: Sendable {
    let lexicon: Lexicon
    let clock: QueryClock
    var today: CalendarDay { clock.today }

    /// "the day before yesterday", "the day after tomorrow".
    func dayBeyond(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard probe.peek() == "day", let side = probe.peek(1), let anchor = probe.peek(2) else { return nil }
        let offset: Int
        switch (side, anchor) {
        case ("before", "yesterday"): offset = -2
        case ("after", "tomorrow"): offset = 2
        default: return nil
        }
        probe.advance(3)
        cursor = probe
        return DaySpan.day(today.adding(days: offset)).labelled("the day \(side) \(anchor)").window
    }

    /// "the week of 14 September": the Monday-to-Sunday week holding that day.
    func weekOf(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard probe.skip(["week"]), probe.skip(["of"]), let day = point(&probe, afterPreposition: true),
            day.end == day.start.adding(days: 1)
        else { return nil }
        cursor = probe
        return DaySpan.week(containing: day.start).labelled("the week of \(day.start)").window
    }

    /// "between June and August", "from June to August".
    func range(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard let opener = probe.peek(), let closer = lexicon.value("range-open", opener) else { return nil }
        probe.advance()
        guard let first = point(&probe, afterPreposition: true),
            let separator = probe.peek(), separator == closer || lexicon.contains("range-separator", separator)
        else { return nil }
        probe.advance()
        guard let second = point(&probe, afterPreposition: true) else { return nil }
        cursor = probe
        guard second.end <= first.start else {
            return DateWindow(start: first.start, end: second.end, label: "\(first.label) – \(second.label)")
        }
        // "between November and February": the first lies in the year before. Explicit years the
        // wrong way round ("from 2026 to 2024") cover both.
        let shifted = first.start.addingMonths(-12)
        let span =
            second.end > shifted
            ? DaySpan(start: shifted, end: second.end, label: "")
            : DaySpan(start: second.start, end: first.end, label: "")
        return DateWindow(start: span.start, end: span.end, label: span.rangeText)
    }

    /// "since March", "after May 3", "before June", "until Friday", "since the start of April".
    func bound(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard let word = probe.peek(), lexicon.contains("bound", word), word != "by" else { return nil }
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

    /// "recently", "lately": the last 30 days including today; vague, so a search may look beyond it.
    func recently(_ cursor: inout TokenCursor) -> DateWindow? {
        guard let word = cursor.peek(), lexicon.contains("recently", word) else { return nil }
        if word == "recent", cursor.peek(-1) == "most" { return nil }  // "most recent" orders
        // "my recent 1:1s with Bill" are the latest ones: before a noun "recent" orders too.
        if word == "recent", let next = cursor.peek(1), !lexicon.contains("stopword", next) { return nil }
        cursor.advance()
        var window = DaySpan(start: today.adding(days: -29), end: today.adding(days: 1), label: "")
            .labelled("recently").window
        window.isVague = true
        return window
    }

    /// "this time last year", "same time last year", "this time two years ago": the same date of an
    /// earlier year, give or take ``aroundDays``.
    func thisTimeLastYear(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard probe.skip(["this", "same"]), probe.skip(["time"]) else { return nil }
        let years: Int
        if probe.skip(["last"]), probe.skip(["year"]) {
            years = 1
        } else if let count = number(probe.peek()), unit(probe.peek(1)) == "year",
            lexicon.contains("ago", probe.peek(2) ?? "")
        {
            years = count
            probe.advance(3)
        } else {
            return nil
        }
        cursor = probe
        return around(yearsAgo: years, phrase: years == 1 ? "this time last year" : "this time \(years) years ago")
    }

    /// Days either side of the same date in an earlier year: a weekly note or a monthly meeting falls inside.
    static let aroundDays = 14

    /// The window ``aroundDays`` either side of today `years` back, labelled `phrase`.
    func around(yearsAgo years: Int, phrase: String) -> DateWindow {
        let day = today.addingMonths(-12 * years)
        var window = DaySpan(
            start: day.adding(days: -Self.aroundDays), end: day.adding(days: Self.aroundDays + 1), label: ""
        ).labelled(phrase).window
        window.center = day
        return window
    }

    /// A number word or a small number: "two" → 2, "14" → 14.
    func number(_ word: String?) -> Int? {
        guard let word else { return nil }
        if let value = lexicon.number("number", word) { return value }
        guard word.count <= 3, word.allSatisfy(\.isASCII), let value = Int(word), value > 0 else { return nil }
        return value
    }

    /// "weeks" → "week": a unit of counted time.
    func unit(_ word: String?) -> String? {
        word.flatMap { lexicon.value("unit", $0) }
    }
}
