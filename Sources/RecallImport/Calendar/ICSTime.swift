import Foundation
import RecallCore

/// Wall-clock seconds since 1970-01-01T00:00:00 (no zone attached) and helpers around them.
enum Wall {
    static func seconds(day: CalendarDay, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Int {
        day.dayNumber * 86400 + hour * 3600 + minute * 60 + second
    }

    static func day(_ wall: Int) -> CalendarDay { CalendarDay(dayNumber: floorDiv(wall, 86400)) }

    static func secondOfDay(_ wall: Int) -> Int { wall - floorDiv(wall, 86400) * 86400 }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// `YYYY-MM-DDTHH:MM:SS`.
    static func format(_ wall: Int) -> String {
        let sod = secondOfDay(wall)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(19)
        appendDay(day(wall), to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        for (index, part) in [sod / 3600, sod / 60 % 60, sod % 60].enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ":")) }
            appendPadded(part, width: 2, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `YYYY-MM-DD` without going through `String(format:)` (hot in expansion output).
    static func format(day: CalendarDay) -> String {
        var bytes: [UInt8] = []
        appendDay(day, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDay(_ day: CalendarDay, to bytes: inout [UInt8]) {
        appendPadded(day.year, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendPadded(day.month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendPadded(day.day, width: 2, to: &bytes)
    }

    private static func appendPadded(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let digits = Array(String(abs(value)).utf8)
        if digits.count < width { bytes += repeatElement(UInt8(ascii: "0"), count: width - digits.count) }
        bytes += digits
    }
}

/// How a date-time's wall clock maps to an instant.
enum ICSZone: Sendable {
    case floating
    case utc
    case rules(ICSZoneRules)

    var isFloating: Bool { if case .floating = self { return true } else { return false } }

    /// Same zone, as Python compares tzinfo objects (same resolved zone id).
    func sameAs(_ other: ICSZone) -> Bool {
        switch (self, other) {
        case (.floating, .floating), (.utc, .utc): true
        case (.rules(let a), .rules(let b)): a.identity == b.identity
        default: false
        }
    }

    /// The instant of a wall time; floating times are read as UTC.
    func utc(wall: Int) -> Int {
        switch self {
        case .floating, .utc: wall
        case .rules(let rules): rules.utc(wall: wall)
        }
    }

    /// The wall time of an instant in this zone (floating: unchanged).
    func wall(utc: Int) -> Int {
        switch self {
        case .floating, .utc: utc
        case .rules(let rules): rules.wall(utc: utc)
        }
    }
}

/// A zone's offsets: an IANA zone via Foundation, or one built from an embedded VTIMEZONE.
protocol ICSZoneRules: AnyObject, Sendable {
    /// A stable identity; two values with the same identity are "the same tzinfo".
    var identity: String { get }
    /// Wall → instant; a non-existent wall time moves forward, an ambiguous one takes its first instant.
    func utc(wall: Int) -> Int
    func wall(utc: Int) -> Int
}

/// An IANA zone through Foundation's `TimeZone`, localizing like Python's zoneinfo with fold=0.
final class FoundationZoneRules: ICSZoneRules, @unchecked Sendable {
    let zone: TimeZone
    let identity: String

    init(_ zone: TimeZone) {
        self.zone = zone
        identity = "iana:" + zone.identifier
    }

    /// Offsets memoized per UTC minute (zone transitions fall on whole minutes since the 1900s).
    private var memo: [Int: Int] = [:]
    private let lock = NSLock()

    func offset(utc: Int) -> Int {
        let minute = Wall.floorDiv(utc, 60)
        if let known = lock.withLock({ memo[minute] }) { return known }
        let value = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(minute * 60)))
        lock.withLock {
            if memo.count > 100_000 { memo.removeAll(keepingCapacity: true) }
            memo[minute] = value
        }
        return value
    }

    func utc(wall: Int) -> Int {
        let before = offset(utc: wall - 86400)
        if offset(utc: wall - before) == before { return wall - before }
        let after = offset(utc: wall + 86400)
        if offset(utc: wall - after) == after { return wall - after }
        return wall - before
    }

    func wall(utc: Int) -> Int { utc + offset(utc: utc) }
}

/// A value of DTSTART, DTEND, RECURRENCE-ID, EXDATE or RDATE.
enum ICSTime: Sendable {
    case date(CalendarDay)
    case dateTime(wall: Int, zone: ICSZone)

    var isDate: Bool { if case .date = self { return true } else { return false } }

    var wall: Int {
        switch self {
        case .date(let day): Wall.seconds(day: day)
        case .dateTime(let wall, _): wall
        }
    }

    var zone: ICSZone {
        switch self {
        case .date: .floating
        case .dateTime(_, let zone): zone
        }
    }

    /// The instant used for comparisons against a UTC window: floating and dates read as UTC.
    var utc: Int {
        switch self {
        case .date(let day): Wall.seconds(day: day)
        case .dateTime(let wall, let zone): zone.utc(wall: wall)
        }
    }

    /// Canonical text: `YYYY-MM-DD`, `…Z` in UTC, or floating wall clock (no Z) unless `floating` is given.
    func canonical(floating: TimeZone?) -> String {
        switch self {
        case .date(let day):
            return Wall.format(day: day)
        case .dateTime(let wall, let zone):
            if case .floating = zone {
                guard let floating else { return Wall.format(wall) }
                return Wall.format(FoundationZoneRules(floating).utc(wall: wall)) + "Z"
            }
            return Wall.format(zone.utc(wall: wall)) + "Z"
        }
    }
}

/// Parsers for DATE, DATE-TIME, DURATION and PERIOD values.
enum ICSValueParser {
    /// `YYYYMMDD`.
    static func date(_ text: Substring) -> CalendarDay? {
        guard let value = digits(text.utf8), text.utf8.count == 8 else { return nil }
        let day = CalendarDay(year: value / 10000, month: value / 100 % 100, day: value % 100)
        return day.isValid ? day : nil
    }

    /// The value of an all-ASCII-digit run (at most 18 digits), else nil.
    static func digits(_ bytes: Substring.UTF8View) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// `YYYYMMDDTHHMMSS[Z]` → wall seconds and whether it ends in Z.
    static func dateTime(_ text: Substring) -> (wall: Int, utc: Bool)? {
        var body = text
        let isUTC = body.hasSuffix("Z") || body.hasSuffix("z")
        if isUTC { body = body.dropLast() }
        let parts = body.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = date(parts[0]), parts[1].utf8.count == 6, let hms = digits(parts[1].utf8)
        else { return nil }
        let (hour, minute, second) = (hms / 10000, hms / 100 % 100, hms % 100)
        guard hour < 24, minute < 60, second < 61 else { return nil }
        return (Wall.seconds(day: day, hour: hour, minute: minute, second: min(second, 59)), isUTC)
    }

    /// `[+-]P[nW][nD][T[nH][nM][nS]]` → seconds.
    static func duration(_ text: Substring) -> Int? {
        var rest = text.icsTrimmed[...]
        var sign = 1
        if rest.first == "-" {
            sign = -1
            rest = rest.dropFirst()
        } else if rest.first == "+" {
            rest = rest.dropFirst()
        }
        guard rest.first == "P" || rest.first == "p" else { return nil }
        rest = rest.dropFirst()
        var total = 0
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in rest.uppercased() {
            if character.isASCII && character.isNumber {
                number.append(character)
                continue
            }
            if character == "T" {
                inTime = true
                continue
            }
            guard let value = Int(number), number.count < 10 else { return nil }
            number = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): total += value * 7 * 86400
            case ("D", false): total += value * 86400
            case ("H", true): total += value * 3600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        guard sawUnit, number.isEmpty else { return nil }
        return sign * total
    }
}
