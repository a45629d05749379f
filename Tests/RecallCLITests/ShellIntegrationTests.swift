import Foundation
import RecallTestSupport
import Testing

/// Completions, version, help examples, the manual, and the query from stdin.
@Suite struct ShellIntegrationTests {
    static let subcommands = ["index", "search", "ask", "people", "status", "get", "export", "forget", "config", "mcp", "manual"]

    @Test(arguments: [("bash", "-F _recall recall"), ("zsh", "#compdef recall"), ("fish", "complete -c 'recall'")])
    func completionScriptIsProduced(shell: String, marker: String) throws {
        let cli = try CLIHarness()
        let run = try cli.recall(["--generate-completion-script", shell], withDB: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(marker), "\(run.stdout.prefix(200))")
        for name in ["search", "forget", "mcp"] { #expect(run.stdout.contains(name), "\(shell) lacks \(name)") }
    }

    @Test func versionIsPrinted() throws {
        let run = try CLIHarness().recall(["--version"], withDB: false)
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3, "\(run.stdout)")
    }

    @Test(arguments: subcommands)
    func helpShowsExamples(subcommand: String) throws {
        let run = try CLIHarness().recall([subcommand, "--help"], withDB: false)
        #expect(run.status == 0, "\(run.stderr)")
        let examples = run.stdout.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("recall \(subcommand)") }
        #expect(!examples.isEmpty, "no example in `recall \(subcommand) --help`:\n\(run.stdout)")
    }

    @Test func manualPageIsTroff() throws {
        let run = try CLIHarness().recall(["manual"], withDB: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(".TH RECALL 1"))
        for name in Self.subcommands { #expect(run.stdout.contains("recall \(name)"), "manual lacks \(name)") }
        #expect(run.stdout.contains(".SH EXIT STATUS"))
    }

    @Test func queryIsReadFromStdin() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        let piped = try cli.recall(["search", "--format", "ids", "-n", "3", "-"], stdin: Data("vendor contract renewal\n".utf8))
        let direct = try cli.recall(["search", "--format", "ids", "-n", "3", "vendor contract renewal"])
        #expect(piped.status == 0)
        #expect(!piped.stdout.isEmpty)
        #expect(piped.stdout == direct.stdout)
    }
}
