import Foundation
import RecallCore

/// Expands a ``RecurrenceRule`` from a wall-clock DTSTART into wall-clock starts, in order,
/// following dateutil's rrule semantics (defaults taken from DTSTART, BYSETPOS per period).
struct RecurrenceIterator {
    let rule: RecurrenceRule
    let start: Int
    /// Whether a candidate wall time lies after UNTIL.
    let beyondUntil: (Int) -> Bool
    /// Periods examined before giving up (hostile or absurd rules).
    static let maximumPeriods = 400_000

    private let months: Set<Int>
    private let monthDays: [Int]
    private let startWeekday: Int

    init(rule: RecurrenceRule, start: Int, beyondUntil: @escaping (Int) -> Bool) {
        self.rule = rule
        self.start = start
        self.beyondUntil = beyondUntil
        let startDay = Wall.day(start)
        startWeekday = startDay.isoWeekday
        let noDayParts =
            rule.byMonthDay.isEmpty && rule.byDay.isEmpty && rule.byYearDay.isEmpty && rule.byWeekNo.isEmpty
        months = Set(rule.frequency == .yearly && rule.byMonth.isEmpty && noDayParts ? [startDay.month] : rule.byMonth)
        monthDays =
            noDayParts && (rule.frequency == .monthly || rule.frequency == .yearly) ? [startDay.day] : rule.byMonthDay
    }

    struct Output {
        var starts: [Int]
        var truncated: Bool
    }

    /// Starts no later than `stop` (wall), at most `limit` of them.
    func expand(stop: Int, limit: Int) -> Output {
        var budget = Int.max
        return expand(stop: stop, limit: limit, budget: &budget)
    }

    /// Starts no later than `stop` (wall), at most `limit` of them; every period examined and every
    /// start kept spends one step of `budget` (shared by a file's series), and the expansion stops,
    /// truncated, when it is spent.
    func expand(stop: Int, limit: Int, budget: inout Int) -> Output {
        var result: [Int] = []
        var remaining = rule.count
        if remaining == 0 { return Output(starts: [], truncated: false) }
        let times = timesOfDay()
        let startDay = Wall.day(start)
        var period = 0
        while period < Self.maximumPeriods {
            guard budget > 0 else { return Output(starts: result, truncated: true) }
            budget -= 1
            guard let (first, days) = periodDays(index: period, from: startDay) else { break }
            if first > stop { return Output(starts: result, truncated: false) }
            var candidates = candidateTimes(days: days, times: times, periodStart: first)
            if !rule.bySetPos.isEmpty { candidates = Self.select(positions: rule.bySetPos, from: candidates) }
            for candidate in candidates where candidate >= start {
                if candidate > stop || beyondUntil(candidate) { return Output(starts: result, truncated: false) }
                result.append(candidate)
                budget -= 1
                if let count = remaining {
                    remaining = count - 1
                    if count - 1 <= 0 { return Output(starts: result, truncated: false) }
                }
                if result.count >= limit { return Output(starts: result, truncated: true) }
            }
            period += 1
        }
        return Output(starts: result, truncated: period >= Self.maximumPeriods)
    }

    static func select(positions: [Int], from sorted: [Int]) -> [Int] {
        var picked = Set<Int>()
        for position in positions {
            let index = position > 0 ? position - 1 : sorted.count + position
            if index >= 0 && index < sorted.count { picked.insert(sorted[index]) }
        }
        return picked.sorted()
    }

    // MARK: periods

    /// The first wall second of period `index` and its candidate days (already filtered).
    private func periodDays(index: Int, from startDay: CalendarDay) -> (Int, [CalendarDay])? {
        let step = index * rule.interval
        switch rule.frequency {
        case .yearly:
            let year = startDay.year + step
            guard year <= 9999 else { return nil }
            let first = CalendarDay(year: year, month: 1, day: 1)
            let length = isLeap(year) ? 366 : 365
            if !months.isEmpty && rule.byWeekNo.isEmpty {
                // Only the listed months can match: skip the rest of the year.
                var days: [CalendarDay] = []
                for month in months.sorted() {
                    let monthStart = CalendarDay(year: year, month: month, day: 1)
                    for offset in 0..<CalendarDay.daysIn(month: month, year: year) {
                        let day = monthStart.adding(days: offset)
                        if matchesDay(day) { days.append(day) }
                    }
                }
                return (Wall.seconds(day: first), days)
            }
            return (Wall.seconds(day: first), (0..<length).map { first.adding(days: $0) }.filter(matchesDay))
        case .monthly:
            let months = startDay.year * 12 + startDay.month - 1 + step
            let year = months / 12
            guard year <= 9999 else { return nil }
            let first = CalendarDay(year: year, month: months % 12 + 1, day: 1)
            let length = CalendarDay.daysIn(month: first.month, year: year)
            return (Wall.seconds(day: first), (0..<length).map { first.adding(days: $0) }.filter(matchesDay))
        case .weekly:
            let back = (startDay.isoWeekday - rule.weekStart + 7) % 7
            let first = startDay.adding(days: -back + 7 * step)
            guard first.year <= 9999 else { return nil }
            return (Wall.seconds(day: first), (0..<7).map { first.adding(days: $0) }.filter(matchesDay))
        case .daily:
            let day = startDay.adding(days: step)
            guard day.year <= 9999 else { return nil }
            return (Wall.seconds(day: day), matchesDay(day) ? [day] : [])
        case .hourly, .minutely, .secondly:
            let unit = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
            let base = Wall.floorDiv(start, unit) * unit  // sub-unit parts come from the BY lists
            let moment = base + step * unit
            let day = Wall.day(moment)
            guard day.year <= 9999 else { return nil }
            return (moment, matchesDay(day) ? [day] : [])
        }
    }

