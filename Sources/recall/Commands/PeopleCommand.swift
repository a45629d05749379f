import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// `recall people`: everyone Recall knows, merged across sources.
struct PeopleCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "List people with their emails, aliases, interaction counts and last contact.",
        discussion: """
            --quiet-since lists the people you have been in contact with before, but not for that \
            long (a meeting or touchpoint they took part in), most overdue first.

              recall people
              recall people --quiet-since 30d
              recall people --format jsonl
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions

    @Option(name: .customLong("quiet-since"), help: ArgumentHelp("Only people not contacted for this long: 30d, 6w, 3m, 1y.", valueName: "age"))
    var quietSince: String?

    @Option(help: "Output format (default: text on a terminal, jsonl otherwise).")
    var format: RecordFormat?

    func validate() throws {
        if let quietSince, Self.days(quietSince) == nil {
            throw ValidationError("--quiet-since must look like 30d, 6w, 3m or 1y")
        }
    }

    /// "30d" → 30, "6w" → 42, "3m" → 90, "1y" → 365.
    static func days(_ text: String) -> Int? {
        guard let unit = text.last, let count = Int(text.dropLast()), count > 0 else { return nil }
        let perUnit = ["d": 1, "w": 7, "m": 30, "y": 365][String(unit).lowercased()]
        return perUnit.map { $0 * count }
    }

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        var people = try database.peopleDirectory(asOf: today).sorted { ($0.interactions, $1.name) > ($1.interactions, $0.name) }
        if let days = quietSince.flatMap(Self.days) { people = Self.quiet(people, days: days, today: today) }
        let output: String
        switch RecordFormat.resolve(format) {
        case .json: output = SourceJSON.string(people.map { Self.object($0, today: today) }, pretty: true) + "\n"
        case .jsonl: output = try people.map { try Self.json($0, today: today) + "\n" }.joined()
        default: output = people.map { Self.text($0, today: today) + "\n" }.joined()
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return people.isEmpty ? ExitStatus.noResults : ExitStatus.results
    }

    /// The people last in contact more than `days` ago (never-contacted people are not quiet, they
    /// are strangers), most overdue first.
    static func quiet(_ people: [PersonEntry], days: Int, today: CalendarDay) -> [PersonEntry] {
        let cutoff = today.adding(days: -days)
        return people.filter { $0.lastContact.map { $0 < cutoff } ?? false }
            .sorted { ($0.lastContact?.dayNumber ?? 0, $0.name) < ($1.lastContact?.dayNumber ?? 0, $1.name) }
    }

    static func json(_ entry: PersonEntry, today: CalendarDay) throws -> String {
        SourceJSON.string(object(entry, today: today))
    }

    static func object(_ entry: PersonEntry, today: CalendarDay) -> [String: Any] {
        [
            "id": entry.id, "name": entry.name, "aliases": entry.aliases, "emails": entry.identity.emails,
            "interactions": entry.interactions, "last_contact": entry.lastContact?.description ?? NSNull(),
            "last_contact_kind": entry.lastContactKind?.rawValue ?? NSNull(),
            "days_since_contact": entry.lastContact.map { today.dayNumber - $0.dayNumber } ?? NSNull(),
        ]
    }

    static func text(_ entry: PersonEntry, today: CalendarDay) -> String {
        let aliases = entry.aliases.isEmpty ? "" : " (\(entry.aliases.map(Terminal.singleLine).joined(separator: ", ")))"
        let emails = entry.identity.emails.isEmpty ? "" : " <\(Terminal.singleLine(entry.identity.emails.joined(separator: ", ")))>"
        let last = entry.lastContact.map { ", last \($0) (\(Counted.daysAgo(today.dayNumber - $0.dayNumber)))" } ?? ""
        return "\(Terminal.singleLine(entry.name))\(aliases)\(emails) — \(Counted.phrase(entry.interactions, "interaction"))\(last)"
    }
}
