import Foundation

/// Splits documents into field- and paragraph-level chunks.
///
/// - A meeting gives up to six field chunks: title + date, attendees, purpose/agenda,
///   outcomes, action items, location (see ``MeetingDescriptionSplitter``).
/// - A note splits into paragraphs (see ``ParagraphSplitter``); where it is filed closes the first
///   when its path or tags add words (see ``filing(id:title:note:)``).
/// - A touchpoint gives its raw note (chunked like a note) and its summary.
/// - A person gives an identity chunk and one chunk per fact.
public struct Chunker: Sendable {
    /// The zone used to print dates inside chunk text ("Tuesday, 12 August 2025").
    public var timeZone: TimeZone
    /// Which chunking this is. It goes into the index's file and content hashes, so the first
    /// `recall index` after it changes re-reads and re-chunks every file instead of keeping chunks
    /// the current code would not write.
    public var version: Int

    /// Version 2 closes a note's first chunk with where it is filed (``filing(id:title:note:)``).
    public static let currentVersion = 2

    public init(timeZone: TimeZone = .current, version: Int = Chunker.currentVersion) {
        self.timeZone = timeZone
        self.version = version
    }

    /// The chunks of one document, ordinals from 0.
    public func chunks(for document: Document) -> [Chunk] {
        let pieces: [(ChunkField, String)]
        switch document.content {
        case .meeting(let meeting): pieces = meetingPieces(document, meeting)
        case .note(let note):
            var paragraphs = ParagraphSplitter.split(note.body).map { (ChunkField.body, $0) }
            if let filing = Self.filing(id: document.id, title: document.title, note: note) {
                if paragraphs.isEmpty { paragraphs.append((.body, filing)) } else { paragraphs[0].1 += "\n" + filing }
            }
            pieces = paragraphs
        case .touchpoint(let touchpoint): pieces = touchpointPieces(touchpoint)
        case .person(let person): pieces = personPieces(person)
        }
        let people = document.people
        let nonEmpty = pieces.filter { !$0.1.trimmed.isEmpty }
        let fallback = nonEmpty.isEmpty ? [(ChunkField.title, document.title)] : nonEmpty
        return fallback.enumerated().map { index, piece in
            Chunk(
                sourceID: document.id, kind: document.kind, ordinal: index, field: piece.0,
                title: document.title, date: document.date, people: people, origin: document.origin,
                text: piece.1.trimmed)
        }
    }

    private func meetingPieces(_ document: Document, _ meeting: Meeting) -> [(ChunkField, String)] {
        var pieces: [(ChunkField, String)] = []
        let when = DateText.long(meeting.start, in: timeZone)
        let cancelled = meeting.isCancelled ? " (cancelled)" : ""
        pieces.append((.title, "\(document.title)\(cancelled) — \(when)"))
        let names = (meeting.attendees + (meeting.organizer.map { [$0] } ?? [])).map(\.displayName)
        var seen = Set<String>()
        let unique = names.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        if !unique.isEmpty { pieces.append((.attendees, "Attendees: " + unique.joined(separator: ", "))) }
        let sections = MeetingDescriptionSplitter.split(meeting.description ?? "")
        for field in [ChunkField.purpose, .outcomes, .actionItems] {
            if let text = sections[field], !text.isEmpty { pieces.append((field, text)) }
        }
        if let location = meeting.location?.trimmed, !location.isEmpty {
            pieces.append((.location, "Location: \(location)"))
        }
        return pieces
    }

    private func touchpointPieces(_ touchpoint: Touchpoint) -> [(ChunkField, String)] {
        var pieces = ParagraphSplitter.split(touchpoint.rawNote).map { (ChunkField.body, $0) }
        if let summary = touchpoint.summary?.trimmed, !summary.isEmpty, summary != touchpoint.rawNote.trimmed {
            pieces.append((.summary, summary))
        }
        return pieces
    }

    private func personPieces(_ person: PersonRecord) -> [(ChunkField, String)] {
        var identity = person.name
        if !person.aliases.isEmpty { identity += " (also known as \(person.aliases.joined(separator: ", ")))" }
        let role = [person.jobTitle, person.organization].compactMap { $0?.trimmed.nilIfEmpty }
        if !role.isEmpty { identity += ", " + role.joined(separator: " at ") }
        if !person.emails.isEmpty { identity += ". Email: " + person.emails.joined(separator: ", ") }
        if !person.phones.isEmpty { identity += ". Phone: " + person.phones.joined(separator: ", ") }
        if let birthday = person.birthday { identity += ". Birthday: \(birthday)" }
        var pieces: [(ChunkField, String)] = [(.identity, identity)]
        if let note = person.note?.trimmed, !note.isEmpty { pieces.append((.fact, "\(person.name): \(note)")) }
        for fact in person.facts {
            let key = fact.key.replacingOccurrences(of: "_", with: " ")
            let since = fact.date.map { " (since \($0))" } ?? ""
            pieces.append((.fact, "\(person.name) — \(fact.category), \(key): \(fact.value)\(since)"))
        }
        return pieces
    }
}

/// Human-readable dates for chunk text and terminal output.
public enum DateText {
    /// "Monday" for ISO weekday 1 … "Sunday" for 7.
    public static func weekdayName(_ isoWeekday: Int) -> String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][isoWeekday - 1]
    }

    /// "Tuesday, 12 August 2025, 14:00" (or without the time for an all-day date).
    public static func long(_ date: SourceDate, in timeZone: TimeZone) -> String {
        let day = date.day(in: timeZone)
        let weekday = weekdayName(day.isoWeekday)
        let month = monthNames[day.month - 1]
        var text = "\(weekday), \(day.day) \(month) \(day.year)"
        if case .instant(let instant) = date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: instant)
            text += String(format: ", %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        return text
    }

    /// English month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
