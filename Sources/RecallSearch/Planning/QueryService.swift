import Foundation
import RecallCore
import RecallQuery
import RecallStore

/// The one entry point for questions: plan, search, and look again along the fallback chain when the
/// plan finds nothing. `search`, `ask` and the MCP server all call it.
public struct QueryService: Sendable {
    public var store: RecallStore
    public var engine: SearchEngine
    public var lexicon: Lexicon = .standard
    /// The fallback chain, tried in order when the plan as made finds nothing.
    public var relaxations: [any Relaxation] = QueryService.standardRelaxations

    /// Year before, beyond "recently", written before a future window, any kind, any of the people, their
    /// cards, everything about them, words nobody wrote, within a short window, the names as words.
    public static let standardRelaxations: [any Relaxation] = [
        YearBefore(), BeyondVagueWindow(), WrittenBefore(), AnyKind(), AnyOfThem(), TheirCards(),
        EverythingAboutThem(), WordsNobodyWrote(), WithinTheWindow(), NamesInText(),
    ]

    /// The planner's own steps that ``QuestionOptions/switchedOff`` may name.
    public static let plannerSteps = Set(PlannerStep.allCases.map(\.rawValue))

    /// Every name ``QuestionOptions/switchedOff`` may hold: parser stages and rules, fallback steps and
    /// planner steps. A name outside it would switch nothing off.
    public static var switchableNames: Set<String> {
        QueryParser(clock: QueryClock(now: Date(), timeZone: .current)).switchableNames
            .union(standardRelaxations.map(\.name)).union(plannerSteps)
    }

    public init(store: RecallStore, engine: SearchEngine) {
        self.store = store
        self.engine = engine
    }

    /// The plan for `question` under `options`.
    public func plan(_ question: String, options: QuestionOptions) throws -> QueryPlan {
        var planner = QueryPlanner(store: store, options: options)
        planner.lexicon = lexicon
        return try planner.plan(question)
    }

    /// Runs `plan`, relaxing it along the chain while it finds nothing; the plan that answered (and its
    /// context) is left in `plan`.
    public func run(_ plan: inout QueryPlan, explains: Bool = false) async throws -> [SearchHit] {
        if let quiet = plan.quietPeople {
            return try await QuietPeople.cards(of: quiet, limit: plan.request.limit, engine: engine)
        }
        if let places = plan.birthdays {
            return try await Birthdays.hits(places, limit: plan.request.limit, engine: engine)
        }
        var (hits, answerability) = try await engine.searchExplained(plan.request)
        if explains, let answerability { plan.context.explanation.append(answerability.summary) }
        for relaxation in relaxations where hits.isEmpty && !plan.switchedOff.contains(relaxation.name) {
            guard var relaxed = try relaxation.relax(plan, store: store) else { continue }
            let found = try await engine.searchExplained(relaxed.request)
            guard !found.hits.isEmpty else { continue }
            relaxed.context.relaxed.append(relaxation.name)
            if explains { relaxed.context.explanation.append("relaxed: \(relaxation.name)") }
            (plan, hits) = (relaxed, found.hits)
        }
        hits = try await pinningCards(plan, hits: hits)
        if plan.intent == .lastContact, !plan.switchedOff.contains(PlannerStep.minutes.rawValue) {
            hits = try await attachingMinutes(plan, hits: hits)
        }
        return hits
    }

    /// A question about a named person's facts shows their card first when it holds what was asked (a
    /// labelled card field, or a chunk mentioning the words); otherwise the card competes like any source,
    /// as do other people's cards that name them.
    private func pinningCards(_ plan: QueryPlan, hits: [SearchHit]) async throws -> [SearchHit] {
        guard plan.pinsPersonCards, !hits.isEmpty else { return hits }
        var cards = plan.request
        cards.text = ""
        cards.filter.kinds = [.person]
        let terms = FullTextQuery(plan.request.text).terms
        let asksField = terms.contains { lexicon.contains("card-field", $0) }
        let own = Set(plan.namedPeople.flatMap(\.identity.ids).map { "person:" + $0 })
        let pinned = try await engine.search(cards).compactMap { card -> SearchHit? in
            guard own.contains(card.sourceID.rawValue) else { return nil }
            let mentioning = Set(
                card.chunks.filter { TermCoverage.mentions($0.record.text, anyOf: terms) }.map(\.record.chunkID))
            guard asksField || !mentioning.isEmpty else { return nil }
            var card = card
            card.chunks =
                card.chunks.filter { mentioning.contains($0.record.chunkID) }
                + card.chunks.filter { !mentioning.contains($0.record.chunkID) }
            return card
        }
        let ids = Set(pinned.map(\.sourceID))
        let merged = SearchEngine.oneCardPerName(pinned + hits.filter { !ids.contains($0.sourceID) })
        return Array(merged.prefix(plan.request.limit))
    }

    /// A last contact lists meetings and touchpoints; the notes written that day with the same people are
    /// that meeting's minutes and follow it.
    private func attachingMinutes(_ plan: QueryPlan, hits: [SearchHit]) async throws -> [SearchHit] {
        guard !hits.isEmpty, !plan.request.filter.people.isEmpty else { return hits }
        var notes = plan.request
        notes.text = ""
        notes.filter.kinds = [.note]
        notes.filter.interactionTypes = []
        notes.sort = .newestFirst
        notes.limit = 50
        let byDay = Dictionary(grouping: try await engine.search(notes)) { $0.date.map { String($0.prefix(10)) } ?? "" }
        var result: [SearchHit] = []
        for hit in hits {
            result.append(hit)
            guard hit.kind == .meeting, let day = hit.date.map({ String($0.prefix(10)) }) else { continue }
            result += (byDay[day] ?? []).filter { note in !result.contains { $0.sourceID == note.sourceID } }
        }
        return Array(result.prefix(plan.request.limit))
    }
}
