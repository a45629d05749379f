import Foundation
import RecallCore

/// A source ready to be written: its row, its people mentions and its embedded chunks.
public struct StoredSource: Sendable {
    public var document: Document
    /// Hash of the canonical document JSON plus the embedder fingerprint; unchanged hash = nothing to do.
    public var contentHash: String
    /// The local day (`YYYY-MM-DD`) that date-window filters compare against.
    public var day: CalendarDay?
    /// The last day of a source that runs over several days (``Meeting/lastDay(in:)``), nil for
    /// one that fits in `day`: a date window keeps a source whose days overlap it.
    public var lastDay: CalendarDay?
    /// Seconds since 1970 for recency ordering.
    public var timestamp: Double?
    public var chunks: [StoredChunk]
    /// The document's canonical JSON when the caller already has it (``DocumentCoding/json(_:)``
    /// of `document`); nil: the store encodes it.
    public var payload: String?

    public init(
        document: Document, contentHash: String, day: CalendarDay?, lastDay: CalendarDay? = nil, timestamp: Double?,
        chunks: [StoredChunk], payload: String? = nil
    ) {
        self.document = document
        self.contentHash = contentHash
        self.day = day
        self.lastDay = lastDay
        self.timestamp = timestamp
        self.chunks = chunks
        self.payload = payload
    }
}

/// One chunk with its vector and the text full-text search indexes.
public struct StoredChunk: Sendable {
    public var ordinal: Int
    public var field: ChunkField
    /// The text shown to the user.
    public var text: String
    /// The text indexed for BM25 (title plus text).
    public var searchText: String
    public var vector: [Double]

    public init(ordinal: Int, field: ChunkField, text: String, searchText: String, vector: [Double]) {
        self.ordinal = ordinal
        self.field = field
        self.text = text
        self.searchText = searchText
        self.vector = vector
    }
}

/// A chunk read back with its source's metadata, for printing results.
public struct ChunkRecord: Sendable, Hashable {
    public var chunkID: Int64
    public var sourceID: SourceID
    public var kind: SourceKind
    public var ordinal: Int
    public var field: ChunkField
    public var title: String
    public var date: String?
    public var day: CalendarDay?
    public var timestamp: Double?
    public var origin: String
    public var text: String
    public var cancelled: Bool
    /// Number of attendees (meetings) — large audiences rank lower for "discuss" questions.
    public var audience: Int
    public var people: [String]
}

/// How the meetings a filter keeps were held, read from their location (`sources.interaction`:
/// `video` for a call, `inPerson` for a place, NULL for none).
public enum MeetingVenueFilter: Sendable, Hashable {
    /// Not on a call: "when did I last see Priya in person". Meetings without a location stay.
    case notOnACall
    /// On a call: "which Initech calls were on Meet", "last call with the partner manager".
    /// Meetings without a location are left out.
    case onACall
}

/// Which sources a search may consider; every part is optional and they combine with AND.
public struct SourceFilter: Sendable, Hashable {
    /// Half-open window of local days `[from, to)`.
    public var from: CalendarDay?
    public var to: CalendarDay?
    public var kinds: Set<SourceKind>
    /// Touchpoint interaction types (other kinds pass when `kinds` allows them).
    public var interactionTypes: Set<InteractionType>
    /// People every source must involve (each matched through its ids, emails or names).
    public var people: [PersonIdentity]
    /// Leave cancelled meetings out.
    public var excludeCancelled: Bool
    /// Let undated sources (person cards, undated notes) through the date bounds.
    public var keepsUndated: Bool = false
    /// Keep only undated sources (undated notes, cards); with date bounds, nothing passes.
    public var undatedOnly: Bool = false
    /// Let a source that began before `from` and still runs on it (``StoredSource/lastDay``: a
    /// week's leave) through. A browse of a window leaves it out: "what meetings did I have
    /// yesterday" does not list the leave that began last week.
    public var keepsRunning: Bool = true
    /// Match people only where they took part, not where a touchpoint merely mentions them.
    public var participantsOnly: Bool = false
    /// Keep only the meetings held one way (``MeetingVenueFilter``); other kinds are not affected.
    public var meetingVenue: MeetingVenueFilter?
    /// Keep only sources from these files or folders (`--source`): an origin equal to one, or
    /// under one when it is a folder (absolute paths). Read from SQL, never from facet words.
    public var origins: [String] = []

