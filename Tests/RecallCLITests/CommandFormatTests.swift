import Foundation
import RecallTestSupport
import Testing

/// Every command takes exactly the formats it prints, lists exactly those in its help, and picks
/// one by the same rule when none is given.
@Suite(.serialized) struct CommandFormatTests {
    static let cli: CLIHarness = {
        let cli = try! CLIHarness()  // a temporary folder
        try? cli.indexDemo()
        return cli
    }()

    /// A command, its arguments, and the formats it must refuse.
    static let refusals: [([String], [String])] = [
        (["ask", "vendor contract"], ["jsonl", "tsv", "csv", "md", "ids"]),
        (["get", "person:p-priya-raman"], ["tsv", "csv", "md", "ids"]),
        (["people"], ["tsv", "csv", "md", "ids"]),
        (["person", "Priya Raman"], ["jsonl", "tsv", "csv", "md", "ids"]),
        (["status"], ["jsonl", "tsv", "csv", "md", "ids"]),
        (["export"], ["json", "text"]),
    ]

    @Test(arguments: refusals)
    func formatsACommandDoesNotPrintAreUsageErrors(command: [String], formats: [String]) throws {
        for format in formats {
            let run = try Self.cli.recall([command[0], "--format", format] + command.dropFirst())
            #expect(run.status == 64, "\(command[0]) --format \(format): \(run.status) \(run.stdout.prefix(200))")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("--format"), "\(run.stderr)")
        }
    }

    @Test(arguments: [
        ("ask", "text, json"), ("person", "text, json"), ("status", "text, json"), ("get", "text, json, jsonl"),
        ("people", "text, json, jsonl"), ("search", "text, json, jsonl, tsv, csv, md, ids, files"), ("export", "jsonl"),
    ])
    func helpListsExactlyTheFormatsTaken(command: String, formats: String) throws {
        let run = try Self.cli.recall([command, "--help"], withDB: false)
        let help = run.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("values: \(formats))") || help.contains("values: \(formats);"), "\(command): \(run.stdout)")
    }

    /// Off a terminal: JSON Lines from commands that print records, text from those that answer.
    @Test func oneRuleChoosesTheFormatOnAPipe() throws {
        for command in [["search", "vendor contract"], ["get", "person:p-priya-raman"], ["people"]] {
            let run = try Self.cli.recall(command)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(!lines.isEmpty && run.jsonLines.count == lines.count, "\(command[0]): \(run.stdout.prefix(200))")
        }
        for command in [["ask", "--now", "2026-11-20", "vendor contract"], ["person", "Priya Raman"], ["status"]] {
            let run = try Self.cli.recall(command)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.hasPrefix("{"), "\(command[0]): \(run.stdout.prefix(200))")
        }
    }

    @Test func statusPrintsOneJSONObject() throws {
        let run = try Self.cli.recall(["status", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["sources"] as? [String: Int])?["meeting"] == 81, "\(object)")
        #expect(object["chunks"] as? Int ?? 0 > 0)
        #expect(object["database"] as? String == Self.cli.db)
        #expect((object["files"] as? [String: Int])?["current"] == 25)
        let files = try #require(object["file_list"] as? [[String: Any]])
        #expect(files.count == 25 && files.allSatisfy { $0["state"] as? String == "current" })
    }

    @Test func peopleAsOneJSONArray() throws {
        let run = try Self.cli.recall(["people", "--format", "json"])
        let people = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(people.contains { $0["name"] as? String == "Priya Raman" })
    }
}
