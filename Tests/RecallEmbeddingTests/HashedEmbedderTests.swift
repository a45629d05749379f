import Foundation
import RecallCore
import RecallEmbedding
import Testing

@Suite struct HashedEmbedderTests {
    let embedder = HashedEmbedder()

    @Test func vectorsAreUnitLength() {
        for text in ["Budget review with Sarah", "x", "Zoë's café — naïve résumé", String(repeating: "long text ", count: 500)] {
            let vector = embedder.vector(for: text)
            let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            #expect(abs(norm - 1) < 1e-12)
            #expect(vector.count == HashedEmbedder.defaultDimension)
        }
    }

    @Test func emptyTextIsZeroVector() {
        #expect(embedder.vector(for: "  ...  ").allSatisfy { $0 == 0 })
    }

    /// The digest was recorded by an earlier process; Swift's per-process `Hasher` seed would change it.
    @Test func identicalAcrossProcesses() {
        let vector = embedder.vector(for: "Quarterly budget review with Sarah Chen in Lisbon")
        var hasher = FNV1a()
        for value in vector { for byte in withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init) { hasher.add(byte: byte) } }
        #expect(String(hasher.value, radix: 16) == HashedEmbedderTests.recordedDigest)
    }
    static let recordedDigest = "5296911455588c3a"

    @Test(arguments: [
        ("budget overrun on the marketing campaign", "the marketing budget overran", "hiking trip to the mountains"),
        ("hiring a staff engineer", "interview loop for the staff engineer role", "quarterly tax filing"),
        ("Zoë Ångström", "zoe angstrom", "Bob Smith"),
    ])
    func relatedTextsScoreAboveUnrelated(query: String, related: String, unrelated: String) {
        let q = embedder.vector(for: query)
        let near = VectorMath.dot(q, embedder.vector(for: related))
        let far = VectorMath.dot(q, embedder.vector(for: unrelated))
        #expect(near > far + 0.1)
    }

    @Test func idfDownweightsCommonDimensions() {
        let common = embedder.termFrequencies(of: "meeting")
        let frequencies = common.map { $0 != 0 ? 99 : 1 }
        let snapshot = IDFSnapshot(documentCount: 100, documentFrequencies: frequencies)
        let weighted = embedder.with(idf: snapshot)
        let text = "meeting about pricing"
        let plain = VectorMath.dot(embedder.vector(for: text), embedder.vector(for: "meeting"))
        let reweighted = VectorMath.dot(weighted.vector(for: text), weighted.vector(for: "meeting"))
        #expect(reweighted < plain)
    }

    @Test func snapshotRoundTripAndDrift() throws {
        let snapshot = IDFSnapshot(documentCount: 10, documentFrequencies: Array(repeating: 3, count: 512))
        let decoded = try #require(IDFSnapshot(encoded: snapshot.encoded, dimension: 512))
        #expect(decoded == snapshot)
        #expect(snapshot.drift(to: snapshot) == 0)
        let grown = IDFSnapshot(documentCount: 1000, documentFrequencies: Array(repeating: 3, count: 512))
        #expect(snapshot.drift(to: grown) > IDFSnapshot.refreshBound)
        #expect(IDFSnapshot(encoded: Data([1, 2, 3]), dimension: 512) == nil)
    }

    @Test func fingerprintIsStable() {
        #expect(embedder.fingerprint == HashedEmbedder.fingerprint(dimension: 768))
        #expect(embedder.fingerprint.description.hasPrefix("hashed/hashed-ngram-tfidf dim=768"))
    }
}
