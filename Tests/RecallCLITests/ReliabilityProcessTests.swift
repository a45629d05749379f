import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Signals, concurrent readers and writers, and file modes, with the real binary.
@Suite(.serialized) struct ReliabilityProcessTests {
    static let noteCount = 1100
    /// The indexer commits every 512 sources; one note is one source.
    static let batch = 512

    /// SIGINT and SIGTERM during an import: the batch being built is rolled back, earlier batches
    /// stay, the exit status is 130 / 143, the index is healthy and re-running completes it.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalStopsAtABatchBoundary(signal: Int32, expected: Int32) throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let notes = try ReliabilityCorpus.notes(Self.noteCount, in: folder)
        let db = folder.url.appendingPathComponent("r.sqlite").path
        var status: Int32 = 0
        var stderr = ""
        for _ in 0..<3 {  // retry when the import finished before the signal landed
            let run = try BackgroundRecall(binary, ["index", "--db", db, "--verbose", notes.path])
            let landed = run.wait { $0.filesIndexed > Self.batch + 20 }
            status = run.finish(signal: signal)
            stderr = run.stderr
            if landed && status != 0 { break }
            try? FileManager.default.removeItem(atPath: db)
        }
        #expect(status == expected, "\(stderr.suffix(400))")
        #expect(stderr.contains("interrupted"), "\(stderr.suffix(400))")
        let kept = try #require(try ReliabilityCorpus.noteCount(binary, db: db))
        #expect(kept > 0 && kept < Self.noteCount && kept % Self.batch == 0, "whole batches only: \(kept)")
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        let again = try binary.run(["index", "--db", db, "--quiet", notes.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try ReliabilityCorpus.noteCount(binary, db: db) == Self.noteCount)
    }

    /// Searches while an import writes: every search answers from committed data, and "database
    /// is locked" never reaches the user.
    @Test func searchesRunDuringAnImport() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let seed = try ReliabilityCorpus.notes(3, in: folder, under: "seed", seed: 1)
        #expect(try binary.run(["index", "--db", db, "--quiet", seed.path]).status == 0)
        let notes = try ReliabilityCorpus.notes(800, in: folder)
        let run = try BackgroundRecall(binary, ["index", "--db", db, "--verbose", notes.path])
        var searches = 0
        var counts: [Int] = []
        while run.process.isRunning || searches == 0 {
            let search = try binary.run(["search", "--db", db, "--format", "ids", "-n", "100", "--chunks", "orchard"])
            searches += 1
            #expect(search.status == 0, "\(search.stderr)")
            #expect(!search.stderr.lowercased().contains("locked"), "\(search.stderr)")
            counts.append(search.stdout.split(separator: "\n").count)
        }
        #expect(run.finish() == 0, "\(run.stderr.suffix(300))")
        #expect(searches >= 2, "the import was too quick to overlap with searches")
        #expect(counts.allSatisfy { $0 > 0 })
    }

    /// Two imports into one index at once serialize batch by batch; both complete.
    @Test func twoImportsAtOnceSerialize() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let first = try ReliabilityCorpus.notes(300, in: folder, under: "a", seed: 2)
        let second = try ReliabilityCorpus.notes(300, in: folder, under: "b", seed: 3)
        let one = try BackgroundRecall(binary, ["index", "--db", db, "--quiet", first.path])
        let two = try BackgroundRecall(binary, ["index", "--db", db, "--quiet", second.path])
        let statuses = [one.finish(), two.finish()]
        for (status, run) in zip(statuses, [one, two]) {
            #expect(status == 0 || (status == 66 && run.stderr.contains("busy with another import")), "\(run.stderr)")
            #expect(!run.stderr.lowercased().contains("database is locked"), "\(run.stderr)")
        }
        #expect(try ReliabilityCorpus.noteCount(binary, db: db) == statuses.filter { $0 == 0 }.count * 300)
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }

    /// The database, its -wal and -shm are 0600 even under `umask 000`.
    @Test func databaseFilesArePrivate() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("private/r.sqlite").path
        let notes = try ReliabilityCorpus.notes(150, in: folder)
        let run = try BackgroundRecall(binary, ["index", "--db", db, "--verbose", notes.path], shellPrefix: "umask 000;")
        let seen = run.wait { _ in ReliabilityCorpus.mode(db + "-wal") != nil && ReliabilityCorpus.mode(db + "-shm") != nil }
        let modes = [db, db + "-wal", db + "-shm"].map(ReliabilityCorpus.mode)
        #expect(run.finish() == 0, "\(run.stderr.suffix(300))")
        if seen {
            #expect(modes.allSatisfy { $0 == 0o600 }, "\(modes.map { $0.map { String($0, radix: 8) } ?? "-" })")
        }
        #expect(ReliabilityCorpus.mode(db) == 0o600)
    }
}
