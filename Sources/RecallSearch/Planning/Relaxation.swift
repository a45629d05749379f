import RecallCore
import RecallQuery
import RecallStore

/// One way to look again when a plan found nothing: a named, documented step of the fallback chain
/// (``QueryService/standardRelaxations``). Each returns the relaxed plan, or nil when it does not apply;
/// the first relaxed plan that finds something answers, and the context names the step.
public protocol Relaxation: Sendable {
    /// The step's name, as `--explain` and the JSON context show it.
    var name: String { get }
    /// The relaxed plan, with a context note saying what changed; nil when the step does not apply.
    func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan?
}

/// A month or season named without its year is the most recent one; a topic found nowhere in it may be
/// the year before's ("the October hiring sync" in November looks at last October, then the one before).
public struct YearBefore: Relaxation {
    public let name = "year-before"
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.windowFromWords, let window = plan.parse?.window?.value, window.yearGuessed,
            !plan.request.text.isEmpty, plan.request.filter.from != nil
        else { return nil }
        var relaxed = plan
        let earlier = window.yearEarlier()
        relaxed.request.filter.from = earlier.start
        relaxed.request.filter.to = earlier.end
        relaxed.request.nearDay = earlier.center
        relaxed.context.explanation.append(
            "nothing in \(plan.context.windowLabel ?? window.label); \(earlier.label) instead")
        relaxed.context.show(window: earlier.label, from: earlier.start, to: earlier.end)
        return relaxed
    }
}

/// "recently" and "lately" bound a window only roughly: when nothing in the last 30 days matches, the
/// most recent matches at any time answer.
public struct BeyondVagueWindow: Relaxation {
    public let name = "beyond-recently"
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.windowFromWords, plan.parse?.window?.value.isVague == true, !plan.request.text.isEmpty else {
            return nil
        }
        var relaxed = plan
        (relaxed.request.filter.from, relaxed.request.filter.to) = (nil, nil)
        relaxed.request.sort = .strongNewestFirst
        relaxed.context.explanation.append("nothing in the last 30 days; the most recent matches:")
        relaxed.context.show(window: nil, from: nil, to: nil)
        return relaxed
    }
}

/// A window wholly after today that holds nothing on the topic names when the thing asked about happens,
/// not when it was written ("what did we pencil in for next quarter": plans are made before their
/// period). The window then only ranks.
public struct WrittenBefore: Relaxation {
    public let name = "written-before"
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.windowFromWords, !plan.request.text.isEmpty, let today = plan.request.today,
            let from = plan.request.filter.from, from > today
        else { return nil }
        var relaxed = plan
        relaxed.request.preferences.from = from
        relaxed.request.preferences.to = plan.request.filter.to
        relaxed.request.preferences.hasWindow = true
        (relaxed.request.filter.from, relaxed.request.filter.to) = (nil, nil)
        relaxed.context.explanation.append(
            "nothing dated \(plan.context.windowLabel ?? "then") yet; what was written about it before:")
        relaxed.context.show(window: nil, from: nil, to: nil)
        return relaxed
    }
}

/// Kinds the question's words named ("my last call with Leo") when none of that kind matches: any kind
/// ("the last contact of any kind"). Kinds given with `--kind` stay.
public struct AnyKind: Relaxation {
    public let name = "any-kind"
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.kindsFromWords, !plan.request.filter.kinds.isEmpty else { return nil }
        var relaxed = plan
        let filter = plan.request.filter
        let asked = SourceNouns.phrase(kinds: filter.kinds, interactionTypes: filter.interactionTypes)
        relaxed.request.filter.kinds = plan.intent == .lastContact ? [.meeting, .touchpoint, .note] : []
        relaxed.request.filter.interactionTypes = []
        relaxed.request.preferences.kinds = plan.request.filter.kinds
        guard relaxed.request.filter.kinds != plan.request.filter.kinds || !plan.request.filter.interactionTypes.isEmpty
        else { return nil }
        let whom = plan.context.people.isEmpty ? "" : " with \(plan.context.peoplePhrase)"
        let what = plan.intent == .lastContact ? "the last contact of any kind:" : "any kind:"
        relaxed.context.explanation.append("No \(asked)\(whom); " + what)
        relaxed.context.kinds = relaxed.request.filter.kinds
        relaxed.context.interactionTypes = []
        return relaxed
    }
}

