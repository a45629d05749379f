import ArgumentParser
import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// `recall search QUERY`: ranked evidence, for people and for scripts.
struct SearchCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the index.",
        discussion: """
            Names, dates and kinds in the query become filters ("calls with Mike last week"); the rest \
            is ranked by vector similarity and BM25, fused. Exit status 1 when nothing matches.

              recall search "vendor contract renewal"
              recall search --format jsonl -n 10 "budget overrun since March"
              recall search --person "Priya Raman" --kind note     # everything the filters admit
              echo "offsite in Lisbon" | recall search -
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions
    @OptionGroup var results: ResultOptions
    @OptionGroup var query: QueryOptions
    @OptionGroup var colors: ColorOptions

    @Argument(help: "The query ('-' reads it from stdin); may be empty with a filter flag.")
    var words: [String] = []

    func execute() async throws -> Int32 {
        colors.apply()
        let text = try QueryText.resolve(words)
        guard !text.isEmpty || query.narrows else {
            throw RecallError(.usage, "the query is empty", hint: "give a query, or a filter such as --person")
        }
        let database = try Components.openForReading(store)
        PhaseTrace.mark("open-store")
        let embedder = try Components.embedder(for: database)
        PhaseTrace.mark("embedder (fingerprint, IDF snapshot)")
        let service = QueryService(store: database, engine: SearchEngine(store: database, embedder: embedder))
        let options = query.question(reading: reading, limit: results.limit, minScore: results.minScore)
        var plan = try service.plan(text, options: options)
        plan.context.timeZone = reading.timeZone
        plan.request.filter.origins = try SourceSelection.origins(query.sources, store: database)
        PhaseTrace.mark("understand-query")
        let hits = try await service.run(&plan, explains: query.explain)
        let format = results.resolvedFormat
        let printer = ResultPrinter(format: format, explain: query.explain, context: plan.context)
        FileHandle.standardOutput.write(Data(printer.render(hits).utf8))
        // Text output carries the question-level notes; the machine formats send them to stderr.
        if query.explain, format != .text { plan.context.writeExplanationToStandardError() }
        PhaseTrace.mark("print")
        return hits.isEmpty ? ExitStatus.noResults : ExitStatus.results
    }
}
