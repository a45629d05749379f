import Foundation
import RecallCore
import TOMLKit

/// The settings in `config.toml`: `$RECALL_CONFIG`, else `$XDG_CONFIG_HOME/recall/config.toml`,
/// else `~/.config/recall/config.toml` (`~` is `$HOME`, see ``HomeFolder``). A missing file is an empty configuration.
struct RecallConfig: Sendable {
    /// A configured source: `[sources.NAME] path = "…"`.
    struct Source: Sendable, Hashable {
        var name: String
        var path: String
        var line: Int?
    }

    /// The file's path (whether or not it exists).
    var path: String
    var exists: Bool
    var values: [String: ConfigValue] = [:]
    var sources: [Source] = []
    var lines = ConfigLines(text: "")

    /// Where the configuration file is looked for.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["RECALL_CONFIG"], !path.isEmpty { return StoreOptions.expand(path) }
        if let base = environment["XDG_CONFIG_HOME"], !base.isEmpty {
            return (StoreOptions.expand(base) as NSString).appendingPathComponent("recall/config.toml")
        }
        return (HomeFolder.path(environment: environment) as NSString).appendingPathComponent(
            ".config/recall/config.toml")
    }

    /// The configuration this process uses, read once.
    static let current: Result<RecallConfig, RecallError> = Result { try RecallConfig.load(path: defaultPath()) }
        .mapError { $0 as? RecallError ?? RecallError(.usage, "\($0)") }

    /// The loaded configuration, or an empty one when it failed to load (the error surfaces in validation).
    static var loaded: RecallConfig { (try? current.get()) ?? RecallConfig(path: defaultPath(), exists: false) }

    /// Reads and checks the file; every problem names the file and line.
    static func load(path: String) throws -> RecallConfig {
        var config = RecallConfig(path: path, exists: FileManager.default.fileExists(atPath: path))
        guard config.exists else { return config }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw RecallError(.usage, "\(path): cannot read the configuration file (or it is not UTF-8)")
        }
        config.lines = ConfigLines(text: text)
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw RecallError(.usage, "\(path):\(error.source.begin.line): \(error.description)")
        }
        try config.read(table, prefix: "")
        try config.checkSecrets()
        return config
    }

    private func error(_ key: String, _ reason: String) -> RecallError {
        let line = lines.line(of: key).map { ":\($0)" } ?? ""
        return RecallError(.usage, "\(path)\(line): \(reason)")
    }

    private mutating func read(_ table: TOMLTable, prefix: String) throws {
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            let name = prefix.isEmpty ? key : prefix + "." + key
            if name == "sources" {
                guard let sources = value.table else {
                    throw error(name, "'sources' must be a table of [sources.NAME] tables")
                }
                try readSources(sources)
            } else if let nested = value.table {
                guard prefix.isEmpty, ConfigKey.tables.contains(key) else {
                    throw error(name, "unknown table '\(name)'")
                }
                try read(nested, prefix: name)
            } else {
                guard let spec = ConfigKey.byName[name] else { throw error(name, "unknown key '\(name)'") }
                values[name] = try convert(value, spec: spec)
            }
        }
    }

    private mutating func readSources(_ table: TOMLTable) throws {
        for name in table.keys.sorted() {
            let key = "sources.\(name)"
            guard let entry = table[name]?.table else { throw error(key, "'\(key)' must be a table with a path") }
            for field in entry.keys where field != "path" {
                throw error("\(key).\(field)", "unknown key '\(key).\(field)'")
            }
            guard let path = entry["path"]?.string, !path.isEmpty else {
                throw error(key, "'\(key)' needs path = \"…\"")
            }
            sources.append(Source(name: name, path: StoreOptions.expand(path), line: lines.line(of: key + ".path")))
        }
    }

    private func convert(_ value: any TOMLValueConvertible, spec: ConfigKey) throws -> ConfigValue {
        let converted: ConfigValue?
        switch spec.type {
        case .string: converted = value.string.map(ConfigValue.string)
        case .timeZone:
            converted = value.string.flatMap { TimeZone(identifier: $0) != nil ? ConfigValue.string($0) : nil }
        case .integer: converted = value.int.map(ConfigValue.integer)
        case .number: converted = (value.double ?? value.int.map(Double.init)).map(ConfigValue.number)
        case .boolean: converted = value.bool.map(ConfigValue.boolean)
        case .strings:
            let items = value.array.map { Array($0).compactMap(\.string) }
            converted = items.flatMap { $0.count == value.array?.count ? ConfigValue.strings($0) : nil }
        }
        guard let converted else { throw error(spec.name, "'\(spec.name)' must be \(Self.expected(spec.type))") }
        if let range = spec.range, let number = converted.number, !range.contains(number) {
            throw error(
                spec.name,
                "'\(spec.name)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))")
        }
        return converted
    }

    /// An API key may sit only in a file nobody else can read.
    private func checkSecrets() throws {
        guard let secret = ConfigKey.all.first(where: { $0.isSecret && values[$0.name] != nil }) else { return }
        let mode =
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue
            ?? 0o777
        if mode & 0o077 != 0 {
            throw error(
                secret.name,
                "'\(secret.name)' is set but the file's mode is \(String(mode & 0o777, radix: 8)); "
                    + "run `chmod 600 \(path)` or use \(secret.environment ?? "the environment")"
            )
        }
    }

    private static func expected(_ type: ConfigKey.ValueType) -> String {
        switch type {
        case .string: "a string"
        case .timeZone: "an IANA time zone name such as \"Europe/Berlin\""
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .strings: "an array of strings"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
