import Foundation
import RecallTestSupport
import Testing

/// Hostile queries, hostile indexed text and private content in diagnostics, through the binary.
@Suite struct ReliabilityInputTests {
    /// One index of `Fixtures/demo` plus a note full of terminal escapes, built once for the suite.
    static let shared: (folder: TemporaryDirectory, db: String)? = {
        guard let binary = RecallBinary.locate(), let folder = try? TemporaryDirectory.removedAtExit() else { return nil }
        let db = folder.url.appendingPathComponent("hostile.sqlite").path
        let note = "Escape report\n\nThe \u{1B}]0;pwned\u{07}window title and \u{1B}[2J\u{1B}[31mred screen\u{1B}[0m trick, plus a bell \u{07} and \u{9B}6n in the periscope minutes.\n"
        _ = try? folder.write(note, to: "hostile/escapes.md")
        _ = try? binary.run(["index", "--db", db, "--quiet", TestPaths.fixtures.appendingPathComponent("demo").path, folder.url.appendingPathComponent("hostile").path])
        return (folder, db)
    }()

    func recall(_ arguments: [String], stdin: Data? = nil) throws -> RecallBinary.Run {
        let binary = try ReliabilityCorpus.binary()
        let db = try #require(Self.shared?.db, "the shared index could not be built")
        return try binary.run([arguments[0], "--db", db] + arguments.dropFirst(), stdin: stdin)
    }

    static let hostileQueries: [String] = [
        "\"", "budget\" OR \"", "budget* *", "NEAR(budget vendor", "-budget -", "title:budget :", "' OR 1=1 --",
        "'; DROP TABLE sources; --", "OR", "NOT budget AND", "((budget", "budget)) )(", "{budget} ^vendor + %_\\",
        "\u{1B}[2J budget", "😀 ｂｕｄｇｅｔ", String(repeating: "budget ", count: 1500),
        String(repeating: "(", count: 10_000), String(repeating: "x", count: 10_000), "chunk_fts MATCH 'a'",
        "budget\u{0}vendor",
    ]

    /// FTS5 and SQL syntax in a query never errors or injects: exit 0 or 1, no SQLite message.
    @Test(arguments: hostileQueries.indices)
    func hostileQueryIsPlainText(index: Int) throws {
        let query = Self.hostileQueries[index]
        let run: RecallBinary.Run
        if query.contains("\u{0}") {  // argv cannot carry NUL: send it on stdin
            run = try recall(["search", "--format", "jsonl", "-"], stdin: Data(query.utf8))
        } else {
            run = try recall(["search", "--format", "jsonl", "--", query])
        }
        #expect([0, 1].contains(run.status), "query #\(index): \(run.status) \(run.stderr.prefix(300))")
        for word in ["fts5", "syntax error", "sqlite", "database error", "malformed"] {
            #expect(!run.stderr.lowercased().contains(word), "query #\(index): \(run.stderr.prefix(300))")
        }
        #expect(run.jsonLines.count == run.stdout.split(separator: "\n").count)
    }

    @Test func injectionLeavesTheIndexIntact() throws {
        let counts = { try recall(["status"]).stdout.split(separator: "\n").filter { !$0.hasPrefix("database:") } }
        let before = try counts()
        _ = try recall(["search", "'); DELETE FROM sources; --"])
        _ = try recall(["search", "--person", "x' OR '1'='1", "budget"])
        #expect(try counts() == before)
        #expect(before.contains { $0.hasPrefix("meetings: ") && $0 != "meetings: 0" })
        #expect(try recall(["doctor"]).status == 0)
    }

