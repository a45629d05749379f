import Foundation
import RecallCore
import RecallQuery
import RecallStore

/// Turns a question and its explicit options into a plan: what filters, what only ranks, what to rank
/// by, and in which order.
///
/// Flags win over the question's words: `--since/--until` over a window, `--person` over names,
/// `--kind` over kind words. Of the question's own readings, only confident ones filter
/// (``filterConfidence``); an unsure one ranks (``Preferences``). Intent shapes the search after that
/// (``QueryPlanner+Intent``).
public struct QueryPlanner: Sendable {
    public var store: RecallStore
    public var options: QuestionOptions
    public var lexicon: Lexicon = .standard
    /// Regions and the places within them, for a question that names a region.
    public var gazetteer: Gazetteer = .standard

    /// A reading at least this sure filters; a less sure one only ranks.
    public static let filterConfidence = 0.7
    /// Below this share of dated sources (``RecallStore/datedShare()``), an index is a collection of
    /// texts, not a diary: a time window in a question only ranks, since a filter would drop nearly all.
    public static let datedIndexShare = 0.2
    /// A person matched at least this surely filters (with everyone the name may mean); below, they rank.
    public static let personConfidence = 0.45

    public init(store: RecallStore, options: QuestionOptions) {
        self.store = store
        self.options = options
    }

    public func plan(_ question: String) throws -> QueryPlan {
        var request = SearchRequest(
            text: question, limit: options.limit, minScore: options.minScore, ranking: options.ranking,
            groupBySource: !options.chunks)
        request.fusion = options.fusion
        request.measuresFully = options.explains
        request.today = options.today
        var plan = QueryPlan(question: question, request: request, context: QueryContext())
        plan.switchedOff = options.switchedOff
        plan.context.timeZone = options.timeZone
        let needsPeople = options.person != nil || options.understands
        let directory = needsPeople ? try store.peopleDirectory(asOf: options.today) : []
        PhaseTrace.mark("people-directory (\(directory.count))")
        if let name = options.person {
            let entry = try Self.resolvePerson(name, in: directory)
            plan.request.filter.people = [Self.filterIdentity(entry, in: directory)]
            // As when the question names them: a note whose text names them involves them too.
            plan.request.peopleMentions = [rare(Self.mentionTerms(entry, in: directory, lexicon: lexicon))]
            plan.context.people = [entry.name]
            plan.namedPeople = [entry]
        }
        plan.request.filter.kinds = Set(options.kinds)
        if options.understands {
            let people = PersonDirectory(people: directory.map(Self.candidate), today: options.today, lexicon: lexicon)
            let parse = QueryParser(
                lexicon: lexicon, clock: QueryClock(now: options.now, timeZone: options.timeZone), people: people
            )
            .switchingOff(options.switchedOff).parse(question)
            plan.parse = parse
            plan.recordsAreDated = (try? store.datedShare()) ?? 1 >= Self.datedIndexShare
            apply(parse, directory: directory, to: &plan)
        }
        applyExplicitWindow(to: &plan)
        finishEvidence(&plan)
        try shapeForIntent(&plan, directory: directory)
        plan.context.topic = plan.request.text.isEmpty ? nil : plan.request.text
        plan.context.kinds = plan.request.filter.kinds
        plan.context.interactionTypes = plan.request.filter.interactionTypes
        return plan
    }

