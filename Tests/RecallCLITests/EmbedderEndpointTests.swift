import Foundation
import RecallStore
import RecallTestSupport
import Testing

/// A remote index remembers the server that embedded it (never a key): queries go there unless the
/// user names another server, and an index that does not know its server sends nothing until told.
@Suite(.serialized) struct EmbedderEndpointTests {
    static let demo = TestPaths.fixtures.appendingPathComponent("demo").path

    static func queries(_ api: FakeRemoteAPI) async -> Int {
        await api.requests.filter { $0.path == "/v1/embeddings" && ($0.json?["input"] as? [String])?.count == 1 }.count
    }

    @Test func queriesGoOnlyToTheServerTheIndexWasBuiltWith() async throws {
        let built = try await FakeRemoteAPI.start()
        let other = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        let secretURL = built.baseURL.replacingOccurrences(of: "http://", with: "http://user:pw-SECRET@") + "?key=SECRET"
        let index = try await cli.recallAsync(["index", "--embedder", "openai", "--base-url", secretURL, Self.demo])
        #expect(index.status == 0, "\(index.stderr)")
        #expect(try RecallStore(path: cli.db, readOnly: true).embedderEndpoint() == built.baseURL)
        let probes = await Self.queries(built)  // the dimension probe of the import
        let plain = try await cli.recallAsync(["search", "--format", "ids", "vendor contract renewal"])
        #expect(plain.status == 0 && !plain.stdout.isEmpty, "\(plain.stderr)")
        #expect(await Self.queries(built) == probes + 1)
        let named = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"], environment: ["RECALL_EMBEDDER_URL": other.baseURL])
        #expect(named.status == 0, "\(named.stderr)")
        let (toOther, toBuilt) = (await Self.queries(other), await Self.queries(built))
        #expect(toOther == 1 && toBuilt == probes + 1)
        await built.stop()
        await other.stop()
    }

    /// An index from before servers were kept: a query is refused (exit 64, naming the fix) until
    /// the user names the server; nothing is sent anywhere meanwhile.
    @Test func anIndexWithoutItsServerSendsNothingUntilTold() async throws {
        let api = try await FakeRemoteAPI.start()
        let cli = try CLIHarness()
        try cli.writePatientEmbedderConfig()
        #expect(try await cli.recallAsync(["index", "--embedder", "openai", "--base-url", api.baseURL, Self.demo]).status == 0)
        try RecallStore(path: cli.db).setEmbedderEndpoint(nil)
        let probes = await Self.queries(api)
        let refused = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"])
        #expect(refused.status == 64 && refused.stderr.contains("--base-url"), "\(refused.stderr)")
        #expect(await Self.queries(api) == probes)
        let told = try await cli.recallAsync(["search", "--format", "ids", "vendor contract"], environment: ["RECALL_EMBEDDER_URL": api.baseURL])
        #expect(told.status == 0, "\(told.stderr)")
        await api.stop()
    }
}
