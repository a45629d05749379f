import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Full disk, read-only index, damaged files: one clear line, a documented status, no partial writes.
@Suite(.serialized) struct ReliabilityFaultTests {
    /// Whether this process may mount a tmpfs (root on Linux).
    static let canMount: Bool = {
        guard geteuid() == 0, let folder = try? TemporaryDirectory(prefix: "recall-mount-probe") else { return false }
        let ok = mount(folder.url.path, size: "1m")
        if ok { unmount(folder.url.path) }
        return ok
    }()

    @discardableResult
    static func mount(_ path: String, size: String, readOnly: Bool = false) -> Bool {
        let options = readOnly ? "remount,ro" : "size=\(size),mode=0755"
        return shell("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path]) == 0
    }

    static func unmount(_ path: String) { _ = shell("/bin/umount", [path]) }

    static func shell(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    /// A file size limit (RLIMIT_FSIZE, as `ulimit -f`) mid-import: exit 66, one line that says
    /// nothing from the batch was written, and the index stays healthy with whole batches only.
    @Test func fileSizeLimitStopsTheImportCleanly() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let notes = try ReliabilityCorpus.notes(1200, in: folder)
        // 4096 blocks of 512 bytes = 2 MiB: the first batch fits, the whole import does not.
        let run = try BackgroundRecall(binary, ["index", "--db", db, "--quiet", notes.path], shellPrefix: "trap '' XFSZ; ulimit -f 4096;")
        let status = run.finish()
        #expect(status == 66, "\(run.stderr)")
        #expect(run.stderr.contains("nothing from this batch was written"), "\(run.stderr)")
        #expect(Self.lines(run.stderr).count == 1, "\(run.stderr)")
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        let kept = try ReliabilityCorpus.noteCount(binary, db: db) ?? 0
        #expect(kept % ReliabilityProcessTests.batch == 0, "whole batches only: \(kept)")
        #expect(try binary.run(["index", "--db", db, "--quiet", notes.path]).status == 0)
    }

    /// A really full disk (a 6 MiB tmpfs: a new index with its first note already takes about 2 MiB
    /// of write-ahead log, so 3 MiB left no room to migrate it) — root only.
    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func fullDiskStopsTheImportCleanly() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let disk = folder.url.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(Self.mount(disk, size: "6m"))
        defer { Self.unmount(disk) }
        let notes = try ReliabilityCorpus.notes(1200, in: folder)
        let db = disk + "/r.sqlite"
        let run = try binary.run(["index", "--db", db, "--quiet", notes.path])
        #expect(run.status == 66, "\(run.stderr)")
        #expect(run.stderr.contains("disk is full") || run.stderr.contains("nothing from this batch"), "\(run.stderr)")
        #expect(Self.lines(run.stderr).count == 1, "\(run.stderr)")
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }

    /// A read-only index (read-only mount as root, else mode 0400): searches still answer,
    /// an import fails with one line naming the cause, and the file is unchanged.
    @Test func readOnlyIndexIsSearchableAndNotWritten() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let place = folder.url.appendingPathComponent("ro").path
        try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
        let mounted = Self.canMount && Self.mount(place, size: "64m")
        defer { if mounted { Self.unmount(place) } }
        let db = place + "/r.sqlite"
        let notes = try ReliabilityCorpus.notes(20, in: folder)
        #expect(try binary.run(["index", "--db", db, "--quiet", notes.path]).status == 0)
        if mounted {
            #expect(Self.mount(place, size: "64m", readOnly: true))
        } else {
            chmod(db, 0o400)
            chmod(place, 0o500)
        }
        defer { chmod(place, 0o700) }
        try #require(access(db, W_OK) != 0, "cannot make the index read-only as this user")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let search = try binary.run(["search", "--db", db, "--format", "ids", "orchard"])
        // On a read-only mount SQLite cannot create the -shm a WAL reader needs: the index opens immutable.
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("note:"), "\(search.stdout)")
        let more = try ReliabilityCorpus.notes(5, in: folder, under: "more", seed: 4)
        let index = try binary.run(["index", "--db", db, "--quiet", more.path])
        #expect(index.status == 66, "\(index.stderr)")
        #expect(index.stderr.contains("read-only"), "\(index.stderr)")
        #expect(Self.lines(index.stderr).count == 1, "\(index.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    /// Damaged files: every command gives one line and status 66; nothing is written.
    @Test(arguments: ["truncated", "corrupted", "not-sqlite", "empty-header"])
    func damagedIndexIsReportedNotCrashed(damage: String) throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let notes = try ReliabilityCorpus.notes(200, in: folder)
        #expect(try binary.run(["index", "--db", db, "--quiet", notes.path]).status == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: db))
        switch damage {
        case "truncated": bytes = bytes.prefix(bytes.count / 3)
        case "corrupted":
            for offset in stride(from: 65_536 * 2, to: bytes.count, by: 65_536) {
                bytes.replaceSubrange(offset..<min(offset + 4000, bytes.count), with: Data(repeating: 0xA5, count: min(4000, bytes.count - offset)))
            }
        case "not-sqlite": bytes = Data(String(repeating: "hello, not a database\n", count: 4000).utf8)
        default: bytes.replaceSubrange(0..<100, with: Data(count: 100))
        }
        try bytes.write(to: URL(fileURLWithPath: db))
        for arguments in [["search", "orchard"], ["status"], ["doctor"], ["index", "--quiet", notes.path]] {
            let run = try binary.run(arguments + ["--db", db])
            let output = run.stderr + run.stdout
            #expect([1, 66].contains(run.status), "\(damage) \(arguments[0]): \(run.status) \(output.prefix(300))")
            #expect(!output.contains("Fatal error") && !output.contains("SQLite error"), "\(damage) \(arguments[0]): \(output.prefix(300))")
        }
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 66 && doctor.stdout.contains("problem"), "\(damage): \(doctor.stdout)")
    }

    @Test func missingInputsAreOneLineEach() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let run = try binary.run(["index", "--db", db, "--quiet", "/nonexistent/recall/shared", folder.url.appendingPathComponent("gone").path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("/nonexistent/recall/shared: no such file or folder"))
        let missingDB = try binary.run(["search", "--db", folder.url.appendingPathComponent("none.sqlite").path, "x"])
        #expect(missingDB.status == 66 && Self.lines(missingDB.stderr).count == 1, "\(missingDB.stderr)")
    }

    /// A file over the per-file size limit (a sparse 65 MiB file) is skipped with one diagnostic.
    @Test func oversizedFileIsSkipped() throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let huge = folder.url.appendingPathComponent("in/huge.ics")
        try FileManager.default.createDirectory(at: huge.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        #expect(truncate(huge.path, 65 << 20) == 0)
        try folder.write("A small note about the orchard budget.\n", to: "in/small.md")
        let run = try binary.run(["index", "--db", folder.url.appendingPathComponent("r.sqlite").path, folder.url.appendingPathComponent("in").path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("huge.ics: the file is 65 MiB, over the 64 MiB limit"), "\(run.stderr)")
        #expect(run.stderr.contains("added 1 note"), "\(run.stderr)")
    }
}
