import Foundation
import RecallCore

/// A parsed RRULE (RFC 5545 §3.3.10).
struct RecurrenceRule: Sendable {
    enum Frequency: Int, Sendable, Comparable {
        case secondly = 0
        case minutely, hourly, daily, weekly, monthly, yearly
        static func < (a: Frequency, b: Frequency) -> Bool { a.rawValue < b.rawValue }
    }

    /// A BYDAY entry: ISO weekday 1 (Monday) … 7 (Sunday), with an optional ordinal (+2MO, -1FR).
    struct WeekdayNumber: Sendable, Hashable {
        var ordinal: Int
        var weekday: Int
    }

    var frequency: Frequency
    var interval = 1
    var count: Int?
    /// The raw UNTIL text (DATE or DATE-TIME); the series decides how to compare it.
    var until: String?
    var bySecond: [Int] = []
    var byMinute: [Int] = []
    var byHour: [Int] = []
    var byDay: [WeekdayNumber] = []
    var byMonthDay: [Int] = []
    var byYearDay: [Int] = []
    var byWeekNo: [Int] = []
    var byMonth: [Int] = []
    var bySetPos: [Int] = []
    var weekStart = 1

    static let weekdays = ["MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6, "SU": 7]

    /// Parses `FREQ=…;…`; nil when FREQ is missing or any part is malformed (as dateutil refuses it).
    init?(_ text: String) {
        var frequency: Frequency?
        var rule = RecurrenceRule(frequency: .daily)
        for part in text.split(separator: ";", omittingEmptySubsequences: true) {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            let key = pair[0].uppercased().icsTrimmed
            let value = String(pair[1]).icsTrimmed
            guard rule.apply(key: key, value: value, frequency: &frequency) else { return nil }
        }
        guard let frequency else { return nil }
        rule.frequency = frequency
        self = rule
    }

    private init(frequency: Frequency) { self.frequency = frequency }

    private mutating func apply(key: String, value: String, frequency: inout Frequency?) -> Bool {
        func ints(_ range: ClosedRange<Int>, allowNegative: Bool = true) -> [Int]? {
            var result: [Int] = []
            for item in value.split(separator: ",") {
                guard let number = Int(item) else { return nil }
                let magnitude = abs(number)
                guard range.contains(magnitude), allowNegative || number >= 0 else { return nil }
                result.append(number)
            }
            return result
        }
        switch key {
        case "FREQ":
            let names: [String: Frequency] = [
                "SECONDLY": .secondly, "MINUTELY": .minutely, "HOURLY": .hourly, "DAILY": .daily,
                "WEEKLY": .weekly, "MONTHLY": .monthly, "YEARLY": .yearly,
            ]
            guard let parsed = names[value.uppercased()] else { return false }
            frequency = parsed
        case "INTERVAL":
            guard let number = Int(value), number >= 0 else { return false }
            interval = min(max(number, 1), 1_000_000)  // bounded so period arithmetic never overflows
        case "COUNT":
            guard let number = Int(value) else { return false }
            count = number < 0 ? nil : number
        case "UNTIL": until = value
        case "BYSECOND":
            guard let list = ints(0...60, allowNegative: false) else { return false }
            bySecond = list
        case "BYMINUTE":
            guard let list = ints(0...59, allowNegative: false) else { return false }
            byMinute = list
        case "BYHOUR":
            guard let list = ints(0...23, allowNegative: false) else { return false }
            byHour = list
        case "BYMONTHDAY":
            guard let list = ints(1...31) else { return false }
            byMonthDay = list
        case "BYYEARDAY":
            guard let list = ints(1...366) else { return false }
            byYearDay = list
        case "BYWEEKNO":
            guard let list = ints(1...53) else { return false }
            byWeekNo = list
        case "BYMONTH":
            guard let list = ints(1...12, allowNegative: false) else { return false }
            byMonth = list
        case "BYSETPOS":
            guard let list = ints(1...366) else { return false }
            bySetPos = list
        case "WKST":
            guard let day = Self.weekdays[value.uppercased()] else { return false }
            weekStart = day
        case "BYDAY":
            var list: [WeekdayNumber] = []
            for item in value.split(separator: ",") {
                let token = item.uppercased()
                guard token.count >= 2, let day = Self.weekdays[String(token.suffix(2))] else { return false }
                let prefix = token.dropLast(2)
                var ordinal = 0
                if !prefix.isEmpty {
                    guard let number = Int(prefix), (1...53).contains(abs(number)) else { return false }
                    ordinal = number
                }
                list.append(WeekdayNumber(ordinal: ordinal, weekday: day))
            }
            byDay = list
        default:
            return key.hasPrefix("X-")
        }
        return true
    }
}
