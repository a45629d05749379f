import Foundation

/// A setting's value and where it came from, by precedence: flag > environment > config > default.
struct EffectiveSetting: Sendable {
    var name: String
    var value: ConfigValue?
    /// `flag --db`, `environment RECALL_DB`, `config /path:3`, `default`.
    var origin: String

    /// Resolves `name` given the value of its flag, if one was passed.
    static func resolve(
        _ name: String, flag: (name: String, value: String?)? = nil, config: RecallConfig = .loaded,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> EffectiveSetting {
        guard let key = ConfigKey.byName[name] else {
            return EffectiveSetting(name: name, value: nil, origin: "unknown")
        }
        if let flag, let value = flag.value, let parsed = parse(value, as: key.type) {
            return EffectiveSetting(name: name, value: parsed, origin: "flag \(flag.name)")
        }
        if let variable = key.environment, let raw = environment[variable], !raw.isEmpty,
            let parsed = parse(raw, as: key.type)
        {
            return EffectiveSetting(name: name, value: parsed, origin: "environment \(variable)")
        }
        if let value = config.values[name] {
            let line = config.lines.line(of: name).map { ":\($0)" } ?? ""
            return EffectiveSetting(name: name, value: value, origin: "config \(config.path)\(line)")
        }
        return EffectiveSetting(name: name, value: nil, origin: "default")
    }

    /// Parses an environment or flag value as the key's type; nil when it does not fit.
    static func parse(_ raw: String, as type: ConfigKey.ValueType) -> ConfigValue? {
        switch type {
        case .string: return .string(raw)
        case .timeZone: return TimeZone(identifier: raw) != nil ? .string(raw) : nil
        case .integer: return Int(raw).map(ConfigValue.integer)
        case .number: return Double(raw).map(ConfigValue.number)
        case .boolean:
            return ["1", "true", "yes"].contains(raw.lowercased())
                ? .boolean(true) : ["0", "false", "no"].contains(raw.lowercased()) ? .boolean(false) : nil
        case .strings: return .strings(raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    /// The time zone: `--timezone`, else `RECALL_TIMEZONE`, else `timezone` in the config, else the
    /// zone the open index was built in (``IndexZone``), else the system's.
    static func timeZone(flag: String?) -> TimeZone {
        resolve("timezone", flag: ("--timezone", flag)).value?.string.flatMap(TimeZone.init(identifier:))
            ?? IndexZone.current ?? .current
    }

    /// The line `recall config` prints; secrets show only whether they are set.
    func line(secret: Bool, defaultValue: String?) -> String {
        let shown: String
        if secret {
            shown = value == nil ? "not set" : "set"
        } else {
            shown = value?.description ?? defaultValue ?? "not set"
        }
        return "\(name) = \(shown)  (\(origin))"
    }
}
