import Foundation
import RecallCore
import RecallStore

/// A person's profile and the sources that involve them, newest first (`recall person`, the MCP
/// `person` tool). Facts are read as of `today`; the timeline stops at `today`, so recurring
/// meetings expanded into the future do not count as contact.
struct PersonTimeline {
    var store: RecallStore
    var entry: PersonEntry
    var today: CalendarDay
    /// The zone the text timeline's days are in.
    var timeZone = EffectiveSetting.timeZone(flag: nil)

    /// One line of the timeline.
    struct Item {
        var record: ChunkRecord
        var mentionedOnly: Bool
    }

    /// Meetings, touchpoints and notes involving the person, newest first.
    func items() throws -> [Item] {
        var filter = SourceFilter(to: today.adding(days: 1), people: [entry.identity])
        filter.keepsUndated = true
        let ids = try store.chunkIDs(matching: filter) ?? []
        filter.participantsOnly = true
        let participatedChunks = Set(try store.chunkIDs(matching: filter) ?? [])
        var bySource: [SourceID: ChunkRecord] = [:]
        var participated = Set<SourceID>()
        for record in try store.chunkRecords(ids) where record.kind != .person {
            if participatedChunks.contains(record.chunkID) { participated.insert(record.sourceID) }
            if bySource[record.sourceID] == nil { bySource[record.sourceID] = record }
        }
        return bySource.values.sorted { a, b in
            let at = a.timestamp ?? -.infinity
            let bt = b.timestamp ?? -.infinity
            return at != bt ? at > bt : a.sourceID < b.sourceID
        }.map { Item(record: $0, mentionedOnly: !participated.contains($0.sourceID)) }
    }

    /// Facts with their current reading.
    var facts: [(fact: PersonFact, current: String)] {
        entry.records.flatMap(\.facts).map { ($0, FactAging.current($0, today: today)) }
    }

    func object(limit: Int) throws -> [String: Any] {
        let items = try items()
        let timeline: [[String: Any]] = items.prefix(limit).map { item in
            [
                "id": item.record.sourceID.rawValue, "kind": item.record.kind.rawValue, "title": item.record.title,
                "date": item.record.date ?? NSNull(), "cancelled": item.record.cancelled, "origin": item.record.origin,
                "mentioned_only": item.mentionedOnly,
            ]
        }
        let facts: [[String: Any]] = facts.map { fact, current in
            [
                "category": fact.category, "key": fact.key, "value": fact.value, "current": current,
                "date": fact.date?.description ?? NSNull(),
            ]
        }
        return [
            "id": entry.id, "name": entry.name, "aliases": entry.aliases, "emails": entry.identity.emails,
            "organization": entry.organization ?? NSNull(), "job_title": entry.jobTitle ?? NSNull(),
            "records": entry.records.map { "person:" + $0.id }, "facts": facts,
            "interactions": entry.interactions, "last_contact": entry.lastContact?.description ?? NSNull(),
            "last_contact_kind": entry.lastContactKind?.rawValue ?? NSNull(),
            "timeline": timeline, "timeline_total": items.count,
        ]
    }

    /// The profile and timeline for a terminal.
    func text(limit: Int) throws -> String {
        var out = Terminal.bold(Terminal.sanitize(entry.name))
        if !entry.aliases.isEmpty { out += " (" + entry.aliases.map(Terminal.sanitize).joined(separator: ", ") + ")" }
        if !entry.identity.emails.isEmpty {
            out += " <" + Terminal.singleLine(entry.identity.emails.joined(separator: ", ")) + ">"
        }
        out += "\n"
        let work = [entry.jobTitle, entry.organization].compactMap { $0 }.map(Terminal.sanitize)
        if !work.isEmpty { out += work.joined(separator: " · ") + "\n" }
        let last = entry.lastContact.map {
            "last contact \($0)" + (entry.lastContactKind.map { " (\($0.rawValue))" } ?? "")
        }
        out +=
            ([last, Counted.phrase(entry.interactions, "interaction")].compactMap { $0 }).joined(separator: " · ")
            + "\n"
        if !facts.isEmpty {
            out += "\nFacts\n"
            for (fact, current) in facts { out += "  \(Terminal.sanitize(fact.key)): \(Terminal.sanitize(current))\n" }
        }
        let items = try items()
        guard !items.isEmpty else { return out }
        out += "\nTimeline (newest first\(items.count > limit ? ", \(limit) of \(items.count)" : ""))\n"
        let time = DisplayTime(zone: timeZone)
        for item in items.prefix(limit) {
            let date = time.day(item.record.date)?.description ?? "undated   "
            let flags = (item.record.cancelled ? " [cancelled]" : "") + (item.mentionedOnly ? " [mentioned]" : "")
            out +=
                "  \(date)  \(item.record.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) "
                + "\(Terminal.sanitize(item.record.title))\(flags)\n"
        }
        return out
    }
}
