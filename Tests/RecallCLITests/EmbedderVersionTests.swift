import Foundation
import RecallCore
import RecallEmbedding
import RecallStore
import RecallTestSupport
import Testing

/// An index whose vectors an older version of the built-in embedder made is refused, with the
/// command that re-embeds it, rather than searched with vectors of another kind.
@Suite(.serialized) struct EmbedderVersionTests {
    /// The fingerprint version 1 wrote: 512 hashed buckets, no static part.
    static let versionOne = EmbedderFingerprint(
        provider: "hashed", model: "hashed-ngram-tfidf", dimension: 512,
        parameters: [
            "version": "1", "hash": "fnv1a64-signed", "features": "word1-2+char3-5", "weights": "1.0/0.7/0.35",
            "tf": "sublinear", "norm": "l2",
        ])

    @Test func anOlderBuiltInIndexIsRefusedUntilReindexed() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        try RecallStore(path: cli.db).setFingerprint(Self.versionOne)
        let demo = TestPaths.fixtures.appendingPathComponent("demo").path
        for arguments in [["search", "vendor contract"], ["index", demo]] {
            let run = try cli.recall(arguments)
            #expect(run.status == 64, "\(arguments[0]): \(run.stderr)")
            #expect(run.stderr.contains("another version of the built-in embedder"), "\(run.stderr)")
            #expect(run.stderr.contains("recall reindex --embedder hashed"), "\(run.stderr)")
        }
        let reindex = try cli.recall(["reindex", "--embedder", "hashed"])
        #expect(reindex.status == 0, "\(reindex.stderr)")
        let search = try cli.recall(["search", "--format", "ids", "vendor contract"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(!search.stdout.isEmpty)
        #expect(try RecallStore(path: cli.db).fingerprint() == HashedEmbedder.fingerprint(dimension: HashedEmbedder.defaultDimension))
    }
}
