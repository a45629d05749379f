import RecallCore

/// Weeks named by their place: "the week before last", "the first week of November".
extension TimeExpressionParser {
    /// "the week before last", "the month before last": the one before last week or month.
    func beforeLast(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let unit = probe.peek(), ["week", "month"].contains(unit), probe.peek(1) == "before", probe.peek(2) == "last"
        else { return nil }
        probe.advance(3)
        cursor = probe
        let span = unit == "week"
            ? DaySpan.week(containing: today.adding(days: -14)) : monthSpan(today.addingMonths(-2))
        return span.labelled("the \(unit) before last").window
    }

    /// "monday of the week before last", "friday of last week": that day of the week named.
    func weekdayOfWeek(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["on"])
        guard let word = probe.peek(), let weekday = QueryVocabulary.weekdays[word], probe.peek(1) == "of" else { return nil }
        probe.advance(2)
        let week = beforeLast(&probe) ?? point(&probe, afterPreposition: true).map(\.window)
        guard let week, let start = week.start, let end = week.end, start.isoWeekday == 1, end == start.adding(days: 7)
        else { return nil }
        cursor = probe
        let name = DateText.weekdayName(weekday)
        let phrase = week.label.components(separatedBy: " (").first ?? week.label
        return DaySpan.day(start.adding(days: weekday - 1)).labelled("\(name) of \(phrase)").window
    }

    /// "what's on my calendar for Monday", "prep for thursday": the coming such day, today included.
    /// A day one plans for lies ahead; "on Monday" alone is the most recent one.
    func weekdayAhead(_ cursor: inout TokenCursor) -> DateWindow? {
        guard cursor.peek() == "for", let word = cursor.peek(1), let weekday = QueryVocabulary.weekdays[word],
            !QueryVocabulary.ambiguousWeekdays.contains(word)
        else { return nil }
        cursor.advance(2)
        let ahead = (weekday - today.isoWeekday + 7) % 7
        return DaySpan.day(today.adding(days: ahead)).labelled(DateText.weekdayName(weekday)).window
    }

    static let weekOrdinals: [String: Int] = ["first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": 5]

    /// "the first week of November", "last week of August 2025": days 1–7, 8–14, 15–21, 22–28 of
    /// the month, or its last seven days.
    func weekOfMonth(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let word = probe.peek(), let ordinal = Self.weekOrdinals[word], probe.peek(1) == "week", probe.peek(2) == "of"
        else { return nil }
        probe.advance(3)
        guard let month = point(&probe, afterPreposition: true), month.end == month.start.addingMonths(1), month.start.day == 1
        else { return nil }
        cursor = probe
        let start = ordinal == 5 ? month.end.adding(days: -7) : month.start.adding(days: 7 * (ordinal - 1))
        let span = DaySpan(start: start, end: start.adding(days: 7), label: "")
        return span.labelled("the \(word) week of \(month.label)").window
    }
}
