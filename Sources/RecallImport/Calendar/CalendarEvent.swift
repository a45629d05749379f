import Foundation
import RecallCore

/// One VEVENT with its values parsed and its times resolved to zones.
struct CalendarEvent {
    var line: Int
    var uid: String?
    var start: ICSTime
    var end: ICSTime
    var recurrenceID: ICSTime?
    var thisAndFuture = false
    var sequence = -1
    var rules: [RecurrenceRule] = []
    var rdates: [(start: ICSTime, end: ICSTime?)] = []
    var exdates: [ICSTime] = []
    var summary: String?
    var location: String?
    var description: String?
    var attendees: [PersonRef] { rawAttendees.map(CalendarEventReader.person) }
    var organizer: PersonRef? { rawOrganizer.map(CalendarEventReader.person) }
    /// CN and address exactly as written (for the canonical conformance form).
    var rawAttendees: [(name: String?, address: String)] = []
    var rawOrganizer: (name: String?, address: String)?
    var isCancelled = false

    var hasRecurrence: Bool { !rules.isEmpty || !rdates.isEmpty || !exdates.isEmpty }

    /// Why a VEVENT could not be used.
    enum Failure: Error { case missingStart, badStart, badRule, badValue }
}

/// Turns VEVENT components into ``CalendarEvent``s using a file's zone resolver.
struct CalendarEventReader {
    let resolver: ICSZoneResolver
    /// X-WR-TIMEZONE: floating and UTC times are moved into it (Google exports).
    let calendarZone: ICSZone?

    func time(_ line: ICSContentLine) -> ICSTime? { time(line.value[...], line: line) }

    func time(_ text: Substring, line: ICSContentLine) -> ICSTime? {
        let value = text
        if let day = ICSValueParser.date(value) { return .date(day) }
        guard let parsed = ICSValueParser.dateTime(value) else { return nil }
        var zone: ICSZone = .floating
        if parsed.utc {
            zone = .utc
        } else if let tzid = line.parameter("TZID"), let resolved = resolver.zone(for: tzid) {
            zone = resolved
        }
        return adjusted(.dateTime(wall: parsed.wall, zone: zone))
    }

    private func adjusted(_ time: ICSTime) -> ICSTime {
        guard let calendarZone, case .dateTime(let wall, let zone) = time else { return time }
        switch zone {
        case .floating: return .dateTime(wall: wall, zone: calendarZone)
        case .utc: return .dateTime(wall: calendarZone.wall(utc: wall), zone: calendarZone)
        case .rules: return time
        }
    }

    func read(_ component: ICSComponent) -> Result<CalendarEvent, CalendarEvent.Failure> {
        let starts = component.all("DTSTART")
        guard starts.count == 1 else { return .failure(.missingStart) }
        guard let start = time(starts[0]) else { return .failure(.badStart) }
        var event = CalendarEvent(line: component.line, start: start, end: start)
        guard let end = end(of: component, start: start) else { return .failure(.badValue) }
        event.end = end
        if Comparison.less(event.end, event.start) { swap(&event.start, &event.end) }
        event.uid = component.first("UID")?.value
        if let rid = component.first("RECURRENCE-ID") {
            guard let value = time(rid) else { return .failure(.badValue) }
            event.recurrenceID = value
            event.thisAndFuture = rid.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
        }
        if let text = component.first("SEQUENCE")?.value.icsTrimmed {
            event.sequence = Int(text) ?? -1
        }
        for line in component.all("RRULE") where !line.value.isEmpty {
            // icalendar drops backslashes in RRULE values (`FREQ=DAILY\;COUNT=10`).
            guard let rule = RecurrenceRule(line.value.replacingOccurrences(of: "\\", with: "")) else {
                return .failure(.badRule)
            }
            event.rules.append(rule)
        }
        guard readDateLists(component, into: &event) else { return .failure(.badValue) }
        event.summary = component.first("SUMMARY").map { ICSText.unescape($0.value) }
        event.location = component.first("LOCATION").map { ICSText.unescape($0.value) }
        event.description = component.first("DESCRIPTION").map { ICSText.unescape($0.value) }
        event.rawAttendees = component.all("ATTENDEE").map { ($0.parameter("CN"), $0.value) }
        event.rawOrganizer = component.first("ORGANIZER").map { ($0.parameter("CN"), $0.value) }
        event.isCancelled = component.first("STATUS")?.value.icsTrimmed.uppercased() == "CANCELLED"
        return .success(event)
    }

    private func end(of component: ICSComponent, start: ICSTime) -> ICSTime? {
        if let line = component.first("DTEND") { return time(line) }
        if let line = component.first("DURATION") {
            guard let seconds = ICSValueParser.duration(line.value[...]) else { return nil }
            switch start {
            case .date(let day) where seconds % 86400 == 0: return .date(day.adding(days: seconds / 86400))
            case .date(let day): return .dateTime(wall: Wall.seconds(day: day) + seconds, zone: .floating)
            case .dateTime(let wall, let zone): return .dateTime(wall: wall + seconds, zone: zone)
            }
        }
        if case .date(let day) = start { return .date(day.adding(days: 1)) }
        return start
    }

    private func readDateLists(_ component: ICSComponent, into event: inout CalendarEvent) -> Bool {
        for line in component.all("EXDATE") where !Self.isEmptyList(line) {
            for item in line.value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let value = time(item, line: line) else { return false }
                event.exdates.append(value)
            }
        }
        for line in component.all("RDATE") where !Self.isEmptyList(line) {
            for item in line.value.split(separator: ",", omittingEmptySubsequences: false) {
                let period = item.split(separator: "/", maxSplits: 1)
                guard let first = period.first, let value = time(first, line: line) else { return false }
                var end: ICSTime?
                if period.count == 2 {
                    if let seconds = ICSValueParser.duration(period[1]) {
                        end = .dateTime(wall: value.wall + seconds, zone: value.zone)
                    } else {
                        guard let periodEnd = time(period[1], line: line) else { return false }
                        end = periodEnd
                    }
                }
                event.rdates.append((value, end))
            }
        }
        return true
    }

    /// An empty RDATE/EXDATE is ignored unless it claims a VALUE type (then it is malformed).
    private static func isEmptyList(_ line: ICSContentLine) -> Bool {
        line.value.isEmpty && line.parameter("VALUE") == nil
    }

    static func person(_ raw: (name: String?, address: String)) -> PersonRef {
        var value = raw.address.icsTrimmed
        if value.lowercased().hasPrefix("mailto:") { value = String(value.dropFirst(7)) }
        return PersonRef(name: raw.name, email: value)
    }
}

/// Comparisons between mixed values the way recurring-ical-events makes them comparable.
enum Comparison {
    /// Dates count from midnight; floating times as UTC; zoned times by their instant.
    static func key(_ time: ICSTime) -> Int { time.utc }
    static func less(_ a: ICSTime, _ b: ICSTime) -> Bool {
        if case .dateTime(_, let za) = a, case .dateTime(_, let zb) = b, za.sameAs(zb) { return a.wall < b.wall }
        if a.isDate || b.isDate || a.zone.isFloating || b.zone.isFloating { return a.wall < b.wall }
        return a.utc < b.utc
    }
}
