import Foundation
import RecallCore

/// A half-open range of calendar days `[start, end)`; a nil bound is unbounded.
public struct DateWindow: Hashable, Sendable, CustomStringConvertible {
    /// First day inside the window, or nil for "since the beginning of time".
    public var start: CalendarDay?
    /// First day after the window, or nil for "no end".
    public var end: CalendarDay?
    /// A human label: "August 2026", "last week (2026-11-09 – 2026-11-15)".
    public var label: String
    /// Whether the words only roughly bound it ("recently", "lately"): a search finding nothing
    /// inside may look beyond it.
    public var isVague = false
    /// Whether the words named a month or season without its year and the most recent one was taken:
    /// a topic found nowhere in it may be the year before's.
    public var yearGuessed = false
    /// The day the words point at when they name a time only roughly around it ("this time last year").
    public var center: CalendarDay?

    public init(start: CalendarDay?, end: CalendarDay?, label: String) {
        self.start = start
        self.end = end
        self.label = label
    }

    /// Whether `day` falls inside the window.
    public func contains(_ day: CalendarDay) -> Bool {
        if let start, day < start { return false }
        if let end, day >= end { return false }
        return true
    }

    /// The same window one year earlier, labelled by its month when it spans one.
    public func yearEarlier() -> DateWindow {
        let back = { (day: CalendarDay) in day.addingMonths(-12) }
        var window = DateWindow(start: start.map(back), end: end.map(back), label: label)
        if let start = window.start, let end = window.end, start.day == 1, end == start.addingMonths(1) {
            window.label = "\(DateText.monthNames[start.month - 1]) \(start.year)"
        } else {
            window.label = "\(window.start?.description ?? "…") – \(window.end?.adding(days: -1).description ?? "…")"
        }
        window.center = center.map(back)
        return window
    }

    public var description: String {
        "[\(start?.description ?? "…"), \(end?.description ?? "…")) \(label)"
    }
}

/// A resolved stretch of days `[start, end)` with its label; the building block of a ``DateWindow``.
struct DaySpan: Hashable, Sendable {
    var start: CalendarDay
    var end: CalendarDay
    var label: String
    /// Whether the words gave no year and the most recent one was taken ("in October").
    var yearGuessed = false

    /// The last day inside the span.
    var last: CalendarDay { end.adding(days: -1) }

    /// "2026-11-09 – 2026-11-15", or one date for a one-day span.
    var rangeText: String { last == start ? start.description : "\(start) – \(last)" }

    /// The same span relabelled "`phrase` (dates)".
    func labelled(_ phrase: String) -> DaySpan {
        var span = DaySpan(start: start, end: end, label: "\(phrase) (\(rangeText))")
        span.yearGuessed = yearGuessed
        return span
    }

    var window: DateWindow {
        var window = DateWindow(start: start, end: end, label: label)
        window.yearGuessed = yearGuessed
        return window
    }

    static func day(_ day: CalendarDay) -> DaySpan {
        DaySpan(start: day, end: day.adding(days: 1), label: day.description)
    }

    static func month(_ month: Int, of year: Int) -> DaySpan {
        let start = CalendarDay(year: year, month: month, day: 1)
        return DaySpan(start: start, end: start.addingMonths(1), label: "\(DateText.monthNames[month - 1]) \(year)")
    }

    static func quarter(_ quarter: Int, of year: Int) -> DaySpan {
        let start = CalendarDay(year: year, month: quarter * 3 - 2, day: 1)
        return DaySpan(start: start, end: start.addingMonths(3), label: "Q\(quarter) \(year)")
    }

    static func year(_ year: Int) -> DaySpan {
        DaySpan(
            start: CalendarDay(year: year, month: 1, day: 1), end: CalendarDay(year: year + 1, month: 1, day: 1),
            label: "\(year)")
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
}

extension CalendarDay {
    /// The same day `months` months later, clamped to the end of a shorter month.
    public func addingMonths(_ months: Int) -> CalendarDay {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        return CalendarDay(
            year: newYear, month: newMonth, day: min(day, CalendarDay.daysIn(month: newMonth, year: newYear)))
    }

    /// 1…4.
    public var quarter: Int { (month - 1) / 3 + 1 }
}
