import Foundation

/// One indexed source (a meeting, a note, a touchpoint or a person), as an importer produced it.
public struct Document: Sendable, Hashable, Codable {
    public var id: SourceID
    public var kind: SourceKind { content.kind }
    public var title: String
    /// When it happened; nil for undated notes and people.
    public var date: SourceDate?
    /// The file it came from (as given on the command line, or `-` for stdin).
    public var origin: String
    public var content: Content

    public init(id: SourceID, title: String, date: SourceDate?, origin: String, content: Content) {
        self.id = id
        self.title = title
        self.date = date
        self.origin = origin
        self.content = content
    }

    /// The kind-specific payload.
    public enum Content: Sendable, Hashable, Codable {
        case meeting(Meeting)
        case note(Note)
        case touchpoint(Touchpoint)
        case person(PersonRecord)

        public var kind: SourceKind {
            switch self {
            case .meeting: .meeting
            case .note: .note
            case .touchpoint: .touchpoint
            case .person: .person
            }
        }
    }

    /// People a source only mentions (a touchpoint's `mentioned_people`): they were talked about,
    /// not talked to, so they do not count as contact.
    public var mentionedOnly: [PersonRef] {
        guard case .touchpoint(let touchpoint) = content else { return [] }
        return touchpoint.mentionedPeople.filter { $0 != touchpoint.person }
    }

    /// Everyone this source involves: attendees, organizer, touchpoint person, mentioned people.
    public var people: [PersonRef] {
        var result: [PersonRef] = []
        switch content {
        case .meeting(let meeting):
            result = meeting.attendees + (meeting.organizer.map { [$0] } ?? [])
        case .note(let note):
            result = note.people
        case .touchpoint(let touchpoint):
            result = [touchpoint.person] + touchpoint.mentionedPeople
        case .person(let person):
            result = [PersonRef(name: person.name, email: person.emails.first, personID: person.id)]
        }
        var seen = Set<String>()
        return result.filter {
            seen.insert(($0.personID ?? "") + "|" + ($0.email ?? "") + "|" + ($0.name ?? "")).inserted
        }
    }

    /// Whether the source was cancelled (a cancelled meeting is kept but never presented as a discussion).
    public var isCancelled: Bool {
        if case .meeting(let meeting) = content { return meeting.isCancelled }
        return false
    }
}

/// A calendar event or one occurrence of a recurring series.
public struct Meeting: Sendable, Hashable, Codable {
    public var uid: String
    public var start: SourceDate
    public var end: SourceDate?
    public var location: String?
    public var description: String?
    public var attendees: [PersonRef]
    public var organizer: PersonRef?
    public var isCancelled: Bool
    /// Set for an occurrence of a recurring series: the occurrence's local start date.
    public var occurrence: CalendarDay?

    public init(
        uid: String, start: SourceDate, end: SourceDate? = nil, location: String? = nil,
        description: String? = nil, attendees: [PersonRef] = [], organizer: PersonRef? = nil,
        isCancelled: Bool = false, occurrence: CalendarDay? = nil
    ) {
        self.uid = uid
        self.start = start
        self.end = end
        self.location = location
        self.description = description
        self.attendees = attendees
        self.organizer = organizer
        self.isCancelled = isCancelled
        self.occurrence = occurrence
    }
}

extension Meeting {
    /// The last local day a meeting that runs over several days covers ("Annual leave" from 30
    /// September to 4 October: 4 October), or nil when it ends on the day it starts. An all-day
    /// end is exclusive (RFC 5545 `DTEND;VALUE=DATE`); a timed end at midnight covers no part of that day.
    public func lastDay(in timeZone: TimeZone) -> CalendarDay? {
        let first = start.day(in: timeZone)
        let last: CalendarDay? =
            switch end {
            case .day(let day): day.adding(days: -1)
            case .instant(let date): CalendarDay(date.addingTimeInterval(-1), in: timeZone)
            case nil: nil
            }
        guard let last, last > first else { return nil }
        return last
    }
}

/// A note: markdown, text, an Evernote or Keep export, meeting minutes.
public struct Note: Sendable, Hashable, Codable {
    public var body: String
    public var tags: [String]
    /// People the note names in front matter or an "Attendees"/"Present" section.
    public var people: [PersonRef]

    public init(body: String, tags: [String] = [], people: [PersonRef] = []) {
        self.body = body
        self.tags = tags
        self.people = people
    }
}

/// How a touchpoint happened.
public enum InteractionType: String, Codable, Sendable, CaseIterable {
    case phoneCall, inPerson, text, video, social, other
}

/// A logged interaction with a person.
public struct Touchpoint: Sendable, Hashable, Codable {
    public var person: PersonRef
    public var interactionType: InteractionType
    public var rawNote: String
    public var summary: String?
    public var mentionedPeople: [PersonRef]

    public init(
        person: PersonRef, interactionType: InteractionType, rawNote: String, summary: String? = nil,
        mentionedPeople: [PersonRef] = []
    ) {
        self.person = person
        self.interactionType = interactionType
        self.rawNote = rawNote
        self.summary = summary
        self.mentionedPeople = mentionedPeople
    }
}

/// A dated fact about a person ("work", "title", "Staff engineer", 2025-03-01).
public struct PersonFact: Sendable, Hashable, Codable {
    public var category: String
    public var key: String
    public var value: String
    public var date: CalendarDay?

    public init(category: String, key: String, value: String, date: CalendarDay? = nil) {
        self.category = category
        self.key = key
        self.value = value
        self.date = date
    }
}

/// A person: from a people file, a vCard, or created from an attendee's email.
public struct PersonRecord: Sendable, Hashable, Codable {
    /// The id without the `person:` prefix.
    public var id: String
    public var name: String
    public var aliases: [String]
    public var emails: [String]
    public var organization: String?
    public var jobTitle: String?
    public var phones: [String]
    public var birthday: CalendarDay?
    public var note: String?
    public var facts: [PersonFact]

    public init(
        id: String, name: String, aliases: [String] = [], emails: [String] = [], organization: String? = nil,
        jobTitle: String? = nil, phones: [String] = [], birthday: CalendarDay? = nil, note: String? = nil,
        facts: [PersonFact] = []
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.emails = emails.map(PersonRef.canonicalEmail)
        self.organization = organization
        self.jobTitle = jobTitle
        self.phones = phones
        self.birthday = birthday
        self.note = note
        self.facts = facts
    }
}
