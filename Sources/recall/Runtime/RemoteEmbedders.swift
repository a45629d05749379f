import Foundation
import RecallCore
import RecallRemote

/// Builds remote embedder configurations from the resolved settings and a store's fingerprint,
/// and words the errors when the two disagree.
enum RemoteEmbedders {
    /// The server used when no base URL is configured.
    static func defaultBaseURL(_ provider: RemoteEmbedderConfiguration.Provider) -> String {
        switch provider {
        case .openai: "https://api.openai.com"
        case .ollama: "http://127.0.0.1:11434"
        }
    }

    /// The model used when none is configured.
    static func defaultModel(_ provider: RemoteEmbedderConfiguration.Provider) -> String {
        switch provider {
        case .openai: "text-embedding-3-small"
        case .ollama: "nomic-embed-text"
        }
    }

    /// The provider to use: the stored one unless the user asked for another (then an error), the
    /// asked one for an empty index.
    static func provider(stored: EmbedderFingerprint?, settings: EmbedderSettings) throws -> String {
        guard let stored else { return settings.provider }
        if settings.providerIsExplicit, settings.provider != stored.provider {
            throw mismatch(stored: stored, asked: settings.provider)
        }
        if stored.provider != "hashed", let model = settings.model, model != stored.model, settings.providerIsExplicit {
            throw RecallError(
                .embedderMismatch, "the index was built with model '\(stored.model)', not '\(model)'",
                hint: "run `recall reindex --embedder \(stored.provider) --model \(model)` to switch, or drop --model")
        }
        return stored.provider
    }

    /// What of `url` the index keeps: scheme, host, port and path; never user, password, query or
    /// fragment, where a key could hide.
    static func storable(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "" }
        parts.user = nil
        parts.password = nil
        parts.query = nil
        parts.fragment = nil
        return parts.string ?? ""
    }

    /// The error for an index built with another embedder than the one asked for.
    static func mismatch(stored: EmbedderFingerprint, asked: String) -> RecallError {
        RecallError(
            .embedderMismatch,
            "the index was built with embedder \(stored.provider)/\(stored.model) "
                + "(dim \(stored.dimension)), not \(asked)",
            hint: "run `recall reindex --embedder \(asked)` to switch the index, or ask for \(stored.provider)")
    }

    /// A configuration from the settings; provider, model and prefixes come from `stored` when given.
    /// The server is the one the user names (flag, environment or config), else the one the index
    /// was built with (`endpoint`), else — for a fresh index only — the provider's default: text is
    /// never sent to a server the user did not choose.
    static func configuration(
        _ settings: EmbedderSettings, stored: EmbedderFingerprint? = nil, endpoint: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RemoteEmbedderConfiguration {
        let name = stored?.provider ?? settings.provider
        guard let provider = RemoteEmbedderConfiguration.Provider(rawValue: name) else {
            throw RecallError(
                .usage, "unknown embedder '\(name)'",
                hint: "use one of \(EmbedderSettings.providers.joined(separator: ", "))")
        }
        guard let address = settings.baseURL ?? endpoint ?? (stored == nil ? defaultBaseURL(provider) : nil) else {
            throw RecallError(
                .usage,
                "the index was built with \(name)/\(stored?.model ?? "?") but does not record which server embedded it",
                hint: "name the server once with --base-url URL, RECALL_EMBEDDER_URL or embedder.base_url")
        }
        guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host != nil
        else {
            throw RecallError(
                .usage, "embedder base URL '\(address)' is not an http(s) URL",
                hint: "check --base-url or embedder.base_url")
        }
        return RemoteEmbedderConfiguration(
            provider: provider, baseURL: url, model: stored?.model ?? settings.model ?? defaultModel(provider),
            apiKey: settings.apiKey ?? EmbedderSettings.fallbackKey(provider: name, environment: environment),
            queryPrefix: stored.map { $0.parameters["queryPrefix"] ?? "" } ?? settings.queryPrefix ?? "",
            documentPrefix: stored.map { $0.parameters["documentPrefix"] ?? "" } ?? settings.documentPrefix ?? "",
            batchSize: settings.batchSize, timeout: settings.timeout)
    }
}
