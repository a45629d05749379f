import Foundation
import RecallCore
import RecallEmbedding
import RecallIndex
import RecallRemote
import RecallStore

/// Re-embeds every stored chunk with another embedder and switches to the new vectors atomically
/// (``RecallStore/rewriteVectors(batchSize:meta:embed:)``): until the switch the old vectors and the
/// old fingerprint stay live, so a failed or interrupted reindex leaves the old index usable.
struct EmbedderSwitch {
    var store: RecallStore
    /// Called with the number of chunks embedded so far.
    var progress: (Int) -> Void = { _ in }

    /// Switches to `settings.provider`; returns the new fingerprint.
    func run(_ settings: EmbedderSettings) async throws -> EmbedderFingerprint {
        let fingerprint = settings.provider == "hashed" ? try await toHashed() : try await toRemote(settings)
        _ = try? store.reclaimFreePages()  // best effort: the switch is committed
        store.refreshDerivedFiles(dimension: fingerprint.dimension)
        return fingerprint
    }

    /// The hashed embedder: first unweighted vectors, then the document frequencies recounted and
    /// the IDF snapshot computed and applied.
    private func toHashed() async throws -> EmbedderFingerprint {
        let maintenance = IDFMaintenance()
        let embedder = HashedEmbedder(dimension: maintenance.dimension)
        var done = 0
        let extra = [IDFMaintenance.snapshotKey: Data(), RecallStore.endpointKey: Data()]
        try await store.rewriteVectors(meta: try meta(embedder.fingerprint, extra: extra)) { texts in
            try Self.checkInterruption()
            done += texts.count
            progress(done)
            return embedder.vectors(for: texts)
        }
        try store.recountDocumentFrequencies(dimension: maintenance.dimension)
        try await maintenance.refreshIfDrifted(store, force: true)
        return embedder.fingerprint
    }

    /// A remote embedder: its dimension learned from one probe request, then every chunk sent.
    private func toRemote(_ settings: EmbedderSettings) async throws -> EmbedderFingerprint {
        let configuration = try RemoteEmbedders.configuration(settings)
        let embedder = RemoteEmbedder(configuration: configuration)
        let fingerprint = try await embedder.fingerprint
        var done = 0
        let endpoint = [RecallStore.endpointKey: Data(RemoteEmbedders.storable(configuration.baseURL).utf8)]
        try await store.rewriteVectors(
            batchSize: max(1, settings.batchSize) * 4, meta: try meta(fingerprint, extra: endpoint)
        ) { texts in
            try Self.checkInterruption()
            let vectors = try await embedder.embedDocuments(texts)
            done += texts.count
            progress(done)
            return vectors
        }
        return fingerprint
    }

    /// The `meta` rows the switch writes: the fingerprint, encoded as ``RecallStore/setFingerprint(_:)`` does.
    private func meta(_ fingerprint: EmbedderFingerprint, extra: [String: Data] = [:]) throws -> [String: Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return extra.merging(["embedder.fingerprint": try encoder.encode(fingerprint)]) { $1 }
    }

    private static func checkInterruption() throws {
        guard Interruption.shared.requested == nil else {
            throw RecallError(
                .interrupted, "interrupted; the index still uses its previous embedder",
                hint: "run the same reindex again to resume")
        }
    }
}
