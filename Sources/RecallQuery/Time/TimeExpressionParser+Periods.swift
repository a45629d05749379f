import RecallCore

/// Quarters, seasons, weekdays, years, named days and the number words inside dates.
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
        var span = DaySpan.quarter(quarter, of: quarter <= today.quarter ? today.year : today.year - 1)
        span.yearGuessed = true
        return span
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
        guard let word = cursor.peek(), let season = lexicon.value("season", word).flatMap(Season.init(rawValue:))
        else { return nil }
        if let year = yearNumber(cursor.peek(1)) {
            cursor.advance(2)
            let span = DaySpan.season(season, of: year)
            return span.labelled(span.label)
        }
        guard afterPreposition else { return nil }  // "summer reading list" stays a topic.
        cursor.advance()
        var span = seasonSpan(season, step: 0, started: true)
        span.yearGuessed = true
        return span
    }

    /// `step` 0: this season (the current one, else this year's); -1: the last one that ended;
    /// 1: the next one to start. With `started`, the most recent one that has begun.
    func seasonSpan(_ season: Season, step: Int, started: Bool = false) -> DaySpan {
        var year = today.year
        if season == .winter, today.month <= 2 { year -= 1 }
        var span = DaySpan.season(season, of: year)
        switch step {
        case -1:
            while span.end > today {
                year -= 1
                span = .season(season, of: year)
            }
        case 1:
            while span.start <= today {
                year += 1
                span = .season(season, of: year)
            }
        default:
            if started, span.start > today { span = .season(season, of: year - 1) }
        }
        return span.labelled(span.label)
    }

    /// "Tuesday", "on wed": the most recent such day, today included.
    func weekday(_ cursor: inout TokenCursor, afterPreposition: Bool) -> DaySpan? {
        guard let word = cursor.peek(), let weekday = lexicon.number("weekday", word) else { return nil }
        if lexicon.contains("ambiguous-weekday", word), !afterPreposition { return nil }
        cursor.advance()
        let back = (today.isoWeekday - weekday + 7) % 7
        return DaySpan.day(today.adding(days: -back)).labelled(DateText.weekdayName(weekday))
    }

    /// "in 2025": a four-digit year, only after a preposition.
    func bareYear(_ cursor: inout TokenCursor, allowed: Bool) -> DaySpan? {
        guard allowed, let year = yearNumber(cursor.peek()) else { return nil }
        cursor.advance()
        return .year(year)
    }

    /// "Christmas Day last year", "christmas 2025", "on new year's eve", "over the holidays": that day
    /// (or period) in the year named, else its most recent occurrence not after today.
    func namedDay(_ cursor: inout TokenCursor) -> DaySpan? {
        let words = cursor.tokens.map(\.norm)
        var start = cursor.position
        if start > 0, words[start - 1] == "the", lexicon.contains("named-day", "the " + words[start]) { start -= 1 }
        guard let (phrase, length) = lexicon.longestPhrase("named-day", in: words, at: start),
            let value = lexicon.value("named-day", phrase)
        else { return nil }
        let parts = value.split(separator: " ", maxSplits: 2).map(String.init)
        let date = parts[0].split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, date.count == 2, let days = Int(parts[1]) else { return nil }
        let taken = start + length - cursor.position
        let (year, yearWords) = self.year(cursor, at: taken)
        let day: CalendarDay?
        if let year {
            let candidate = CalendarDay(year: year, month: date[0], day: date[1])
            day = candidate.isValid ? candidate : nil
        } else {
            day = recentDay(month: date[0], day: date[1])
        }
        guard let day else { return nil }
        cursor.advance(taken + yearWords)
        return DaySpan(start: day, end: day.adding(days: days), label: "").labelled(parts[2])
    }

    /// "14", "14th", "1st", "22nd", "3rd" → 1…31 (``CalendarDay/dayOfMonth(_:)``).
    func dayNumber(_ word: String?) -> Int? { CalendarDay.dayOfMonth(word) }

    /// A four-digit year between 1900 and 2199.
    func yearNumber(_ word: String?) -> Int? {
        guard let word, word.count == 4, word.allSatisfy(\.isASCII), let value = Int(word),
            (1900...2199).contains(value)
        else { return nil }
        return value
    }
}
