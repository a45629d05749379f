import RecallCore

/// Single points in time: a day, month, quarter, season, year, week or weekday.
extension TimeExpressionParser {
    /// One point at the cursor. `afterPreposition` allows the forms that are dates only in context:
    /// a bare year, "May", "March", "summer", "wed"; `allowYear` overrides it for a bare year.
    func point(_ cursor: inout TokenCursor, afterPreposition: Bool, allowYear: Bool? = nil) -> DaySpan? {
        var probe = cursor
        let sawThe = probe.skip(["the"])
        guard let word = probe.peek() else { return nil }
        var parsed: DaySpan?
        if sawThe, let span = ordinalDayOfMonth(probe) {
            probe.advance()
            parsed = span
        } else if let span = numericDate(word, afterPreposition: afterPreposition) ?? dayWord(word) {
            probe.advance()
            parsed = span
        } else {
            parsed =
                relative(&probe) ?? namedDay(&probe) ?? monthFirst(&probe, afterPreposition: afterPreposition)
                ?? dayFirst(&probe) ?? quarter(&probe) ?? season(&probe, afterPreposition: afterPreposition)
                ?? weekday(&probe, afterPreposition: afterPreposition)
                ?? bareYear(&probe, allowed: allowYear ?? afterPreposition)
        }
        guard let parsed else { return nil }
        cursor = probe
        return parsed
    }

