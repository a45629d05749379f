import RecallCore

/// Days people call by name: "Christmas Day", "New Year's Eve", "Halloween".
extension TimeExpressionParser {
    /// A named day's words (after the first), month and day; a named period's first day and length.
    struct NamedDay {
        var words: [String]
        var month: Int
        var day: Int
        var name: String
        var days = 1
    }

    /// "The Christmas break" (or holidays): from mid-December to the first days of January, when
    /// people take leave around Christmas. A leave is dated by its first day, so the span opens
    /// well before Christmas Eve.
    static func christmasBreak(_ words: [String]) -> NamedDay {
        NamedDay(words: words, month: 12, day: 15, name: "the Christmas break", days: 22)
    }
    static let breakWords = ["break", "holidays", "holiday", "period", "vacation"]

    /// Keyed by the first word. Longer forms first: "christmas eve" before "christmas".
    static let namedDays: [String: [NamedDay]] = [
        "christmas": [
            NamedDay(words: ["eve"], month: 12, day: 24, name: "Christmas Eve"),
            NamedDay(words: ["day"], month: 12, day: 25, name: "Christmas Day"),
        ] + breakWords.map { christmasBreak([$0]) } + [NamedDay(words: [], month: 12, day: 25, name: "Christmas Day")],
        "xmas": breakWords.map { christmasBreak([$0]) } + [NamedDay(words: [], month: 12, day: 25, name: "Christmas Day")],
        "boxing": [NamedDay(words: ["day"], month: 12, day: 26, name: "Boxing Day")],
        "new": [
            NamedDay(words: ["year", "eve"], month: 12, day: 31, name: "New Year's Eve"),
            NamedDay(words: ["years", "eve"], month: 12, day: 31, name: "New Year's Eve"),
            NamedDay(words: ["year", "day"], month: 1, day: 1, name: "New Year's Day"),
            NamedDay(words: ["years", "day"], month: 1, day: 1, name: "New Year's Day"),
        ],
        "halloween": [NamedDay(words: [], month: 10, day: 31, name: "Halloween")],
        "valentine": [NamedDay(words: ["day"], month: 2, day: 14, name: "Valentine's Day")],
        "valentines": [NamedDay(words: ["day"], month: 2, day: 14, name: "Valentine's Day")],
    ]

    /// "Over the holidays", "during the holidays": the most recent Christmas break (``christmasBreak(_:)``).
    func holidaySeason() -> DaySpan? {
        span(of: Self.christmasBreak([]), in: nil)
    }

    /// "Christmas Day last year", "christmas 2025", "on new year's eve": that day in the year named,
    /// else its most recent occurrence not after today.
    func namedDay(_ cursor: inout TokenCursor) -> DaySpan? {
        guard let first = cursor.peek(), let forms = Self.namedDays[first],
            let form = forms.first(where: { form in
                form.words.enumerated().allSatisfy { cursor.peek($0.offset + 1) == $0.element }
            })
        else { return nil }
        let taken = 1 + form.words.count
        let (year, yearWords) = self.year(cursor, at: taken)
        guard let span = span(of: form, in: year) else { return nil }
        cursor.advance(taken + yearWords)
        return span
    }

    /// The named day or period in `year`, else its most recent occurrence not after today.
    private func span(of form: NamedDay, in year: Int?) -> DaySpan? {
        let day: CalendarDay?
        if let year {
            let candidate = CalendarDay(year: year, month: form.month, day: form.day)
            day = candidate.isValid ? candidate : nil
        } else {
            day = recentDay(month: form.month, day: form.day)
        }
        return day.map { DaySpan(start: $0, end: $0.adding(days: form.days), label: "").labelled(form.name) }
    }
}
