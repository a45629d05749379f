import ArgumentParser
import Foundation

/// Where the index lives: `--db`, else `RECALL_DB`, else `db` in config.toml, else
/// `$XDG_DATA_HOME/recall/recall.sqlite`, else `~/.local/share/recall/recall.sqlite` (`~` is `$HOME`).
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The index file.", valueName: "path"))
    var db: String?

    /// The resolved database path.
    var path: String {
        let environment = ProcessInfo.processInfo.environment
        if let db, !db.isEmpty { return Self.expand(db) }
        if let db = environment["RECALL_DB"], !db.isEmpty { return Self.expand(db) }
        if let db = RecallConfig.loaded.values["db"]?.string, !db.isEmpty { return Self.expand(db) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return (Self.expand(data) as NSString).appendingPathComponent("recall/recall.sqlite")
        }
        return (HomeFolder.path(environment: environment) as NSString).appendingPathComponent(
            ".local/share/recall/recall.sqlite")
    }

    /// A broken config file stops every command with its file:line message (exit 64).
    func validate() throws {
        if case .failure(let error) = RecallConfig.current {
            Terminal.error("recall: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// A path as typed or configured, `~` expanded to `$HOME` (``HomeFolder``).
    static func expand(_ path: String) -> String {
        HomeFolder.expand(path)
    }
}
