import Foundation
import RecallCore
import RecallEmbedding
import RecallStore

/// Keeps the hashed embedder's IDF snapshot and the stored vectors consistent.
///
/// Documents and queries are always weighted with the snapshot stored in `meta`. After an
/// import, the live document frequencies are compared with the snapshot; when any dimension's
/// IDF moved by more than ``IDFSnapshot/refreshBound``, every vector is recomputed from the stored
/// chunk text with the new snapshot and switched in atomically.
public struct IDFMaintenance: Sendable {
    public static let snapshotKey = "idf.snapshot"
    public let dimension: Int

    public init(dimension: Int = HashedEmbedder.defaultDimension) {
        self.dimension = dimension
    }

    /// The embedder weighted with the stored snapshot (unweighted for an empty index).
    public func embedder(for store: RecallStore) throws -> HashedEmbedder {
        let snapshot = try store.meta(Self.snapshotKey).flatMap { IDFSnapshot(encoded: $0, dimension: dimension) }
        return HashedEmbedder(dimension: dimension, idf: snapshot)
    }

    /// Recomputes all vectors when the live IDF drifted past the bound; returns whether it did.
    /// An index of another embedder (a remote one, whatever its dimension) is left alone: its
    /// vectors do not come from this embedder, and re-embedding them here would replace them.
    @discardableResult
    public func refreshIfDrifted(_ store: RecallStore, force: Bool = false) async throws -> Bool {
        if let stored = try store.fingerprint(), stored != HashedEmbedder.fingerprint(dimension: dimension) {
            return false
        }
        let live = try store.documentFrequencies(dimension: dimension)
        let current = IDFSnapshot(documentCount: live.count, documentFrequencies: live.frequencies)
        let stored = try embedder(for: store).idf
        let drift = stored.map { $0.drift(to: current) } ?? .infinity
        guard force || drift > IDFSnapshot.refreshBound, live.count > 0 else { return false }
        let embedder = HashedEmbedder(dimension: dimension, idf: current)
        try await store.rewriteVectors(meta: [Self.snapshotKey: current.encoded]) { texts in
            embedder.vectors(for: texts)  // on every core; the same vectors as one by one
        }
        return true
    }
}
