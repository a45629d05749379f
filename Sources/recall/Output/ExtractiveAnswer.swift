import Foundation
import RecallCore
import RecallSearch

/// The offline answer: evidence grouped by source, newest first (oldest first for what comes next
/// and for "first"), each line numbered for citation.
struct ExtractiveAnswer {
    var hits: [SearchHit]
    var context: ResolvedContext
    /// Whether the question asks about a person ("who is Olivia", "Michael's birthday"): their
    /// cards, which are undated, then lead the answer instead of closing it.
    var cardsFirst = false
    /// Whether the answer reads in date order, oldest first: for what comes next ("when is my next
    /// meeting": the soonest leads) and for "first" ("my first meeting with Priya").
    var chronological = false
    /// Whether the search already put the strong results in date order ("when did we first discuss
    /// the cloud budget"): the answer keeps its order, so a weaker, older mention does not lead.
    var ranked = false
    /// For "how many" and "how often": every source the filters admit, by kind (people's cards
    /// aside); the answer still cites only its hits.
    var tally: [SourceKind: Int]?
    /// How many sources a count looks at, at most.
    static let countLimit = 10_000

    /// Runs `plan` and answers from its hits. "How many times did I talk to Marcus this year"
    /// counts everything the filters admit and cites the first `limit`.
    static func answering(
        _ plan: inout QueryPlan, service: QueryService, limit: Int, explains: Bool = false
    ) async throws -> ExtractiveAnswer {
        let counting = plan.intent == .count && plan.request.text.isEmpty
        if counting { plan.request.limit = countLimit }
        let found = try await service.run(&plan, explains: explains)
        let shown = plan.request.text.isEmpty ? Array(found.prefix(limit)) : strongTail(found.prefix(limit))
        var answer = ExtractiveAnswer(hits: shown, plan: plan)
        if counting {
            answer.tally = Dictionary(grouping: found.filter { $0.kind != .person }, by: \.kind).mapValues(\.count)
        }
        return answer
    }

    /// What a topical answer shows: the hits scoring at least ``tailFraction`` of the best. A ranked
    /// list may run on into noise; an answer read newest first must not open with it.
    static func strongTail(_ hits: ArraySlice<SearchHit>) -> [SearchHit] {
        guard let best = hits.map(\.score).max(), best > 0 else { return Array(hits) }
        return hits.filter { $0.score >= best * tailFraction }
    }

    /// Measured over seven question sets' topical questions (search's top 10, scores relative to
    /// the best): below 0.3 lie 12 of 1,211 relevant results and 1,397 of 3,467 others.
    static let tailFraction = 0.3

    /// "3 in all with Marcus Reid in 2026: 2 touchpoints, 1 meeting."
    var tallyLine: String? {
        guard let tally, !tally.isEmpty else { return nil }
        let parts = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { kind, count in kind.counted(count) }
        return "\(tally.values.reduce(0, +)) in all\(withWhom)\(whenSuffix): \(parts.joined(separator: ", "))."
    }

    /// " with Ada Byrne", or "" when no people were named.
    private var withWhom: String { context.people.isEmpty ? "" : " with " + context.peoplePhrase }

    /// " in August 2026" (``windowPhrase``), or "" without a window.
    private var whenSuffix: String { windowPhrase.map { " " + $0 } ?? "" }

    /// The answer to a planned question: one about a person leads with their card.
    init(hits: [SearchHit], plan: QueryPlan) {
        let aboutPeople = plan.pinsPersonCards || plan.intent == .factLookup
        self.init(hits: hits, context: plan.context, cardsFirst: aboutPeople)
        chronological = plan.request.sort == .soonestFirst
        ranked = plan.request.sort == .strongOldestFirst || plan.request.sort == .strongNewestFirst
    }

    init(hits: [SearchHit], context: ResolvedContext, cardsFirst: Bool = false) {
        self.hits = hits
        self.context = context
        self.cardsFirst = cardsFirst
    }

    /// Newest first (oldest first when ``chronological``, the search's order when ``ranked``);
    /// undated sources last, in rank order
    /// (person cards first with ``cardsFirst``).
    var ordered: [SearchHit] {
        let leads = { (hit: SearchHit) in cardsFirst && hit.kind == .person }
        if ranked { return hits.filter(leads) + hits.filter { !leads($0) } }
        let undated = chronological ? Double.infinity : -.infinity
        return hits.filter(leads)
            + hits.enumerated().filter { !leads($0.element) }.sorted { a, b in
                let at = a.element.best.record.timestamp ?? undated
                let bt = b.element.best.record.timestamp ?? undated
                guard at != bt else { return a.offset < b.offset }
                return chronological ? at < bt : at > bt
            }.map(\.element)
    }

