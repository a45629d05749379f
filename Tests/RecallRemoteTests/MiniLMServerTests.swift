import Foundation
import RecallCore
import RecallRemote
import RecallTestSupport
import Testing

/// `RemoteEmbedder` against `tools/minilm_server.py` serving the real all-MiniLM-L6-v2 weights.
///
/// Runs when a Python with the server's packages is found: `RECALL_MINILM_PYTHON`, else
/// `../.venv-minilm/bin/python` beside the checkout (see the top of tools/minilm_server.py for the setup).
@Suite struct MiniLMServerTests {
    static let python: String? = {
        let beside = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent(".venv-minilm/bin/python")
        let candidate = ProcessInfo.processInfo.environment["RECALL_MINILM_PYTHON"] ?? beside.path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// Starts the server on a free port; returns the process and its base URL.
    ///
    /// The server's output goes to a file polled for at most 20 s (no blocking pipe reads).
    static func start(python: String, folder: TemporaryDirectory) async throws -> (Process, URL) {
        let log = folder.url.appendingPathComponent("server.out")
        try #require(FileManager.default.createFile(atPath: log.path, contents: nil), "cannot create \(log.path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let script = TestPaths.repositoryRoot.appendingPathComponent("tools/minilm_server.py").path
        process.arguments = [script, "--port", "0", "--exit-with-parent"]
        // Both streams go to the file: a server left holding the test runner's stderr (a cancelled
        // test never reaches `stop`) kept `swift test` waiting for end-of-file after the run.
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        for _ in 0..<200 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, line.hasPrefix("listening on "),
                let url = URL(string: String(line.dropFirst("listening on ".count)))
            {
                return (process, url)
            }
            guard process.isRunning else { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        stop(process)
        throw RecallError(.io, "minilm_server.py did not start")
    }

    /// SIGKILL: a child spawned from a worker thread may inherit a mask that blocks SIGTERM.
    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test(
        .enabled(if: python != nil, "no MiniLM Python environment: skipping the real-model test"),
        .timeLimit(.minutes(3)))  // loading the model beside the rest of the suite on two cores
    func embedsWithTheRealModel() async throws {
        let folder = try TemporaryDirectory()
        let (process, url) = try await Self.start(python: try #require(Self.python), folder: folder)
        defer { Self.stop(process) }
        let embedder = RemoteEmbedder(
            configuration: RemoteEmbedderConfiguration(
                provider: .openai, baseURL: url, model: "all-MiniLM-L6-v2", batchSize: 2, timeout: 20, maxRetries: 0))
        let vectors = try await embedder.embedDocuments([
            "A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby.",
        ])
        #expect(vectors.map(\.count) == [384, 384, 384])
        // The sentence-transformers documentation gives 0.7553 for this pair with all-MiniLM-L6-v2.
        #expect(abs(VectorMath.dot(vectors[0], vectors[1]) - 0.7553) < 0.002)
        #expect(VectorMath.dot(vectors[0], vectors[2]) < 0.3)
        #expect(try await embedder.fingerprint.description == "openai/all-MiniLM-L6-v2 dim=384")

        let wrong = RemoteEmbedder(
            configuration: RemoteEmbedderConfiguration(provider: .openai, baseURL: url, model: "no-such-model", timeout: 20, maxRetries: 0))
        let error = await expectRecallError(.notFound) { _ = try await wrong.embedQuery("x") }
        #expect(error?.message.contains("no-such-model") == true)
    }
}
