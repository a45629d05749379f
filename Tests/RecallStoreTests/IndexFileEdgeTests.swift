import Foundation
import GRDB
import RecallTestSupport
import Testing

/// The index file in odd states: empty, still being created, a folder, readable by others; and a
/// file whose every line is a problem.
@Suite struct IndexFileEdgeTests {
    let binary: RecallBinary
    let folder: TemporaryDirectory
    let environment: [String: String]

    init() throws {
        binary = try #require(RecallBinary.locate(), "build recall first")
        folder = try TemporaryDirectory()
        environment = ["RECALL_CONFIG": folder.url.appendingPathComponent("none.toml").path]
    }

    func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    func recall(_ arguments: [String]) throws -> RecallBinary.Run { try binary.run(arguments, environment: environment) }

    /// A search on an empty file or on one an import is still creating (SQLite, no Recall tables
    /// yet) says there is no index yet, in one line with exit 66, and writes nothing.
    @Test func aFileWithoutRecallTablesIsNotAnIndexYet() throws {
        #expect(FileManager.default.createFile(atPath: path("empty.sqlite"), contents: nil))
        let queue = try DatabaseQueue(path: path("creating.sqlite"))
        try queue.write { db in try db.execute(sql: "PRAGMA journal_mode = DELETE; CREATE TABLE meta (key TEXT)") }
        try queue.close()
        for name in ["empty.sqlite", "creating.sqlite"] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path(name)))
            let run = try recall(["search", "--db", path(name), "anything"])
            #expect(run.status == 66 && run.stderr.contains("no index at \(path(name)) yet"), "\(name): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && !run.stderr.contains("no such table"), "\(run.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path(name))) == before)
        }
    }

    @Test func aFolderIsNotAnIndexFile() throws {
        try FileManager.default.createDirectory(atPath: path("index.db"), withIntermediateDirectories: true)
        try folder.write("# Note\n\nA note.\n", to: "notes/a.md")
        for arguments in [["index", path("notes")], ["search", "note"]] {
            let run = try recall(arguments + ["--db", path("index.db")])
            #expect(run.status == 64 && run.stderr.contains("is a folder, not an index file"), "\(run.stderr)")
            #expect(!run.stderr.contains("free space"))
        }
    }

    /// A database others can read is set to 0600 before private data goes in, with one line.
    @Test func aDatabaseOthersCanReadIsTightened() throws {
        try folder.write("# Note\n\nA private note.\n", to: "notes/a.md")
        #expect(FileManager.default.createFile(atPath: path("open.sqlite"), contents: nil, attributes: [.posixPermissions: 0o644]))
        let run = try recall(["index", "--db", path("open.sqlite"), path("notes")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("could be read by others (mode 644); set it to 0600"), "\(run.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: path("open.sqlite"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// 3,000 nested events give 20 lines for the file and one counting the rest, not 3,000.
    @Test func aFileOfProblemsPrintsACappedList() throws {
        let lines = ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "DTSTART:20260101T100000Z"]
            + Array(repeating: "BEGIN:VEVENT", count: 3000) + Array(repeating: "END:VEVENT", count: 3001) + ["END:VCALENDAR"]
        try folder.write(lines.joined(separator: "\r\n") + "\r\n", to: "nested.ics")
        let run = try recall(["index", "--db", path("n.sqlite"), path("nested.ics")])
        let printed = run.stderr.split(separator: "\n")
        #expect(printed.count <= 22, "\(printed.count) lines")
        #expect(run.stderr.contains("more problems in this file not shown"), "\(run.stderr.suffix(300))")
    }
}
