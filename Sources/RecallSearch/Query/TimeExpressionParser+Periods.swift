import RecallCore

/// Quarters, seasons, weekdays, years and the number words inside dates.
extension TimeExpressionParser {
    /// "Q3", "Q3 2025", "2025 Q3".
    func quarter(_ cursor: inout TokenCursor) -> DaySpan? {
        if let year = yearNumber(cursor.peek()), let quarter = quarterNumber(cursor.peek(1)) {
            cursor.advance(2)
            return .quarter(quarter, of: year)
        }
        guard let quarter = quarterNumber(cursor.peek()) else { return nil }
        if let year = yearNumber(cursor.peek(1)) {
            cursor.advance(2)
            return .quarter(quarter, of: year)
        }
        cursor.advance()
        return .quarter(quarter, of: quarter <= today.quarter ? today.year : today.year - 1)
    }

    /// "q1"…"q4" → 1…4.
    func quarterNumber(_ word: String?) -> Int? {
        guard let word, word.count == 2, word.first == "q", let quarter = Int(word.dropFirst()),
            (1...4).contains(quarter)
        else { return nil }
        return quarter
    }

    /// "summer 2025", and after a preposition "in summer" (the most recent one that has started).
    func season(_ cursor: inout TokenCursor, afterPreposition: Bool) -> DaySpan? {
        guard let word = cursor.peek(), let season = Season.named(word) else { return nil }
        if let year = yearNumber(cursor.peek(1)) {
            cursor.advance(2)
            let span = DaySpan.season(season, of: year)
            return span.labelled(span.label)
        }
        guard afterPreposition else { return nil }  // "summer reading list" stays topical.
        cursor.advance()
        return seasonSpan(season, step: 0, started: true)
    }

    /// `step` 0: this season (the current one, else this year's); -1: the last one that ended;
    /// 1: the next one to start. With `started`, the most recent one that has begun.
    func seasonSpan(_ season: Season, step: Int, started: Bool = false) -> DaySpan {
        var year = today.year
        if season == .winter, today.month <= 2 { year -= 1 }
        var span = DaySpan.season(season, of: year)
        switch step {
        case -1:
            while span.end > today { year -= 1; span = .season(season, of: year) }
        case 1:
            while span.start <= today { year += 1; span = .season(season, of: year) }
        default:
            if started, span.start > today { span = .season(season, of: year - 1) }
        }
        return span.labelled(span.label)
    }

    /// "Tuesday", "on wed": the most recent such day, today included.
    func weekday(_ cursor: inout TokenCursor, afterPreposition: Bool) -> DaySpan? {
        guard let word = cursor.peek(), let weekday = QueryVocabulary.weekdays[word] else { return nil }
        if QueryVocabulary.ambiguousWeekdays.contains(word), !afterPreposition { return nil }
        cursor.advance()
        let back = (today.isoWeekday - weekday + 7) % 7
        let name = DateText.weekdayName(weekday)
        return DaySpan.day(today.adding(days: -back)).labelled(name)
    }

    /// "in 2025": a four-digit year, only after a preposition.
    func bareYear(_ cursor: inout TokenCursor, allowed: Bool) -> DaySpan? {
        guard allowed, let year = yearNumber(cursor.peek()) else { return nil }
        cursor.advance()
        return .year(year)
    }

    func monthSpan(_ day: CalendarDay) -> DaySpan { .month(day.month, of: day.year) }

    /// "14", "14th", "1st", "22nd", "3rd" → 1…31.
    func dayNumber(_ word: String?) -> Int? {
        guard var word, !word.isEmpty else { return nil }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            word.removeLast(2)
            break
        }
        guard (1...2).contains(word.count), word.allSatisfy(\.isASCII), let value = Int(word),
            (1...31).contains(value)
        else { return nil }
        return value
    }

    /// A four-digit year between 1900 and 2199.
    func yearNumber(_ word: String?) -> Int? {
        guard let word, word.count == 4, word.allSatisfy(\.isASCII), let value = Int(word),
            (1900...2199).contains(value)
        else { return nil }
        return value
    }
}
