import Foundation
import RecallRemote

/// The `[embedder]` settings after precedence (flag > environment > config > default), for the
/// code that builds a remote embedder. The hashed embedder ignores everything but `provider`.
struct EmbedderSettings: Sendable, Hashable {
    var provider: String
    /// Whether `provider` was asked for (flag, environment or config) rather than defaulted.
    var providerIsExplicit = false
    var model: String?
    var baseURL: String?
    var dimension: Int?
    var queryPrefix: String?
    var documentPrefix: String?
    var batchSize: Int
    var timeout: Double
    /// Never printed; from `RECALL_EMBEDDER_API_KEY` or a private config file.
    var apiKey: String?

    /// The providers `--embedder` accepts.
    static let providers = ["hashed"] + RemoteEmbedderConfiguration.Provider.allCases.map(\.rawValue)

    /// Resolves every field; `provider`, `model` and `baseURL` are the flags when a command has them.
    static func resolve(
        provider flag: String? = nil, model modelFlag: String? = nil, baseURL urlFlag: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> EmbedderSettings {
        func setting(_ name: String, flag: (String, String?)? = nil) -> EffectiveSetting {
            EffectiveSetting.resolve(
                "embedder." + name, flag: flag.map { (name: $0.0, value: $0.1) }, environment: environment)
        }
        func value(_ name: String, flag: (String, String?)? = nil) -> ConfigValue? { setting(name, flag: flag).value }
        let provider = setting("provider", flag: ("--embedder", flag))
        var settings = EmbedderSettings(
            provider: provider.value?.string ?? "hashed", providerIsExplicit: provider.value != nil,
            model: value("model", flag: ("--model", modelFlag))?.string,
            baseURL: value("base_url", flag: ("--base-url", urlFlag))?.string, dimension: value("dimension")?.integer,
            queryPrefix: value("query_prefix")?.string, documentPrefix: value("document_prefix")?.string,
            batchSize: value("batch_size")?.integer ?? 64, timeout: value("timeout")?.number ?? 60,
            apiKey: value("api_key")?.string)
        settings.apiKey = settings.apiKey ?? Self.fallbackKey(provider: settings.provider, environment: environment)
        return settings
    }

    /// `RECALL_EMBED_API_KEY`, else `OPENAI_API_KEY` for the `openai` provider.
    static func fallbackKey(provider: String, environment: [String: String]) -> String? {
        let names = ["RECALL_EMBED_API_KEY"] + (provider == "openai" ? ["OPENAI_API_KEY"] : [])
        return names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}

/// The `[claude]` settings after precedence, for answers summarized by Claude.
struct ClaudeSettings: Sendable, Hashable {
    var model: String?
    var summarize: Bool
    /// `RECALL_ANTHROPIC_BASE_URL` or `claude.base_url`; nil means the public API.
    var baseURL: String?
    /// Never printed; from `ANTHROPIC_API_KEY` or a private config file.
    var apiKey: String?

    static func resolve(model flag: String? = nil) -> ClaudeSettings {
        ClaudeSettings(
            model: EffectiveSetting.resolve("claude.model", flag: ("--model", flag)).value?.string,
            summarize: EffectiveSetting.resolve("claude.summarize").value?.boolean ?? false,
            baseURL: EffectiveSetting.resolve("claude.base_url").value?.string,
            apiKey: EffectiveSetting.resolve("claude.api_key").value?.string)
    }
}