/// Several people named, and nothing involves them all ("everything Maureen has done for Dad"): the
/// sources involving any of them, those with more of them first.
public struct AnyOfThem: Relaxation {
    public let name = "any-of-them"
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.request.filter.people.count > 1 else { return nil }
        var relaxed = plan
        let people = plan.request.filter.people
        relaxed.request.filter.people = [
            PersonIdentity(
                ids: people.flatMap(\.ids), emails: people.flatMap(\.emails), names: people.flatMap(\.names))
        ]
        relaxed.request.peopleMentions =
            plan.request.peopleMentions.isEmpty ? [] : [plan.request.peopleMentions.flatMap { $0 }]
        relaxed.request.preferences.people += people
        relaxed.context.anyOfPeople = true
        relaxed.context.explanation.append(
            "nothing involves all of \(plan.context.people.joined(separator: ", ")); any of them:")
        return relaxed
    }
}

/// A fact asked of named people that nothing states in the asked words ("where is dad living now"):
/// their cards, which hold what the contact data knows of them.
public struct TheirCards: Relaxation {
    public let name = "their-cards"
    public var lexicon: Lexicon = .standard
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.pinsPersonCards, !plan.request.filter.people.isEmpty,
            FullTextQuery(plan.request.text).terms.allSatisfy({ lexicon.contains("fact", $0) })
        else { return nil }
        var relaxed = plan
        // The card must say it: a birthday asked of a card that gives none has no answer. A job or an
        // employer is what the card's title line is, whatever its words.
        let terms = FullTextQuery(plan.request.text).terms
        let stated = terms.filter { !lexicon.contains("card-field", $0) || lexicon.contains("card-label", $0) }
        if !stated.isEmpty {
            relaxed.request.evidence.requiredMentions = [
                stated + stated.flatMap { plan.request.alternatives[$0] ?? [] }
            ]
        }
        relaxed.request.text = ""
        relaxed.request.filter.kinds = [.person]
        relaxed.request.filter.from = nil
        relaxed.request.filter.to = nil
        relaxed.context.explanation.append("nothing says \"\(plan.request.text)\" of them; their cards:")
        return relaxed
    }
}

/// People or a window named with words that only phrase the question ("what did Cesca and I arrange
/// last month", "what's been going on with Marcus"): when those words (verbs, or words most chunks
/// hold) match nothing, everything the filters admit answers. Any other word is a topic, and its
/// absence means no answer.
public struct EverythingAboutThem: Relaxation {
    public let name = "everything-in-the-filters"
    /// A topic word in at least this share of chunks is phrasing, not a topic.
    public static let commonShare = 0.02
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        let people = !plan.request.filter.people.isEmpty
        let window = plan.windowFromWords && plan.request.filter.from != nil
        guard people || window, !plan.request.text.isEmpty else { return nil }
        let terms = FullTextQuery(plan.request.text).terms
        // Someone and a month named: the other words say how the user remembers it, and what
        // involved them then is the answer.
        if people, window { return browsing(plan) }
        let frequencies = try store.termDocumentCounts(terms, cap: TermCoverage.countCap)
        let floor = max(3, Double(frequencies.total) * Self.commonShare)
        let soft = plan.request.evidence.softTerms
        guard terms.allSatisfy({ soft.contains($0) || Double(frequencies.counts[$0] ?? 0) >= floor }) else {
            return nil
        }
        return browsing(plan)
    }

    private func browsing(_ plan: QueryPlan) -> QueryPlan {
        var relaxed = plan
        relaxed.request.text = ""
        relaxed.context.explanation.append(
            "nothing matched \"\(plan.request.text)\"; showing everything the filters admit")
        return relaxed
    }
}

/// People named with a topic that no source words at all, nor its stand-ins, in an index large enough
/// that everyday words occur in it: the words are the asker's, not the records' ("Ben and his technicians"
/// where the notes say "tech team"), so they cannot tell that person's sources apart, and everything
/// involving them answers. A topic some source words stays a topic, and so does any topic in a small
/// index, where most words are absent and absence says nothing.
public struct WordsNobodyWrote: Relaxation {
    public let name = "words-nobody-wrote"
    /// The fewest chunks in which an absent word is evidence of other wording rather than chance.
    public var minimumChunks = 1000
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard !plan.request.filter.people.isEmpty, !plan.request.text.isEmpty else { return nil }
        let terms = FullTextQuery(plan.request.text).terms
        let words = terms + terms.flatMap { plan.request.alternatives[$0] ?? [] }
        guard !terms.isEmpty else { return nil }
        let (total, counts) = try store.termDocumentCounts(words, cap: 1)
        guard total >= minimumChunks, words.allSatisfy({ (counts[$0] ?? 0) == 0 }) else { return nil }
        var relaxed = plan
        relaxed.request.text = ""
        relaxed.context.explanation.append(
            "no source uses the words \"\(plan.request.text)\"; everything involving \(plan.context.peoplePhrase):")
        return relaxed
    }
}

