import Foundation
import RecallCore

/// What the user wants done.
public enum QueryIntent: String, Sendable, Hashable, CaseIterable {
    /// Anything else: rank sources by the topic.
    case search
    /// "what did I discuss with Sarah", "what did Bob say": conversations first.
    case discuss
    /// "when did I last talk to Priya": the newest interactions with them.
    case lastContact
    /// "who is Dana", "what's Mike's email": a person's facts; their card leads.
    case factLookup
    /// "who haven't I talked to in a while": people gone quiet.
    case quietPeople
    /// "whose birthday is in November": the cards whose birthday falls in the window.
    case birthdays
    /// "how many calls with Mike this year": a count of what the filters admit.
    case count
    /// "who was at the offsite": the attendee lists answer.
    case attendees
}

/// An order of the results in time.
public enum ResultOrder: String, Sendable, Hashable, CaseIterable {
    /// Among the strong matches, the oldest first ("my first meeting with Priya").
    case oldestFirst
    /// Among the strong matches, the newest first ("the latest on the launch").
    case newestFirst
    /// What comes next, soonest first ("my next 1:1 with Felix").
    case upcoming
}

/// Kinds of source a question asks for, with touchpoint interaction types (empty: any).
public struct KindCue: Sendable, Hashable {
    public var kinds: Set<SourceKind>
    public var interactionTypes: Set<InteractionType>

    public init(kinds: Set<SourceKind>, interactionTypes: Set<InteractionType> = []) {
        self.kinds = kinds
        self.interactionTypes = interactionTypes
    }

    /// Both cues: every kind and interaction type either names.
    public func union(_ other: KindCue) -> KindCue {
        KindCue(kinds: kinds.union(other.kinds), interactionTypes: interactionTypes.union(other.interactionTypes))
    }
}

/// A part of the question the parser understood, how sure it is (0…1) and the rule that read it.
public struct Understood<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var confidence: Double
    public var rule: String

    public init(_ value: Value, confidence: Double, rule: String) {
        self.value = value
        self.confidence = confidence
        self.rule = rule
    }
}

/// A question after parsing: each understood part with its confidence and rule, and the words left
/// to rank by.
public struct QueryParse: Sendable, Hashable {
    /// The question as typed.
    public var original: String
    /// The question's first time window.
    public var window: Understood<DateWindow>?
    /// The people it names or describes, in question order (each ``PersonMatch`` carries its score).
    public var people: [PersonMatch] = []
    /// Names in name positions that nobody in the directory has: the answer must mention them.
    public var unknownPeople: [String] = []
    /// Whether ``people`` are alternatives, any of whom will do ("my sister", a first name two share).
    public var peopleAreAlternatives = false
    /// The kinds of source it asks for.
    public var kinds: Understood<KindCue>?
    /// The parts of a source the answer lives in.
    public var fields: Set<ChunkField> = []
    public var intent: QueryIntent = .search
    public var order: ResultOrder?
    /// With ``QueryIntent/quietPeople``: how many days without contact make someone quiet.
    public var quietDays: Int?
    /// The topic: the words no rule took, stopwords and phrasing left out, in question order.
    public var topic: [String] = []
    /// The topic words that are verbs: in a question narrowed to people or a window they phrase what
    /// happened rather than name a topic.
    public var verbs: Set<String> = []
    /// Topic words one slip from a phrasing word ("discus", "whre"): phrasing if the index never uses
    /// them (the planner asks it), a topic if it does ("lease" is not "please").
    public var mistyped: Set<String> = []
    /// The topic's words as typed, stopwords kept ("bring on", "sign up").
    public var phrasing: [String] = []
    /// Whether the question is about the user's own life: it says I, me, my, we, our or us, or names
    /// someone they know. Readings that would filter an impersonal text ("since 1979", "printed text")
    /// are less sure without it.
    public var isPersonal = false
    /// The factor the window's and kinds' confidence carry for an impersonal text (1 when personal): an
    /// index of one's own dated records may undo it for the window.
    public var impersonalFactor = 1.0
    /// Whether it asks for a fact of a named person ("Dana's title", "where does Mike live").
    public var asksFact = false
    /// Whether it asks what someone said or thinks ("what did Bob say", "what does Dana think"): their
    /// own words are in their one-to-ones and touchpoints more than in the meetings of ten they sat in.
    public var asksTheirWords = false
    /// Whether it is put in the present or future ("am I meeting Olivia this week").
    public var looksAhead = false
    /// Every claim, in question order: which rule of which stage read which words.
    public var claims: [Claim] = []
    /// The question's tokens, which ``Claim/tokens`` index.
    public var tokens: [QueryToken] = []

    public init(original: String) {
        self.original = original
    }

    /// The topic as one space-joined string ("" when none).
    public var topicText: String { topic.joined(separator: " ") }

    /// One line per claim for `--explain`: "time.month 'in August' → August 2026 (1.00)".
    public func trace(_ tokens: [QueryToken]) -> [String] {
        claims.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }.map { claim in
            let words = tokens[claim.tokens].map(\.text).joined(separator: " ")
            let confidence = String(format: "%.2f", claim.confidence)
            return "\(claim.rule) \"\(words)\" → \(Self.describe(claim.production)) (\(confidence))"
        }
    }

    static func describe(_ production: Production) -> String {
        switch production {
        case .window(let window): window.label
        case .person(let match): match.name
        case .unknownPerson(let name): "unknown person \(name)"
        case .kinds(let cue):
            (cue.kinds.map(\.rawValue).sorted() + cue.interactionTypes.map(\.rawValue).sorted()).joined(separator: ", ")
        case .field(let field): field.rawValue
        case .intent(let intent): "intent \(intent.rawValue)"
        case .order(let order): "order \(order.rawValue)"
        case .phrasing: "phrasing"
        case .topic(let words): "topic \"\(words)\""
        }
    }
}
