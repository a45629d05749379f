import ArgumentParser
import Foundation
import RecallCore
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

    @Option(name: [.customShort("n"), .customLong("limit")], help: "Timeline entries to show.")
    var limit = 20

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Argument(help: "The person's name, email or id.")
    var name: [String]

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        guard format == .text || format == .json else { throw ValidationError("--format must be text or json") }
    }

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        let directory = try database.peopleDirectory(asOf: today)
        let entry = try Self.resolve(name.joined(separator: " "), in: directory, reading: reading)
        let timeline = PersonTimeline(store: database, entry: entry, today: today)
        if format == .json {
            let data = try JSONSerialization.data(
                withJSONObject: try timeline.object(limit: limit), options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(try timeline.text(limit: limit).utf8))
        }
        return ExitStatus.results
    }

    /// Exact id, email or name first; else whoever query understanding picks for the words.
    static func resolve(_ name: String, in directory: [PersonEntry], reading: ReadingOptions) throws -> PersonEntry {
        if let entry = try? QueryPlanner.resolvePerson(name, in: directory) { return entry }
        let understanding = QueryUnderstanding(
            now: reading.reference, timeZone: reading.timeZone, people: directory.map(QueryPlanner.candidate))
        let parsed = understanding.parse("with " + name)
        if parsed.people.count == 1, let entry = directory.first(where: { $0.id == parsed.people[0].candidateID }) {
            return entry
        }
        throw RecallError(.notFound, "no single person matches the name given", hint: "see `recall people`, or give a full name or email")
    }
}
