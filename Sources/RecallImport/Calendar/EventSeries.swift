import Foundation
import RecallCore

/// One occurrence produced by expanding a series.
struct EventOccurrence {
    /// The VEVENT whose properties this occurrence carries (the core, an override, or a THISANDFUTURE base).
    var event: CalendarEvent
    var start: ICSTime
    var end: ICSTime
    /// RECURRENCE-ID of the carrying VEVENT, else the occurrence start.
    var recurrenceID: ICSTime
    var isRecurring: Bool
}

/// All VEVENTs sharing a UID: a core (highest SEQUENCE) and RECURRENCE-ID overrides, expanded like
/// recurring-ical-events (RRULE ∪ RDATE ∪ DTSTART, minus EXDATE, overrides replacing matches).
struct EventSeries {
    var core: CalendarEvent?
    var modifications: [CalendarEvent] = []
    private var byRecurrenceKey: [Int: Int] = [:]
    private var thisAndFuture: [Int] = []

    init(events: [CalendarEvent]) {
        for event in events {
            if let rid = event.recurrenceID {
                let keys = Self.keys(rid)
                if let existing = keys.compactMap({ byRecurrenceKey[$0] }).first {
                    if modifications[existing].sequence < event.sequence { modifications[existing] = event }
                    continue
                }
                modifications.append(event)
                for key in keys { byRecurrenceKey[key] = modifications.count - 1 }
            } else if core == nil || core!.sequence < event.sequence {  // core is non-nil on the right of ||
                core = event
            }
        }
        thisAndFuture = modifications.indices.filter { modifications[$0].thisAndFuture }
            .sorted { Self.keys(modifications[$0].recurrenceID!)[0] < Self.keys(modifications[$1].recurrenceID!)[0] }
        // recurrenceID is set for every modification (that is how they were sorted in above).
    }

    var isRecurring: Bool { !modifications.isEmpty || (core?.hasRecurrence ?? false) }

    /// recurring-ical-events' recurrence ids: the UTC instant and the own wall clock for zoned times.
    static func keys(_ time: ICSTime) -> [Int] {
        switch time {
        case .date, .dateTime(_, .floating): [time.wall]
        case .dateTime(let wall, let zone): [zone.utc(wall: wall), wall]
        }
    }

    struct Expansion {
        var occurrences: [EventOccurrence]
        var truncated: Bool
    }

    /// Occurrences overlapping [windowStart, windowEnd) (UTC seconds), at most `limit` generated.
    func expand(windowStart: Int, windowEnd: Int, limit: Int) -> Expansion {
        var budget = Int.max
        return expand(windowStart: windowStart, windowEnd: windowEnd, limit: limit, budget: &budget)
    }

    /// ``expand(windowStart:windowEnd:limit:)`` spending `budget`, the file's recurrence work left
    /// (periods examined and starts generated); truncated when it runs out.
    func expand(windowStart: Int, windowEnd: Int, limit: Int, budget: inout Int) -> Expansion {
        var result: [EventOccurrence] = []
        var returned = Set<Int>()
        var truncated = false
        if let core {
            let frame = SeriesFrame(core: core)
            let generated = frame.starts(
                stop: windowEnd + 2 * 86400 + extendStop, limit: limit + 100_000, budget: &budget)
            truncated = generated.truncated
            var seen = Set<Int>()
            for start in generated.starts where seen.insert(start).inserted {
                let keys = frame.keys(start)
                if frame.isExcluded(start, keys: keys) { continue }
                if let index = keys.compactMap({ byRecurrenceKey[$0] }).last {
                    if returned.insert(index).inserted, let occurrence = own(modifications[index]),
                        Self.inSpan(occurrence, windowStart, windowEnd)
                    {
                        result.append(occurrence)
                    }
                } else if let occurrence = frame.occurrence(at: start, keys: keys, base: base(for: keys[0])),
                    Self.inSpan(occurrence, windowStart, windowEnd)
                {
                    result.append(occurrence)
                }
                if result.count >= limit { return Expansion(occurrences: result, truncated: true) }
            }
            for (index, modification) in modifications.enumerated() where !returned.contains(index) {
                guard let rid = modification.recurrenceID, !frame.isExcluded(keys: Self.keys(rid)) else { continue }
                if modification.hasRecurrence && modification.sequence < core.sequence { continue }
                if let occurrence = own(modification), Self.inSpan(occurrence, windowStart, windowEnd) {
                    result.append(occurrence)
                }
            }
        } else {
            for modification in modifications {
                if let occurrence = own(modification), Self.inSpan(occurrence, windowStart, windowEnd) {
                    result.append(occurrence)
                }
            }
        }
        return Expansion(occurrences: result, truncated: truncated)
    }

    private var extendStop: Int {
        var result = 0
        for index in thisAndFuture {
            let modification = modifications[index]
            if let rid = modification.recurrenceID { result = max(result, rid.utc - modification.start.utc) }
        }
        return result
    }

    private func base(for key: Int) -> CalendarEvent? {
        var component: CalendarEvent?
        for index in thisAndFuture {
            // recurrenceID is set for every modification.
            guard Self.keys(modifications[index].recurrenceID!)[0] < key else { break }
            component = modifications[index]
        }
        return component
    }

    private func own(_ event: CalendarEvent) -> EventOccurrence? {
        EventOccurrence(
            event: event, start: event.start, end: event.end,
            recurrenceID: event.recurrenceID ?? event.start, isRecurring: true)
    }

    static func inSpan(_ occurrence: EventOccurrence, _ windowStart: Int, _ windowEnd: Int) -> Bool {
        let start = occurrence.start.utc
        let end = occurrence.end.utc
        if start == end { return windowStart <= start && start < windowEnd }
        return start < windowEnd && windowStart < end
    }
}
