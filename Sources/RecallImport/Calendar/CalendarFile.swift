import Foundation
import RecallCore

/// A whole .ics file read into series: every VCALENDAR (or bare VEVENT fragment), VEVENTs grouped by UID.
struct CalendarFile {
    struct Series {
        /// The UID as written, nil when the VEVENT has none.
        var uid: String?
        var series: EventSeries
        var line: Int
    }

    var series: [Series] = []
    var diagnostics: [Diagnostic] = []

    init(data: Data, path: String) {
        let parsed = ICSDocumentParser.parse(data, path: path)
        diagnostics = parsed.diagnostics
        var timeZones: [ICSComponent] = []
        for root in parsed.roots {
            if root.name == "VTIMEZONE" { timeZones.append(root) }
            timeZones += root.descendants(named: "VTIMEZONE")
        }
        let resolver = ICSZoneResolver(timeZones: timeZones)
        for root in parsed.roots { read(root: root, resolver: resolver, path: path) }
        if !parsed.refused, !parsed.roots.contains(where: { $0.name == "VCALENDAR" || $0.name == "VEVENT" }) {
            // Nothing calendar-like at all (an empty or misnamed file): skipped input, as for vCards.
            // A binary file was refused before this, with its own line.
            diagnostics.append(Diagnostic(file: path, reason: "no VCALENDAR found"))
        }
    }

    private mutating func read(root: ICSComponent, resolver: ICSZoneResolver, path: String) {
        var calendarZone: ICSZone?
        if root.name == "VCALENDAR", let name = root.first("X-WR-TIMEZONE")?.value.icsTrimmed,
            let zone = ICSZoneResolver.iana(name)
        {
            calendarZone = zone.identifier == "UTC" ? .utc : .rules(FoundationZoneRules(zone))
        }
        let reader = CalendarEventReader(resolver: resolver, calendarZone: calendarZone)
        let components = (root.name == "VEVENT" ? [root] : []) + root.descendants(named: "VEVENT")
        var order: [String] = []
        var groups: [String: [CalendarEvent]] = [:]
        var broken = Set<String>()
        for component in components {
            switch reader.read(component) {
            case .success(let event):
                guard let uid = event.uid else {
                    series.append(Series(uid: nil, series: EventSeries(events: [event]), line: event.line))
                    continue
                }
                if groups[uid] == nil { order.append(uid) }
                groups[uid, default: []].append(event)
            case .failure(let failure):
                if failure != .missingStart, let uid = component.first("UID")?.value { broken.insert(uid) }
                diagnostics.append(Diagnostic(file: path, line: component.line, reason: Self.reason(failure)))
            }
        }
        for uid in order where !broken.contains(uid) {
            // Every uid in `order` has a group.
            let events = groups[uid]!
            series.append(Series(uid: uid, series: EventSeries(events: events), line: events[0].line))
        }
    }

    static func reason(_ failure: CalendarEvent.Failure) -> String {
        switch failure {
        case .missingStart: "VEVENT skipped: no single DTSTART"
        case .badStart: "VEVENT skipped: DTSTART is not a valid DATE or DATE-TIME"
        case .badRule: "VEVENT series skipped: malformed RRULE"
        case .badValue: "VEVENT series skipped: malformed DTEND, DURATION, RECURRENCE-ID, RDATE or EXDATE"
        }
    }
}
