import Foundation
import RecallCore
import RecallStore

/// A person's profile and the sources that involve them, newest first (the MCP `person` tool).
struct PersonTimeline {
    var store: RecallStore
    var entry: PersonEntry

    func object(limit: Int) throws -> [String: Any] {
        let ids = try store.chunkIDs(matching: SourceFilter(people: [entry.identity])) ?? []
        var bySource: [SourceID: ChunkRecord] = [:]
        for record in try store.chunkRecords(ids) where record.kind != .person && bySource[record.sourceID] == nil {
            bySource[record.sourceID] = record
        }
        let ordered = bySource.values.sorted { a, b in
            let at = a.timestamp ?? -.infinity
            let bt = b.timestamp ?? -.infinity
            return at != bt ? at > bt : a.sourceID < b.sourceID
        }
        let timeline: [[String: Any]] = ordered.prefix(limit).map { record in
            [
                "id": record.sourceID.rawValue, "kind": record.kind.rawValue, "title": record.title,
                "date": record.date ?? NSNull(), "cancelled": record.cancelled, "origin": record.origin,
            ]
        }
        let facts: [[String: Any]] = entry.records.flatMap(\.facts).map { fact in
            ["category": fact.category, "key": fact.key, "value": fact.value, "date": fact.date?.description ?? NSNull()]
        }
        return [
            "id": entry.id, "name": entry.name, "aliases": entry.aliases, "emails": entry.identity.emails,
            "organization": entry.organization ?? NSNull(), "job_title": entry.jobTitle ?? NSNull(),
            "records": entry.records.map { "person:" + $0.id }, "facts": facts,
            "interactions": entry.interactions, "last_contact": entry.lastContact?.description ?? NSNull(),
            "last_contact_kind": entry.lastContactKind?.rawValue ?? NSNull(),
            "timeline": timeline, "timeline_total": ordered.count,
        ]
    }
}
