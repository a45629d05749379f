import ArgumentParser
import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// `recall people`: everyone Recall knows, merged across sources.
struct PeopleCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "List people with their emails, aliases, interaction counts and last contact.",
        discussion: """
            --quiet-since lists the people you have been in direct contact with before, but not for \
            that long, most overdue first: a touchpoint with them, or a meeting of at most 5 attendees \
            they took part in. People only ever seen in larger meetings (a kickoff, an all-hands) are \
            left out unless --include-broadcast.

              recall people
              recall people --quiet-since 30d
              recall people --quiet-since 6m --include-broadcast
              recall people --format jsonl
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var reading: ReadingOptions

    @Option(
        name: .customLong("quiet-since"),
        help: ArgumentHelp("Only people not contacted for this long: 30d, 6w, 3m, 1y.", valueName: "age"))
    var quietSince: String?

    @Flag(
        name: .customLong("include-broadcast"),
        help: "With --quiet-since: also list people only seen in meetings of more than 5.")
    var includeBroadcast = false

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
        var people = try database.peopleDirectory(asOf: today).sorted {
            ($0.interactions, $1.name) > ($1.interactions, $0.name)
        }
        let days = quietSince.flatMap(Self.days)
        if let days {
            people = QuietPeople.select(people, days: days, today: today, includeBroadcast: includeBroadcast)
        }
        let output: String
        switch RecordFormat.resolve(format) {
        case .json: output = SourceJSON.string(people.map { Self.object($0, today: today) }, pretty: true) + "\n"
        case .jsonl: output = try people.map { try Self.json($0, today: today) + "\n" }.joined()
        default: output = people.map { Self.text($0, today: today, direct: days != nil) + "\n" }.joined()
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return people.isEmpty ? ExitStatus.noResults : ExitStatus.results
    }

    /// The people not in direct contact for more than `days`, most overdue first (``QuietPeople``).
    static func quiet(_ people: [PersonEntry], days: Int, today: CalendarDay) -> [PersonEntry] {
        QuietPeople.select(people, days: days, today: today)
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
            "last_direct_contact": entry.lastDirectContact?.description ?? NSNull(),
            "direct_contacts": entry.directContacts,
            "days_since_direct_contact": entry.lastDirectContact.map { today.dayNumber - $0.dayNumber } ?? NSNull(),
        ]
    }

    /// `Name (aliases) <emails> — 12 interactions, last 2026-11-02 (18 days ago)`; with `direct`
    /// (who has gone quiet) the count and date are of direct contacts: `— 3 direct contacts, last …`,
    /// or `— seen only in larger meetings, last …`.
    static func text(_ entry: PersonEntry, today: CalendarDay, direct: Bool = false) -> String {
        let aliases =
            entry.aliases.isEmpty ? "" : " (\(entry.aliases.map(Terminal.singleLine).joined(separator: ", ")))"
        let emails =
            entry.identity.emails.isEmpty
            ? "" : " <\(Terminal.singleLine(entry.identity.emails.joined(separator: ", ")))>"
        var count = Counted.phrase(entry.interactions, "interaction")
        var day = entry.lastContact
        if direct {
            count =
                entry.lastDirectContact == nil
                ? "seen only in larger meetings" : Counted.phrase(entry.directContacts, "direct contact")
            day = entry.lastDirectContact ?? entry.lastContact
        }
        let last = day.map { ", last \($0) (\(Counted.daysAgo(today.dayNumber - $0.dayNumber)))" } ?? ""
        return "\(Terminal.singleLine(entry.name))\(aliases)\(emails) — \(count)\(last)"
    }
}
