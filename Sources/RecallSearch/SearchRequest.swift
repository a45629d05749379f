import RecallCore
import RecallStore

/// Which rankings a search fuses.
public enum Ranking: String, Sendable, CaseIterable {
    case hybrid, vector, lexical
}

/// How results are ordered.
public enum ResultSort: String, Sendable, CaseIterable {
    /// Best score first, ties by recency.
    case relevance
    /// By date, newest first ("when did I last talk to …").
    case newestFirst
    /// By date, oldest first, undated last ("upcoming meetings", "my first meeting with Priya").
    case soonestFirst
    /// Among the strong results (``SearchRequest/strongFraction`` of the best), newest first; weaker
    /// results follow by score ("the latest on the launch").
    case strongNewestFirst
    /// Among the strong results, oldest first ("when was the first hiring meeting").
    case strongOldestFirst
}

/// What counts as evidence that a question has an answer (``Answerability``).
public struct EvidencePolicy: Sendable, Hashable {
    /// Groups of words a chunk must mention, one of each group, to count as evidence (a person named
    /// only in the text: "Nando" or "Fernando").
    public var requiredMentions: [[String]] = []
    /// Whether a person's card may show that the question has an answer. Not for what was said or done
    /// with someone: a card naming a company as their employer says who they are, not that it came up.
    public var cardsAreEvidence = true
    /// Whether a window or people narrow the search: the leftover words are then often phrasing, and
    /// need only ``SearchRequest/narrowedLexicalCoverage``.
    public var isNarrowed = false
    /// Topic terms that only phrase what happened: the verbs of a narrowed question ("arrange" in "what
    /// did Cesca and I arrange last month"). When they match nothing, everything the filters admit
    /// answers (``EverythingAboutThem``).
    public var softTerms: Set<String> = []
    /// Whether what the filters admit is itself the answer, ranked by the topic: any retrieved chunk
    /// shows one (``WithinTheWindow``).
    public var filtersAnswer = false

    public init() {}
}

/// Soft preferences: sources that fit rank first, the others are kept at ``factor`` of their score.
/// An unsure reading of the question ranks instead of filtering.
public struct Preferences: Sendable, Hashable {
    /// Days the sources should fall in, `[from, to)`; undated sources count as outside.
    public var from: CalendarDay?
    public var to: CalendarDay?
    public var hasWindow = false
    /// People the sources should involve (by name, as the chunk records list them).
    public var people: [PersonIdentity] = []
    /// Kinds the sources should be.
    public var kinds: Set<SourceKind> = []
    /// The score factor of a source that misses a preference (each missed one multiplies).
    public var factor = 0.7

    public init() {}

    public var isEmpty: Bool { !hasWindow && people.isEmpty && kinds.isEmpty }
}

/// One search: the topical text, the filters decided before scoring, and how to rank and cut.
public struct SearchRequest: Sendable {
    /// What the results should be about; empty means "everything the filter admits".
    public var text: String
    public var filter: SourceFilter
    public var limit: Int
    /// The cosine similarity that shows the question has an answer (see ``SearchEngine/cosineGate(for:fingerprint:)``).
    public var minScore: Double
    public var ranking: Ranking
    /// How a hybrid ranking combines BM25 and the vectors (``Fusion``).
    public var fusion: Fusion = .weighted
    /// One result per source (carrying its best chunks) rather than one per chunk.
    public var groupBySource: Bool
    /// Rank cancelled meetings and large-audience meetings below real conversations.
    public var preferConversations: Bool
    /// Chunk fields the question points at; other chunks score ``otherFieldFactor``.
    public var preferredFields: Set<ChunkField> = []
    /// Only sources with a chunk in ``preferredFields`` ("what are my open action items").
    public var requiresPreferredField = false
    /// The question's free words as typed, stopwords kept ("we kick off"): two neighbours whose closed
    /// compound the index holds stand for it. Empty: the words of ``text``.
    public var compoundWords: [String] = []
    /// Whose action items are asked for (first names, normalized): with an action-item cue, an
    /// action-item chunk answers only when it names one of them ("Raj to send the plan").
    public var assignees: Set<String> = []
    /// The day the question is asked: a recurring series' equally good occurrences are ordered by
    /// their distance from it, the past first.
    public var today: CalendarDay?
    /// The day a rough window is around (``DateWindow/center``): browsing it puts the nearest first.
    public var nearDay: CalendarDay?
    /// What counts as evidence of an answer.
    public var evidence = EvidencePolicy()
    /// Soft preferences applied to every score.
    public var preferences = Preferences()
    /// The result order.
    public var sort: ResultSort = .relevance
    /// With a date order: meetings of more than ``groupAudience`` attendees after every real
    /// conversation (sitting in an all-hands is not the last time one talked to someone).
    public var broadcastsLast = false
    /// Browsing a person's sources without a window: take the best of each kind in turn.
    public var interleavesKinds = false
    /// With people filtered, the share of a chunk's score that depends on how few people its source
    /// involves (a one-to-one keeps all of it).
    public var focus = SearchRequest.focusWeight

