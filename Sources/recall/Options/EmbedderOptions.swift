import ArgumentParser

/// `--embedder`, `--model` and `--base-url`: which embedder builds the vectors.
struct EmbedderOptions: ParsableArguments {
    @Option(
        name: .customLong("embedder"),
        help: ArgumentHelp("hashed (default, on-device), openai or ollama.", valueName: "provider"))
    var provider: String?

    @Option(help: ArgumentHelp("The remote embedding model.", valueName: "name"))
    var model: String?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("The embedding server, e.g. http://127.0.0.1:11434.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let provider, !EmbedderSettings.providers.contains(provider) {
            throw ValidationError("--embedder must be one of \(EmbedderSettings.providers.joined(separator: ", "))")
        }
    }

    /// The settings after precedence, these flags first.
    var settings: EmbedderSettings { EmbedderSettings.resolve(provider: provider, model: model, baseURL: baseURL) }
}