    /// Folds the parse into the plan, leaving whatever a flag already decided.
    private func apply(_ parse: QueryParse, directory: [PersonEntry], to plan: inout QueryPlan) {
        let explains = options.explains
        for line in parse.trace(parse.tokens) { plan.explain("rule " + line, when: explains) }
        if var window = parse.window, options.since == nil, options.until == nil {
            if !plan.recordsAreDated {
                window.confidence = min(window.confidence, 0.5)
            } else {
                // Dated personal records: a date in a terse search ("dentist two weeks ago") is the asker's.
                window.confidence = min(1, window.confidence / parse.impersonalFactor)
            }
            applyWindow(window, to: &plan)
        }
        if options.person == nil, !parse.people.isEmpty { applyPeople(parse, directory: directory, to: &plan) }
        if options.kinds.isEmpty, let kinds = parse.kinds {
            let held = (try? store.sourceCounts()) ?? [:]
            // A kind word with nothing else to rank by is the whole question: it lists that kind ("my next
            // meeting", "calls with Priya in March"). Notes asked for are the written record, and filter too.
            // Beside a topic, a meeting or a call is an occasion whose record may be of another kind (its
            // minutes are a note), so the word only ranks its kind first.
            let listing = parse.topic.isEmpty || kinds.value.kinds == [.note]
            if listing, kinds.confidence >= Self.filterConfidence,
                kinds.value.kinds.contains(where: { (held[$0] ?? 0) > 0 })
            {
                plan.request.filter.kinds = kinds.value.kinds
                plan.request.filter.interactionTypes = kinds.value.interactionTypes
                plan.kindsFromWords = true
            } else {
                plan.request.preferences.kinds = kinds.value.kinds
                plan.explain(
                    "prefers \(kinds.value.kinds.map(\.rawValue).sorted().joined(separator: ", ")) (ranks first)",
                    when: explains)
            }
        }
        plan.request.preferredFields = parse.fields
        plan.request.text = withoutSlips(parse)
        if !plan.kindsFromWords, parse.kinds != nil {
            // A kind word that does not filter is a word of the topic ("a boy studies a calendar").
            plan.request.text = ([plan.request.text] + kindWords(parse)).filter { !$0.isEmpty }.joined(separator: " ")
        }
        let unfiltered = plan.request.filter.isEmpty && plan.request.preferences.people.isEmpty
        let dated = plan.recordsAreDated
        let cued = parse.order != nil || !parse.fields.isEmpty
        var asTyped = false
        if unfiltered, !dated || !cued && (!parse.isPersonal || parse.claims.isEmpty) {
            // A statement, not a question about one's own life, is matched as written (a paraphrase
            // shares its wording, not a topic), and so is a question no rule read anything in, or one
            // whose readings cannot narrow mostly undated text.
            plan.request.text = parse.original
            asTyped = true
        } else if unfiltered, plan.request.text.isEmpty, parse.intent == .search, parse.order == nil {
            // Nothing understood that narrows, and nothing left: the free words are all there is.
            plan.request.text = (parse.phrasing + kindWords(parse)).joined(separator: " ")
        }
        plan.request.isParsedTopic = !asTyped
        plan.request.compoundWords = parse.phrasing.flatMap(TextNormalizer.words)
        if parse.people.isEmpty, options.person == nil, !parse.unknownPeople.isEmpty {
            // Someone the index does not know: only a text that names them can answer.
            let names = parse.unknownPeople.flatMap(TextNormalizer.words)
            plan.request.evidence.requiredMentions += names.map { [$0] }
            plan.request.text = ([plan.request.text] + names).filter { !$0.isEmpty }.joined(separator: " ")
            plan.explain(
                "no one known as " + parse.unknownPeople.joined(separator: ", ") + "; the answer must name them",
                when: explains)
        }
        applyAlternatives(parse, asTyped: asTyped, dated: dated, to: &plan)
        let ranked = plan.request.text
        plan.explain(
            "intent: \(parse.intent.rawValue); ranking: "
                + (ranked.isEmpty ? "nothing (filters only)" : "\"\(ranked)\""), when: explains)
    }

    /// Synonyms of the topic's words, and the places within a region it names. A region stands for its
    /// places in dated (personal) records even when the question is matched as typed; undated text (a
    /// public collection) is matched as written.
    private func applyAlternatives(_ parse: QueryParse, asTyped: Bool, dated: Bool, to plan: inout QueryPlan) {
        guard !options.switchedOff.contains(PlannerStep.alternatives.rawValue) else { return }
        let terms = FullTextQuery(parse.topicText).terms
        for term in terms where !asTyped {
            let words = lexicon.alternatives(for: term)
            if !words.isEmpty { plan.request.alternatives[term] = words }
        }
        guard !asTyped || dated, !options.switchedOff.contains(PlannerStep.places.rawValue) else { return }
        let places = gazetteer.places(in: asTyped ? FullTextQuery(plan.request.text).terms : terms)
        plan.request.alternatives.merge(places) { $0 + $1 }
        let regions = places.keys.sorted().joined(separator: " ")
        plan.explain("a region: \(regions) (the places within it rank too)", when: options.explains && !places.isEmpty)
    }

