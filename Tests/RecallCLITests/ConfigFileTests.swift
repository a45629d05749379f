import Foundation
import RecallTestSupport
import Testing

/// `config.toml`: precedence, `recall config`, clear errors with lines, private API keys, sources.
@Suite(.serialized) struct ConfigFileTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    @Test func configShowsEachSettingsOrigin() throws {
        try cli.writeConfig("""
            # Recall settings
            timezone = "Europe/Berlin"

            [search]
            limit = 2
            min_score = 0.25
            """)
        let run = try cli.recall(["config"], withDB: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("timezone = Europe/Berlin  (config \(cli.configPath):2)"), "\(run.stdout)")
        #expect(run.stdout.contains("search.limit = 2  (config \(cli.configPath):5)"))
        #expect(run.stdout.contains("search.min_score = 0.25  (config \(cli.configPath):6)"))
        #expect(run.stdout.contains("embedder.provider = hashed  (default)"))
        let overridden = try cli.recall(["config", "--timezone", "Asia/Tokyo"], withDB: false, environment: ["RECALL_TIMEZONE": "UTC"])
        #expect(overridden.stdout.contains("timezone = Asia/Tokyo  (flag --timezone)"))
        let environment = try cli.recall(["config"], withDB: false, environment: ["RECALL_TIMEZONE": "UTC"])
        #expect(environment.stdout.contains("timezone = UTC  (environment RECALL_TIMEZONE)"))
    }

    @Test func dbPrecedenceIsFlagThenEnvironmentThenConfig() throws {
        try cli.writeConfig("db = \"\(cli.folder.url.path)/from-config.sqlite\"\n")
        let config = try cli.recall(["config"], withDB: false)
        #expect(config.stdout.contains("db = \(cli.folder.url.path)/from-config.sqlite  (config"), "\(config.stdout)")
        let environment = try cli.recall(["config"], withDB: false, environment: ["RECALL_DB": "/tmp/env.sqlite"])
        #expect(environment.stdout.contains("db = /tmp/env.sqlite  (environment RECALL_DB)"))
        let flag = try cli.recall(["config", "--db", "/tmp/flag.sqlite"], withDB: false, environment: ["RECALL_DB": "/tmp/env.sqlite"])
        #expect(flag.stdout.contains("db = /tmp/flag.sqlite  (flag --db)"))
    }

    @Test func searchLimitFromConfigAppliesAndTheFlagWins() throws {
        try cli.indexDemo()
        try cli.writeConfig("[search]\nlimit = 2\n")
        let configured = try cli.recall(["search", "--format", "ids", "budget"])
        #expect(configured.stdout.split(separator: "\n").count == 2)
        let flagged = try cli.recall(["search", "--format", "ids", "-n", "4", "budget"])
        #expect(flagged.stdout.split(separator: "\n").count == 4)
    }

    @Test(arguments: [
        ("[search]\nlimit = 3\nbogus = 1\n", ":3: unknown key 'search.bogus'"),
        ("timezone = \"UTC\"\n\n[search]\nlimit = \"many\"\n", ":4: 'search.limit' must be an integer"),
        ("[search]\nmin_score = 4\n", ":2: 'search.min_score' must be between -1 and 1"),
        ("timezone = \"Mars/Olympus\"\n", ":1: 'timezone' must be an IANA time zone"),
        ("[plugins]\nx = 1\n", ":1: unknown table 'plugins'"),
        ("[sources.work]\nfile = \"a.ics\"\n", ":2: unknown key 'sources.work.file'"),
        ("limit = [1,\n", ":1: "),
    ])
    func badFilesAreClearErrorsWithLines(text: String, message: String) throws {
        try cli.writeConfig(text)
        let run = try cli.recall(["status"])
        #expect(run.status == 64)
        #expect(run.stderr.contains(cli.configPath + message), "\(run.stderr)")
    }

    @Test func anAPIKeyNeedsAPrivateFileAndIsNeverPrinted() throws {
        let text = "[claude]\nmodel = \"claude-sonnet-4-5\"\napi_key = \"sk-ant-test-secret\"\n"
        try cli.writeConfig(text, mode: 0o644)
        let refused = try cli.recall(["config"], withDB: false)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains(":3: 'claude.api_key' is set but the file's mode is 644"), "\(refused.stderr)")
        try cli.writeConfig(text, mode: 0o600)
        let shown = try cli.recall(["config"], withDB: false)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("claude.api_key = set  (config \(cli.configPath):3)"))
        #expect(!shown.stdout.contains("sk-ant-test-secret"))
        #expect(!shown.stderr.contains("sk-ant-test-secret"))
    }

    @Test func indexWithoutArgumentsRefreshesConfiguredSources() throws {
        let notes = try TemporaryDirectory()
        try notes.write("---\ntitle: Kayak plan\n---\nThe kayak trip moves to June.\n", to: "kayak.md")
        try notes.write("---\ntitle: Draft\n---\nDraft about kayaks, excluded.\n", to: "drafts/skip.md")
        try cli.writeConfig("exclude = [\"drafts/*\"]\n\n[sources.notes]\npath = \"\(notes.url.path)\"\n")
        let run = try cli.recall(["index"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("added 1 note"), "\(run.stderr)")
        let listed = try cli.recall(["config"], withDB: false)
        #expect(listed.stdout.contains("sources.notes.path = \(notes.url.path)  (config \(cli.configPath):4)"), "\(listed.stdout)")
    }

    @Test func indexWithoutArgumentsOrSourcesIsAUsageError() throws {
        let run = try cli.recall(["index"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("[sources.NAME]"))
    }
}
