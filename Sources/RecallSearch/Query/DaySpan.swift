import RecallCore

/// A resolved stretch of days `[start, end)` with its label; the building block of a `DateWindow`.
struct DaySpan: Hashable, Sendable {
    var start: CalendarDay
    var end: CalendarDay
    var label: String
    /// Whether the words gave no year and the most recent one was taken ("in October").
    var yearGuessed = false

    /// The last day inside the span.
    var last: CalendarDay { end.adding(days: -1) }

    /// "2026-11-09 – 2026-11-15", or one date for a one-day span.
    var rangeText: String {
        last == start ? start.description : "\(start) – \(last)"
    }

    /// The same span relabelled "`phrase` (dates)".
    func labelled(_ phrase: String) -> DaySpan {
        DaySpan(start: start, end: end, label: "\(phrase) (\(rangeText))")
    }

    static func day(_ day: CalendarDay) -> DaySpan {
        DaySpan(start: day, end: day.adding(days: 1), label: day.description)
    }

    static func month(_ month: Int, of year: Int) -> DaySpan {
        let start = CalendarDay(year: year, month: month, day: 1)
        return DaySpan(start: start, end: start.addingMonths(1), label: "\(QueryVocabulary.monthNames[month - 1]) \(year)")
    }

    static func quarter(_ quarter: Int, of year: Int) -> DaySpan {
        let start = CalendarDay(year: year, month: quarter * 3 - 2, day: 1)
        return DaySpan(start: start, end: start.addingMonths(3), label: "Q\(quarter) \(year)")
    }

    static func year(_ year: Int) -> DaySpan {
        DaySpan(start: CalendarDay(year: year, month: 1, day: 1), end: CalendarDay(year: year + 1, month: 1, day: 1), label: "\(year)")
    }

    /// A northern meteorological season; winter `year` runs from December `year` to February `year + 1`.
    static func season(_ season: Season, of year: Int) -> DaySpan {
        let start = CalendarDay(year: year, month: season.startMonth, day: 1)
        return DaySpan(start: start, end: start.addingMonths(3), label: "\(season.rawValue) \(year)")
    }

    /// The ISO week (Monday start) containing `day`.
    static func week(containing day: CalendarDay) -> DaySpan {
        let monday = day.adding(days: 1 - day.isoWeekday)
        return DaySpan(start: monday, end: monday.adding(days: 7), label: "week of \(monday)")
    }
}

/// Meteorological seasons of the northern hemisphere.
enum Season: String, CaseIterable, Sendable {
    case spring, summer, autumn, winter

    var startMonth: Int {
        switch self {
        case .spring: 3
        case .summer: 6
        case .autumn: 9
        case .winter: 12
        }
    }

    static func named(_ word: String) -> Season? {
        word == "fall" ? .autumn : Season(rawValue: word)
    }
}

extension CalendarDay {
    /// The same day `months` months later, clamped to the end of a shorter month.
    func addingMonths(_ months: Int) -> CalendarDay {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        return CalendarDay(year: newYear, month: newMonth, day: min(day, CalendarDay.daysIn(month: newMonth, year: newYear)))
    }

    /// 1…4.
    var quarter: Int { (month - 1) / 3 + 1 }
}
