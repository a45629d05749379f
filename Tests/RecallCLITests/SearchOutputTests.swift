import Foundation
import RecallTestSupport
import Testing

/// What a tool of this family gives editors, fzf and readers: `--format files`, `path:line`,
/// highlighted matches on a colour terminal, and `--source` to search one source.
@Suite(.serialized) struct SearchOutputTests {
    static let cli: CLIHarness = {
        let cli = try! CLIHarness()  // a temporary folder
        try? cli.folder.write("# Kayak trip\n\nIntro line.\n\nWe planned the kayak trip to the lakes.\n", to: "notes/kayak.md")
        try? cli.folder.write("# Budget\n\nThe kayak budget is small.\n", to: "work/budget.md")
        _ = try? cli.recall(["index", cli.folder.url.appendingPathComponent("notes").path, cli.folder.url.appendingPathComponent("work").path])
        return cli
    }()

    static func path(_ relative: String) -> String { cli.folder.url.appendingPathComponent(relative).path }

    @Test func filesFormatListsEachFileOnce() throws {
        let run = try Self.cli.recall(["search", "--format", "files", "kayak"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init).sorted() == [Self.path("notes/kayak.md"), Self.path("work/budget.md")].sorted())
    }

    @Test func textNamesTheFileAndLine() throws {
        let run = try Self.cli.recall(["search", "--format", "text", "--no-understanding", "planned the kayak trip to the lakes"])
        #expect(run.stdout.contains("\n   \(Self.path("notes/kayak.md")):5\n"), "\(run.stdout)")
    }

    @Test func matchesAreHighlightedOnlyWithColour() throws {
        let always = try Self.cli.recall(["search", "--format", "text", "--color", "always", "kayaks"])
        #expect(always.stdout.contains("\u{1B}[1;33mkayak\u{1B}[0m"), "\(always.stdout.debugDescription)")
        for flags in [["--color", "never"], []] {  // the harness sets NO_COLOR
            let plain = try Self.cli.recall(["search", "--format", "text"] + flags + ["kayaks"])
            #expect(!plain.stdout.contains("\u{1B}"), "\(flags): \(plain.stdout.debugDescription)")
        }
    }

    /// On a terminal colour is on, unless TERM=dumb.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"),
          arguments: [("xterm", true), ("dumb", false)])
    func aTerminalGetsColourUnlessDumb(term: String, coloured: Bool) throws {
        let binary = try #require(CLIHarness.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(binary.url.path) --db \(Self.cli.db) search kayaks", "/dev/null"]
        var environment = ProcessInfo.processInfo.environment.merging(Self.cli.environment) { $1 }
        environment["NO_COLOR"] = nil
        environment["TERM"] = term
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("kayak"), "\(text)")
        #expect(text.contains("\u{1B}[1;33m") == coloured, "\(term): \(text.debugDescription)")
    }

    @Test func sourceKeepsOneFolder() throws {
        try Self.cli.writeConfig("[sources.work]\npath = \"\(Self.path("work"))\"\n")
        defer { try? FileManager.default.removeItem(atPath: Self.cli.configPath) }
        let named = try Self.cli.recall(["search", "--format", "files", "--source", "work", "kayak"])
        #expect(named.stdout == Self.path("work/budget.md") + "\n", "\(named.stdout) \(named.stderr)")
        let folder = try Self.cli.recall(["search", "--format", "files", "--source", Self.path("notes"), "kayak"])
        #expect(folder.stdout == Self.path("notes/kayak.md") + "\n", "\(folder.stdout) \(folder.stderr)")
        let ask = try Self.cli.recall(["ask", "--source", "work", "kayak"])
        #expect(ask.stdout.contains("budget") && !ask.stdout.contains("kayak.md"), "\(ask.stdout)")
        let unknown = try Self.cli.recall(["search", "--source", "nowhere", "kayak"])
        #expect(unknown.status == 64 && unknown.stderr.contains("configured sources: work"), "\(unknown.stderr)")
    }
}
