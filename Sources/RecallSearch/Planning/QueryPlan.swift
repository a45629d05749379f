import RecallCore
import RecallQuery
import RecallStore

/// A question turned into a search: the request, what was understood and how, and the context to print.
public struct QueryPlan: Sendable {
    /// The question as typed.
    public var question: String
    public var request: SearchRequest
    public var context: QueryContext
    /// The parse, nil with `--no-understanding`.
    public var parse: QueryParse?
    /// A question answered by a list of people, not a search ("who haven't I talked to lately"):
    /// the quiet people, most overdue first.
    public var quietPeople: [PersonEntry]?
    /// "whose birthdays are in November": the cards whose birthday falls in the window, each with its
    /// place in it.
    public var birthdays: [SourceID: Int]?
    /// A question about named people's facts: their cards lead the results.
    public var pinsPersonCards = false
    /// Whether the kinds came from the question's words (not `--kind`): a relaxation may drop them.
    public var kindsFromWords = false
    /// Whether the window came from the question's words (not `--since`/`--until`).
    public var windowFromWords = false
    /// The people the question named, resolved in the directory (for relaxations that need their names).
    public var namedPeople: [PersonEntry] = []
    /// Whether the index holds dated records (at least ``QueryPlanner/datedIndexShare`` of its sources
    /// have a day): readings of time narrow only then. Read once per question.
    public var recordsAreDated = true
    /// ``QuestionOptions/switchedOff``: steps the search after planning leaves out.
    public var switchedOff: Set<String> = []

    /// The understood intent (`search` without understanding).
    public var intent: QueryIntent { parse?.intent ?? .search }

    /// Adds an `--explain` note when the options asked for them.
    mutating func explain(_ note: @autoclosure () -> String, when explains: Bool) {
        if explains { context.explanation.append(note()) }
    }
}
