import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `recall status` freshness, progress output and `recall index --watch`.
@Suite(.serialized) struct FreshnessTests {
    let cli: CLIHarness
    let notes: TemporaryDirectory

    init() throws {
        cli = try CLIHarness()
        notes = try TemporaryDirectory(prefix: "recall-notes")
        try notes.write("---\ntitle: Kayak plan\n---\nThe kayak trip moves to June.\n", to: "kayak.md")
        try notes.write("---\ntitle: Garden\n---\nThe garden needs a fence.\n", to: "garden.md")
        try notes.write("---\ntitle: Bees\n---\nThe bees arrive in spring.\n", to: "bees.md")
    }

    @Test func statusShowsChangedAndMissingFiles() throws {
        #expect(try cli.recall(["index", notes.url.path]).status == 0)
        let fresh = try cli.recall(["status"])
        #expect(fresh.stdout.contains("files: 3 (3 current)"), "\(fresh.stdout)")
        try notes.write("---\ntitle: Kayak plan\n---\nThe kayak trip moves to July instead.\n", to: "kayak.md")
        try FileManager.default.removeItem(at: notes.url.appendingPathComponent("bees.md"))
        let run = try cli.recall(["status"])
        #expect(run.stdout.contains("files: 3 (1 current, 1 changed, 1 missing)"), "\(run.stdout)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains("changed") && $0.hasSuffix("kayak.md (1 source)") && $0.contains("indexed 20") })
        #expect(lines.contains { $0.contains("missing") && $0.contains("bees.md") })
    }

    @Test func pipedIndexPrintsOnlyTheSummaryAndVerbosePrintsEachFile() throws {
        let quiet = try cli.recall(["index", notes.url.path])
        #expect(quiet.stderr.split(separator: "\n").count == 1, "\(quiet.stderr)")
        #expect(quiet.stderr.hasPrefix("indexed 3 files"))
        #expect(!quiet.stderr.contains("\r"))
        let verbose = try cli.recall(["index", "--verbose", notes.url.path])
        // Unchanged files say so: a line per file never claims a file was indexed when it was not read.
        #expect(verbose.stderr.split(separator: "\n").filter { $0.hasPrefix("unchanged /") }.count == 3, "\(verbose.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func terminalShowsAProgressBar() throws {
        let binary = try #require(CLIHarness.binary)
        let command = "\(binary.url.path) --db \(cli.db) index \(TestPaths.fixtures.appendingPathComponent("demo").path)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment.merging(cli.environment) { $1 }
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\r["), "no bar redraw: \(text.debugDescription.prefix(300))")
        #expect(text.contains("/25 files"))
        #expect(text.contains("indexed 25 files"))
    }

    @Test func watchReindexesAChangedFileAndStopsOnSIGINT() throws {
        let binary = try #require(CLIHarness.binary)
        let process = Process()
        process.executableURL = binary.url
        process.arguments = ["--db", cli.db, "index", "--watch", "--interval", "0.2", notes.url.path]
        process.environment = ProcessInfo.processInfo.environment.merging(cli.environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var log = ""
        func waitFor(_ needle: String) -> Bool {
            while !log.contains(needle) {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { return false }
                log += String(decoding: chunk, as: UTF8.self)
            }
            return true
        }
        #expect(waitFor("watching 1 path"), "\(log)")
        #expect(log.contains("added 3 notes"))
        try notes.write("---\ntitle: Kayak plan\n---\nThe kayak trip moves to September.\n", to: "kayak.md")
        #expect(waitFor("updated 1 note"), "\(log)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(log)")
        let search = try cli.recall(["search", "--format", "jsonl", "--no-understanding", "kayak September"])
        #expect(search.stdout.contains("September"))
    }
}
