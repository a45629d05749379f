import Foundation
import RecallTestSupport
import Testing

/// The built binary against a loopback embedding server and a loopback Anthropic Messages API.
@Suite(.serialized) struct RemoteWiringTests {
    static let demo = TestPaths.fixtures.appendingPathComponent("demo").path
    static let secret = "sk-ant-TEST-SECRET-do-not-print"

    @Test func indexWithOpenAIEmbedderThenSearchUsesItWithoutFlags() async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        let index = try await cli.recallAsync(["index", "--embedder", "openai", "--base-url", api.baseURL, Self.demo])
        #expect(index.status == 0, "\(index.stderr)")
        let search = try await cli.recallAsync(["search", "--format", "ids", "vendor contract renewal"], environment: ["RECALL_EMBEDDER_URL": api.baseURL])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(!search.stdout.isEmpty)
        let status = try await cli.recallAsync(["status"])
        #expect(status.stdout.contains("embedder: openai/text-embedding-3-small dim=\(FakeRemoteAPI.dimension)"), "\(status.stdout)")
        let embedded = await api.requests.filter { $0.path == "/v1/embeddings" }
        let lastSearch = try #require(embedded.last?.json?["input"] as? [String])
        #expect(lastSearch.count == 1)
        await api.stop()
    }

    @Test(arguments: ["hashed", "ollama"])
    func indexRefusesAnotherEmbedderThanTheStoredOne(asked: String) async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        let first = try await cli.recallAsync(["index", "--embedder", "openai", "--base-url", api.baseURL, Self.demo])
        #expect(first.status == 0, "\(first.stderr)")
        let again = try await cli.recallAsync(["index", "--embedder", asked, "--base-url", api.baseURL, Self.demo])
        #expect(again.status == 64)
        #expect(again.stderr.contains("recall reindex --embedder \(asked)"), "\(again.stderr)")
        await api.stop()
    }

    @Test func reindexSwitchesFromHashedToOpenAIAndBack() async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        try cli.indexDemo()
        let reindex = try await cli.recallAsync(["reindex", "--embedder", "openai", "--base-url", api.baseURL])
        #expect(reindex.status == 0, "\(reindex.stderr)")
        #expect(try await cli.recallAsync(["status"]).stdout.contains("embedder: openai/"))
        let search = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"], environment: ["RECALL_EMBEDDER_URL": api.baseURL])
        #expect(search.status == 0, "\(search.stderr)")
        let back = try await cli.recallAsync(["reindex", "--embedder", "hashed"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try await cli.recallAsync(["status"]).stdout.contains("embedder: hashed/"))
        let doctor = try await cli.recallAsync(["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        await api.stop()
    }

    /// `forget` refreshes the built-in embedder's IDF weights; a remote index of the built-in
    /// dimension (768, like nomic-embed-text) must keep its own vectors, not get hashed ones.
    @Test func forgetLeavesARemoteIndexsVectorsAlone() async throws {
        let api = try await FakeRemoteAPI.start(.init(dimension: 768))
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        let index = try await cli.recallAsync(["index", "--embedder", "openai", "--base-url", api.baseURL, Self.demo])
        #expect(index.status == 0, "\(index.stderr)")
        let environment = ["RECALL_EMBEDDER_URL": api.baseURL]
        let query = ["search", "--format", "ids", "--ranking", "vector", "--min-score", "0", "vendor contract renewal"]
        let before = try await cli.recallAsync(query + ["-n", "6"], environment: environment)
        let ids = before.stdout.split(separator: "\n").map(String.init)
        #expect(ids.count == 6, "\(before.stderr)")
        let forgotten = try #require(ids.first)
        let forget = try await cli.recallAsync(["forget", forgotten])
        #expect(forget.status == 0, "\(forget.stderr)")
        let after = try await cli.recallAsync(query + ["-n", "5"], environment: environment)
        #expect(after.stdout.split(separator: "\n").map(String.init) == ids.filter { $0 != forgotten }.prefix(5).map { $0 })
        let doctor = try await cli.recallAsync(["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        await api.stop()
    }

    @Test func reindexThatFailsMidwayLeavesTheOldIndex() async throws {
        let api = try await FakeRemoteAPI.start(.init(failEmbeddingsFrom: 3))
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig(batchSize: 4)
        try cli.indexDemo()
        let before = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"])
        let failed = try await cli.recallAsync(["reindex", "--embedder", "openai", "--base-url", api.baseURL])
        #expect(failed.status != 0)
        #expect(await api.requests.count > 3, "the failure should come after some batches were embedded")
        #expect(try await cli.recallAsync(["status"]).stdout.contains("embedder: hashed/"))
        let after = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == before.stdout)
        await api.stop()
    }

    func claudeEnvironment(_ api: FakeRemoteAPI) -> [String: String] {
        ["ANTHROPIC_API_KEY": Self.secret, "RECALL_ANTHROPIC_BASE_URL": api.baseURL]
    }

    @Test func askSummarizeStreamsTheAnswerAndListsCitedSources() async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try await cli.recallAsync(["ask", "--summarize", "--now", "2026-11-20", "vendor contract"], environment: claudeEnvironment(api))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("You discussed the vendor contract [1] and its renewal [2]."), "\(run.stdout)")
        #expect(run.stdout.contains("Sources:\n[1] "))
        #expect(run.stdout.contains("\n[2] "))
        #expect(run.stderr.contains("[9]"), "a citation of a document not sent is flagged")
        #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
        let request = try #require(await api.requests.first { $0.path == "/v1/messages" })
        #expect(request.headers["x-api-key"] == Self.secret)
        #expect(request.headers["anthropic-version"] == "2023-06-01")
        #expect(request.json?["model"] as? String == "claude-sonnet-4-5-20250929")
        await api.stop()
    }

    /// The offline answer is printed as it would be without --summarize, and exit 69 says the
    /// summary failed.
    @Test(arguments: [401, 500])
    func askFallsBackToTheOfflineAnswerWhenClaudeFails(status: Int) async throws {
        let api = try await FakeRemoteAPI.start(.init(claudeStatus: status))
        let cli = try CLIHarness()
        try cli.indexDemo()
        let offline = try await cli.recallAsync(["ask", "--now", "2026-11-20", "vendor contract"])
        let run = try await cli.recallAsync(["ask", "--summarize", "--now", "2026-11-20", "vendor contract"], environment: claudeEnvironment(api))
        #expect(offline.status == 0)
        #expect(run.status == 69)
        #expect(run.stdout == offline.stdout)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!run.stderr.contains(Self.secret))
        await api.stop()
    }

    @Test(arguments: [["--show-context"], ["--summarize", "--show-context"], ["--summarize", "--offline"]])
    func showContextAndOfflineSendNothing(flags: [String]) async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.indexDemo()
        let run = try await cli.recallAsync(["ask"] + flags + ["--now", "2026-11-20", "vendor contract"], environment: claudeEnvironment(api))
        #expect(run.status == 0, "\(run.stderr)")
        if flags.contains("--show-context") {
            #expect(run.stdout.contains("Question: vendor contract"))
            #expect(run.stdout.contains("Today: 2026-11-20"))
            #expect(run.stdout.contains("[1] id: "))
        }
        #expect(!run.stdout.contains(Self.secret))
        #expect(await api.requests.isEmpty)
        await api.stop()
    }
}
