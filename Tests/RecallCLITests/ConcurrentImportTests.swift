import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Imports into one index are serialized by the writer lock (`<db>.lock`): two at once end exactly
/// as the same two one after the other, and one that waits says so.
@Suite struct ConcurrentImportTests {
    /// Two folders with 300 same-named notes of different text, and a calendar each whose 40
    /// events share their UIDs with the other's.
    static func corpus(in folder: TemporaryDirectory) throws -> [String] {
        for (name, word) in [("v1", "alpha"), ("v2", "beta")] {
            for n in 0..<300 {
                try folder.write("# \(word) \(n)\n\nThe \(word) orchard note \(n) for the \(name) vault.\n", to: "\(name)/note-\(n).md")
            }
            let events = (0..<40).map { n in
                "BEGIN:VEVENT\r\nUID:u-\(n)\r\nDTSTART:20260814T0900\(String(format: "%02d", n % 60))Z\r\nSUMMARY:\(word) sync \(n)\r\nEND:VEVENT\r\n"
            }
            try folder.write("BEGIN:VCALENDAR\r\n" + events.joined() + "END:VCALENDAR\r\n", to: "\(name)/cal.ics")
        }
        return ["v1", "v2"].map { folder.url.appendingPathComponent($0).path }
    }

    /// Every source with its origin and chunk texts, and every stamped file with its source count.
    static func dump(_ binary: RecallBinary, db: String) throws -> [String] {
        let export = try binary.run(["export", "--db", db])
        let sources = export.jsonLines.filter { $0["type"] as? String == "source" }.map { object in
            let chunks = (object["chunks"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            return "\(object["id"] ?? "") \(object["origin"] ?? "") \(chunks.joined(separator: "|"))"
        }
        let lines = try binary.run(["status", "--db", db]).stdout.split(separator: "\n").filter { !$0.hasPrefix("database:") }
        let status = lines.map { line in
            line.firstIndex(of: "/").map { String(line[$0...]) } ?? String(line)  // a file and its sources, not when
        }
        return sources.sorted() + status.sorted()
    }

    @Test func twoImportsAtOnceEndAsTheyWouldOneAfterTheOther() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let roots = try Self.corpus(in: folder)
        let sequential = folder.url.appendingPathComponent("s.sqlite").path
        let together = folder.url.appendingPathComponent("c.sqlite").path
        let first = try binary.run(["index", "--db", sequential] + roots)
        let second = try binary.run(["index", "--db", sequential] + roots.reversed())
        let one = try BackgroundRecall(binary, ["index", "--db", together] + roots)
        let two = try BackgroundRecall(binary, ["index", "--db", together] + roots.reversed())
        #expect([one.finish(), two.finish()] == [first.status, second.status], "\(one.stderr)\n\(two.stderr)")
        #expect(first.status == 65, "40 events in v1/cal.ics lose their UIDs to v2/cal.ics: \(first.stderr)")
        let expected = try Self.dump(binary, db: sequential)
        #expect(expected.filter { $0.hasPrefix("note:") }.count == 600)
        #expect(try Self.dump(binary, db: together) == expected)
    }

    @Test func anImportWaitingForAnotherSaysSo() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("w.sqlite").path
        let notes = try ReliabilityCorpus.notes(20, in: folder)
        let held = open(db + ".lock", O_RDWR | O_CREAT, 0o600)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        let run = try BackgroundRecall(binary, ["index", "--db", db, notes.path])
        let waiting = run.wait(upTo: 60) { $0.stderr.contains("\(db): waiting for another recall index") }
        #expect(waiting, "\(run.stderr)")
        usleep(300_000)
        #expect(run.process.isRunning && !run.stderr.contains("indexed"), "\(run.stderr)")
        close(held)
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(try ReliabilityCorpus.noteCount(binary, db: db) == 20)
    }
}
