import RecallCore
@testable import RecallEmbedding
import Testing

/// The embedder's inlined FNV-1a step gives the same bits as ``FNV1a/add(scalar:)``.
@Suite struct FeatureHasherTests {
    @Test func primePowersMatchThePrime() {
        #expect(FeatureHasher.prime3 == FNV1a.prime &* FNV1a.prime &* FNV1a.prime)
        #expect(FeatureHasher.prime4 == FeatureHasher.prime3 &* FNV1a.prime)
    }

    @Test(arguments: [UInt32(0), 1, 0x2, 0x61, 0x7F, 0x80, 0xE9, 0xFF, 0x100, 0x101, 0x3B1, 0x7FF, 0x800, 0x65E5, 0xFFFF, 0x1_0000, 0x1_F389, 0x10_FFFF])
    func inlinedStepMatchesFNV1a(scalar: UInt32) {
        for seed in [FNV1a.offsetBasis, 0, UInt64.max, 0x1234_5678_9ABC_DEF0] {
            var reference = FNV1a(seed: seed)
            reference.add(scalar: scalar)
            var value = seed
            FeatureHasher.fnv(&value, scalar)
            #expect(value == reference.value, "U+\(String(scalar, radix: 16)) from \(seed)")
        }
    }
}