    /// "2025-08-14", "2025-08", "8/14/2025", and after a preposition "on 8/14".
    private func numericDate(_ word: String, afterPreposition: Bool) -> DaySpan? {
        if word.count == 10, let day = CalendarDay(word) { return .day(day) }
        let dashed = word.split(separator: "-")
        if dashed.count == 2, dashed[0].count == 4, dashed[1].count == 2, let year = Int(dashed[0]),
            let month = Int(dashed[1]), (1...12).contains(month)
        {
            return .month(month, of: year)
        }
        let parts = word.split(separator: "/").map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }), word.count <= 10 else { return nil }
        let month = parts[0] ?? 0
        let day = parts[1] ?? 0
        if parts.count == 3, let rawYear = parts[2] {
            let candidate = CalendarDay(year: rawYear < 100 ? 2000 + rawYear : rawYear, month: month, day: day)
            return candidate.isValid ? .day(candidate) : nil
        }
        guard afterPreposition else { return nil }
        return recentDay(month: month, day: day).map(DaySpan.day)
    }

    /// "the 3rd" with no month after it: the most recent 3rd of a month, today included.
    private func ordinalDayOfMonth(_ cursor: TokenCursor) -> DaySpan? {
        guard let word = cursor.peek(), ["st", "nd", "rd", "th"].contains(where: word.hasSuffix),
            let day = dayNumber(word), cursor.peek(1) != "of", !lexicon.contains("month", cursor.peek(1) ?? "")
        else { return nil }
        for back in 0..<4 {
            let month = CalendarDay(year: today.year, month: today.month, day: 1).addingMonths(-back)
            let candidate = CalendarDay(year: month.year, month: month.month, day: day)
            if candidate.isValid, candidate <= today { return .day(candidate) }
        }
        return nil
    }

    /// "today", "yesterday", "tomorrow", "tonight".
    private func dayWord(_ word: String) -> DaySpan? {
        lexicon.number("day-word", word).map { DaySpan.day(today.adding(days: $0)).labelled(word) }
    }

    /// "last week", "this month", "next year", "last quarter", "last weekend", "last August",
    /// "this spring", "last Monday", "this past summer".
    func relative(_ cursor: inout TokenCursor) -> DaySpan? {
        guard var which = cursor.peek(), lexicon.contains("relative", which) else { return nil }
        let named = cursor.peek(2).map { isNamedPeriod($0) } ?? false
        let past = which == "this" && cursor.peek(1) == "past" && named ? 1 : 0
        if past == 1 { which = "last" }
        guard let word = cursor.peek(1 + past) else { return nil }
        let step = which == "this" ? 0 : (which == "next" || which == "coming") ? 1 : -1
        let phrase = "\(which == "previous" ? "last" : which) \(word)"
        let span: DaySpan?
        switch word {
        case "week": span = DaySpan.week(containing: today.adding(days: 7 * step)).labelled(phrase)
        case "weekend":
            let monday = DaySpan.week(containing: today.adding(days: 7 * step)).start
            span = DaySpan(start: monday.adding(days: 5), end: monday.adding(days: 7), label: "").labelled(phrase)
        case "month": span = .month(today.addingMonths(step).month, of: today.addingMonths(step).year)
        case "quarter":
            let day = today.addingMonths(3 * step)
            span = .quarter(day.quarter, of: day.year)
        case "year": span = .year(today.year + step)
        case "night" where step == -1: span = DaySpan.day(today.adding(days: -1)).labelled("last night")
        case "morning", "afternoon", "evening": span = step == 0 ? DaySpan.day(today).labelled(phrase) : nil
        default: span = namedRelative(word, step: step, phrase: phrase)
        }
        guard var span else { return nil }
        // "last summer" in November is this year's for some and the year before's for others.
        if step == -1, lexicon.contains("month", word) || lexicon.contains("season", word) { span.yearGuessed = true }
        cursor.advance(2 + past)
        return span
    }

    private func isNamedPeriod(_ word: String) -> Bool {
        lexicon.contains("month", word) || lexicon.contains("season", word) || lexicon.contains("weekday", word)
            || word == "weekend"
    }

    private func namedRelative(_ word: String, step: Int, phrase: String) -> DaySpan? {
        if let month = lexicon.number("month", word) {
            let year =
                switch step {
                case 0: today.year
                case 1: month > today.month ? today.year : today.year + 1
                default: month < today.month ? today.year : today.year - 1
                }
            return .month(month, of: year)
        }
        if let season = lexicon.value("season", word).flatMap(Season.init(rawValue:)) {
            return seasonSpan(season, step: step)
        }
        guard let weekday = lexicon.number("weekday", word) else { return nil }
        let offset = weekday - today.isoWeekday
        let day =
            switch step {
            case 0: today.adding(days: offset)
            case 1: today.adding(days: offset > 0 ? offset : offset + 7)
            default: today.adding(days: offset < 0 ? offset : offset - 7)
            }
        return DaySpan.day(day).labelled(phrase)
    }

    /// "August", "Aug 14th", "May 3, 2025", "August 2025", "in april 26".
    private func monthFirst(_ cursor: inout TokenCursor, afterPreposition: Bool) -> DaySpan? {
        guard let word = cursor.peek(), let month = lexicon.number("month", word) else { return nil }
        if let year = shortYear(after: cursor) {
            cursor.advance(2)
            return .month(month, of: year)
        }
        let day = dayNumber(cursor.peek(1))
        let (year, yearWords) = self.year(cursor, at: day == nil ? 1 : 2)
        if cursor.token()?.isPossessive == true, lexicon.contains("common-word-name", word) { return nil }
        if !afterPreposition, day == nil, year == nil, !standsAlone(cursor, word: word, month: month) { return nil }
        guard let span = resolve(month: month, day: day, year: year) else { return nil }
        cursor.advance(1 + (day == nil ? 0 : 1) + yearWords)
        return span
    }

    /// Whether a month word with no preposition, day or year is still the month: "the March offsite"
    /// and a last word are; "march on", "may I" and "talk to June" are not.
    private func standsAlone(_ cursor: TokenCursor, word: String, month: Int) -> Bool {
        let capitalMarch = month == 3 && cursor.token()?.isCapitalizedMidSentence == true
        if lexicon.contains("ambiguous-month", word), !capitalMarch, cursor.peek(1) != nil { return false }
        if let previous = cursor.peek(-1), lexicon.contains("common-word-name", word),
            ["with", "to", "cc", "by", "and"].contains(previous)
        {
            return false
        }
        return true
    }

    /// After "in" or "during", a month's bare two digits are a year of this century up to this one.
    private func shortYear(after cursor: TokenCursor) -> Int? {
        guard let previous = cursor.peek(-1), ["in", "during"].contains(previous), let digits = cursor.peek(1),
            digits.count == 2, digits.allSatisfy(\.isASCII), let value = Int(digits),
            (20...today.year % 100).contains(value),
            cursor.peek(2).map({ dayNumber($0) == nil && yearNumber($0) == nil }) ?? true
        else { return nil }
        return 2000 + value
    }

    /// "14 August", "14th of August 2025".
    private func dayFirst(_ cursor: inout TokenCursor) -> DaySpan? {
        guard let day = dayNumber(cursor.peek()) else { return nil }
        let monthIndex = cursor.peek(1) == "of" ? 2 : 1
        guard let word = cursor.peek(monthIndex), let month = lexicon.number("month", word) else { return nil }
        let (year, yearWords) = self.year(cursor, at: monthIndex + 1)
        guard let span = resolve(month: month, day: day, year: year) else { return nil }
        cursor.advance(monthIndex + 1 + yearWords)
        return span
    }

    /// The year after a month at `offset`, and how many words it took: "2025", "last year", "this year".
    func year(_ cursor: TokenCursor, at offset: Int) -> (year: Int?, words: Int) {
        if let year = yearNumber(cursor.peek(offset)) { return (year, 1) }
        guard cursor.peek(offset + 1) == "year", let which = cursor.peek(offset),
            ["last", "previous", "this"].contains(which)
        else { return (nil, 0) }
        return (which == "this" ? today.year : today.year - 1, 2)
    }

    private func resolve(month: Int, day: Int?, year: Int?) -> DaySpan? {
        guard let day else {
            var span = DaySpan.month(month, of: year ?? (month <= today.month ? today.year : today.year - 1))
            span.yearGuessed = year == nil
            return span
        }
        if let year {
            let candidate = CalendarDay(year: year, month: month, day: day)
            return candidate.isValid ? .day(candidate) : nil
        }
        return recentDay(month: month, day: day).map(DaySpan.day)
    }

    /// The most recent `month`/`day` not after today (Feb 29 searches back to a leap year).
    func recentDay(month: Int, day: Int) -> CalendarDay? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        for year in stride(from: today.year, through: today.year - 8, by: -1) {
            let candidate = CalendarDay(year: year, month: month, day: day)
            if candidate.isValid, candidate <= today { return candidate }
        }
        return nil
    }
}
