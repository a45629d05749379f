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

    @Test func unitLengthOrZero() {
        #expect(embedder.vector(for: "").allSatisfy { $0 == 0 })
        let norm = embedder.vector(for: "Lisbon offsite budget").reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(norm - 1) < 1e-12)
        #expect(embedder.vector(for: "x").count == StaticEmbedder.dimension)
    }
}
