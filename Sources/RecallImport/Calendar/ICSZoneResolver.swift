import Foundation
import RecallCore

/// Offsets from an embedded VTIMEZONE (STANDARD/DAYLIGHT onsets from DTSTART, RRULE and RDATE),
/// looked up the way dateutil's tzical does: the observance with the latest onset at or before the wall time.
final class VTimeZoneRules: ICSZoneRules, @unchecked Sendable {
    struct Observance {
        var isDaylight: Bool
        var offsetTo: Int
        var onsets: [Int]
    }

    let identity: String
    private let observances: [Observance]

    init?(component: ICSComponent, identity: String) {
        var list: [Observance] = []
        for child in component.children where child.name == "STANDARD" || child.name == "DAYLIGHT" {
            if let observance = Self.observance(child) { list.append(observance) }
        }
        guard !list.isEmpty else { return nil }
        observances = list
        self.identity = identity
    }

    /// "+HHMM" or "-HHMMSS" → seconds.
    static func offset(_ text: String?) -> Int? {
        guard var body = text?.icsTrimmed, body.count >= 5 else { return nil }
        let sign = body.hasPrefix("-") ? -1 : 1
        guard body.hasPrefix("-") || body.hasPrefix("+") else { return nil }
        body.removeFirst()
        guard body.count == 4 || body.count == 6, body.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(body)
        else { return nil }
        let (h, m, s) =
            body.count == 4 ? (value / 100, value % 100, 0) : (value / 10000, value / 100 % 100, value % 100)
        return sign * (h * 3600 + m * 60 + s)
    }

    private static func observance(_ child: ICSComponent) -> Observance? {
        guard let to = offset(child.first("TZOFFSETTO")?.value),
            let startText = child.first("DTSTART")?.value.icsTrimmed
        else { return nil }
        let start: Int
        if let parsed = ICSValueParser.dateTime(startText[...]) {
            start = parsed.wall
        } else if let day = ICSValueParser.date(startText[...]) {
            start = Wall.seconds(day: day)
        } else {
            return nil
        }
        var onsets: Set<Int> = [start]
        if let ruleText = child.first("RRULE")?.value, let rule = RecurrenceRule(ruleText) {
            let untilWall = rule.until.flatMap { text -> Int? in
                if let parsed = ICSValueParser.dateTime(text[...]) { return parsed.wall }
                return ICSValueParser.date(text[...]).map { Wall.seconds(day: $0) }
            }
            let iterator = RecurrenceIterator(
                rule: rule, start: start, beyondUntil: { candidate in untilWall.map { candidate > $0 } ?? false })
            let stop = Wall.seconds(day: CalendarDay(year: 2100, month: 1, day: 1))
            onsets.formUnion(iterator.expand(stop: stop, limit: 2000).starts)
        }
        for rdate in child.all("RDATE") {
            for item in rdate.value.split(separator: ",") {
                if let parsed = ICSValueParser.dateTime(item) {
                    onsets.insert(parsed.wall)
                } else if let day = ICSValueParser.date(item) {
                    onsets.insert(Wall.seconds(day: day))
                }
            }
        }
        return Observance(isDaylight: child.name == "DAYLIGHT", offsetTo: to, onsets: onsets.sorted())
    }

    private func observance(forWall wall: Int) -> Observance {
        if observances.count == 1 { return observances[0] }
        var best: (onset: Int, observance: Observance)?
        for observance in observances {
            guard let onset = Self.latest(observance.onsets, notAfter: wall) else { continue }
            // `best` is non-nil after the first check.
            if best == nil || best!.onset < onset { best = (onset, observance) }
        }
        if let best { return best.observance }
        return observances.first { !$0.isDaylight } ?? observances[0]
    }

    private static func latest(_ sorted: [Int], notAfter value: Int) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : sorted[low - 1]
    }

    func utc(wall: Int) -> Int { wall - observance(forWall: wall).offsetTo }

    func wall(utc: Int) -> Int {
        for observance in observances where self.utc(wall: utc + observance.offsetTo) == utc {
            return utc + observance.offsetTo
        }
        return utc + observance(forWall: utc).offsetTo
    }
}

/// Resolves TZID parameters like icalendar does: the cleaned id (custom VTIMEZONE first when the id is not
/// an IANA name), a Windows zone name, the IANA tail of a vendor-prefixed id, else unknown.
final class ICSZoneResolver: @unchecked Sendable {
    private var custom: [String: VTimeZoneRules] = [:]
    private var cache: [String: ICSZone?] = [:]

    init(timeZones: [ICSComponent]) {
        for component in timeZones {
            guard let raw = component.first("TZID")?.value else { continue }
            let cleaned = Self.clean(raw)
            guard Self.iana(cleaned) == nil, Self.iana(raw) == nil, custom[cleaned] == nil else { continue }
            if let rules = VTimeZoneRules(component: component, identity: "custom:" + cleaned) {
                custom[cleaned] = rules
            }
        }
    }

    static func clean(_ tzid: String) -> String { tzid.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }

    /// A Foundation zone for an IANA id, refusing offset spellings zoneinfo would not know.
    static func iana(_ id: String) -> TimeZone? {
        guard !id.isEmpty, id.count < 64, !id.hasPrefix("/"), !id.contains(" "),
            id.range(of: #"^(GMT|UTC)[+-]\d"#, options: .regularExpression) == nil,
            let zone = TimeZone(identifier: id), zone.identifier == id
        else { return nil }
        return zone
    }

    /// The zone for a TZID, or nil when nothing names it (icalendar then keeps the time floating).
    func zone(for tzid: String) -> ICSZone? {
        if let known = cache[tzid] { return known }
        let resolved = resolve(tzid)
        cache[tzid] = resolved
        return resolved
    }

    private func resolve(_ tzid: String) -> ICSZone? {
        let cleaned = Self.clean(tzid)
        var candidates = [cleaned]
        if let windows = WindowsZoneTable.ianaByWindowsName[cleaned] { candidates.append(windows) }
        if tzid.hasPrefix("/") {
            let parts = cleaned.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count > 1 { candidates += (1..<parts.count).map { parts[$0...].joined(separator: "/") } }
        }
        for candidate in candidates {
            if let rules = custom[candidate] { return .rules(rules) }
            if let zone = Self.iana(candidate) { return Self.rules(zone) }
        }
        return nil
    }

    private static func rules(_ zone: TimeZone) -> ICSZone {
        zone.identifier == "UTC" || zone.identifier == "Etc/UTC" ? .utc : .rules(FoundationZoneRules(zone))
    }
}
