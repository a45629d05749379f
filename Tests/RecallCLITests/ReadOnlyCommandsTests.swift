import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Commands that only read the index leave the database file as it was: same bytes, same
/// modification time, and they work on a read-only file and folder.
@Suite(.serialized) struct ReadOnlyCommandsTests {
    /// Every reading command, with arguments that find something in the demo index.
    static let readers: [[String]] = [
        ["search", "vendor contract"], ["ask", "--now", "2026-11-20", "vendor contract"], ["status"],
        ["person", "Priya Raman"], ["people"], ["people", "--quiet-since", "30d"],
        ["get", "person:p-priya-raman"], ["export"], ["doctor"],
    ]

    /// The database's bytes and modification time (nanoseconds).
    static func snapshot(_ path: String) throws -> (Data, Int64) {
        var info = stat()
        #expect(stat(path, &info) == 0)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    @Test func readingCommandsLeaveTheDatabaseUntouched() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        let (bytes, modified) = try Self.snapshot(cli.db)
        for arguments in Self.readers {
            let run = try cli.recall(arguments)
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
            let (after, mtime) = try Self.snapshot(cli.db)
            #expect(after == bytes, "\(arguments.joined(separator: " ")) changed the database")
            #expect(mtime == modified, "\(arguments.joined(separator: " ")) touched the database")
        }
    }

    @Test func readingCommandsWorkOnAReadOnlyIndex() throws {
        let cli = try CLIHarness()
        let place = cli.folder.url.appendingPathComponent("ro").path
        try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
        let mounted = ReliabilityFaultTests.canMount && ReliabilityFaultTests.mount(place, size: "64m")
        defer { if mounted { ReliabilityFaultTests.unmount(place) } }
        let db = place + "/r.sqlite"
        let index = try cli.recall(["--db", db, "index", TestPaths.fixtures.appendingPathComponent("demo").path], withDB: false)
        #expect(index.status == 0, "\(index.stderr)")
        if mounted {
            #expect(ReliabilityFaultTests.mount(place, size: "64m", readOnly: true))
        } else {
            chmod(db, 0o400)
            chmod(place, 0o500)
        }
        defer { chmod(place, 0o700) }
        try #require(access(db, W_OK) != 0, "cannot make the index read-only as this user")
        let (bytes, _) = try Self.snapshot(db)
        for arguments in Self.readers {
            let run = try cli.recall(["--db", db] + arguments, withDB: false)
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
        }
        #expect(try Self.snapshot(db).0 == bytes)
    }
}
