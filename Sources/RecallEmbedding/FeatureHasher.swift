import Foundation
import RecallCore

/// Extracts the hashed features of normalized text into a dense signed count vector.
///
/// Features: word unigrams, word bigrams, and character 3–5-grams of each word padded with a
/// boundary marker (`<word>`), each hashed with FNV-1a (salted per feature family) into
/// `dimension` buckets; the top hash bit picks the sign so collisions cancel on average.
struct FeatureHasher {
    let dimension: Int
    let wordWeight: Double
    let bigramWeight: Double
    let charWeight: Double

    static let wordSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x5757).value
    static let bigramSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4242).value
    static let charSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4343).value
    static let boundary: UInt32 = 0x2

    /// Adds the features of `text` (already normalized) into `counts` (length `dimension`).
    func accumulate(normalized text: String, into counts: inout [Double]) {
        var word: [UInt32] = []
        word.reserveCapacity(32)
        var previousWordHash: UInt64?
        func flush() {
            guard !word.isEmpty else { return }
            previousWordHash = addWord(word, previous: previousWordHash, into: &counts)
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.append(scalar.value)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue
            } else {
                flush()
            }
        }
        flush()
    }

    /// Adds one word's unigram, its bigram with the previous word, and its character n-grams.
    private func addWord(_ word: [UInt32], previous: UInt64?, into counts: inout [Double]) -> UInt64 {
        var unigram = FNV1a(seed: FeatureHasher.wordSalt)
        for scalar in word { unigram.add(scalar: scalar) }
        add(hash: unigram.value, weight: wordWeight, into: &counts)
        if let previous {
            var bigram = FNV1a(seed: FeatureHasher.bigramSalt ^ previous)
            bigram.add(byte: 0x20)
            for scalar in word { bigram.add(scalar: scalar) }
            add(hash: bigram.value, weight: bigramWeight, into: &counts)
        }
        let padded = [FeatureHasher.boundary] + word + [FeatureHasher.boundary]
        if padded.count >= 3 {
            for start in 0...(padded.count - 3) {
                var gram = FNV1a(seed: FeatureHasher.charSalt)
                for length in 1...min(5, padded.count - start) {
                    gram.add(scalar: padded[start + length - 1])
                    if length >= 3 { add(hash: gram.value ^ UInt64(length), weight: charWeight, into: &counts) }
                }
            }
        }
        return unigram.value
    }

    @inline(__always)
    private func add(hash: UInt64, weight: Double, into counts: inout [Double]) {
        let mixed = hash ^ (hash >> 29)
        let index = Int(mixed % UInt64(dimension))
        counts[index] += (mixed >> 63) == 0 ? weight : -weight
    }
}
