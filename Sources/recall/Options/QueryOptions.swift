import ArgumentParser
import Foundation
import RecallCore
import RecallSearch

/// Explicit filters and ranking switches shared by `search` and `ask`.
struct QueryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only sources on or after this date.", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only sources before this date.", valueName: "date"))
    var until: String?

    @Option(
        help: ArgumentHelp(
            "Only sources involving this person (name, email or id); overrides names in the question.",
            valueName: "name"))
    var person: String?

    @Option(
        name: .customLong("kind"),
        help: ArgumentHelp("Only this kind (repeatable): meeting, note, touchpoint, person.", valueName: "kind"))
    var kinds: [SourceKind] = []

    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "Only sources from this [sources.NAME] of the config, or indexed file or folder (repeatable).",
            valueName: "name"))
    var sources: [String] = []

    @Option(help: "Ranking: hybrid (default), vector, lexical.")
    var ranking: Ranking = .hybrid

    @Option(
        help: """
            Fusion of BM25 and vector scores: weighted (default: normalized scores, weighted sum) \
            or rrf (reciprocal rank fusion).
            """
    )
    var fusion: Fusion = .weighted

    @Flag(name: .customLong("no-understanding"), help: "Use the query text as is: no people, time or kind parsing.")
    var noUnderstanding = false

    @Option(
        name: .customLong("switch-off"),
        help: ArgumentHelp(
            "Leave out a stage, rule or fallback step of understanding, by its --explain name (repeatable).",
            valueName: "name"))
    var switchedOff: [String] = []

    @Flag(
        help: """
            Show each result's vector rank, BM25 rank, their scores and the fused score, \
            and how the question was read (on stderr in machine formats).
            """
    )
    var explain = false

    @Flag(help: "One result per chunk instead of one per source.")
    var chunks = false

    func validate() throws {
        for (name, value) in [("--since", since), ("--until", until)] {
            if let value, CalendarDay(value) == nil { throw ValidationError("\(name) must be a date like 2026-08-01") }
        }
        let known = QueryService.switchableNames
        if let unknown = switchedOff.first(where: { !known.contains($0) }) {
            throw ValidationError("--switch-off: no stage, rule or step named '\(unknown)' (see --explain)")
        }
    }
}

extension QueryOptions {
    /// Whether a flag narrows the search by itself, so that an empty query lists what it admits.
    var narrows: Bool { person != nil || !kinds.isEmpty || since != nil || until != nil || !sources.isEmpty }

    /// The library's options for one question: these flags, the reading clock, and how many results.
    func question(reading: ReadingOptions, limit: Int, minScore: Double) -> QuestionOptions {
        var options = QuestionOptions(now: reading.reference, timeZone: reading.timeZone)
        options.since = since.flatMap { CalendarDay($0) }
        options.until = until.flatMap { CalendarDay($0) }
        options.person = person
        options.kinds = kinds
        options.ranking = ranking
        options.fusion = fusion
        options.understands = !noUnderstanding
        options.explains = explain
        options.chunks = chunks
        options.switchedOff = Set(switchedOff)
        options.limit = limit
        options.minScore = minScore
        return options
    }
}

extension Ranking: ExpressibleByArgument {}
extension Fusion: ExpressibleByArgument {}

/// Reads a query from arguments, or from stdin when the only argument is `-`.
enum QueryText {
    static func resolve(_ words: [String]) throws -> String {
        if words == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return String(decoding: data, as: UTF8.self).trimmed
        }
        return words.joined(separator: " ").trimmed
    }

    /// Source ids as given, or one per line from stdin for `-` (`recall search --format ids … | recall get -`).
    static func ids(_ arguments: [String]) -> [String] {
        guard arguments == ["-"] else { return arguments }
        return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
    }
}
