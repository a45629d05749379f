import Foundation
import RecallTestSupport
import Testing

/// A named person and a topic no source in a large index words: the asker's words are not the records'
/// ("his technicians" where the notes say "tech team"), and everything involving the person answers. A
/// topic some source words stays a topic: a real subject they never discussed has no answer.
@Suite(.serialized) struct WordsNobodyWroteTests {
    static let card = "BEGIN:VCARD\nVERSION:3.0\nUID:ben-o\nFN:Ben Okafor\nN:Okafor;Ben;;;\nEND:VCARD\n"
    static let touchpoints = [
        ("tp-1", "2026-03-03T10:00:00Z", "Ben says the tech team is two people short for seven labs."),
        ("tp-2", "2026-04-14T10:00:00Z", "Ben texted after the network meeting, same boat on staffing."),
    ].map { id, at, note in
        "{\"id\": \"\(id)\", \"person\": \"ben-o\", \"person_name\": \"Ben Okafor\", \"interaction_type\": \"text\", "
            + "\"occurred_at\": \"\(at)\", \"raw_note\": \"\(note)\"}"
    }.joined(separator: "\n")

    /// About 1,200 chunks of everyday notes, none about Ben; one of them about the boiler.
    static func notes() -> [(String, String)] {
        let topics = ["garden", "budget", "timetable", "parking", "printer", "library", "canteen", "uniform"]
        return (0..<600).map { number in
            let topic = number == 7 ? "boiler" : topics[number % topics.count]
            return (
                "notes/note-\(number).md",
                "# Note \(number)\n\nA short line on the \(topic), item \(number).\n\n"
                    + "Another paragraph, \(number) of many.\n"
            )
        }
    }

    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        var paths = [try cli.folder.write(Self.card, to: "people.vcf").path]
        paths.append(try cli.folder.write(Self.touchpoints + "\n", to: "touchpoints.jsonl").path)
        for (name, text) in Self.notes() { _ = try cli.folder.write(text, to: name) }
        paths.append(cli.folder.url.appendingPathComponent("notes").path)
        let run = try cli.recall(["index"] + paths)
        #expect(run.status == 0, "\(run.stderr)")
    }

    func ids(_ arguments: [String]) throws -> (status: Int32, ids: [String], stderr: String) {
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-06-01", "--explain"] + arguments)
        return (run.status, run.lines, run.stderr)
    }

    @Test func wordsNobodyWroteGiveWayToThePerson() throws {
        let found = try ids(["Ben Okafor and his technicians"])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.ids.contains("touchpoint:tp-1"), "\(found.ids)")
        #expect(found.stderr.contains("relaxed: words-nobody-wrote"), "\(found.stderr)")
        let off = try ids(["--switch-off", "words-nobody-wrote", "Ben Okafor and his technicians"])
        #expect(off.status == 1 && off.ids.isEmpty, "\(off.ids)")
    }

    @Test func aTopicSomeSourceWordsStaysATopic() throws {
        let found = try ids(["what did Ben Okafor say about the boiler"])
        #expect(found.status == 1, "\(found.ids) \(found.stderr)")
        #expect(found.ids.isEmpty)
    }
}
