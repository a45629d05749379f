import Foundation

/// The `[embedder]` settings after precedence (flag > environment > config > default), for the
/// code that builds a remote embedder. The hashed embedder ignores everything but `provider`.
struct EmbedderSettings: Sendable, Hashable {
    var provider: String
    var model: String?
    var baseURL: String?
    var dimension: Int?
    var queryPrefix: String?
    var documentPrefix: String?
    var batchSize: Int
    var timeout: Double
    /// Never printed; from `RECALL_EMBEDDER_API_KEY` or a private config file.
    var apiKey: String?

    /// Resolves every field; `provider` is the `--embedder` flag when a command has one.
    static func resolve(provider flag: String? = nil) -> EmbedderSettings {
        func value(_ name: String, flag: String? = nil) -> ConfigValue? {
            EffectiveSetting.resolve("embedder." + name, flag: flag.map { ("--embedder", $0) }).value
        }
        return EmbedderSettings(
            provider: value("provider", flag: flag)?.string ?? "hashed", model: value("model")?.string,
            baseURL: value("base_url")?.string, dimension: value("dimension")?.integer,
            queryPrefix: value("query_prefix")?.string, documentPrefix: value("document_prefix")?.string,
            batchSize: value("batch_size")?.integer ?? 64, timeout: value("timeout")?.number ?? 60,
            apiKey: value("api_key")?.string)
    }
}

/// The `[claude]` settings after precedence, for answers summarized by Claude.
struct ClaudeSettings: Sendable, Hashable {
    var model: String?
    var summarize: Bool
    /// Never printed; from `ANTHROPIC_API_KEY` or a private config file.
    var apiKey: String?

    static func resolve() -> ClaudeSettings {
        ClaudeSettings(
            model: EffectiveSetting.resolve("claude.model").value?.string,
            summarize: EffectiveSetting.resolve("claude.summarize").value?.boolean ?? false,
            apiKey: EffectiveSetting.resolve("claude.api_key").value?.string)
    }
}
