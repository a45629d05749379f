import RecallCore

/// Parts of periods and weeks named by their place: "late May", "the end of June", "the week before
/// last", "the first week of November", "friday of last week", "prep for thursday".
extension TimeExpressionParser {
    /// "late May", "the end of June", "mid-March", "early in August", "late 2025": that part of a
    /// month or longer period. Parts overlap: one person's "early June" is another's "mid June".
    func partOfPeriod(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["in", "during", "around", "by", "at"])
        guard let span = partOfPeriodSpan(&probe) else { return nil }
        cursor = probe
        return span.labelled(span.label).window
    }

    /// The part of a period at the cursor, after any "the", labelled without its dates.
    func partOfPeriodSpan(_ cursor: inout TokenCursor) -> DaySpan? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let word = probe.peek(), let value = lexicon.value("period-part", word) else { return nil }
        let fields = value.split(separator: " ", maxSplits: 2).map(String.init)
        guard fields.count == 3, let from = Double(fields[0]), let to = Double(fields[1]) else { return nil }
        probe.advance()
        _ = probe.skip(["of", "in"])
        guard let period = point(&probe, afterPreposition: true) else { return nil }
        let days = period.end.dayNumber - period.start.dayNumber
        guard days >= 28 else { return nil }
        cursor = probe
        let start = period.start.adding(days: Int((Double(days) * from).rounded(.down)))
        let end = period.start.adding(days: Int((Double(days) * to).rounded(.up)))
        var span = DaySpan(start: start, end: end, label: "\(fields[2]) \(period.label)")
        span.yearGuessed = period.yearGuessed
        return span
    }

    /// "the week before last", "the month before last".
    func beforeLast(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let unit = probe.peek(), probe.peek(1) == "before", probe.peek(2) == "last" else { return nil }
        let span: DaySpan
        if let weekday = lexicon.number("weekday", unit) {
            // "the tuesday before last": the one before the last such day before today.
            let back = (today.isoWeekday - weekday + 6) % 7 + 1
            span = .day(today.adding(days: -back - 7))
        } else if unit == "week" {
            span = .week(containing: today.adding(days: -14))
        } else if unit == "month" {
            span = .month(today.addingMonths(-2).month, of: today.addingMonths(-2).year)
        } else {
            return nil
        }
        probe.advance(3)
        cursor = probe
        return span.labelled("the \(unit) before last").window
    }

    /// "monday of the week before last", "friday of last week", "tuesday last week": that day of the week named.
    func weekdayOfWeek(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["on"])
        guard let word = probe.peek(), let weekday = lexicon.number("weekday", word) else { return nil }
        probe.advance(probe.peek(1) == "of" ? 2 : 1)
        let week = beforeLast(&probe) ?? point(&probe, afterPreposition: true).map(\.window)
        guard let week, let start = week.start, let end = week.end, start.isoWeekday == 1, end == start.adding(days: 7)
        else { return nil }
        cursor = probe
        let phrase = week.label.components(separatedBy: " (").first ?? week.label
        return DaySpan.day(start.adding(days: weekday - 1)).labelled("\(DateText.weekdayName(weekday)) of \(phrase)")
            .window
    }

    /// "prep for thursday", "what's on for Monday": the coming such day, today included.
    func weekdayAhead(_ cursor: inout TokenCursor) -> DateWindow? {
        guard cursor.peek() == "for", let word = cursor.peek(1), let weekday = lexicon.number("weekday", word),
            !lexicon.contains("ambiguous-weekday", word)
        else { return nil }
        cursor.advance(2)
        let ahead = (weekday - today.isoWeekday + 7) % 7
        return DaySpan.day(today.adding(days: ahead)).labelled(DateText.weekdayName(weekday)).window
    }

    /// "the first week of November", "last week of August 2025": days 1–7, 8–14, 15–21, 22–28, or
    /// the month's last seven days.
    func weekOfMonth(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let word = probe.peek(), let ordinal = lexicon.number("week-ordinal", word), probe.peek(1) == "week",
            probe.peek(2) == "of"
        else { return nil }
        probe.advance(3)
        guard let month = point(&probe, afterPreposition: true), month.end == month.start.addingMonths(1),
            month.start.day == 1
        else { return nil }
        cursor = probe
        let start = ordinal == 5 ? month.end.adding(days: -7) : month.start.adding(days: 7 * (ordinal - 1))
        return DaySpan(start: start, end: start.adding(days: 7), label: "").labelled(
            "the \(word) week of \(month.label)"
        ).window
    }
}
