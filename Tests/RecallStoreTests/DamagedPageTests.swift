import Foundation
import GRDB
import RecallTestSupport
import Testing

/// Random bytes over one leaf page of `sources`, `chunks` or the full-text index: writers refuse
/// the file (SQLite's quick_check) in one line with exit 66 and write nothing; readers that meet the
/// damage say so in one line with exit 66, never another message or status.
@Suite struct DamagedPageTests {
    /// The first leaf page of `table` (SQLite's `dbstat`), numbered from 1.
    static func leafPage(of table: String, in path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let page = try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno LIMIT 1", arguments: [table])
        }
        return try #require(page, "no leaf page of \(table)")
    }

    @Test(arguments: ["sources", "chunks", "chunk_fts_data"])
    func aDamagedPageStopsWritersAndIsNamedByReaders(table: String) throws {
        let binary = try #require(RecallBinary.locate(), "build recall first")
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("d.sqlite").path
        let notes = folder.url.appendingPathComponent("notes")
        for n in 0..<300 {
            try folder.write("# Orchard note \(n)\n\nThe orchard budget review, marker\(n), was noted.\n", to: "notes/n-\(n).md")
        }
        let environment = ["RECALL_CONFIG": folder.url.appendingPathComponent("none.toml").path]
        #expect(try binary.run(["index", "--db", db, notes.path], environment: environment).status == 0)
        let page = try Self.leafPage(of: table, in: db)
        let handle = try #require(FileHandle(forUpdatingAtPath: db))
        var state: UInt64 = 42
        let noise = (0..<65_536).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        try handle.seek(toOffset: UInt64((page - 1) * 65_536))
        handle.write(Data(noise))
        try handle.close()
        try folder.write("# New\n\nA new note.\n", to: "more/new.md")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for writer in [["index", folder.url.appendingPathComponent("more").path], ["forget", "note:notes/n-1.md"]] {
            let run = try binary.run(writer + ["--db", db], environment: environment)
            #expect(run.status == 66 && run.stderr.contains("is damaged (SQLite's quick_check") && run.stderr.contains("nothing was written"), "\(table) \(writer[0]): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        let readers = [["status"], ["search", "orchard budget"], ["export"], ["get", "note:notes/n-7.md"], ["doctor"]]
        for reader in readers {
            let run = try binary.run(reader + ["--db", db], environment: environment)
            #expect([0, 1, 66].contains(run.status), "\(table) \(reader[0]): \(run.status) \(run.stderr)")
            #expect(!run.stderr.contains("database error"), "\(table) \(reader[0]): \(run.stderr)")
            if run.status == 66, reader[0] != "doctor" {
                #expect(run.stderr.split(separator: "\n").count == 1, "\(table) \(reader[0]): \(run.stderr)")
            }
        }
        #expect(try binary.run(["doctor", "--db", db], environment: environment).status == 66)
    }
}
