import Foundation

/// A date without a time of day (an all-day event, a birthday, a note's date).
public struct CalendarDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` or `YYYYMMDD`; nil for anything else or an impossible date.
    public init?(_ text: some StringProtocol) {
        let digits = String(text.filter { $0 != "-" })
        guard digits.count == 8, digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        let candidate = CalendarDay(year: value / 10000, month: value / 100 % 100, day: value % 100)
        guard candidate.isValid, text.count == 8 || text.count == 10 else { return nil }
        self = candidate
    }

    /// The day on which `instant` falls in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        // Gregorian date components always carry year, month and day.
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// A day of the month written as a number: "14", "14th", "1st", "22nd", "3rd" → 1…31; nil otherwise.
    public static func dayOfMonth(_ word: String?) -> Int? {
        guard var word, !word.isEmpty else { return nil }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            word.removeLast(2)
            break
        }
        guard (1...2).contains(word.count), word.allSatisfy(\.isASCII), let value = Int(word), (1...31).contains(value)
        else { return nil }
        return value
    }

    /// Whether the triple names a real Gregorian date.
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= CalendarDay.daysIn(month: month, year: year)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (proleptic Gregorian), usable for arithmetic and comparison.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int { ((dayNumber % 7) + 7 + 3) % 7 + 1 }

    /// Midnight at the start of this day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: Double(dayNumber) * 86400)
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date"))
        }
        self = day
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// When a source happened: an instant, or a whole day (all-day events, dated notes).
public enum SourceDate: Hashable, Sendable, Comparable, Codable {
    case instant(Date)
    case day(CalendarDay)

    /// The local calendar day this date falls on.
    public func day(in timeZone: TimeZone) -> CalendarDay {
        switch self {
        case .instant(let date): CalendarDay(date, in: timeZone)
        case .day(let day): day
        }
    }

    /// An instant for ordering by recency (an all-day date counts from its local midnight).
    public func instant(in timeZone: TimeZone) -> Date {
        switch self {
        case .instant(let date): date
        case .day(let day): day.start(in: timeZone)
        }
    }

    public var isAllDay: Bool {
        if case .day = self { return true }
        return false
    }

    /// ISO-8601: `YYYY-MM-DDTHH:MM:SSZ` for an instant, `YYYY-MM-DD` for a day.
    public var iso8601: String {
        switch self {
        case .instant(let date): ISO8601.string(from: date)
        case .day(let day): day.description
        }
    }

    public static func < (lhs: SourceDate, rhs: SourceDate) -> Bool {
        lhs.instant(in: .gmt) < rhs.instant(in: .gmt)
    }
}

/// ISO-8601 formatting and parsing without shared mutable formatters.
public enum ISO8601 {
    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC.
    public static func string(from date: Date) -> String {
        date.formatted(
            .iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false).timeSeparator(
                .colon
            ).timeZone(separator: .omitted)
        )
        .replacingOccurrences(of: "+0000", with: "Z")
    }

    /// Parses ISO-8601 date-times with an offset or `Z`, with or without fractional seconds,
    /// and plain `YYYY-MM-DD` (as UTC midnight). Nil when the text is not one of those.
    public static func date(from text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        if let day = CalendarDay(trimmed) { return day.start(in: .gmt) }
        return nil
    }
}
