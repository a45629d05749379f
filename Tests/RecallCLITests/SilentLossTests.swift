import Foundation
import RecallTestSupport
import Testing

/// Nothing an import reads is dropped without a word: same-named notes in two folders, one event
/// UID in two calendars, control characters in ids.
@Suite struct SilentLossTests {
    func ids(_ cli: CLIHarness, _ query: String) throws -> [String] {
        try cli.recall(["search", "--format", "ids", "--no-understanding", query]).stdout.split(separator: "\n").map(String.init)
    }

    /// `todo.md` in two folders is two notes, `note:<folder>/todo.md`; the file given alone or
    /// its folder again keeps the same id.
    @Test func sameNamedNotesInTwoFoldersAreTwoNotes() throws {
        let cli = try CLIHarness()
        let work = try cli.folder.write("budget zqxw\n", to: "w/todo.md")
        try cli.folder.write("dentist zqxp\n", to: "p/todo.md")
        let folders = ["w", "p"].map { cli.folder.url.appendingPathComponent($0).path }
        let run = try cli.recall(["index"] + folders)
        #expect(run.status == 0 && run.stderr.contains("added 2 notes;"), "\(run.stderr)")
        #expect(try ids(cli, "zqxw").first == "note:w/todo.md")
        #expect(try ids(cli, "zqxp").first == "note:p/todo.md")
        try cli.folder.write("budget zqxw again\n", to: "w/todo.md")
        let alone = try cli.recall(["index", work.path])
        #expect(alone.stderr.contains("added 0; updated 1 note; removed 0;"), "\(alone.stderr)")
        let again = try cli.recall(["index", folders[0]])
        #expect(again.stderr.contains("unchanged 1 note;"), "\(again.stderr)")
    }

    /// Two folders with one name get `notes` and `notes-2`; a configured source takes its
    /// `[sources.NAME]` name; names are remembered, whatever order folders come in later.
    @Test func rootNamesAreUniqueConfiguredAndRemembered() throws {
        let cli = try CLIHarness()
        try cli.folder.write("alpha zqa\n", to: "a/notes/x.md")
        try cli.folder.write("beta zqb\n", to: "b/notes/x.md")
        let journal = try cli.folder.write("gamma zqc\n", to: "c/journal/x.md").deletingLastPathComponent().path
        try cli.writeConfig("[sources.work]\npath = \"\(journal)\"\n")
        let folders = ["a/notes", "b/notes"].map { cli.folder.url.appendingPathComponent($0).path }
        #expect(try cli.recall(["index"] + folders).status == 0)
        #expect(try cli.recall(["index"]).status == 0)
        #expect(try cli.recall(["index"] + folders.reversed()).stderr.contains("unchanged 2 notes;"))
        #expect(try ids(cli, "zqa").first == "note:notes/x.md")
        #expect(try ids(cli, "zqb").first == "note:notes-2/x.md")
        #expect(try ids(cli, "zqc").first == "note:work/x.md")
    }

    /// A collision that still happens (a file name with a control character, escaped, meeting one
    /// spelled with the escape) is an error naming both files; the greater path is kept.
    @Test func aNoteIDCollisionNamesBothFiles() throws {
        let cli = try CLIHarness()
        try cli.folder.write("first zqd\n", to: "v/x\u{1}.md")
        try cli.folder.write("second zqd\n", to: "v/x%01.md")
        let run = try cli.recall(["index", cli.folder.url.appendingPathComponent("v").path])
        #expect(run.status == 65, "\(run.stderr)")
        let line = run.stderr.split(separator: "\n").first { $0.contains("has the same id as one in") }
        #expect(line?.hasSuffix("/v/x%01.md, whose copy is kept (the greater path wins)") == true, "\(run.stderr)")
        #expect(try ids(cli, "zqd") == ["note:v/x%01.md"])
    }

    /// Two calendars with one event UID: the greater path keeps it and the other file is named on
    /// every run, with exit 65; a fresh index counts the event as added once.
    @Test func aSharedEventUIDIsNeverSilent() throws {
        let cli = try CLIHarness()
        let event = { (title: String) in
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:shared-uid\r\nDTSTART:20260814T090000Z\r\nSUMMARY:\(title) quokka\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        }
        let loser = try cli.folder.write(event("Alpha"), to: "x/a.ics").path
        let winner = try cli.folder.write(event("Beta"), to: "y/b.ics").path
        for _ in 1...2 {
            let run = try cli.recall(["index", loser, winner])
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("\(loser): 1 meeting has the same id as one in \(winner), whose copy is kept"), "\(run.stderr)")
            #expect(!run.stderr.contains("updated 1"), "\(run.stderr)")
        }
    }

    /// A JSON Lines id with line breaks cannot steer `forget`: it is stored escaped, `--format ids`
    /// prints one line per source, and piping it to `forget -` forgets that source only.
    @Test func aHostileIDCannotSteerForget() throws {
        let cli = try CLIHarness()
        try cli.folder.write("canary zqe\n", to: "n/canary.md")
        let line = #"{"id": "tp\nnote:n/canary.md\n", "person": "p-ann", "person_name": "Ann Lee", "interaction_type": "call", "occurred_at": "2026-08-14T09:00:00Z", "raw_note": "zqe hostile", "summary": "zqe hostile"}"#
        try cli.folder.write(line + "\n", to: "t/touchpoints.jsonl")
        let run = try cli.recall(["index"] + ["n", "t"].map { cli.folder.url.appendingPathComponent($0).path })
        #expect(run.status == 0 && run.stderr.contains("control characters"), "\(run.stderr)")
        let found = try cli.recall(["search", "--format", "ids", "--no-understanding", "-n", "1", "hostile"])
        #expect(found.stdout == "touchpoint:tp%0Anote:n/canary.md\n", "\(found.stdout)")  // the id is trimmed
        let forget = try cli.recall(["forget", "-"], stdin: Data(found.stdout.utf8))
        #expect(forget.status == 0, "\(forget.stderr)")
        #expect(try ids(cli, "canary").contains("note:n/canary.md"))
    }
}