/// A window of a month or less named in words, nobody named, and nothing in it that passes the gate: the
/// question asked about that time, and its records, ranked by the topic, answer ("the customer site visit
/// earlier this week" where the entry says "Acme, Leeds depot").
public struct WithinTheWindow: Relaxation {
    public let name = "within-the-window"
    /// The longest window, in days, whose records are few enough to be the answer.
    public var longestDays = 31
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard plan.windowFromWords, plan.request.filter.people.isEmpty, !plan.request.text.isEmpty,
            let from = plan.request.filter.from, let to = plan.request.filter.to,
            to.dayNumber - from.dayNumber <= longestDays
        else { return nil }
        var relaxed = plan
        relaxed.request.evidence.filtersAnswer = true
        relaxed.context.explanation.append("nothing in the window is about \"\(plan.request.text)\"; what it holds:")
        return relaxed
    }
}

/// People the question named, when nothing involving them answers: sources whose text uses any of the
/// words the question named each of them by. Texts often write someone by one name ("Ben:", "Rod's
/// proposal"), and a directory reading can be wrong (a surname read as a misspelt first name); the words
/// typed are the evidence left. The topic must still be met; with none but phrasing, the names are what
/// is ranked. The resolved people only rank.
public struct NamesInText: Relaxation {
    public let name = "names-in-text"
    public var lexicon: Lexicon = .standard
    public init() {}

    public func relax(_ plan: QueryPlan, store: RecallStore) throws -> QueryPlan? {
        guard let parse = plan.parse else { return nil }
        let resolved = !plan.request.filter.people.isEmpty && !parse.people.isEmpty
        // A name is words a text would use for someone. A role or relation that finds nothing may have been
        // words of the topic ("the coach firm"), but a fact asked of someone described is theirs alone.
        let describes = parse.people.contains { !Self.namingKinds.contains($0.kind) }
        guard !resolved || !describes || plan.intent != .factLookup,
            !parse.people.contains(where: { $0.kind == .email })
        else { return nil }
        let typed = resolved ? parse.people.map(\.matchedText) : parse.people.isEmpty ? parse.unknownPeople : []
        let named = typed.map { TextNormalizer.words($0).filter(isName) }
        guard !named.isEmpty, named.allSatisfy({ !$0.isEmpty }) else { return nil }
        var relaxed = plan
        relaxed.request.preferences.people += plan.request.filter.people
        relaxed.request.filter.people = []
        relaxed.request.peopleMentions = []
        let words = Set(named.flatMap { $0 })
        // The planner's requirement that every word of an unknown name be mentioned gives way to these.
        relaxed.request.evidence.requiredMentions.removeAll { $0.count == 1 && words.contains($0[0]) }
        relaxed.request.evidence.requiredMentions += plan.context.anyOfPeople ? [Array(words).sorted()] : named
        let soft = plan.request.evidence.softTerms
        if FullTextQuery(plan.request.text).terms.allSatisfy({ soft.contains($0) || words.contains($0) }) {
            relaxed.request.text = words.sorted().joined(separator: " ")
        }
        let whom = plan.context.people.isEmpty ? typed.joined(separator: ", ") : plan.context.peoplePhrase
        let any = words.sorted().joined(separator: ", ")
        relaxed.context.explanation.append("nothing involves \(whom); sources naming any of \(any):")
        return relaxed
    }

    /// The readings of a person whose typed words are a name.
    static let namingKinds: Set<PersonMatchKind> = [
        .exact, .fullName, .firstName, .lastName, .nickname, .shortened, .initial, .misspelling, .unaccented,
    ]

    private func isName(_ word: String) -> Bool { word.count > 1 && !lexicon.contains("stopword", word) }
}
