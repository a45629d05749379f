import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `ask --summarize` when the stream does not end well: a signal, an error midway, an overloaded API.
@Suite(.serialized) struct ClaudeStreamingTests {
    static let question = ["ask", "--summarize", "--now", "2026-11-20", "vendor contract"]

    static func environment(_ cli: CLIHarness, _ api: FakeRemoteAPI) -> [String: String] {
        cli.environment.merging(["ANTHROPIC_API_KEY": RemoteWiringTests.secret, "RECALL_ANTHROPIC_BASE_URL": api.baseURL]) { $1 }
    }

    /// Polls without blocking the cooperative pool the loopback server runs on (which other suites'
    /// waits for their binaries can hold for minutes on a busy 2-core machine).
    static func eventually(_ limit: Double = 300, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalWhileStreamingSaysTheAnswerWasInterrupted(signal: Int32, status: Int32) async throws {
        let api = try await FakeRemoteAPI.start(.init(answer: "You discussed the vendor contract [1] and", streamEnd: .stall))
        let cli = try CLIHarness()
        try cli.indexDemo()
        let binary = try ReliabilityCorpus.binary()
        let run = try BackgroundRecall(binary, ["--db", cli.db] + Self.question, environment: Self.environment(cli, api))
        #expect(await Self.eventually { run.stdout.contains("[1] and") }, "\(run.stderr)")
        let code = run.finish(signal: signal)
        #expect(code == status, "\(run.stderr)")
        #expect(run.stdout.contains("contract [1] and\n[answer interrupted]\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("(none cited)"))
        #expect(run.stdout.contains("Sources cited before the interruption:\n[1] "), "\(run.stdout)")
        #expect(run.stderr.contains("interrupted"), "\(run.stderr)")
        await api.stop()
    }

    @Test func anErrorMidStreamKeepsTheTwoAnswersApart() async throws {
        let api = try await FakeRemoteAPI.start(.init(answer: "You discussed the vendor", streamEnd: .error))
        let cli = try CLIHarness()
        try cli.indexDemo()
        let offline = try await cli.recallAsync(["ask", "--now", "2026-11-20", "vendor contract"])
        let run = try await cli.recallAsync(Self.question, environment: Self.environment(cli, api))
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("You discussed the vendor\n\n[Claude's answer broke off; the offline answer follows]\n\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix(offline.stdout))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("failed midway"), "\(run.stderr)")
        #expect(!run.stderr.contains(RemoteWiringTests.secret))
        await api.stop()
    }

    @Test func anOverloadedAPIIsAskedAgain() async throws {
        let api = try await FakeRemoteAPI.start(.init(overloadedRequests: 2))
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try await cli.recallAsync(Self.question, environment: Self.environment(cli, api))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("You discussed the vendor contract [1]"), "\(run.stdout)")
        #expect(await api.requests.filter { $0.path == "/v1/messages" }.count == 3)
        await api.stop()
    }

    /// The Sources list names each cited document by date, kind and title, not only by id.
    @Test func citedSourcesShowTheirTitlesAndDates() async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try await cli.recallAsync(Self.question, environment: Self.environment(cli, api))
        #expect(run.status == 0, "\(run.stderr)")
        let sources = try #require(run.stdout.components(separatedBy: "Sources:\n").last)
        let first = try #require(sources.split(separator: "\n").first)
        let parts = first.components(separatedBy: " · ")
        #expect(parts.count == 4, "\(first)")
        #expect(parts.first?.dropFirst(4).count == 10 || parts.first?.hasSuffix("undated") == true, "\(first)")
        await api.stop()
    }
}
