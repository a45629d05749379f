import Foundation
import RecallTestSupport
import Testing

/// `$HOME` decides where the defaults live and what `~` means; XDG variables, when set, win.
@Suite struct HomeFolderTests {
    /// No Recall or XDG variable set: only HOME.
    static func onlyHome(_ home: String) -> [String: String] {
        ["HOME": home, "RECALL_CONFIG": "", "RECALL_DB": "", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": ""]
    }

    @Test func defaultPathsFollowHome() throws {
        let cli = try CLIHarness()
        let home = cli.folder.url.appendingPathComponent("home").path
        let run = try cli.recall(["config"], withDB: false, environment: Self.onlyHome(home))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("config file: \(home)/.config/recall/config.toml (not found)"), "\(run.stdout)")
        #expect(run.stdout.contains("db = \(home)/.local/share/recall/recall.sqlite  (default)"), "\(run.stdout)")
    }

    @Test func tildeInTheConfigIsHome() throws {
        let cli = try CLIHarness()
        let home = cli.folder.url.appendingPathComponent("home").path
        let config = home + "/.config/recall"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try Data("db = \"~/work/recall.sqlite\"\n[sources.notes]\npath = \"~/notes\"\n".utf8)
            .write(to: URL(fileURLWithPath: config + "/config.toml"))
        let run = try cli.recall(["config"], withDB: false, environment: Self.onlyHome(home))
        #expect(run.stdout.contains("db = \(home)/work/recall.sqlite  (config"), "\(run.stdout)")
        #expect(run.stdout.contains("sources.notes.path = \(home)/notes"), "\(run.stdout)")
        let flag = try cli.recall(["config", "--db", "~/flag.sqlite"], withDB: false, environment: Self.onlyHome(home))
        #expect(flag.stdout.contains("db = \(home)/flag.sqlite  (flag --db)"), "\(flag.stdout)")
    }

    @Test func xdgVariablesWinOverHome() throws {
        let cli = try CLIHarness()
        let home = cli.folder.url.appendingPathComponent("home").path
        var environment = Self.onlyHome(home)
        environment["XDG_CONFIG_HOME"] = "/tmp/xdg-config"
        environment["XDG_DATA_HOME"] = "~/data"
        let run = try cli.recall(["config"], withDB: false, environment: environment)
        #expect(run.stdout.contains("config file: /tmp/xdg-config/recall/config.toml"), "\(run.stdout)")
        #expect(run.stdout.contains("db = \(home)/data/recall/recall.sqlite  (default)"), "\(run.stdout)")
    }
}