    private func applyWindow(_ window: Understood<DateWindow>, to plan: inout QueryPlan) {
        let value = window.value
        if window.confidence >= Self.filterConfidence {
            plan.request.filter.from = value.start
            plan.request.filter.to = value.end
            plan.request.nearDay = value.center
            plan.context.show(window: value.label, from: value.start, to: value.end)
            plan.windowFromWords = true
            plan.request.monthWords = lexicon.numbers("month")
        } else {
            plan.request.preferences.from = value.start
            plan.request.preferences.to = value.end
            plan.request.preferences.hasWindow = true
            plan.explain("prefers \(value.label) (unsure: no filter)", when: options.explains)
        }
    }

    /// Confident names filter: each person with everyone else their words may mean (a first name two
    /// people share), the likeliest ranked first; unsure ones only rank.
    private func applyPeople(_ parse: QueryParse, directory: [PersonEntry], to plan: inout QueryPlan) {
        let byID = Dictionary(directory.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for match in parse.people {
            guard let entry = byID[match.candidateID] else { continue }
            let others = (match.samePerson + match.alternatives).compactMap { byID[$0] }
            let identities = ([entry] + others).map { Self.filterIdentity($0, in: directory) }
            let union = PersonIdentity(
                ids: identities.flatMap(\.ids), emails: identities.flatMap(\.emails), names: identities.flatMap(\.names)
            )
            if match.score >= Self.personConfidence {
                plan.request.filter.people.append(union)
                let terms = Set(([entry] + others).flatMap { Self.mentionTerms($0, in: directory, lexicon: lexicon) })
                plan.request.peopleMentions.append(rare(terms.sorted()))
            } else {
                plan.request.preferences.people.append(union)
            }
            if !match.alternatives.isEmpty {
                plan.request.preferences.people.append(Self.filterIdentity(entry, in: directory))
            }
            plan.context.people.append(entry.name)
            plan.namedPeople.append(entry)
            if match.kind != .exact && match.kind != .fullName || !match.alternatives.isEmpty {
                plan.context.explanation.append(match.explanation)
            }
        }
        plan.context.anyOfPeople = parse.peopleAreAlternatives
    }

    /// The words the kind claims read, in question order.
    private func kindWords(_ parse: QueryParse) -> [String] {
        let tokens = parse.tokens
        return parse.claims.filter { $0.kinds != nil }
            .flatMap { tokens[$0.tokens].map(\.norm) }.filter { !parse.topic.contains($0) }
    }

    /// The topic without the mistyped phrasing words no document uses.
    private func withoutSlips(_ parse: QueryParse) -> String {
        guard !parse.mistyped.isEmpty,
            let counts = try? store.termDocumentCounts(Array(parse.mistyped), cap: 1).counts
        else { return parse.topicText }
        return parse.topic.filter { !parse.mistyped.contains($0) || (counts[$0] ?? 0) > 0 }.joined(separator: " ")
    }

    /// The mention terms a text uses mostly for a person: phrases, names, and names that are also
    /// English words ("will", "bob") when they are in at most ``mentionShare`` of the chunks.
    private func rare(_ terms: [String]) -> [String] {
        let singles = terms.filter { !$0.contains(" ") && lexicon.contains("common-word-name", $0) }
        guard let frequencies = try? store.termDocumentCounts(singles, cap: TermCoverage.countCap) else { return terms }
        let limit = max(20, Double(frequencies.total) * Self.mentionShare)
        return terms.filter { !singles.contains($0) || Double(frequencies.counts[$0] ?? 0) <= limit }
    }

    /// See ``rare(_:)``.
    public static let mentionShare = 0.01

    /// `--since` (inclusive) and `--until` (inclusive) replace any window the question named.
    private func applyExplicitWindow(to plan: inout QueryPlan) {
        guard options.since != nil || options.until != nil else { return }
        plan.request.filter.from = options.since
        plan.request.filter.to = options.until?.adding(days: 1)
        plan.context.show(
            window: "\(options.since?.description ?? "…") – \(options.until?.description ?? "…")",
            from: options.since, to: plan.request.filter.to)
    }

    /// The evidence policy: a window or people narrow the search, and a short parsed topic without them
    /// is one topic whose words meet in its answer.
    private func finishEvidence(_ plan: inout QueryPlan) {
        let narrowed =
            plan.request.filter.from != nil || plan.request.filter.to != nil || !plan.request.filter.people.isEmpty
        plan.request.evidence.isNarrowed = narrowed
        if narrowed, let verbs = plan.parse?.verbs { plan.request.evidence.softTerms = verbs }
    }
}
