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
              recall ask "who is my manager"                  # their card first
              recall ask "how many calls with Mike this year" # counted by kind
              recall ask "who haven't I talked to lately"     # people --quiet-since
              recall ask --summarize "what did Priya and I decide about the launch?"
              recall ask --show-context "what did Priya say?"     # the prompt, nothing sent
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions
    @OptionGroup var query: QueryOptions
    @OptionGroup var colors: ColorOptions

    @Option(name: [.customShort("n"), .customLong("limit")], help: "Maximum number of sources cited.")
    var limit: Int = 8

    @Option(name: .customLong("min-score"), help: "Minimum cosine similarity for a vector match.")
    var minScore: Double = 0.3

    @Option(help: "Output format (default: text).")
    var format: ReportFormat?

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
        colors.apply()
        let text = try QueryText.resolve(words)
        guard !text.isEmpty else { throw RecallError(.usage, "the question is empty") }
        let format = ReportFormat.resolve(self.format)
        let database = try Components.openForReading(store)
        let embedder = try Components.embedder(for: database)
        let service = QueryService(store: database, engine: SearchEngine(store: database, embedder: embedder))
        var plan = try service.plan(text, options: query.question(reading: reading, limit: limit, minScore: minScore))
        plan.context.timeZone = reading.timeZone
        plan.request.filter.origins = try SourceSelection.origins(query.sources, store: database)
        if let quiet = QuietPeopleAnswer(
            plan: plan, today: CalendarDay(reading.reference, in: reading.timeZone), limit: limit)
        {
            FileHandle.standardOutput.write(Data((format == .json ? quiet.json : quiet.text).utf8))
            return quiet.people.isEmpty ? ExitStatus.noResults : ExitStatus.results
        }
        let answer = try await ExtractiveAnswer.answering(
            &plan, service: service, limit: limit, explains: query.explain)
        let hits = answer.hits
        let status = hits.isEmpty ? ExitStatus.noResults : ExitStatus.results
        let settings = ClaudeSettings.resolve(model: model)
        let claude = ClaudeAnswer(
            question: text, offline: answer, today: CalendarDay(reading.reference, in: reading.timeZone),
            settings: settings)
        if showContext {
            FileHandle.standardOutput.write(Data(claude.shownContext.utf8))
            return status
        }
        if format == .text, !offline, !hits.isEmpty, summarize || settings.summarize {
            Interruption.shared.install()
            return try await claude.run(offlineStatus: status)
        }
        FileHandle.standardOutput.write(Data((format == .json ? answer.json : answer.text).utf8))
        if query.explain, format == .json { plan.context.writeExplanationToStandardError() }
        return status
    }
}
