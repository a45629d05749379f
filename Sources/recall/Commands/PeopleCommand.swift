import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// `recall people`: everyone Recall knows, merged across sources.
struct PeopleCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "List people with their emails, aliases and interaction counts.",
        discussion: "  recall people\n  recall people --format jsonl")

    @OptionGroup var store: StoreOptions

    @Option(help: "Output format: text or jsonl.")
    var format: OutputFormat = .text

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let people = try database.peopleDirectory().sorted { ($0.interactions, $1.name) > ($1.interactions, $0.name) }
        for entry in people {
            if format == .jsonl {
                let object: [String: Any] = [
                    "id": entry.id, "name": entry.name, "aliases": entry.aliases, "emails": entry.identity.emails,
                    "interactions": entry.interactions, "last_contact": entry.lastContact?.description ?? NSNull(),
                ]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                print(String(decoding: data, as: UTF8.self))
            } else {
                let aliases = entry.aliases.isEmpty ? "" : " (\(entry.aliases.joined(separator: ", ")))"
                let emails = entry.identity.emails.isEmpty ? "" : " <\(entry.identity.emails.joined(separator: ", "))>"
                let last = entry.lastContact.map { ", last \($0)" } ?? ""
                print("\(Terminal.sanitize(entry.name))\(aliases)\(emails) — \(entry.interactions) interactions\(last)")
            }
        }
        return people.isEmpty ? ExitStatus.noResults : 0
    }
}
