import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Re-runs and cron jobs stay quiet: an export's side files are passed over, `.recallignore`
/// leaves out what it names, and a file that failed is reported once, until it changes.
@Suite struct ImportNoiseTests {
    static let keepNote = #"{"title":"Groceries","textContent":"oat milk, lemons","userEditedTimestampUsec":1700000000000000,"isTrashed":false}"#

    @Test func aKeepTakeoutFolderImportsCleanly() throws {
        let cli = try CLIHarness()
        try cli.folder.write(Self.keepNote, to: "in/Takeout/Keep/Groceries.json")
        try cli.folder.write("<html>Groceries</html>", to: "in/Takeout/Keep/Groceries.html")
        try cli.folder.write("shopping\n", to: "in/Takeout/Keep/Labels.txt")
        try cli.folder.write("\u{89}PNG", to: "in/Takeout/Keep/1629964295873.139657380.png")
        try cli.folder.write("<html>browser</html>", to: "in/Takeout/archive_browser.html")
        try cli.folder.write("PK", to: "in/takeout-001.zip")
        let run = try cli.recall(["index", cli.folder.url.appendingPathComponent("in").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("added 1 note") && run.stderr.contains("ignored 5 files"), "\(run.stderr)")
    }

    @Test func recallignoreFollowsGitignoreRules() throws {
        let cli = try CLIHarness()
        let files = ["a.md", "drafts/b.md", "c.tmp.md", "important.tmp.md", "top-only.md", "sub/top-only.md", "sub/local.md",
                     "local.md", "deep/x/drafts/e.md", "logs/2026/f.md"]
        for file in files { try cli.folder.write("# \(file)\n\nText of \(file).\n", to: "in/" + file) }
        try cli.folder.write("# comment\ndrafts/\n*.tmp.md\n!important.tmp.md\n/top-only.md\nlogs/**/f.md\n", to: "in/.recallignore")
        try cli.folder.write("local.md\n", to: "in/sub/.recallignore")
        let run = try cli.recall(["index", cli.folder.url.appendingPathComponent("in").path])
        #expect(run.status == 0, "\(run.stderr)")
        let status = try cli.recall(["status", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let root = cli.folder.url.appendingPathComponent("in").path + "/"
        let indexed = ((object["file_list"] as? [[String: Any]]) ?? []).compactMap { ($0["path"] as? String)?.replacingOccurrences(of: root, with: "") }
        #expect(indexed.sorted() == ["a.md", "important.tmp.md", "local.md", "sub/top-only.md"], "\(indexed)")
    }

    @Test func aFailedFileIsReportedOnceUntilItChanges() throws {
        let cli = try CLIHarness()
        try cli.folder.write("# Good\n\nA good note.\n", to: "in/good.md")
        let bad = try cli.folder.write("Nothing calendar-like.\n", to: "in/bad.ics")
        let folder = cli.folder.url.appendingPathComponent("in").path
        let first = try cli.recall(["index", folder])
        #expect(first.status == 65 && first.stderr.contains("bad.ics: no VCALENDAR found"), "\(first.stderr)")
        let again = try cli.recall(["index", folder])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.split(separator: "\n").count == 1 && again.stderr.contains("1 file unchanged since it failed"), "\(again.stderr)")
        let status = try cli.recall(["status"])
        #expect(status.stdout.contains("failed: 1 file"), "\(status.stdout)")
        #expect(status.stdout.contains("bad.ics: no VCALENDAR found"), "\(status.stdout)")
        // Touched but the same bytes: still quiet. Changed: read and reported again.
        utimes(bad.path, nil)
        #expect(try cli.recall(["index", folder]).status == 0)
        try Data("Still nothing.\n".utf8).write(to: bad)
        let changed = try cli.recall(["index", folder])
        #expect(changed.status == 65 && changed.stderr.contains("bad.ics: no VCALENDAR found"), "\(changed.stderr)")
        // Fixed: imported, and no longer listed.
        try Data("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:20260101T100000Z\nSUMMARY:Fixed\nEND:VEVENT\nEND:VCALENDAR\n".utf8).write(to: bad)
        let fixed = try cli.recall(["index", folder])
        #expect(fixed.status == 0 && fixed.stderr.contains("added 1 meeting"), "\(fixed.stderr)")
        #expect(!(try cli.recall(["status"])).stdout.contains("failed:"))
    }

    @Test func verboseSaysWhatBecameOfEachFileWithItsProblems() throws {
        let cli = try CLIHarness()
        try cli.folder.write("# Good\n\nA good note.\n", to: "in/good.md")
        try cli.folder.write("Nothing calendar-like.\n", to: "in/bad.ics")
        try cli.folder.write("\u{89}PNG", to: "in/photo.png")
        let run = try cli.recall(["index", "--verbose", cli.folder.url.appendingPathComponent("in").path])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let skipped = try #require(lines.firstIndex { $0.hasPrefix("skipped /") && $0.hasSuffix("bad.ics") }, "\(run.stderr)")
        let beside = lines.dropFirst(skipped + 1).prefix { $0.hasPrefix("  /") }
        #expect(beside.contains { $0.hasSuffix("bad.ics: no VCALENDAR found") }, "\(run.stderr)")
        #expect(!lines.contains { $0.hasPrefix("indexed /") && $0.hasSuffix("bad.ics") })
        #expect(lines.contains { $0.hasPrefix("indexed /") && $0.hasSuffix("good.md") })
        #expect(lines.contains { $0.hasPrefix("ignored /") && $0.contains("photo.png") })
        #expect(run.stderr.components(separatedBy: "no VCALENDAR found").count == 2, "once, beside its file: \(run.stderr)")
    }

    @Test func indexingStdinPrintsTheIdItCreated() throws {
        let cli = try CLIHarness()
        let run = try cli.recall(["index", "-", "--title", "Call with Sam"], stdin: Data("We talked about kayaks.\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let id = run.stdout.trimmingCharacters(in: .newlines)
        #expect(id.hasPrefix("note:stdin/") && !id.contains("\n"), "\(run.stdout)")
        #expect(run.stderr.contains("(1 chunk)"), "plural: \(run.stderr)")
        #expect(try cli.recall(["get", "--format", "json", id]).status == 0)
    }

    @Test func watchNamesTheChangedFile() async throws {
        let cli = try CLIHarness()
        try cli.folder.write("# One\n\nFirst note.\n", to: "in/one.md")
        let folder = cli.folder.url.appendingPathComponent("in").path
        let binary = try ReliabilityCorpus.binary()
        let watch = try BackgroundRecall(binary, ["--db", cli.db, "index", "--watch", "--interval", "0.2", folder], environment: cli.environment)
        #expect(await ClaudeStreamingTests.eventually { watch.stderr.contains("watching") }, "\(watch.stderr)")
        try cli.folder.write("# Two\n\nSecond note.\n", to: "in/two.md")
        #expect(await ClaudeStreamingTests.eventually { watch.stderr.contains("new \(folder)/two.md") }, "\(watch.stderr)")
        #expect(watch.finish(signal: SIGINT) == 130)
    }
}
