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
        var duplicates = 0
        var seenIDs = Set<SourceID>()
        var people = PeopleCache()
        var budget = options.recurrenceBudgetPerFile
        var cut: [(line: Int, kept: Int)] = []
        for entry in calendar.series {
            let uid = entry.uid.map(ICSText.unescape) ?? Self.derivedUID(entry.series)
            // The horizon bounds recurrence expansion only: a single event far ahead is still imported.
            let end = entry.series.isRecurring ? windowEnd : Self.farFuture
            let expansion = entry.series.expand(windowStart: windowStart, windowEnd: end, limit: cap, budget: &budget)
            if expansion.truncated, budget <= 0 {
                cut.append((entry.line, min(expansion.occurrences.count, cap)))
            } else if expansion.truncated || expansion.occurrences.count >= cap {
                result.diagnostics.append(
                    Diagnostic(
                        file: file.path, line: entry.line,
                        reason: "recurring series capped at \(cap) occurrences or its iteration bound",
                        severity: .warning))
            }
            let isRecurring = entry.series.isRecurring
            if isRecurring { recurring += 1 }
            for occurrence in CalendarExpansion.stableSorted(expansion.occurrences).prefix(cap) {
                let made = document(
                    occurrence, uid: uid, recurring: isRecurring, people: &people, file: file, options: options)
                // Ids name a series' local day: a second occurrence on the same day (or a repeated UID) is dropped.
                guard seenIDs.insert(made.id).inserted else {
                    duplicates += 1
                    continue
                }
                result.documents.append(made)
                occurrences += 1
            }
        }
        result.diagnostics += Self.budgetDiagnostics(cut, file: file, budget: options.recurrenceBudgetPerFile)
        Self.count(&result, duplicates: duplicates, recurring: recurring, occurrences: occurrences, file: file)
        return result
    }

    private static func count(
        _ result: inout ImportResult, duplicates: Int, recurring: Int, occurrences: Int, file: ImportFile
    ) {
        if duplicates > 0 {
            result.diagnostics.append(
                Diagnostic(
                    file: file.path,
                    reason: "\(duplicates) occurrences skipped: same event id (UID and local day) as an earlier one",
                    severity: .warning))
            result.counters["duplicate occurrences skipped"] = duplicates
        }
        result.counters["recurring series"] = recurring
        result.counters["occurrences"] = occurrences
    }

    /// One error per series the file's recurrence budget cut short, for the first five (with their
    /// lines), then one line counting the rest.
    static func budgetDiagnostics(_ cut: [(line: Int, kept: Int)], file: ImportFile, budget: Int) -> [Diagnostic] {
        var diagnostics = cut.prefix(5).map { series in
            Diagnostic(
                file: file.path, line: series.line,
                reason: "recurring series cut short: the file's recurrence budget (\(budget) steps) is spent; "
                    + "\(series.kept) occurrence(s) kept")
        }
        if cut.count > 5 {
            diagnostics.append(
                Diagnostic(
                    file: file.path,
                    reason: "\(cut.count - 5) more recurring series cut short by the file's recurrence budget"))
        }
        return diagnostics
    }

    /// 9999-12-31T00:00:00Z: no end for events that do not recur.
    static let farFuture = 253_402_214_400

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
            return .instant(
                Date(timeIntervalSince1970: TimeInterval(FoundationZoneRules(options.timeZone).utc(wall: wall))))
        case .dateTime: return .instant(Date(timeIntervalSince1970: TimeInterval(time.utc)))
        }
    }

    /// Attendee and organizer references per VEVENT (keyed by its line), built once however many
    /// occurrences share them.
    private struct PeopleCache {
        var byLine: [Int: (attendees: [PersonRef], organizer: PersonRef?)] = [:]

        mutating func people(_ event: CalendarEvent) -> (attendees: [PersonRef], organizer: PersonRef?) {
            if let known = byLine[event.line] { return known }
            let made = (event.attendees, event.organizer)
            byLine[event.line] = made
            return made
        }
    }

    private func document(
        _ occurrence: EventOccurrence, uid: String, recurring: Bool, people cache: inout PeopleCache, file: ImportFile,
        options: ImportOptions
    ) -> Document {
        let event = occurrence.event
        let people = cache.people(event)
        let start = sourceDate(occurrence.start, options: options)
        let hasEnd = occurrence.end.utc != occurrence.start.utc || occurrence.start.isDate
        let day = start.day(in: options.timeZone)
        let meeting = Meeting(
            uid: uid, start: start, end: hasEnd ? sourceDate(occurrence.end, options: options) : nil,
            location: event.location?.nilIfEmpty, description: event.description?.nilIfEmpty,
            attendees: people.attendees, organizer: people.organizer, isCancelled: event.isCancelled,
            occurrence: recurring ? day : nil)
        let title = event.summary?.trimmed.nilIfEmpty ?? "(untitled event)"
        let id: SourceID = recurring ? .event(uid: uid, occurrence: day) : .event(uid: uid)
        return Document(id: id, title: title, date: start, origin: file.path, content: .meeting(meeting))
    }
}
