import Foundation
import RecallCore

/// A half-open range of calendar days `[start, end)`; a nil bound is unbounded.
public struct DateWindow: Hashable, Sendable, CustomStringConvertible {
    /// First day inside the window, or nil for "since the beginning of time".
    public var start: CalendarDay?
    /// First day after the window, or nil for "no end".
    public var end: CalendarDay?
    /// A human label: "August 2026", "last week (2026-11-09 – 2026-11-15)".
    public var label: String
    /// Whether the words only roughly bound it ("recently", "lately": the last 30 days), so that a
    /// search finding nothing inside may look beyond it.
    public var isVague = false
    /// Whether the words named a month without its year ("the October SRE hiring sync"), which is
    /// taken as the most recent one: a topic found nowhere in it may be the year before's.
    public var yearGuessed = false
    /// The day the words point at when they name a time only roughly around it ("this time last
    /// year"): with nothing topical, what is nearest it comes first.
    public var center: CalendarDay?

    public init(start: CalendarDay?, end: CalendarDay?, label: String) {
        self.start = start
        self.end = end
        self.label = label
    }

    /// Whether `day` falls inside the window.
    public func contains(_ day: CalendarDay) -> Bool {
        if let start, day < start { return false }
        if let end, day >= end { return false }
        return true
    }

    /// The window as instants in `timeZone`: local midnight of `start`, local midnight of `end`.
    public func instants(in timeZone: TimeZone) -> (start: Date?, end: Date?) {
        (start?.start(in: timeZone), end?.start(in: timeZone))
    }

    public var description: String {
        "[\(start?.description ?? "…"), \(end?.description ?? "…")) \(label)"
    }
}

/// What the user wants: a conversation, the last contact, a fact about someone, or plain search.
public enum QueryIntent: String, Sendable, Hashable, CaseIterable {
    /// "what did I discuss with Sarah", "talked about", "met".
    case discuss
    /// "when did I last talk to Pria", "last time I saw Mike", "last contact".
    case lastContact
    /// "who is Dana's manager", "what is Mike's email".
    case factLookup
    /// "who haven't I talked to in a while": people gone quiet (``UnderstoodQuery/quietDays``).
    case quietPeople
    /// Anything else.
    case search
}

/// A query after parsing: filters, people, intent and the words left to search for.
public struct UnderstoodQuery: Hashable, Sendable {
    /// The query as typed.
    public var original: String
    /// The time filter, when the query names one.
    public var window: DateWindow?
    /// People named in the query, in query order.
    public var people: [PersonMatch]
    /// Kinds of source the query restricts to (empty = all).
    public var kinds: Set<SourceKind>
    /// Touchpoint interaction types the query restricts to (empty = all).
    public var interactionTypes: Set<InteractionType>
    public var intent: QueryIntent
    /// Normalized words left after removing time, people, kinds, intent phrases and stopwords; "" when none.
    public var topicalText: String
    /// The same words with the stopwords kept, for phrases a stopword is part of ("bring on",
    /// "sign up"; ``SearchRequest/phrasing``).
    public var topicalPhrasing = ""
    /// Whether a named person is followed by a possessive and a word: "Hugo's wedding", "Marcus's cat".
    public var namesPossession = false
    /// Whether a "last" is left that no time or last-contact phrase took: "my last 1:1 notes with Jon",
    /// "the last offsite" ask for the most recent of what matches.
    public var asksLast = false
    /// Whether a "next" or "upcoming" is left that no time phrase took: "my next 1:1 with Felix",
    /// "upcoming meetings" ask for what comes after now, soonest first ("next steps" is a topic).
    public var asksNext = false
    /// Whether ``people`` are alternatives, any of whom will do ("anyone from Salesforce"), rather
    /// than people who must all be involved ("Sarah and Raj").
    public var peopleAreAlternatives = false
    /// With ``QueryIntent/quietPeople``: how many days without contact make someone quiet.
    public var quietDays: Int?
    /// Whether the question is put in the present or future ("am I meeting Olivia this week", "will
    /// I see Mike"): its window is not cut off at today like a past conversation's.
    public var looksAhead = false
    /// Whether the question asks how many or how often ("how many times did I talk to Marcus this
    /// year"): the words leave the topic, and `ask` counts what the filters admit.
    public var asksCount = false
    /// Whether the question asks who took part: "who was at the offsite", "who came to the QBR",
    /// "who joined the walkthrough" (the attendee lists answer it).
    public var asksAttendees = false
    /// Whether the question asks where, or whether, someone was met in person: "where did I meet
    /// Pavel", "on site at Halden Health's office", "face to face" (a meeting's physical venue
    /// answers it; ``QueryUnderstanding/venueCue(_:people:used:)``).
    public var asksVenue = false
    /// Whether the venue asked about is someone's premises ("on site at Halden Health's office",
    /// "their offices", "site visits"): only a meeting at a place that names the topic answers it.
    public var asksPremises = false
    /// Whether the premises asked about are any customer's ("which customer offices did I visit",
    /// "did I ever travel to Leeds for a client"): only a venue that names one of
    /// ``premisesOrganizations`` answers it.
    public var asksClientPremises = false
    /// The name words of the organizations other than the user's own, one space-joined entry each,
    /// when the question asks for customers' premises (``asksClientPremises``).
    public var premisesOrganizations: [String] = []
    /// The organization the question describes by its kind of business instead of naming it ("the
    /// SSO rollout with the healthcare customer": "Halden Health"): the evidence must name it, as
    /// if typed, while the words that describe it stay the topic. Nil otherwise, and for a venue
    /// question, whose topic the name opens instead.
    public var describedOrganization: String?
    /// Whether the question asks for meetings in the flesh: "in person", "face to face", "irl"
    /// (meetings held on a call do not count; ``QueryUnderstanding/inPersonCue(_:used:)``).
    public var asksInPerson = false
    /// Whether the question asks for calls ("calls", "video call", not "phone calls") and no other
    /// kind: meetings held on a call count beside the call touchpoints
    /// (``QueryUnderstanding/namesCall(_:used:)``); for the last call, only when there is no call touchpoint.
    public var asksCalls = false
    /// Whether the question asks what the named people said or think ("what does Pavel think about
    /// SRE hiring"): their one-to-ones and touchpoints hold their words, not the meetings of ten
    /// they sat in (``QueryVocabulary/opinionWords``).
    public var asksTheirWords = false
    /// Whether the question asks where, or which country or city: a trip's answer names the place
    /// (``SynonymTable/placeAlternatives(for:)``).
    public var asksPlace = false

    public init(
        original: String, window: DateWindow? = nil, people: [PersonMatch] = [], kinds: Set<SourceKind> = [],
        interactionTypes: Set<InteractionType> = [], intent: QueryIntent = .search, topicalText: String = ""
    ) {
        self.original = original
        self.window = window
        self.people = people
        self.kinds = kinds
        self.interactionTypes = interactionTypes
        self.intent = intent
        self.topicalText = topicalText
    }

    /// Puts `words` the question implies before ``topicalText`` ("leave" for "when was I off").
    mutating func prependTopic(_ words: String) {
        topicalText = [words, topicalText].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
