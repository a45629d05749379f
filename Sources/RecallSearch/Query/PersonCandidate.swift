import Foundation
import RecallCore

/// A person the query may name, with what is known to rank them.
public struct PersonCandidate: Hashable, Sendable {
    /// The person's id (as in `SourceID.person(id)`).
    public var id: String
    /// Display name, e.g. "Sarah Chen".
    public var name: String
    /// Other names the person goes by ("Sasha", "DJ", a maiden name).
    public var aliases: [String]
    public var emails: [String]
    /// How many sources mention the person; more means more likely meant.
    public var interactionCount: Int
    /// The last day the user was in contact with the person.
    public var lastContact: CalendarDay?
    /// Organization, title, facts and the titles of the meetings they attended, as texts; used to
    /// break ties between people with the same first name or the same description.
    public var contextWords: [String]
    /// Where the person works ("Linklaw LLP"), for "the Linklaw lawyer".
    public var organization: String?
    /// Their job title ("Design Lead"), for "the design lead".
    public var title: String?
    /// What they are to the user, as the contact data says it ("my manager", "mentor; my manager at
    /// Quill 2019-2022"), for "my manager" and "my mentor".
    public var relationships: [String] = []

    public init(
        id: String, name: String, aliases: [String] = [], emails: [String] = [], interactionCount: Int = 0,
        lastContact: CalendarDay? = nil, contextWords: [String] = [], organization: String? = nil, title: String? = nil,
        relationships: [String] = []
    ) {
        self.relationships = relationships
        self.id = id
        self.name = name
        self.aliases = aliases
        self.emails = emails
        self.interactionCount = interactionCount
        self.lastContact = lastContact
        self.contextWords = contextWords
        self.organization = organization
        self.title = title
    }

    /// `ln(1 + interactions) + 1 / (1 + days since last contact / 30)`: frequent and recent rank higher.
    public func contextScore(today: CalendarDay) -> Double {
        var score = log(1 + Double(max(0, interactionCount)))
        if let lastContact {
            let days = Double(max(0, today.dayNumber - lastContact.dayNumber))
            score += 1 / (1 + days / 30)
        }
        return score
    }
}

/// How a query word matched a person.
public enum PersonMatchKind: String, Sendable, Hashable, CaseIterable {
    /// The full name or an alias, as typed (case aside).
    case exact
    /// First and last name, skipping middle names or with a different accenting of none.
    case fullName
    case firstName
    case lastName
    case email
    /// A common nickname of the first name ("Mike" → Michael) or the reverse.
    case nickname
    /// Within a small edit distance, or sounding alike ("Pria" → Priya).
    case misspelling
    /// Equal only once accents are removed ("Zoe" → Zoë).
    case unaccented
    /// Described by job title or organization: "the CTO", "the Linklaw lawyer".
    case role
}

/// One person named in the query.
public struct PersonMatch: Hashable, Sendable {
    /// The chosen candidate's id.
    public var candidateID: String
    /// The chosen candidate's display name.
    public var name: String
    /// The query text that named the person, e.g. "Dana's" or "Sarah Chen".
    public var matchedText: String
    /// Character offsets of `matchedText` in the query.
    public var range: Range<Int>
    public var kind: PersonMatchKind
    /// 0…1: how sure the match is (kind, lowered when ambiguous).
    public var score: Double
    /// Other candidates the same words could mean, best first (ids).
    public var alternatives: [String]
    /// e.g. "Sarah → Sarah Chen (3 other Sarahs: Sarah Kim, Sarah Lee, Sarah Park)".
    public var explanation: String

    public init(
        candidateID: String, name: String, matchedText: String, range: Range<Int>, kind: PersonMatchKind,
        score: Double, alternatives: [String] = [], explanation: String
    ) {
        self.candidateID = candidateID
        self.name = name
        self.matchedText = matchedText
        self.range = range
        self.kind = kind
        self.score = score
        self.alternatives = alternatives
        self.explanation = explanation
    }
}
