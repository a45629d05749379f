import Foundation
import RecallCore

/// Extracts the hashed features of normalized text into a dense signed count vector.
///
/// Features: word unigrams, word bigrams, and character 3–5-grams of each word padded with a
/// boundary marker (`<word>`), each hashed with FNV-1a (salted per feature family) into
/// `dimension` buckets; the top hash bit picks the sign so collisions cancel on average.
///
/// Speed without changing a bit of output: ASCII text skips Foundation's normalization (for ASCII,
/// NFKC + case/diacritic/width folding is exactly ASCII lower-casing), words are collected in one
/// reused buffer that already holds the boundary markers, and the counts are written through a
/// pointer. Features are added in exactly the original order, so every sum rounds the same way.
struct FeatureHasher {
    let dimension: Int
    let wordWeight: Double
    let bigramWeight: Double
    let charWeight: Double

    static let wordSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x5757).value
    static let bigramSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4242).value
    static let charSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4343).value
    static let boundary: UInt32 = 0x2

    /// Adds the features of raw `text` into `counts` (length `dimension`), normalizing it first.
    func accumulate(text: String, into counts: inout [Double]) {
        var text = text
        let handledASCII = text.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var words = WordBuffer()
            counts.withUnsafeMutableBufferPointer { out in
                for byte in bytes {
                    let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    if lower &- 0x61 < 26 || lower &- 0x30 < 10 {
                        words.append(UInt32(lower))
                    } else if lower != 0x27 {
                        words.flush(self, out)
                    }
                }
                words.flush(self, out)
            }
            return true
        }
        if !handledASCII { accumulate(normalized: TextNormalizer.normalize(text), into: &counts) }
    }

    /// Adds the features of `text` (already normalized) into `counts` (length `dimension`).
    func accumulate(normalized text: String, into counts: inout [Double]) {
        var words = WordBuffer()
        counts.withUnsafeMutableBufferPointer { out in
            for scalar in text.unicodeScalars {
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    words.append(scalar.value)
                } else if scalar == "'" || scalar == "\u{2019}" {
                    continue
                } else {
                    words.flush(self, out)
                }
            }
            words.flush(self, out)
        }
    }

    /// Adds one word's unigram, its bigram with the previous word, and its character n-grams.
    /// `padded` is the word between two boundary markers.
    fileprivate func addWord(
        _ padded: UnsafeBufferPointer<UInt32>, previous: UInt64?, into counts: UnsafeMutableBufferPointer<Double>
    ) -> UInt64 {
        let word = UnsafeBufferPointer(rebasing: padded[1..<(padded.count - 1)])
        var unigram = FeatureHasher.wordSalt
        for scalar in word { Self.fnv(&unigram, scalar) }
        add(hash: unigram, weight: wordWeight, into: counts)
        if let previous {
            var bigram = (FeatureHasher.bigramSalt ^ previous ^ 0x20) &* FNV1a.prime
            for scalar in word { Self.fnv(&bigram, scalar) }
            add(hash: bigram, weight: bigramWeight, into: counts)
        }
        for start in 0...(padded.count - 3) {  // padded.count ≥ 3: a flushed word is never empty
            var gram = FeatureHasher.charSalt
            for length in 1...min(5, padded.count - start) {
                Self.fnv(&gram, padded[start + length - 1])
                if length >= 3 { add(hash: gram ^ UInt64(length), weight: charWeight, into: counts) }
            }
        }
        return unigram
    }

    /// The FNV prime to the third and fourth power, modulo 2⁶⁴, for ``fnv(_:_:)`` (literals, so
    /// the hot loop reads constants; `FeatureHasherTests` checks them against the prime).
    static let prime3: UInt64 = 0x08a9_7b00_04e7_feab
    static let prime4: UInt64 = 0x9ffa_ac08_5635_bc91

    /// ``FNV1a/add(scalar:)`` (four little-endian bytes), inlined here: it is the embedder's hot loop.
    ///
    /// A zero byte only multiplies by the prime (`x ^ 0 == x`), and wrapping multiplication is
    /// associative, so the zero high bytes of a scalar below U+0100 cost one multiplication by
    /// prime⁴ instead of three more rounds (below U+10000, one by prime³): the same bits, fewer
    /// multiplications.
    @inline(__always)
    static func fnv(_ value: inout UInt64, _ scalar: UInt32) {
        if scalar < 0x100 {
            value = (value ^ UInt64(scalar)) &* prime4
        } else if scalar < 0x1_0000 {
            value = (((value ^ UInt64(scalar & 0xFF)) &* FNV1a.prime) ^ UInt64(scalar >> 8)) &* prime3
        } else {
            value = (value ^ UInt64(scalar & 0xFF)) &* FNV1a.prime
            value = (value ^ UInt64((scalar >> 8) & 0xFF)) &* FNV1a.prime
            value = (value ^ UInt64((scalar >> 16) & 0xFF)) &* FNV1a.prime
            value = (value ^ UInt64(scalar >> 24)) &* FNV1a.prime
        }
    }

    @inline(__always)
    private func add(hash: UInt64, weight: Double, into counts: UnsafeMutableBufferPointer<Double>) {
        let mixed = hash ^ (hash >> 29)
        let index =
            dimension & (dimension - 1) == 0 ? Int(mixed & UInt64(dimension - 1)) : Int(mixed % UInt64(dimension))
        counts[index] += (mixed >> 63) == 0 ? weight : -weight
    }
}

/// The word being collected, kept between boundary markers, and the previous word's hash.
private struct WordBuffer {
    private var padded: [UInt32] = {
        var buffer = [FeatureHasher.boundary]
        buffer.reserveCapacity(64)
        return buffer
    }()
    private var previous: UInt64?

    @inline(__always)
    mutating func append(_ scalar: UInt32) { padded.append(scalar) }

    /// Hashes the collected word (if any) into `counts` and starts the next one.
    mutating func flush(_ hasher: FeatureHasher, _ counts: UnsafeMutableBufferPointer<Double>) {
        guard padded.count > 1 else { return }
        padded.append(FeatureHasher.boundary)
        let previous = self.previous
        self.previous = padded.withUnsafeBufferPointer { hasher.addWord($0, previous: previous, into: counts) }
        padded.removeSubrange(1...)
    }
}
