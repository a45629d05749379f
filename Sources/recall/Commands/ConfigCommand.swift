import ArgumentParser
import Foundation
import RecallCore

/// `recall config`: the effective settings and where each came from.
struct ConfigCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the effective settings and where each came from (flag, environment, config file, default).",
        discussion: """
            The file is $RECALL_CONFIG, else $XDG_CONFIG_HOME/recall/config.toml, else \
            ~/.config/recall/config.toml. API keys are never printed.

              recall config
              recall config --path
              RECALL_CONFIG=./recall.toml recall config
            """)

    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp("Time zone, to show its precedence like other commands.", valueName: "zone"))
    var timezone: String?

    @Flag(help: "Print only the configuration file's path.")
    var path = false

    func execute() async throws -> Int32 {
        let config = try RecallConfig.current.get()
        if path {
            print(config.path)
            return 0
        }
        var lines = ["config file: \(config.path)\(config.exists ? "" : " (not found)")"]
        let dbOrigin = EffectiveSetting.resolve("db", flag: ("--db", store.db)).origin
        lines.append("db = \(store.path)  (\(dbOrigin))")
        for key in ConfigKey.all where key.name != "db" {
            let flag: (String, String?)? = key.name == "timezone" ? ("--timezone", timezone) : nil
            let setting = EffectiveSetting.resolve(key.name, flag: flag, config: config)
            let fallback = key.name == "timezone" ? "\(TimeZone.current.identifier) (the system's)" : key.defaultValue
            lines.append(setting.line(secret: key.isSecret, defaultValue: fallback))
        }
        for source in config.sources {
            let line = source.line.map { ":\($0)" } ?? ""
            lines.append("sources.\(source.name).path = \(source.path)  (config \(config.path)\(line))")
        }
        print(lines.joined(separator: "\n"))
        return 0
    }
}
