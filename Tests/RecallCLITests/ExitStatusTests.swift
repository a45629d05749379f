import Foundation
import RecallTestSupport
import Testing

/// Exit statuses mean what the README's table says: 1 for no match, 65 for skipped input.
@Suite struct ExitStatusTests {
    @Test func anUnknownPersonIsNoMatchNotAMissingIndex() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try cli.recall(["person", "nobody"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    @Test func aCalendarFileWithoutACalendarIsSkippedInput() throws {
        let cli = try CLIHarness()
        try cli.folder.write("Nothing to see here.\n", to: "in/calendar.ics")
        try cli.folder.write("# A note\n\nIt is fine.\n", to: "in/note.md")
        let run = try cli.recall(["index", cli.folder.url.appendingPathComponent("in").path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("calendar.ics: no VCALENDAR found"), "\(run.stderr)")
        #expect(run.stderr.contains("indexed 2 files"), "\(run.stderr)")
    }

    @Test func anAmbiguousPersonSaysWhoElseMatched() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try cli.recall(["person", "sarah"])
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try #require(run.stdout.split(separator: "\n").first)
        #expect(run.stderr.contains("Sarah"), "\(run.stderr)")
        #expect(!run.stderr.contains("→ \(shown) (") || run.stderr.contains("other"), "\(run.stderr)")
        let json = try cli.recall(["person", "--format", "json", "sarah"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let others = try #require(object["other_matches"] as? [[String: String]])
        #expect(!others.isEmpty && !others.contains { $0["name"] == object["name"] as? String }, "\(others)")
    }
}
