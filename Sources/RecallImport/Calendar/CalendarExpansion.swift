import Foundation
import RecallCore

/// The canonical occurrence listing used to check conformance against the reference oracle
/// (`shared/tools/ics_oracle.py`): one compact JSON object with sorted keys per occurrence.
public enum CalendarExpansion {
    /// Occurrences overlapping [start, end) as canonical JSON lines, sorted like the oracle sorts them.
    ///
    /// - Parameters:
    ///   - cap: at most this many occurrences per series (the chronologically first ones).
    ///   - floating: the zone for floating times; nil prints them as wall-clock time without `Z`.
    public static func canonicalLines(
        data: Data, path: String, start: Date, end: Date, cap: Int, floating: TimeZone?
    ) -> (lines: [String], diagnostics: [Diagnostic]) {
        let file = CalendarFile(data: data, path: path)
        var diagnostics = file.diagnostics
        var records: [(key: [String], line: String)] = []
        let windowStart = Int(start.timeIntervalSince1970.rounded(.down))
        let windowEnd = Int(end.timeIntervalSince1970.rounded(.down))
        for entry in file.series {
            let expansion = entry.series.expand(windowStart: windowStart, windowEnd: windowEnd, limit: max(cap, 1) * 20)
            if expansion.truncated {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: entry.line, reason: "recurrence expansion stopped at its bound",
                        severity: .warning))
            }
            let sorted = stableSorted(expansion.occurrences)
            for occurrence in sorted.prefix(cap) {
                records.append(record(occurrence, uid: entry.uid, floating: floating))
            }
        }
        records.sort { $0.key.lexicographicallyPrecedes($1.key) }
        return (records.map(\.line), diagnostics)
    }

    static func stableSorted(_ occurrences: [EventOccurrence]) -> [EventOccurrence] {
        occurrences.enumerated().sorted { a, b in
            let (x, y) = (a.element.start, b.element.start)
            if Comparison.less(x, y) { return true }
            if Comparison.less(y, x) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    private static func record(_ occurrence: EventOccurrence, uid: String?, floating: TimeZone?) -> (
        key: [String], line: String
    ) {
        let event = occurrence.event
        let start = occurrence.start.canonical(floating: floating)
        let rid = occurrence.recurrenceID.canonical(floating: floating)
        let summary = event.summary
        let attendees = event.rawAttendees.map(person).sorted {
            ($0.email ?? "", $0.name ?? "") < ($1.email ?? "", $1.name ?? "")
        }
        var json = JSONLine()
        json.field("all_day", raw: occurrence.start.isDate ? "true" : "false")
        json.field("attendees", raw: "[" + attendees.map(personJSON).joined(separator: ",") + "]")
        json.field("end_utc_iso", string: occurrence.end.canonical(floating: floating))
        json.field("location", string: event.location)
        json.field("organizer", raw: event.rawOrganizer.map { personJSON(person($0)) } ?? "null")
        json.field("recurrence_id_or_start", string: rid)
        json.field("start_utc_iso", string: start)
        json.field("summary", string: summary)
        json.field("uid", string: uid.map(ICSText.unescape))
        return ([start, uid.map(ICSText.unescape) ?? "", rid, summary ?? ""], json.finished)
    }

    private static func person(_ raw: (name: String?, address: String)) -> (name: String?, email: String?) {
        var value = raw.address.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.lowercased().hasPrefix("mailto:") { value = String(value.dropFirst(7)) }
        let email = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return (raw.name, email.isEmpty ? nil : email)
    }

    private static func personJSON(_ person: (name: String?, email: String?)) -> String {
        var json = JSONLine()
        json.field("email", string: person.email)
        json.field("name", string: person.name)
        return json.finished
    }
}

/// Builds one compact JSON object with Python's `json.dumps(ensure_ascii=False)` string escaping.
struct JSONLine {
    private var text = "{"
    private var isEmpty = true

    mutating func field(_ key: String, raw: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        text += JSONLine.quote(key) + ":" + raw
    }

    mutating func field(_ key: String, string: String?) {
        field(key, raw: string.map(JSONLine.quote) ?? "null")
    }

    var finished: String { text + "}" }

    static func quote(_ value: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(value.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