    /// "No meetings, notes or touchpoints with Ada Byrne in August 2026." — with the ranked topic
    /// when there was one, so an empty answer never reads like an empty index, and only the kinds
    /// the question asked for ("No calls with Marcus Reid in June 2026.").
    var emptyMessage: String {
        let about = context.topic.map { " about \"\($0)\"" } ?? ""
        let nouns =
            context.soughtNoun
            ?? SourceNouns.phrase(
                kinds: context.kinds, interactionTypes: context.interactionTypes, meetingVenue: context.meetingVenue)
        return "No \(nouns)\(withWhom)\(about)\(whenSuffix)."
    }

    /// The window as the end of a sentence: "in August 2026", "on 2026-08-14", "since March 2026",
    /// "from June 2026 to August 2026", "next week (2026-11-23 – 2026-11-29)", "2 weeks ago (…)".
    var windowPhrase: String? {
        guard let label = context.windowLabel else { return nil }
        if !label.contains("("), let dash = label.range(of: " – ") {
            let (from, to) = (label[..<dash.lowerBound], label[dash.upperBound...])
            return from == "…" ? "until \(to)" : to == "…" ? "since \(from)" : "from \(from) to \(to)"
        }
        let first = String(label.prefix { $0 != " " }).lowercased()
        if Self.selfStandingWindowWords.contains(first) || label.contains(" ago") { return label }
        let oneDay = context.windowFrom.map { $0.adding(days: 1) == context.windowTo } ?? false
        return (oneDay ? "on " : "in ") + label
    }

    /// A window label starting with one of these needs no preposition ("yesterday", "since March").
    static let selfStandingWindowWords: Set<String> = [
        "yesterday", "today", "tomorrow", "recently", "next", "last", "this", "past", "since", "after", "before",
        "until",
        "upcoming",
    ]

    var text: String {
        var out = ""
        var header: [String] = []
        if let label = context.windowLabel { header.append("Window: \(label)") }
        if !context.people.isEmpty {
            header.append(
                (context.anyOfPeople ? "People (any of): " : "People: ") + context.people.joined(separator: ", "))
        }
        if let assignee = context.assignee {
            header.append("Action items of: \(assignee)" + (context.assigneeIsYou ? " (you)" : ""))
        }
        if !header.isEmpty { out += header.joined(separator: " · ") + "\n" }
        for note in context.explanation { out += note + "\n" }
        guard !hits.isEmpty else { return Terminal.sanitize(out + emptyMessage + "\n") }
        if let tallyLine { out += tallyLine + "\n" }
        out += "\n"
        let time = DisplayTime(zone: context.timeZone)
        for (index, hit) in ordered.enumerated() {
            let date = time.stamp(hit.date) ?? "undated"
            let evidence = hit.chunks.prefix(2).map {
                Terminal.sanitize(time.text(of: $0.record)).replacingOccurrences(of: "\n", with: " ")
            }
            .joined(separator: " … ")
            let clipped = evidence.count > 300 ? String(evidence.prefix(300)) + "…" : evidence
            out += "[\(index + 1)] \(date) · \(hit.kind.rawValue) · \(Terminal.sanitize(hit.title)): \(clipped)\n"
        }
        out += "\nSources:\n"
        for (index, hit) in ordered.enumerated() {
            out += "[\(index + 1)] \(Terminal.singleLine(hit.sourceID.rawValue))\n"
        }
        // Names, titles and ids come from input files: no control character reaches the terminal.
        return Terminal.sanitize(out)
    }

    var json: String {
        let printer = ResultPrinter(format: .json, explain: false, context: context)
        let evidence = ordered.enumerated().map { printer.object($1, rank: $0 + 1) }
        let answer: Any = hits.isEmpty ? emptyMessage : tallyLine.map { $0 as Any } ?? NSNull()
        var object: [String: Any] = ["evidence": evidence, "answer": answer]
        if let tally { object["count"] = tally.values.reduce(0, +) }
        for (key, value) in context.json { object[key] = value }
        return SourceJSON.string(object, pretty: true) + "\n"
    }
}
