import Foundation
import RecallCore
import RecallEmbedding
import Testing

/// The optimized hashed embedder is bit-identical to the straightforward algorithm it replaced.
@Suite struct FastEmbedderTests {
    /// The original feature extraction (Foundation normalization, per-scalar properties,
    /// a fresh padded array per word), kept here as the oracle.
    static func referenceTermFrequencies(_ text: String, dimension: Int = 512) -> [Double] {
        var counts = [Double](repeating: 0, count: dimension)
        func add(_ hash: UInt64, _ weight: Double) {
            let mixed = hash ^ (hash >> 29)
            counts[Int(mixed % UInt64(dimension))] += (mixed >> 63) == 0 ? weight : -weight
        }
        let wordSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x5757).value
        let bigramSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4242).value
        let charSalt = FNV1a(seed: FNV1a.offsetBasis ^ 0x4343).value
        var previous: UInt64?
        var word: [UInt32] = []
        func flush() {
            guard !word.isEmpty else { return }
            var unigram = FNV1a(seed: wordSalt)
            for scalar in word { unigram.add(scalar: scalar) }
            add(unigram.value, 1.0)
            if let previous {
                var bigram = FNV1a(seed: bigramSalt ^ previous)
                bigram.add(byte: 0x20)
                for scalar in word { bigram.add(scalar: scalar) }
                add(bigram.value, 0.7)
            }
            let padded: [UInt32] = [2] + word + [2]
            for start in 0...(padded.count - 3) {
                var gram = FNV1a(seed: charSalt)
                for length in 1...min(5, padded.count - start) {
                    gram.add(scalar: padded[start + length - 1])
                    if length >= 3 { add(gram.value ^ UInt64(length), 0.35) }
                }
            }
            previous = unigram.value
            word = []
        }
        for scalar in TextNormalizer.normalize(text).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.append(scalar.value)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue
            } else {
                flush()
            }
        }
        flush()
        for i in 0..<dimension where counts[i] != 0 {
            let magnitude = abs(counts[i])
            let damped = magnitude >= 1 ? 1 + log(magnitude) : magnitude
            counts[i] = counts[i] < 0 ? -damped : damped
        }
        return counts
    }

    static let texts: [String] = {
        var texts = [
            "Quarterly budget review with Sarah Chen in Lisbon", "", " ", "x", "don't stop: it's 2026-08-14!",
            "Zoë's café — naïve résumé", "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ", "Straße ﬁne ﬂow", "İstanbul DİYARBAKIR",
            "tab\tnew\nline\r\ncr", "MiXeD CaSe 123abc ABC123", "emoji 🎉 party 🎉🎉", "日本語のテキスト and English",
            "O’Brien’s notes", "a-b_c.d,e;f:g/h\\i|j", String(repeating: "long words ", count: 300),
        ]
        texts.append(String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }))
        texts.append(String((32..<127).map { Character(Unicode.Scalar(UInt8($0))) }.reversed()))
        return texts
    }()

    @Test(arguments: FastEmbedderTests.texts)
    func termFrequenciesAreBitIdentical(text: String) {
        let fast = HashedEmbedder().termFrequencies(of: text)
        #expect(fast.map(\.bitPattern) == Self.referenceTermFrequencies(text).map(\.bitPattern))
    }

    @Test func asciiNormalizationIsLowerCasing() {
        for byte in UInt8(0)..<128 {
            let text = "a\(Character(Unicode.Scalar(byte)))Z"
            let foundation = text.precomposedStringWithCompatibilityMapping
                .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            #expect(foundation == text.lowercased(), "byte \(byte)")
        }
    }

    @Test func parallelBatchesMatchOneByOne() async throws {
        let idf = IDFSnapshot(documentCount: 100, documentFrequencies: (0..<512).map { $0 % 37 })
        let embedder = HashedEmbedder(idf: idf)
        let texts = (0..<300).map { "note \($0): " + Self.texts[$0 % Self.texts.count] }
        let batch = try await embedder.embedDocuments(texts)
        #expect(batch.count == texts.count)
        for (text, vector) in zip(texts, batch) {
            #expect(vector.map(\.bitPattern) == embedder.vector(for: text).map(\.bitPattern))
        }
    }
}

/// The ASCII fast paths added to `String.trimmed` and `TextNormalizer.wordCount` change no result.
@Suite struct FastTextPathTests {
    static let samples: [String] = {
        var samples = ["", " ", "a", " a ", "a b", "\tword\n", "x\r\ny", "end.", "(paren)", "  lead", "trail  ", "\u{0B}v\u{0C}",
                       "a\u{1C}b\u{1F}c", "caf\u{E9}", "\u{A0}nbsp\u{A0}", "\u{2003}em\u{2003}", "é", "line\u{85}next",
                       "\u{7F}del\u{7F}", "~tilde!", "multiple   spaces\there"]
        for byte in UInt8(0)..<128 { samples.append("w\(Character(Unicode.Scalar(byte)))w \(Character(Unicode.Scalar(byte)))") }
        return samples
    }()

    @Test(arguments: FastTextPathTests.samples)
    func sameAsFoundationAndCharacterProperties(text: String) {
        #expect(text.trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(TextNormalizer.wordCount(text) == text.split(whereSeparator: { $0.isWhitespace }).count)
        let foundation = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        #expect(TextNormalizer.normalize(text) == foundation)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.append(scalar)
            } else if scalar != "'" && scalar != "\u{2019}" && !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        #expect(TextNormalizer.wordsOfNormalized(text) == words)
    }
}