    /// Escape sequences inside indexed text are neutralized in text output.
    @Test(arguments: ["text", "md", "tsv", "csv", "jsonl", "json"])
    func escapesInIndexedTextAreNeutralized(format: String) throws {
        let run = try recall(["search", "--format", format, "periscope minutes escape"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("periscope"))
        let controls = run.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r") || (0x7F..<0xA0).contains($0.value) }
        #expect(controls.isEmpty, "\(format): \(controls.map { String($0.value, radix: 16) })")
    }

    /// A malformed line's diagnostic names the file and line, never the content.
    @Test func diagnosticsDoNotEchoPersonalContent() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("p.sqlite").path
        try folder.write(
            "{\"id\":\"t1\",\"person_name\":\"Zebediah Quarterfield\",\"raw_note\":\"lunch with Zebediah\"\n"
                + "{\"id\":\"t2\",\"person_name\":\"Zebediah Quarterfield\",\"occurred_at\":\"not a date\",\"raw_note\":\"Zebediah\"}\n",
            to: "in/touchpoints.jsonl")
        try folder.write("---\ntitle: [Zebediah Quarterfield\nattendees: {\n---\nSecret plans of Zebediah.\n", to: "in/broken.md")
        try folder.write("BEGIN:VCARD\nVERSION:3.0\nFN:Zebediah Quarterfield\nEMAIL:zeb@\u{1}\nBEGIN:VCARD\n", to: "in/bad.vcf")
        try folder.write("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Zebediah Quarterfield review\nDTSTART:2026XX01\nEND:VEVENT\n", to: "in/bad.ics")
        let run = try binary.run(["index", "--db", db, folder.url.appendingPathComponent("in").path])
        #expect(run.status == 65 || run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("touchpoints.jsonl:1"), "\(run.stderr)")
        #expect(!run.stderr.contains("Zebediah"), "\(run.stderr)")
        #expect(!run.stderr.contains("Quarterfield"), "\(run.stderr)")
    }
}

/// The same event UID in two files: re-runs agree and count it once, and a winning file that lets
/// the event go (deleted, or rewritten without it) hands it over to the other file in the same run,
/// whichever order the two folders are read in.
@Suite struct ReliabilityDuplicateIDTests {
    enum LetGo: String, CaseIterable { case deleted, rewritten }

    @Test(arguments: LetGo.allCases, [false, true])
    func duplicateIDAcrossFilesIsStableAndHandedOver(letGo: LetGo, winnerFolderFirst: Bool) throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("d.sqlite").path
        let event = { (title: String) in
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:shared-uid\r\nDTSTART:20260814T090000Z\r\nSUMMARY:\(title) quokka review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        }
        try folder.write(event("Alpha"), to: "x/a.ics")
        let winner = try folder.write(event("Beta"), to: "y/b.ics")  // the greater path wins
        let roots = ["x", "y"].map { folder.url.appendingPathComponent($0).path }
        let arguments = ["index", "--db", db] + (winnerFolderFirst ? roots.reversed() : roots)
        func title() throws -> String? {
            let run = try binary.run(["search", "--db", db, "--format", "jsonl", "quokka review"])
            return run.jsonLines.first?["title"] as? String
        }
        // The losing file is named on every run, with exit 65: a copy is never dropped silently.
        let named = "x/a.ics: 1 meeting has the same id as one in \(winner.path), whose copy is kept"
        let first = try binary.run(arguments)
        #expect(first.status == 65 && first.stderr.contains("added 1 meeting;"), "\(first.stderr)")
        #expect(first.stderr.contains(named), "\(first.stderr)")
        #expect(try title() == "Beta quokka review")
        let again = try binary.run(arguments)
        #expect(again.status == 65 && again.stderr.contains(named), "\(again.stderr)")
        #expect(again.stderr.contains("added 0; updated 0; removed 0; unchanged 1 meeting;"), "\(again.stderr)")
        #expect(try title() == "Beta quokka review")
        switch letGo {
        case .deleted: try FileManager.default.removeItem(at: winner)
        case .rewritten: try folder.write("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", to: "y/b.ics")
        }
        let handover = try binary.run(arguments)
        #expect(handover.status == 0, "\(handover.stderr)")
        #expect(try title() == "Alpha quokka review", "\(handover.stderr)")
    }
}
