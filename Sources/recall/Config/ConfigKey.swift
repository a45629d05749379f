import Foundation

/// One setting Recall reads from `config.toml`: its dotted key, its type, its environment variable.
struct ConfigKey: Sendable {
    enum ValueType: Sendable {
        case string, integer, number, boolean, strings, timeZone
    }

    var name: String
    var type: ValueType
    /// The environment variable that overrides it, if any.
    var environment: String?
    /// Never printed; allowed in the file only when it is private (mode 0600).
    var isSecret = false
    /// Inclusive range for numbers.
    var range: ClosedRange<Double>?
    var defaultValue: String?

    /// Every key `config.toml` may contain; `[sources.NAME] path` is handled separately.
    static let all: [ConfigKey] = [
        ConfigKey(
            name: "db", type: .string, environment: "RECALL_DB", defaultValue: "$XDG_DATA_HOME/recall/recall.sqlite"),
        ConfigKey(name: "timezone", type: .timeZone, environment: "RECALL_TIMEZONE", defaultValue: "the system's"),
        ConfigKey(name: "exclude", type: .strings, defaultValue: "[]"),
        ConfigKey(name: "embedder.provider", type: .string, environment: "RECALL_EMBEDDER", defaultValue: "hashed"),
        ConfigKey(name: "embedder.model", type: .string, environment: "RECALL_EMBEDDER_MODEL"),
        ConfigKey(name: "embedder.base_url", type: .string, environment: "RECALL_EMBEDDER_URL"),
        ConfigKey(
            name: "embedder.dimension", type: .integer, environment: "RECALL_EMBEDDER_DIMENSION", range: 1...65536),
        ConfigKey(name: "embedder.query_prefix", type: .string),
        ConfigKey(name: "embedder.document_prefix", type: .string),
        ConfigKey(name: "embedder.batch_size", type: .integer, range: 1...100_000, defaultValue: "64"),
        ConfigKey(name: "embedder.timeout", type: .number, range: 0.1...3600, defaultValue: "60"),
        ConfigKey(name: "embedder.api_key", type: .string, environment: "RECALL_EMBEDDER_API_KEY", isSecret: true),
        ConfigKey(name: "search.limit", type: .integer, range: 1...10_000, defaultValue: "5 as text, 10 otherwise"),
        ConfigKey(name: "search.min_score", type: .number, range: -1...1, defaultValue: "0.3"),
        ConfigKey(name: "claude.model", type: .string, environment: "RECALL_CLAUDE_MODEL"),
        ConfigKey(name: "claude.summarize", type: .boolean, environment: "RECALL_SUMMARIZE", defaultValue: "false"),
        ConfigKey(
            name: "claude.base_url", type: .string, environment: "RECALL_ANTHROPIC_BASE_URL",
            defaultValue: "https://api.anthropic.com"),
        ConfigKey(name: "claude.api_key", type: .string, environment: "ANTHROPIC_API_KEY", isSecret: true),
    ]

    static let byName: [String: ConfigKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The tables that may appear as `[name]`.
    static let tables: Set<String> = ["embedder", "search", "claude", "sources"]
}

/// A typed value read from the file or the environment.
enum ConfigValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case strings([String])

    var description: String {
        switch self {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .boolean(let value): return String(value)
        case .strings(let values): return "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var integer: Int? { if case .integer(let value) = self { value } else { nil } }
    var number: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    var boolean: Bool? { if case .boolean(let value) = self { value } else { nil } }
    var strings: [String]? { if case .strings(let values) = self { values } else { nil } }
}
