@testable import RecallSearch
import Testing

/// Lexical-only matches must carry the query's rare words, not just its common ones.
struct TermCoverageTests {
    static let coverage = TermCoverage(
        terms: ["kubernetes", "migration", "meeting"], total: 1000, counts: ["kubernetes": 0, "migration": 40, "meeting": 600])

    @Test(arguments: [
        ("Database migration meeting notes", false),
        ("Kubernetes cluster upgrade", true),
        ("kubernetes migrations, weekly meeting", true),
    ])
    func rareWordsCarryTheWeight(text: String, passes: Bool) {
        #expect((Self.coverage.fraction(in: text) >= SearchRequest.lexicalCoverage) == passes)
    }

    @Test func equalFrequenciesCountTermsAndStemsMatch() {
        let plain = TermCoverage(terms: ["budget", "review"], total: 100, counts: ["budget": 10, "review": 10])
        #expect(plain.fraction(in: "the budgets") == 0.5)
    }

    @Test func vectorWeightFollowsTheEmbedder() {
        #expect(SearchEngine.vectorWeight(for: .init(provider: "hashed", model: "m", dimension: 512)) == 0.3)
        #expect(SearchEngine.vectorWeight(for: .init(provider: "openai", model: "m", dimension: 384)) == 1)
    }
}
