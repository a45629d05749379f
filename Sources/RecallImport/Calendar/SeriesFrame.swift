import Foundation
import RecallCore

/// The wall-clock frame a series recurs in: the zone of its first zoned value (or floating),
/// with DTSTART, RDATE and EXDATE converted into it, as recurring-ical-events makes them comparable.
struct SeriesFrame {
    let core: CalendarEvent
    let zone: ICSZone
    let allDates: Bool
    let startWall: Int
    private var exdateKeys = Set<Int>()
    private var exdateDays = Set<Int>()
    private var periodEnds: [Int: ICSTime] = [:]

    init(core: CalendarEvent) {
        self.core = core
        let values = [core.start, core.end] + core.exdates + core.rdates.map(\.start)
        allDates = values.allSatisfy(\.isDate)
        var frameZone: ICSZone = .floating
        for value in values {
            if case .dateTime(_, let zone) = value, !zone.isFloating {
                frameZone = zone
                break
            }
        }
        zone = frameZone
        startWall = Self.convert(core.start, to: frameZone)
        for exdate in core.exdates {
            exdateKeys.formUnion(EventSeries.keys(exdate))
            if case .date(let day) = exdate { exdateDays.insert(day.dayNumber) }
            if frameZone.isFloating { exdateKeys.insert(Self.convert(exdate, to: frameZone)) }
        }
        for rdate in core.rdates {
            guard let end = rdate.end else { continue }
            for key in EventSeries.keys(rdate.start) { periodEnds[key] = end }
        }
    }

    /// A value's wall clock in `zone` (dates at midnight, floating kept, zoned converted; floating frame drops zones).
    static func convert(_ time: ICSTime, to zone: ICSZone) -> Int {
        switch (time, zone) {
        case (.date, _), (.dateTime(_, .floating), _), (_, .floating): time.wall
        case (.dateTime(let wall, let own), _): own.sameAs(zone) ? wall : zone.wall(utc: own.utc(wall: wall))
        }
    }

    func keys(_ wall: Int) -> [Int] {
        zone.isFloating ? [wall] : [zone.utc(wall: wall), wall]
    }

    func isExcluded(_ wall: Int, keys: [Int]) -> Bool {
        exdateDays.contains(Wall.floorDiv(wall, 86400)) || isExcluded(keys: keys)
    }

    func isExcluded(keys: [Int]) -> Bool { keys.contains { exdateKeys.contains($0) } }

    /// Sorted starts: every RRULE, every RDATE and DTSTART (unless DTSTART lies after the last UNTIL);
    /// the rules spend `budget` (``RecurrenceIterator/expand(stop:limit:budget:)``).
    func starts(stop: Int, limit: Int, budget: inout Int) -> (starts: [Int], truncated: Bool) {
        var all: [Int] = core.rdates.map { Self.convert($0.start, to: zone) }
        var truncated = false
        var lastUntil: ((Int) -> Bool)?
        let stopWall = zone.isFloating ? stop : zone.wall(utc: stop)
        for rule in core.rules {
            let beyond = untilTest(rule.until)
            if let beyond { lastUntil = lastUntil.map { previous in { previous($0) && beyond($0) } } ?? beyond }
            let iterator = RecurrenceIterator(rule: rule, start: startWall, beyondUntil: beyond ?? { _ in false })
            let output = iterator.expand(stop: stopWall, limit: limit, budget: &budget)
            truncated = truncated || output.truncated
            all += output.starts
        }
        if !(lastUntil?(startWall) ?? false) { all.append(startWall) }
        return (Array(Set(all)).sorted(), truncated)
    }

    /// Whether a candidate lies after UNTIL, combining dateutil's check with recurring-ical-events' own.
    private func untilTest(_ text: String?) -> ((Int) -> Bool)? {
        guard let raw = text?.icsTrimmed, !raw.isEmpty else { return nil }
        let body = raw[...]
        var untilWall: Int
        var isUTC = false
        if let parsed = ICSValueParser.dateTime(body) {
            untilWall = parsed.wall
            isUTC = parsed.utc
        } else if let day = ICSValueParser.date(body.prefix(8)) {
            untilWall = Wall.seconds(day: day)
        } else {
            return nil
        }
        if allDates {
            untilWall = Wall.floorDiv(untilWall, 86400) * 86400
            return { $0 > untilWall }
        }
        if zone.isFloating { return { $0 > untilWall } }
        let zone = self.zone
        let localLimit = isUTC ? zone.wall(utc: untilWall) : untilWall
        return { candidate in zone.utc(wall: candidate) > untilWall || candidate > localLimit }
    }

    /// Duration of a VEVENT in seconds the way Python subtracts its end and start.
    static func duration(_ event: CalendarEvent) -> Int {
        switch (event.start, event.end) {
        case (.dateTime(_, let a), .dateTime(_, let b)) where !a.sameAs(b) && !a.isFloating && !b.isFloating:
            return event.end.utc - event.start.utc
        default:
            return event.end.wall - event.start.wall
        }
    }

    /// The generated occurrence at `wall` (no override), moved and resized by a THISANDFUTURE base if any.
    func occurrence(at wall: Int, keys: [Int], base: CalendarEvent?) -> EventOccurrence? {
        let carrier = base ?? core
        var start = wall
        if let base, let rid = base.recurrenceID {
            start += Self.convert(base.start, to: zone) - Self.convert(rid, to: zone)
        }
        var end = start + Self.duration(carrier)
        if let periodEnd = keys.compactMap({ periodEnds[$0] }).last {
            let periodStart = wall
            end = start + (Self.convert(periodEnd, to: zone) - periodStart)
        }
        let keepDates = core.start.isDate && core.end.isDate
        let startTime: ICSTime = keepDates ? .date(Wall.day(start)) : .dateTime(wall: start, zone: zone)
        let endTime: ICSTime = keepDates ? .date(Wall.day(end)) : .dateTime(wall: end, zone: zone)
        return EventOccurrence(
            event: carrier, start: startTime, end: endTime,
            recurrenceID: carrier.recurrenceID ?? startTime, isRecurring: core.hasRecurrence)
    }
}
