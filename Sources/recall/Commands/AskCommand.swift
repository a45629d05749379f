import ArgumentParser
import Foundation
import RecallCore
import RecallRemote
import RecallSearch
import RecallStore

/// `recall ask QUESTION`: retrieval plus an offline, extractive answer with citations.
struct AskCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Answer a question from the index, citing the evidence.",
        discussion: """
            The answer states the window and people used, then the evidence grouped by source, newest \
            first, one dated line each with a citation number. Nothing leaves the machine unless \
            --summarize (or RECALL_SUMMARIZE=1, or claude.summarize = true) is given: then the question \
            and the retrieved evidence are sent to Claude (key from ANTHROPIC_API_KEY), its answer is \
            streamed, and the sources it cited are listed. On any Claude failure the offline answer is shown.

              recall ask "what did I discuss with Sarah in August"
              recall ask --now 2026-11-20 "when did I last talk to Priya?"
              recall ask --summarize "what did Priya and I decide about the launch?"
              recall ask --show-context "what did Priya say?"     # the prompt, nothing sent
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions
    @OptionGroup var query: QueryOptions

    @Option(name: [.customShort("n"), .customLong("limit")], help: "Maximum number of sources cited.")
    var limit: Int = 8

    @Option(name: .customLong("min-score"), help: "Minimum cosine similarity for a vector match.")
    var minScore: Double = 0.3

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Have Claude write the answer from the evidence (sends it to the Anthropic API).")
    var summarize = false

    @Flag(help: "Never call Claude, even if configured to summarize.")
    var offline = false

    @Flag(name: .customLong("show-context"), help: "Print the prompt Claude would get, and send nothing.")
    var showContext = false

    @Option(help: ArgumentHelp("The Claude model (default \(ClaudeConfiguration.defaultModel)).", valueName: "name"))
    var model: String?

    @Argument(help: "The question ('-' reads it from stdin).")
    var words: [String]

    func execute() async throws -> Int32 {
        let text = try QueryText.resolve(words)
        guard !text.isEmpty else { throw RecallError(.usage, "the question is empty") }
        let database = try Components.openForReading(store)
        let embedder = try Components.embedder(for: database)
        var plan = try QueryPlanner(store: database, reading: reading, options: query).plan(text, limit: limit, minScore: minScore)
        if let quiet = QuietPeopleAnswer(plan: plan, today: CalendarDay(reading.reference, in: reading.timeZone), limit: limit) {
            FileHandle.standardOutput.write(Data((format == .json ? quiet.json : quiet.text).utf8))
            return quiet.people.isEmpty ? ExitStatus.noResults : ExitStatus.results
        }
        let hits = try await QueryPlanner.run(&plan, engine: SearchEngine(store: database, embedder: embedder))
        let answer = ExtractiveAnswer(hits: hits, plan: plan)
        let status = hits.isEmpty ? ExitStatus.noResults : ExitStatus.results
        let settings = ClaudeSettings.resolve(model: model)
        let claude = ClaudeAnswer(
            question: text, offline: answer, today: CalendarDay(reading.reference, in: reading.timeZone), settings: settings)
        if showContext {
            FileHandle.standardOutput.write(Data(claude.shownContext.utf8))
            return status
        }
        if format == .text, !offline, !hits.isEmpty, summarize || settings.summarize {
            Interruption.shared.install()
            try await claude.run()
            return status
        }
        FileHandle.standardOutput.write(Data((format == .json ? answer.json : answer.text).utf8))
        if query.explain, format == .json { plan.context.writeExplanationToStandardError() }
        return status
    }
}

/// The offline answer: evidence grouped by source, newest first, each line numbered for citation.
struct ExtractiveAnswer {
    var hits: [SearchHit]
    var context: ResolvedContext
    /// Whether the question asks about a person ("who is Olivia", "Michael's birthday"): their
    /// cards, which are undated, then lead the answer instead of closing it.
    var cardsFirst = false

    /// The answer to a planned question: one about a person leads with their card.
    init(hits: [SearchHit], plan: QueryPlanner.Plan) {
        self.init(hits: hits, context: plan.context, cardsFirst: plan.pinsPersonCards || plan.understood?.intent == .factLookup)
    }

    init(hits: [SearchHit], context: ResolvedContext, cardsFirst: Bool = false) {
        self.hits = hits
        self.context = context
        self.cardsFirst = cardsFirst
    }

    /// Newest first; undated sources last, in rank order (person cards first with ``cardsFirst``).
    var ordered: [SearchHit] {
        let leads = { (hit: SearchHit) in cardsFirst && hit.kind == .person }
        return hits.filter(leads) + hits.enumerated().filter { !leads($0.element) }.sorted { a, b in
            let at = a.element.best.record.timestamp ?? -.infinity
            let bt = b.element.best.record.timestamp ?? -.infinity
            return at != bt ? at > bt : a.offset < b.offset
        }.map(\.element)
    }

    /// "No meetings, notes or touchpoints with Sarah Chen in August 2026." — with the ranked topic
    /// when there was one, so an empty answer never reads like an empty index, and only the kinds
    /// the question asked for ("No calls with Marcus Reid in June 2026.").
    var emptyMessage: String {
        let who = context.people.isEmpty ? "" : " with " + context.people.joined(separator: " and ")
        let when = windowPhrase.map { " " + $0 } ?? ""
        let about = context.topic.map { " about \"\($0)\"" } ?? ""
        let nouns = SourceNouns.phrase(kinds: context.kinds, interactionTypes: context.interactionTypes)
        return "No \(nouns)\(who)\(about)\(when)."
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
        "yesterday", "today", "tomorrow", "recently", "next", "last", "this", "past", "since", "after", "before", "until",
        "upcoming",
    ]

    var text: String {
        var out = ""
        var header: [String] = []
        if let label = context.windowLabel { header.append("Window: \(label)") }
        if !context.people.isEmpty { header.append("People: " + context.people.joined(separator: ", ")) }
        if !header.isEmpty { out += header.joined(separator: " · ") + "\n" }
        for note in context.explanation { out += note + "\n" }
        guard !hits.isEmpty else { return out + emptyMessage + "\n" }
        out += "\n"
        for (index, hit) in ordered.enumerated() {
            let date = hit.date.map { String($0.prefix(10)) } ?? "undated"
            let evidence = hit.chunks.prefix(2).map { Terminal.sanitize($0.record.text).replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: " … ")
            let clipped = evidence.count > 300 ? String(evidence.prefix(300)) + "…" : evidence
            out += "[\(index + 1)] \(date) · \(hit.kind.rawValue) · \(Terminal.sanitize(hit.title)): \(clipped)\n"
        }
        out += "\nSources:\n"
        for (index, hit) in ordered.enumerated() { out += "[\(index + 1)] \(hit.sourceID.rawValue)\n" }
        return out
    }

    var json: String {
        let printer = ResultPrinter(format: .json, explain: false, context: context)
        let evidence = ordered.enumerated().map { printer.object($1, rank: $0 + 1) }
        var object: [String: Any] = ["evidence": evidence, "answer": hits.isEmpty ? emptyMessage : NSNull()]
        for (key, value) in context.json { object[key] = value }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])  // plain JSON values
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
