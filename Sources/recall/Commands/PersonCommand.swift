import ArgumentParser
import Foundation
import RecallCore
import RecallQuery
import RecallSearch
import RecallStore

/// `recall person NAME`: one person's profile, facts as of today, last contact and timeline.
struct PersonCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Show a person: aliases, emails, facts as of today, last contact and a timeline.",
        discussion: """
            NAME is a full name, first name, nickname, email or id; a misspelling or a name typed \
            without accents is resolved as in questions. Facts read as of --now ("started college, \
            Fall 2025" reads "2nd year" in 2026-27).

              recall person "Priya Raman"
              recall person mike --format json
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions
    @OptionGroup var colors: ColorOptions

    @Option(name: [.customShort("n"), .customLong("limit")], help: "Timeline entries to show.")
    var limit = 20

    @Option(help: "Output format (default: text).")
    var format: ReportFormat?

    @Argument(help: "The person's name, email or id.")
    var name: [String]

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func execute() async throws -> Int32 {
        colors.apply()
        let database = try Components.openForReading(store)
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        let directory = try database.peopleDirectory(asOf: today)
        guard let match = Self.resolve(name.joined(separator: " "), in: directory, reading: reading) else {
            Terminal.error(
                "recall: no single person matches the name given (see `recall people`, or give a full name or email)")
            return ExitStatus.noResults
        }
        // Another person the words could mean is said, never silently passed over.
        if let note = match.ambiguity { Terminal.error("recall: \(note); give a full name or email for another") }
        let timeline = PersonTimeline(store: database, entry: match.entry, today: today, timeZone: reading.timeZone)
        if ReportFormat.resolve(format) == .json {
            var object = try timeline.object(limit: limit)
            object["other_matches"] = match.others.map { ["id": $0.id, "name": $0.name] }
            FileHandle.standardOutput.write(Data((SourceJSON.string(object, pretty: true) + "\n").utf8))
        } else {
            FileHandle.standardOutput.write(Data(try timeline.text(limit: limit).utf8))
        }
        return ExitStatus.results
    }

    /// The person shown, and the others the same words could mean.
    struct Match {
        var entry: PersonEntry
        /// Other people the name matched, best first.
        var others: [PersonEntry] = []
        /// "Ada → Ada Byrne (1 other Ada: Ada Moss)", when there are others.
        var ambiguity: String?
    }

    /// Exact id, email or name first; else whoever query understanding picks for the words (with
    /// the alternatives it weighed); nil when nobody, or nobody in particular, matches.
    static func resolve(_ name: String, in directory: [PersonEntry], reading: ReadingOptions) -> Match? {
        if let entry = try? QueryPlanner.resolvePerson(name, in: directory) { return Match(entry: entry) }
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        let people = PersonDirectory(people: directory.map(QueryPlanner.candidate), today: today)
        let clock = QueryClock(now: reading.reference, timeZone: reading.timeZone)
        let parsed = QueryParser(clock: clock, people: people).parse("with " + name)
        guard parsed.people.count == 1, let found = parsed.people.first,
            let entry = directory.first(where: { $0.id == found.candidateID })
        else { return nil }
        let others = found.alternatives.compactMap { id in directory.first { $0.id == id && $0.id != entry.id } }
        return Match(entry: entry, others: others, ambiguity: others.isEmpty ? nil : found.explanation)
    }
}
