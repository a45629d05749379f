import Foundation
import RecallTestSupport
import Testing

/// A temporary home for one test: its own index, config path and data folder, so the user's
/// `~/.config/recall/config.toml` never leaks in.
struct CLIHarness {
    static let binary = RecallBinary.locate()
    let folder: TemporaryDirectory
    var db: String { folder.url.appendingPathComponent("index.sqlite").path }
    var configPath: String { folder.url.appendingPathComponent("config.toml").path }

    init() throws {
        folder = try TemporaryDirectory(prefix: "recall-cli")
    }

    var environment: [String: String] {
        ["RECALL_CONFIG": configPath, "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path, "RECALL_DB": "", "RECALL_TIMEZONE": ""]
    }

    /// Runs `recall arguments…` (with `--db` unless `withDB` is false).
    func recall(_ arguments: [String], stdin: Data? = nil, withDB: Bool = true, environment extra: [String: String] = [:]) throws -> RecallBinary.Run {
        let binary = try #require(Self.binary, "build recall first (swift build) or set RECALL_BIN")
        return try binary.run((withDB ? ["--db", db] : []) + arguments, stdin: stdin, environment: environment.merging(extra) { $1 })
    }

    /// A harness whose index holds `files` (each written to its name in the harness folder), indexed
    /// with success required.
    static func indexing(_ files: [(name: String, text: String)]) throws -> CLIHarness {
        let cli = try CLIHarness()
        let paths = try files.map { try cli.folder.write($0.text, to: $0.name).path }
        let run = try cli.recall(["index"] + paths)
        #expect(run.status == 0, "\(run.stderr)")
        return cli
    }

    /// Indexes `Fixtures/demo` and requires success.
    func indexDemo() throws {
        let run = try recall(["index", TestPaths.fixtures.appendingPathComponent("demo").path])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// Indexes the harness folder's `corpus` (requiring success), then asks `question` with ids
    /// output as of `now`: exit 0 when it has an answer, 1 when it has none.
    func searchCorpus(_ question: String, now: String) throws -> RecallBinary.Run {
        let index = try recall(["index", folder.url.appendingPathComponent("corpus").path])
        #expect(index.status == 0, "\(index.stderr)")
        return try recall(["search", "--format", "ids", "--now", now, question])
    }

    /// Writes the config file with the given mode.
    func writeConfig(_ text: String, mode: Int = 0o600) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: configPath)
    }
}
