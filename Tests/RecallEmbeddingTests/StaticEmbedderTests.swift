import Foundation
import RecallCore
import RecallEmbedding
import Testing

/// One line of `Fixtures/wordpiece-golden.jsonl`, written by tools/static_vectors/golden.py with
/// Hugging Face `tokenizers` and numpy over the same vectors.bin the binary embeds.
struct WordPieceGolden: Codable, Sendable, CustomTestStringConvertible {
    var text: String
    var ids: [Int]
    var vectorHead: [Double]

    enum CodingKeys: String, CodingKey {
        case text, ids
        case vectorHead = "vector_head"
    }

    var testDescription: String { text.debugDescription }

    static let cases: [WordPieceGolden] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/wordpiece-golden.jsonl")
        // The file is part of the repository; a missing or malformed line should fail loudly.
        let lines = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n") ?? []
        return lines.map { try! JSONDecoder().decode(WordPieceGolden.self, from: Data($0.utf8)) }
    }()
}

@Suite struct StaticEmbedderTests {
    let embedder = StaticEmbedder()

    @Test func goldenFileIsThere() {
        #expect(WordPieceGolden.cases.count >= 50)
    }

    /// Accents, CJK, emoji, controls, punctuation, URLs, 100- and 101-character words.
    @Test(arguments: WordPieceGolden.cases)
    func tokenizesLikeTheReference(_ golden: WordPieceGolden) {
        #expect(embedder.tokenIDs(golden.text) == golden.ids)
    }

    @Test(arguments: WordPieceGolden.cases)
    func vectorMatchesTheReference(_ golden: WordPieceGolden) {
        let head = Array(embedder.vector(for: golden.text).prefix(8))
        for (swift, python) in zip(head, golden.vectorHead) {
            #expect(abs(swift - python) < 1e-9)
        }
    }

    /// What the table adds over hashed n-grams: words that share no letters but a meaning.
    @Test(arguments: [
        ("salary", "compensation", "birthday"),
        ("customers cancelling", "client churn", "office plants"),
        ("vacation", "holiday trip", "database migration"),
        ("hire engineers", "recruiting developers", "quarterly taxes"),
    ])
    func relatedWordsAreCloser(_ word: String, _ related: String, _ unrelated: String) {
        let v = embedder.vector(for: word)
        #expect(VectorMath.dot(v, embedder.vector(for: related)) > VectorMath.dot(v, embedder.vector(for: unrelated)) + 0.1)
    }

    /// Random scalars from every plane (controls, marks, surrogate-adjacent, CJK, emoji, unassigned):
    /// no trap, ids inside the vocabulary, the same ids twice. The PRNG is a fixed LCG.
    @Test func randomTextNeverTraps() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pools: [ClosedRange<UInt32>] = [0x00...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x3000...0x9FFF, 0xE000...0x10FFFF]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(next() % 40) {
                let pool = pools[Int(next() % UInt64(pools.count))]
                let value = pool.lowerBound + UInt32(next() % UInt64(pool.count))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            let ids = embedder.tokenIDs(text)
            #expect(ids.allSatisfy { (0..<30_522).contains($0) })
            #expect(ids == embedder.tokenIDs(text))
        }
    }

    @Test func unitLengthOrZero() {
        #expect(embedder.vector(for: "").allSatisfy { $0 == 0 })
        let norm = embedder.vector(for: "Lisbon offsite budget").reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(norm - 1) < 1e-12)
        #expect(embedder.vector(for: "x").count == StaticEmbedder.dimension)
    }
}