    private func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Seconds-of-day for daily and slower rules; for sub-daily rules, the offsets inside the period.
    private func timesOfDay() -> [Int] {
        let sod = Wall.secondOfDay(start)
        let hours = rule.byHour.isEmpty ? [sod / 3600] : rule.byHour
        let minutes = rule.byMinute.isEmpty ? [sod / 60 % 60] : rule.byMinute
        let seconds = rule.bySecond.isEmpty ? [sod % 60] : rule.bySecond.map { min($0, 59) }
        switch rule.frequency {
        case .hourly:
            return Set(minutes.flatMap { m in seconds.map { m * 60 + $0 } }).sorted()
        case .minutely:
            return Set(seconds).sorted()
        case .secondly:
            return [0]
        default:
            return Set(hours.flatMap { h in minutes.flatMap { m in seconds.map { h * 3600 + m * 60 + $0 } } }).sorted()
        }
    }

    private func candidateTimes(days: [CalendarDay], times: [Int], periodStart: Int) -> [Int] {
        switch rule.frequency {
        case .hourly, .minutely, .secondly:
            guard !days.isEmpty else { return [] }
            let sod = Wall.secondOfDay(periodStart)
            if !rule.byHour.isEmpty && !rule.byHour.contains(sod / 3600) { return [] }
            if rule.frequency != .hourly && !rule.byMinute.isEmpty && !rule.byMinute.contains(sod / 60 % 60) {
                return []
            }
            if rule.frequency == .secondly && !rule.bySecond.isEmpty && !rule.bySecond.contains(sod % 60) { return [] }
            return times.map { periodStart + $0 }
        default:
            var result: [Int] = []
            result.reserveCapacity(days.count * times.count)
            for day in days {
                let base = Wall.seconds(day: day)
                for time in times { result.append(base + time) }
            }
            return result
        }
    }

    // MARK: day filters

    private func matchesDay(_ day: CalendarDay) -> Bool {
        if !months.isEmpty && !months.contains(day.month) { return false }
        if !monthDays.isEmpty {
            let length = CalendarDay.daysIn(month: day.month, year: day.year)
            guard monthDays.contains(where: { $0 > 0 ? $0 == day.day : length + $0 + 1 == day.day }) else {
                return false
            }
        }
        if !rule.byYearDay.isEmpty {
            let length = isLeap(day.year) ? 366 : 365
            let yearDay = day.dayNumber - CalendarDay(year: day.year, month: 1, day: 1).dayNumber + 1
            guard rule.byYearDay.contains(where: { $0 > 0 ? $0 == yearDay : length + $0 + 1 == yearDay }) else {
                return false
            }
        }
        if !rule.byWeekNo.isEmpty && !matchesWeekNumber(day) { return false }
        if rule.frequency == .weekly && rule.byDay.isEmpty && rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty
            && rule.byWeekNo.isEmpty
        {
            return day.isoWeekday == startWeekday
        }
        if !rule.byDay.isEmpty && !matchesWeekday(day) { return false }
        return true
    }

    private func matchesWeekday(_ day: CalendarDay) -> Bool {
        let ordinalsApply = (rule.frequency == .monthly || rule.frequency == .yearly) && rule.byWeekNo.isEmpty
        for entry in rule.byDay where entry.weekday == day.isoWeekday {
            if entry.ordinal == 0 || !ordinalsApply { return true }
            let inMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
            let (first, length) =
                inMonth
                ? (
                    CalendarDay(year: day.year, month: day.month, day: 1),
                    CalendarDay.daysIn(month: day.month, year: day.year)
                )
                : (CalendarDay(year: day.year, month: 1, day: 1), isLeap(day.year) ? 366 : 365)
            let index = day.dayNumber - first.dayNumber
            let ordinal = entry.ordinal > 0 ? index / 7 + 1 : -((length - 1 - index) / 7 + 1)
            if ordinal == entry.ordinal { return true }
        }
        return false
    }

    /// Week numbers as dateutil counts them: week 1 is the first with at least 4 days in the year, weeks start at WKST.
    private func matchesWeekNumber(_ day: CalendarDay) -> Bool {
        for year in [day.year + 1, day.year, day.year - 1] {
            let jan1 = CalendarDay(year: year, month: 1, day: 1)
            let yearLength = isLeap(year) ? 366 : 365
            var offset = (7 - jan1.isoWeekday + rule.weekStart) % 7
            let weekYearLength: Int
            if offset >= 4 {
                offset = 0
                weekYearLength = yearLength + (jan1.isoWeekday - rule.weekStart + 7) % 7
            } else {
                weekYearLength = yearLength - offset
            }
            let weeks = weekYearLength / 7 + (weekYearLength % 7) / 4
            let firstWeekStart =
                jan1.dayNumber + offset - (offset == 0 ? (jan1.isoWeekday - rule.weekStart + 7) % 7 : 0)
            let index = day.dayNumber - firstWeekStart
            guard index >= 0 else { continue }
            let week = index / 7 + 1
            guard week <= weeks else { continue }
            return rule.byWeekNo.contains(week) || rule.byWeekNo.contains(week - weeks - 1)
        }
        return false
    }
}
