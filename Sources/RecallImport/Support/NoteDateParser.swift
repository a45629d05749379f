import Foundation
import RecallCore

/// Reads the dates notes carry: ISO days and date-times, epoch seconds or milliseconds, dates in file names.
public enum NoteDateParser {
    /// `YYYY-MM-DD` → a day; an ISO date-time → an instant (floating times in `timeZone`);
    /// 12–13 digits → epoch milliseconds (Dendron); 9–10 digits → epoch seconds. Nil otherwise.
    public static func parse(_ raw: String, timeZone: TimeZone) -> SourceDate? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count < 64 else { return nil }
        if text.allSatisfy(\.isASCIIDigit), let value = Int64(text) {
            switch text.count {
            case 12...13: return .instant(Date(timeIntervalSince1970: Double(value) / 1000))
            case 9...10: return .instant(Date(timeIntervalSince1970: Double(value)))
            default: return nil
            }
        }
        if text.count == 10, let day = CalendarDay(text) { return .day(day) }
        let normalized =
            text.count > 10 && text[text.index(text.startIndex, offsetBy: 10)] == " "
            ? String(text.prefix(10)) + "T" + text.dropFirst(11) : text
        if let date = ISO8601.date(from: normalized) { return .instant(date) }
        // YAML-style "2024-03-05 10:00:00 +01:00": no space before the offset.
        let joined = normalized.replacingOccurrences(of: " +", with: "+").replacingOccurrences(of: " -", with: "-")
        if joined != normalized, let date = ISO8601.date(from: joined) { return .instant(date) }
        return floating(normalized, timeZone: timeZone).map(SourceDate.instant)
    }

    /// The first `YYYY-MM-DD` in a file name, as a day; the parts may also be joined by `_` (Logseq's
    /// journals, `2026_03_14.md`) or `.`, the same character both times.
    public static func day(inFileName name: String) -> CalendarDay? {
        let chars = Array(name.utf8)
        guard chars.count >= 10 else { return nil }
        let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
        for start in 0...(chars.count - 10) {
            let window = Array(chars[start..<(start + 10)])
            let separator = window[4]
            guard [45, 95, 46].contains(separator), window[7] == separator else { continue }
            let shape = window.enumerated().allSatisfy { offset, byte in offset == 4 || offset == 7 || isDigit(byte) }
            let before = start > 0 ? chars[start - 1] : 32
            let after = start + 10 < chars.count ? chars[start + 10] : 32
            let iso = window.map { $0 == separator ? 45 : $0 }
            if shape, !isDigit(before), !isDigit(after), let day = CalendarDay(String(decoding: iso, as: UTF8.self)) {
                return day
            }
        }
        return nil
    }

    /// `YYYY-MM-DDTHH:MM[:SS]` without an offset, read in `timeZone`.
    static func floating(_ text: String, timeZone: TimeZone) -> Date? {
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, let day = CalendarDay(parts[0]) else { return nil }
        let time = parts[1].split(separator: ":")
        guard (2...3).contains(time.count), let hour = Int(time[0]), let minute = Int(time[1]),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        let second = time.count == 3 ? Double(time[2]) : 0
        guard let second, (0..<61).contains(second) else { return nil }
        return day.start(in: timeZone).addingTimeInterval(Double(hour * 3600 + minute * 60) + second)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// The text with CRLF and lone CR turned into LF.
    var normalizingNewlines: String {
        guard utf8.contains(13) else { return self }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            scalars.append(previousWasCR ? "\n" : scalar)
        }
        return String(scalars)
    }
}