    public init(
        from: CalendarDay? = nil, to: CalendarDay? = nil, kinds: Set<SourceKind> = [],
        interactionTypes: Set<InteractionType> = [], people: [PersonIdentity] = [], excludeCancelled: Bool = false
    ) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.interactionTypes = interactionTypes
        self.people = people
        self.excludeCancelled = excludeCancelled
    }

    public var isEmpty: Bool {
        from == nil && to == nil && kinds.isEmpty && interactionTypes.isEmpty && people.isEmpty && !excludeCancelled
            && meetingVenue == nil && origins.isEmpty && !undatedOnly
    }
}

/// Counts for `recall status`.
public struct StoreStatus: Sendable {
    public var sourcesByKind: [SourceKind: Int]
    public var chunks: Int
    /// Distinct stored vectors: identical chunks (a recurring meeting's agenda) share one.
    public var vectors = 0
    public var people: Int
    public var counters: [String: Int]
    public var fileSize: Int64
}

/// What one write changed.
public struct WriteSummary: Sendable, Hashable {
    public var added = 0
    public var updated = 0
    public var removed = 0
    public init() {}
}

/// How the store recognizes one person in sources: record ids, emails and normalized names.
public struct PersonIdentity: Sendable, Hashable, Codable {
    /// Person ids without the `person:` prefix (several when records were merged).
    public var ids: [String]
    public var emails: [String]
    /// Normalized full names and aliases (see `TextNormalizer.normalize`).
    public var names: [String]

    public init(ids: [String], emails: [String], names: [String]) {
        self.ids = ids
        self.emails = emails
        self.names = names
    }
}

/// One person as Recall knows them, merged across people files, vCards and attendees.
public struct PersonEntry: Sendable, Hashable {
    public var identity: PersonIdentity
    /// The display name.
    public var name: String
    /// Other names (aliases, nicknames, other spellings seen).
    public var aliases: [String]
    public var organization: String?
    public var jobTitle: String?
    /// Person sources behind this entry (empty for someone known only as an attendee).
    public var records: [PersonRecord]
    /// Meetings, touchpoints and notes involving the person, up to the directory's day; meetings
    /// with more than 12 attendees (broadcasts) are not counted.
    public var interactions: Int
    /// The most recent meeting or touchpoint day, and its kind.
    public var lastContact: CalendarDay?
    public var lastContactKind: SourceKind?
    /// Titles of the small meetings (12 attendees or fewer, not cancelled) the person attended:
    /// what they met the user about ("Interview: Ines Costa (Analyst)"). A comma inside a
    /// title splits it in two (SQLite 3.40's `group_concat(DISTINCT …)` takes no separator).
    public var meetingTitles: [String] = []
    /// The days of the meetings the person had alone with the user (one or two attendees, not
    /// cancelled), for the rhythm of their one-to-ones (``MeetingRhythm``).
    public var oneOnOneDays: [CalendarDay] = []
    /// The most recent direct contact: a touchpoint with them (a call, a message, a visit) or a
    /// meeting of at most ``PersonEntry/smallMeeting`` attendees they took part in; nil for
    /// someone only ever seen in larger meetings.
    public var lastDirectContact: CalendarDay?
    /// How many such direct contacts there were, up to the directory's day.
    public var directContacts = 0

    /// The most attendees a meeting has and still counts as direct contact (a 1:1, a small group).
    public static let smallMeeting = 5

    /// The primary id (without `person:`).
    public var id: String { identity.ids.first ?? identity.emails.first ?? name }
}
