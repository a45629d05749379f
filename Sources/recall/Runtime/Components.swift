import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RecallCore
import RecallEmbedding
import RecallImport
import RecallIndex
import RecallSearch
import RecallStore

/// The one place that picks concrete implementations: the store, the embedder, the importers.
enum Components {
    /// Opens the index for reading; a missing index is an error that names the fix.
    static func openForReading(_ options: StoreOptions) throws -> RecallStore {
        guard FileManager.default.fileExists(atPath: options.path) else {
            throw RecallError(.notFound, "no index at \(options.path)", hint: "run `recall index PATH` first, or pass --db")
        }
        // A read-only file is searched read-only rather than refused (nothing would be migrated).
        return try RecallStore(path: options.path, readOnly: access(options.path, W_OK) != 0)
    }

    /// The embedder the index was built with, refusing a mismatch with a message that names the fix.
    static func embedder(for store: RecallStore) throws -> any Embedder {
        let hashed = try IDFMaintenance().embedder(for: store)
        if let stored = try store.fingerprint(), stored != hashed.fingerprint {
            throw RecallError(
                .embedderMismatch,
                "the index was built with embedder \(stored.provider)/\(stored.model) (dim \(stored.dimension)), not \(hashed.fingerprint.provider)/\(hashed.fingerprint.model)",
                hint: "run `recall reindex --embedder \(hashed.fingerprint.provider)` or use the matching --embedder")
        }
        return hashed
    }

    /// The importers, tried in order.
    static let importers: [any FormatImporter] = DefaultImporters.all
}
