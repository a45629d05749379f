import Foundation
import RecallCore

/// A person a question may name, with what is known to tell people apart.
public struct PersonCandidate: Hashable, Sendable {
    /// The person's id (as in `SourceID.person(id)`).
    public var id: String
    /// Display name, e.g. "Ada Byrne".
    public var name: String
    /// Other names the person goes by ("Sasha", "DJ", a maiden name, "Sis").
    public var aliases: [String]
    public var emails: [String]
    /// How many sources involve the person; more means more likely meant.
    public var interactionCount: Int
    /// The last day the user was in contact with the person.
    public var lastContact: CalendarDay?
    /// Organization, title, facts, card note and the titles of the meetings they attended: words that
    /// tell people with one name apart.
    public var contextWords: [String]
    /// Where the person works ("Initech LLP").
    public var organization: String?
    /// Their job title ("Head of Design").
    public var title: String?
    /// What they are to the user, as the contact data says it ("sister", "my manager", a card note
    /// "Mum's mobile"): texts whose relation words ``PersonDirectory`` reads.
    public var relationships: [String] = []

    public init(
        id: String, name: String, aliases: [String] = [], emails: [String] = [], interactionCount: Int = 0,
        lastContact: CalendarDay? = nil, contextWords: [String] = [], organization: String? = nil,
        title: String? = nil, relationships: [String] = []
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.emails = emails
        self.interactionCount = interactionCount
        self.lastContact = lastContact
        self.contextWords = contextWords
        self.organization = organization
        self.title = title
        self.relationships = relationships
    }

    /// `ln(1 + interactions) + 1 / (1 + days since last contact / 30)`: frequent and recent rank higher.
    public func contextScore(today: CalendarDay) -> Double {
        var score = log(1 + Double(max(0, interactionCount)))
        if let lastContact {
            score += 1 / (1 + Double(max(0, today.dayNumber - lastContact.dayNumber)) / 30)
        }
        return score
    }
}

/// How question words matched a person.
public enum PersonMatchKind: String, Sendable, Hashable, CaseIterable {
    /// The full name or an alias, as typed (case aside).
    case exact
    /// First and last name with middle names or initials skipped, or accents typed differently.
    case fullName
    case firstName
    case lastName
    case email
    /// A diminutive of the first name ("Mike" → Michael, "Quim" → Joaquim) or the reverse.
    case nickname
    /// The start or end of a first name ("Fede" → Federico, "Nando" → Fernando).
    case shortened
    /// A first name with a surname initial ("Dana K."), or an initial with a surname ("J. Patel").
    case initial
    /// Within a small edit distance, or sounding alike ("Pria" → Priya).
    case misspelling
    /// Equal only once accents are removed ("Zoe" → Zoë).
    case unaccented
    /// Named by relation ("my sister", "mum").
    case relation
    /// Described by job title ("the CTO", "the head of sales").
    case role
}

/// One person the question names.
public struct PersonMatch: Hashable, Sendable {
    /// The chosen candidate's id.
    public var candidateID: String
    /// The chosen candidate's display name.
    public var name: String
    /// The question text that named the person, e.g. "Dana's" or "Ada Byrne".
    public var matchedText: String
    public var kind: PersonMatchKind
    /// 0…1: how sure the match is (its kind, lowered when others fit as well).
    public var score: Double
    /// Other candidates the same words could mean, best first (ids).
    public var alternatives: [String]
    /// Other entries that are the same person written another way: the same first and last name with
    /// a middle name or initial in one of them ("James M Snell" and "James Snell").
    public var samePerson: [String] = []
    /// e.g. "Ada → Ada Byrne (1 other Ada: Ada Moss)".
    public var explanation: String

    public init(
        candidateID: String, name: String, matchedText: String, kind: PersonMatchKind, score: Double,
        alternatives: [String] = [], samePerson: [String] = [], explanation: String
    ) {
        self.samePerson = samePerson
        self.candidateID = candidateID
        self.name = name
        self.matchedText = matchedText
        self.kind = kind
        self.score = score
        self.alternatives = alternatives
        self.explanation = explanation
    }
}
