import Foundation
import RecallCore

/// Reads iCalendar files (.ics/.ical/.ifb): one meeting document per event occurrence, recurring
/// series expanded from their start to `options.horizon` (RFC 5545 RRULE/RDATE/EXDATE/RECURRENCE-ID).
public struct CalendarImporter: FormatImporter {
    public let name = "ics"

    public init() {}

    /// Accepts the calendar extensions, or content starting with BEGIN:VCALENDAR / BEGIN:VEVENT (after a BOM).
    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        let lower = file.path.lowercased()
        if [".ics", ".ical", ".ifb"].contains(where: { lower.hasSuffix($0) }) { return true }
        var bytes = prefix.prefix(64)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let head = String(decoding: bytes, as: UTF8.self).uppercased()
        let trimmed = head.drop { $0 == " " || $0 == "\r" || $0 == "\n" || $0 == "\t" }
        return trimmed.hasPrefix("BEGIN:VCALENDAR") || trimmed.hasPrefix("BEGIN:VEVENT")
    }

    /// Documents for every occurrence; bad events become diagnostics and the rest is kept.
    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let calendar = CalendarFile(data: data, path: file.path)
        var result = ImportResult(diagnostics: calendar.diagnostics)
        let windowEnd = Int(options.horizon.timeIntervalSince1970.rounded(.down))
        let windowStart = -62_135_596_800  // 0001-01-01: from the series start
        let cap = max(options.maxOccurrencesPerSeries, 1)
        var recurring = 0
        var occurrences = 0
        for entry in calendar.series {
            let uid = entry.uid.map(ICSText.unescape) ?? Self.derivedUID(entry.series)
            let expansion = entry.series.expand(windowStart: windowStart, windowEnd: windowEnd, limit: cap)
            if expansion.truncated || expansion.occurrences.count >= cap {
                result.diagnostics.append(Diagnostic(
                    file: file.path, line: entry.line,
                    reason: "recurring series capped at \(cap) occurrences or its iteration bound", severity: .warning))
            }
            let isRecurring = entry.series.isRecurring
            if isRecurring { recurring += 1 }
            for occurrence in CalendarExpansion.stableSorted(expansion.occurrences).prefix(cap) {
                result.documents.append(document(occurrence, uid: uid, recurring: isRecurring, file: file, options: options))
                occurrences += 1
            }
        }
        result.counters["recurring series"] = recurring
        result.counters["occurrences"] = occurrences
        return result
    }

    /// A stable UID for an event without one: FNV-1a (64-bit, hex) of DTSTART and SUMMARY.
    static func derivedUID(_ series: EventSeries) -> String {
        let event = series.core ?? series.modifications.first
        let text = (event.map { $0.start.canonical(floating: nil) } ?? "") + "|" + (event?.summary ?? "")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return "derived-" + String(hash, radix: 16)
    }

    private func sourceDate(_ time: ICSTime, options: ImportOptions) -> SourceDate {
        switch time {
        case .date(let day): return .day(day)
        case .dateTime(let wall, .floating):
            return .instant(Date(timeIntervalSince1970: TimeInterval(FoundationZoneRules(options.timeZone).utc(wall: wall))))
        case .dateTime: return .instant(Date(timeIntervalSince1970: TimeInterval(time.utc)))
        }
    }

    private func document(
        _ occurrence: EventOccurrence, uid: String, recurring: Bool, file: ImportFile, options: ImportOptions
    ) -> Document {
        let event = occurrence.event
        let start = sourceDate(occurrence.start, options: options)
        let hasEnd = occurrence.end.utc != occurrence.start.utc || occurrence.start.isDate
        let day = start.day(in: options.timeZone)
        let meeting = Meeting(
            uid: uid, start: start, end: hasEnd ? sourceDate(occurrence.end, options: options) : nil,
            location: event.location?.nilIfEmpty, description: event.description?.nilIfEmpty,
            attendees: event.attendees, organizer: event.organizer, isCancelled: event.isCancelled,
            occurrence: recurring ? day : nil)
        let title = event.summary?.trimmed.nilIfEmpty ?? "(untitled event)"
        let id: SourceID = recurring ? .event(uid: uid, occurrence: day) : .event(uid: uid)
        return Document(id: id, title: title, date: start, origin: file.path, content: .meeting(meeting))
    }
}
