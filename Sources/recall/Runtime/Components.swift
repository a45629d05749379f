import Foundation
import RecallCore
import RecallEmbedding
import RecallImport
import RecallIndex
import RecallRemote
import RecallSearch
import RecallStore

#if canImport(Glibc)
    import Glibc
#endif

/// The one place that picks concrete implementations: the store, the embedder, the importers.
enum Components {
    /// Opens the index for a command that only reads it (`search`, `ask`, `status`, `person`,
    /// `people`, `get`, `export`, `doctor`, the MCP server): one read-only connection, so the
    /// database's bytes and modification time stay as they were, also on a read-only file, folder
    /// or mount. Only an index written by an older Recall is upgraded, once (see
    /// ``RecallStore/init(path:readOnly:)``). A missing index is an error that names the fix.
    static func openForReading(_ options: StoreOptions) throws -> RecallStore {
        let store = try RecallStore(path: try existingIndex(options), readOnly: true)
        IndexZone.adopt(from: store)
        return store
    }

    /// Opens an existing index to change it (`forget`); a missing index is an error that names the fix.
    static func openForChanging(_ options: StoreOptions) throws -> RecallStore {
        try RecallStore(path: try existingIndex(options))
    }

    /// The index's path, when it exists.
    private static func existingIndex(_ options: StoreOptions) throws -> String {
        guard FileManager.default.fileExists(atPath: options.path) else {
            throw RecallError(
                .notFound, "no index at \(options.path)", hint: "run `recall index PATH` first, or pass --db")
        }
        return options.path
    }

    /// The embedder the index was built with, refusing a mismatch with a message that names the fix.
    ///
    /// An index built by a remote embedder is searched with it (provider, model and prefixes from the
    /// stored fingerprint; the server the user names, else the one the index records; the key from
    /// the settings) without any flag.
    static func embedder(for store: RecallStore, settings: EmbedderSettings = .resolve()) throws -> any Embedder {
        let stored = try store.fingerprint()
        let provider = try RemoteEmbedders.provider(stored: stored, settings: settings)
        if provider != "hashed" {
            let endpoint = try store.embedderEndpoint()
            return RemoteEmbedder(
                configuration: try RemoteEmbedders.configuration(settings, stored: stored, endpoint: endpoint))
        }
        let hashed = try IDFMaintenance().embedder(for: store)
        try requireBuiltIn(stored: stored, current: hashed.fingerprint)
        return hashed
    }

    /// Refuses an index whose vectors the built-in embedder did not make as it does now: another
    /// provider's, or an older version's (before 2 there was no static part).
    static func requireBuiltIn(stored: EmbedderFingerprint?, current: EmbedderFingerprint) throws {
        guard let stored, stored != current else { return }
        guard stored.provider == current.provider else {
            throw RemoteEmbedders.mismatch(stored: stored, asked: current.provider)
        }
        throw RecallError(
            .embedderMismatch, "the index was built by another version of the built-in embedder (\(stored))",
            hint: "run `recall reindex --embedder hashed` to re-embed it")
    }

    /// For `recall index`: the remote embedder to index with (its fingerprint checked against the
    /// store's, or recorded in a fresh store), or nil for the hashed embedder.
    static func indexingEmbedder(for store: RecallStore, settings: EmbedderSettings) async throws -> RemoteEmbedder? {
        let stored = try store.fingerprint()
        guard try RemoteEmbedders.provider(stored: stored, settings: settings) != "hashed" else { return nil }
        let endpoint = try store.embedderEndpoint()
        let configuration = try RemoteEmbedders.configuration(settings, stored: stored, endpoint: endpoint)
        let embedder = RemoteEmbedder(configuration: configuration)
        let fingerprint = try await embedder.fingerprint
        if let stored, stored != fingerprint {
            throw RecallError(
                .embedderMismatch, "the index was built with \(stored), but the server now gives \(fingerprint)",
                hint: "run `recall reindex --embedder \(fingerprint.provider)` to re-embed everything")
        }
        if stored == nil { try store.setFingerprint(fingerprint) }
        // The first server that embedded into the index (or the one named for an index from before
        // servers were kept) is where its queries go from now on.
        if endpoint == nil { try store.setEmbedderEndpoint(RemoteEmbedders.storable(configuration.baseURL)) }
        return embedder
    }

    /// The importers, tried in order.
    static let importers: [any FormatImporter] = DefaultImporters.all
}
