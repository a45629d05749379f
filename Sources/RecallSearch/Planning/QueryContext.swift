import Foundation
import RecallCore
import RecallStore

/// What a question was resolved to, printed with its results: the window, the people, the kinds, the
/// topic ranked, and every decision worth saying (`--explain`, and what was relaxed to find an answer).
public struct QueryContext: Sendable {
    public var windowLabel: String?
    public var windowFrom: CalendarDay?
    public var windowTo: CalendarDay?
    public var people: [String] = []
    /// Question-level notes: how the question was read, what was relaxed, why nothing answered.
    public var explanation: [String] = []
    /// The topical words that were ranked, nil when only filters decided.
    public var topic: String?
    /// The kinds of source the search was restricted to (empty: all) and, for touchpoints, their
    /// interaction types (empty: all).
    public var kinds: Set<SourceKind> = []
    public var interactionTypes: Set<InteractionType> = []
    /// How the meetings it kept were held.
    public var meetingVenue: MeetingVenueFilter?
    /// What an empty answer says it looked for when that is not a kind of source ("birthdays").
    public var soughtNoun: String?
    /// Whether ``people`` are alternatives, any of whom a source may involve.
    public var anyOfPeople = false
    /// The names of the relaxations that found the answer (``Relaxation``), in order.
    public var relaxed: [String] = []
    /// Whose action items were asked for ("what does Hannah owe me"), and whether that is the account
    /// holder ("my open action items").
    public var assignee: String?
    public var assigneeIsYou = false
    /// The zone times are shown in; the planner sets the question's zone.
    public var timeZone = TimeZone(identifier: "UTC")!

    public init() {}

    /// Nothing resolved.
    public static let none = QueryContext()

    /// The people as a phrase: "Ada Byrne and Tom Reyes"; alternatives "Ana Ruiz or Dana Quinn", or
    /// "any of A, B, C" when there are more than two.
    public var peoplePhrase: String {
        guard anyOfPeople else { return people.joined(separator: " and ") }
        return people.count > 2 ? "any of " + people.joined(separator: ", ") : people.joined(separator: " or ")
    }

    /// Sets the window shown with the results.
    mutating func show(window label: String?, from: CalendarDay?, to: CalendarDay?) {
        (windowLabel, windowFrom, windowTo) = (label, from, to)
    }
}

/// The explicit settings of one question: flags that override what the question says, and how to rank.
public struct QuestionOptions: Sendable {
    /// The instant relative dates resolve against, and the zone dates are read in.
    public var now: Date
    public var timeZone: TimeZone
    /// `--since` (inclusive) and `--until` (inclusive): they replace any window the question names.
    public var since: CalendarDay?
    public var until: CalendarDay?
    /// `--person`: a name, e-mail or id; it replaces the names in the question.
    public var person: String?
    /// `--kind`: they replace the kinds the question names.
    public var kinds: [SourceKind] = []
    public var ranking: Ranking = .hybrid
    public var fusion: Fusion = .weighted
    /// Whether the question is parsed (`--no-understanding` turns it off: the text is ranked as is).
    public var understands = true
    /// Whether the context collects `--explain` notes.
    public var explains = false
    /// One result per chunk instead of one per source.
    public var chunks = false
    public var limit = 5
    public var minScore = 0.3
    /// Parts of understanding switched off by name, to measure what each contributes: parser stages and
    /// rules (``QueryParser/switchingOff(_:)``), fallback steps (``Relaxation/name``), and the planner's
    /// own steps (``PlannerStep``).
    public var switchedOff: Set<String> = []

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Today in ``timeZone``.
    public var today: CalendarDay { CalendarDay(now, in: timeZone) }
}

/// A step of planning or answering besides parsing and the fallback chain, named by its raw value in
/// ``QuestionOptions/switchedOff``.
public enum PlannerStep: String, Sendable, CaseIterable {
    /// Synonyms and bridges of topic words.
    case alternatives
    /// The places within a region the question names (``Gazetteer``).
    case places
    /// A person's card first for a question about their facts.
    case cardPinning = "card-pinning"
    /// A meeting's same-day notes after it in a last-contact answer.
    case minutes
}
