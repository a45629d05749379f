import Foundation
import RecallCore

/// The public JSON form of a stored document (`document` in `get`, `export` and the MCP `get`
/// tool): plain snake_case keys, ISO-8601 dates, no Swift coding artefacts. The stored payload's
/// own coding stays private to the store and may change; this form only ever gains keys within a
/// ``source`` version. Documented in the README ("Public JSON").
enum PublicSchema {
    /// The `schema` of a source object (`get`, `export` lines, MCP `get`).
    static let source = "recall.source/1"
    /// The `schema` of `recall export`'s header line.
    static let export = "recall.export/2"

    /// The document's kind-specific fields.
    static func document(_ document: Document) -> [String: Any] {
        switch document.content {
        case .meeting(let meeting): self.meeting(meeting)
        case .note(let note): ["body": note.body, "tags": note.tags, "people": note.people.map(person)]
        case .touchpoint(let touchpoint): self.touchpoint(touchpoint)
        case .person(let record): self.record(record)
        }
    }

    /// `{"uid","start","end","location","description","attendees","organizer","cancelled","occurrence"}`.
    static func meeting(_ meeting: Meeting) -> [String: Any] {
        [
            "uid": meeting.uid, "start": meeting.start.iso8601, "end": meeting.end?.iso8601 ?? NSNull(),
            "location": meeting.location ?? NSNull(), "description": meeting.description ?? NSNull(),
            "attendees": meeting.attendees.map(person), "organizer": meeting.organizer.map(person) ?? NSNull(),
            "cancelled": meeting.isCancelled, "occurrence": meeting.occurrence?.description ?? NSNull(),
        ]
    }

    /// `{"person","interaction","note","summary","mentioned_people"}`.
    static func touchpoint(_ touchpoint: Touchpoint) -> [String: Any] {
        [
            "person": person(touchpoint.person), "interaction": interaction(touchpoint.interactionType),
            "note": touchpoint.rawNote, "summary": touchpoint.summary ?? NSNull(),
            "mentioned_people": touchpoint.mentionedPeople.map(person),
        ]
    }

    /// `{"id","name","aliases","emails","organization","job_title","phones","birthday","note","facts"}`.
    static func record(_ record: PersonRecord) -> [String: Any] {
        [
            "id": record.id, "name": record.name, "aliases": record.aliases, "emails": record.emails,
            "organization": record.organization ?? NSNull(), "job_title": record.jobTitle ?? NSNull(),
            "phones": record.phones, "birthday": record.birthday?.description ?? NSNull(),
            "note": record.note ?? NSNull(),
            "facts": record.facts.map { fact in
                [
                    "category": fact.category, "key": fact.key, "value": fact.value,
                    "date": fact.date?.description ?? NSNull(),
                ]
                    as [String: Any]
            },
        ]
    }

    /// `{"name","email","person_id"}`, each a string or null.
    static func person(_ reference: PersonRef) -> [String: Any] {
        [
            "name": reference.name ?? NSNull(), "email": reference.email ?? NSNull(),
            "person_id": reference.personID ?? NSNull(),
        ]
    }

    /// `phone_call`, `in_person`, `text`, `video`, `social` or `other`.
    static func interaction(_ type: InteractionType) -> String {
        switch type {
        case .phoneCall: "phone_call"
        case .inPerson: "in_person"
        case .text: "text"
        case .video: "video"
        case .social: "social"
        case .other: "other"
        }
    }
}