    /// The score factor of a chunk outside ``preferredFields`` when there are any.
    public static let otherFieldFactor = 0.85
    /// How close to a series' best occurrence another must score to count as equally good.
    public static let seriesBand = 0.85
    /// What counts as a strong result for the strong-first orders.
    public static let strongFraction = 0.8
    /// The share of the query's IDF weight a chunk must carry to show an answer (``TermCoverage``). The
    /// coverage shares and the cosine gate are fitted together across question sets of several worlds
    /// and the public sets (docs/evaluation-history.md, "Answerability gate calibrated").
    public static let lexicalCoverage = 0.24
    /// The same share when a window or people narrow the search.
    public static let narrowedLexicalCoverage = 0.12
    /// For questions of more than ``longQuestionTerms`` terms the share shrinks with the term count
    /// (0.11 at five terms, 0.055 at ten): a long description shares a word or two with its answer.
    public static let longQuestionCoverage = 0.11
    public static let longQuestionTerms = 4
    /// The share of a lexically matched chunk's score that depends on how much of a parsed topic of two
    /// or more words it holds: BM25's length normalization lets a five-word chunk outrank one that holds
    /// every word.
    public static let coverageWeight = 0.3
    /// See ``focus``.
    public static let focusWeight = 0.1
    /// The focus weight when the question asks what the named people said: their one-to-ones and
    /// touchpoints before the meetings of ten they sat in.
    public static let speakerFocusWeight = 0.7
    /// Audiences above this size count as broadcasts, not conversations.
    public static let largeAudience = 12
    /// Audiences above this size come after real conversations in a date order (``broadcastsLast``).
    public static let groupAudience = 8

    /// Words documents may use for each topic term (everyday equivalents: "children" for "kids"): they
    /// rank as the term does and count as evidence for it.
    public var alternatives: [String: [String]] = [:]
    /// For each person of ``SourceFilter/people``, the words a source that names them in its text would
    /// use ("pickering", "tom hepworth"): such a source counts as involving them, ranked at
    /// ``mentionFactor`` below the sources that list them. Empty: only listed involvement counts.
    public var peopleMentions: [[String]] = []
    /// Month words and their numbers ("june" → 6): in a window, an undated note that states a day in it (and
    /// names the filtered people, if any) counts as of that time. Empty: undated notes stay out.
    public var monthWords: [String: Int] = [:]
    /// The score factor of such a note: its day is read from its text, not known.
    public static let statedDayFactor = 0.7
    /// Sources admitted only because their text names a filtered person (set by the engine).
    var mentionOnlySources: Set<SourceID> = []
    /// The share of the way to 1 that a note titled with a filtered person's name gains in a ranked search
    /// (scores stay in [0, 1]): people keep a note per person, and it is about them even where its words
    /// differ from the question's.
    public static let personNoteBonus = 0.1
    /// The score factor of a source that only mentions a filtered person in its text, unless its title
    /// names them.
    public static let mentionFactor = 0.85

    /// Whether the answerability gate measures every retrieved chunk's coverage, not only until one
    /// passes: `--explain` reports both sides' best.
    public var measuresFully = false

    /// Whether ``text`` is a parsed topic: names, times and kinds taken out by query understanding.
    public var isParsedTopic = false

    /// The lexical coverage this request needs when its query has `termCount` terms.
    public func requiredCoverage(termCount: Int) -> Double {
        guard !evidence.filtersAnswer else { return 0 }
        let share = evidence.isNarrowed ? Self.narrowedLexicalCoverage : Self.lexicalCoverage
        guard termCount > Self.longQuestionTerms else { return share }
        return min(share, Self.longQuestionCoverage * Double(Self.longQuestionTerms + 1) / Double(termCount))
    }

    public init(
        text: String, filter: SourceFilter = SourceFilter(), limit: Int = 5, minScore: Double = 0.3,
        ranking: Ranking = .hybrid, groupBySource: Bool = true, preferConversations: Bool = false
    ) {
        self.text = text
        self.filter = filter
        self.limit = limit
        self.minScore = minScore
        self.ranking = ranking
        self.groupBySource = groupBySource
        self.preferConversations = preferConversations
    }
}

/// One chunk's place in each ranking and its fused score.
public struct ScoredChunk: Sendable, Hashable {
    public var record: ChunkRecord
    /// Fused score in [0, 1] (``ScoreFusion``): 1.0 is the best BM25 match with cosine 1.
    public var score: Double
    public var vectorRank: Int?
    public var vectorScore: Double?
    public var lexicalRank: Int?
    public var lexicalScore: Double?
}

/// One result: a source with its best chunks (or a single chunk with `--chunks`).
public struct SearchHit: Sendable, Hashable {
    public var sourceID: SourceID
    public var kind: SourceKind
    public var title: String
    /// ISO-8601 instant or `YYYY-MM-DD`, nil when undated.
    public var date: String?
    public var people: [String]
    public var origin: String
    public var score: Double
    /// Best first.
    public var chunks: [ScoredChunk]

    /// The best chunk.
    public var best: ScoredChunk { chunks[0] }
}
