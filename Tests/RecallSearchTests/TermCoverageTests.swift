import RecallCore
@testable import RecallSearch
import Testing

/// Lexical-only matches must carry the query's rare words, not just its common ones.
struct TermCoverageTests {
    static let coverage = TermCoverage(
        terms: ["kubernetes", "migration", "meeting"], total: 1000, counts: ["kubernetes": 0, "migration": 200, "meeting": 600])

    @Test(arguments: [
        ("Database migration meeting notes", false),
        ("Kubernetes cluster upgrade", true),
        ("kubernetes migrations, weekly meeting", true),
    ])
    func rareWordsCarryTheWeight(text: String, passes: Bool) {
        #expect((Self.coverage.fraction(in: text) >= SearchRequest.lexicalCoverage) == passes)
    }

    /// A short number after a word belongs to it: the "2" of "SOC 2" is not in a "2-year term".
    @Test(arguments: [
        ("offer a 2-year term", 0.0),
        ("SOC 2 evidence collection", 1.0),
        ("the soc controls", 0.5),
    ])
    func aShortNumberCountsBesideItsWord(text: String, share: Double) {
        let coverage = TermCoverage(terms: ["soc", "2"], total: 1000, counts: ["soc": 20, "2": 20])
        #expect(abs(coverage.fraction(in: text) - share) < 0.01, "\(coverage.fraction(in: text))")
    }

    /// Long questions need a smaller share: their phrasing dilutes it, the more the longer.
    @Test(arguments: [
        (3, false, 0.24), (4, false, 0.24), (5, false, 0.11), (7, false, 0.55 / 7), (10, false, 0.055),
        (4, true, 0.12), (5, true, 0.11), (14, true, 0.55 / 14),
    ] as [(Int, Bool, Double)])
    func longQuestionsNeedLessCoverage(termCount: Int, narrowed: Bool, expected: Double) {
        var request = SearchRequest(text: "")
        request.evidence.isNarrowed = narrowed
        #expect(abs(request.requiredCoverage(termCount: termCount) - expected) < 1e-9)
    }

    /// A word no chunk contains is most often misspelled: it counts where the text has it within one
    /// edit, with the same first letter, from six letters on. A chunk BM25 did not match counts only
    /// such misspellings.
    @Test(arguments: [
        ("snowflak migraton", "Snowflake migration status", true, 1.0),
        ("snowflak migraton", "Snowflake migration status", false, 1.0),
        ("sailing regatta", "mailing list", true, 0.0),
        ("sponsorship deal", "exec sponsor call", false, 0.0),
        ("sponsorship deal", "exec sponsor call", true, 0.5),
    ])
    func misspellingsCount(query: String, text: String, matched: Bool, expected: Double) {
        let terms = query.split(separator: " ").map(String.init)
        let coverage = TermCoverage(terms: terms, total: 100, counts: [:])  // no chunk has any of them
        #expect(coverage.fraction(in: text, matched: matched) == expected)
    }

    @Test(arguments: [
        ("hashed", Ranking.hybrid, 0.3, 0.45),
        ("hashed", Ranking.hybrid, 0.6, 0.6),
        ("hashed", Ranking.vector, 0.3, 0.3),
        ("openai", Ranking.hybrid, 0.3, 0.3),
    ])
    func hashedCosinesNeedMoreToAnswer(provider: String, ranking: Ranking, minScore: Double, gate: Double) {
        let request = SearchRequest(text: "x", minScore: minScore, ranking: ranking)
        let fingerprint = EmbedderFingerprint(provider: provider, model: "m", dimension: 512)
        #expect(SearchEngine.cosineGate(for: request, fingerprint: fingerprint) == gate)
    }

    /// A bridge is a likely reading, not an equivalent: present, it carries half its term's weight.
    @Test(arguments: [
        ("move", "Olivia has moved to York", true, 1.0),
        ("move", "Olivia has moved to York", false, 0.0),  // a chunk BM25 did not match
        ("cost", "Hosting costs rose", true, 1.0),
        ("okr", "Draft OKRs for Q3", true, 1.0),
        ("plan", "A trip to the planetarium", true, 0.0),
        ("lakes", "Annual leave - the Lake District", true, 1.0),  // a plural the stem cuts short
    ])
    func shortWordsMatchTheirInflections(term: String, text: String, matched: Bool, expected: Double) {
        let coverage = TermCoverage(terms: [term], total: 100, counts: [term: 10])
        #expect(coverage.fraction(in: text, matched: matched) == expected, "\(term) in \(text)")
    }

    /// What a person card must mention to lead an answer about that person.
    @Test(arguments: [
        ("kids", "family, kids: twins, Ada and Felix", true),
        ("kid", "family, kids: twins", true),  // the stem
        ("live", "home, lives in: Bristol", true),  // a short word inflected
        ("live", "work, employer: Fernhill Ventures", false),
        ("plan", "planetarium membership", false),  // a longer word is not an inflection
        ("birthday", "Birthday: 1976-07-10", true),
    ])
    func mentionsReadsStemsAndInflections(term: String, text: String, expected: Bool) {
        #expect(TermCoverage.mentions(text, anyOf: [term]) == expected, "\(term) in \(text)")
    }

    @Test func equalFrequenciesCountTermsAndStemsMatch() {
        let plain = TermCoverage(terms: ["budget", "review"], total: 100, counts: ["budget": 10, "review": 10])
        #expect(plain.fraction(in: "the budgets") == 0.5)
    }

    @Test func vectorWeightFollowsTheEmbedder() {
        #expect(SearchEngine.vectorWeight(for: .init(provider: "hashed", model: "m", dimension: 512)) == 0.3)
        #expect(SearchEngine.vectorWeight(for: .init(provider: "openai", model: "m", dimension: 384)) == 1)
    }

    /// Terms in at least half the chunks leave the BM25 expression (FTS5 weighs them at its floor
    /// IDF); when every term is that common, the query stays whole.
    @Test(arguments: [
        (["budget": 10, "meeting": 600], 1000, "\"budget\""),
        (["budget": 10, "meeting": 500], 1000, "\"budget\""),  // exactly half: ln(1) = 0, the floor
        (["budget": 10, "meeting": 499], 1000, "\"budget\" OR \"meeting\""),
        (["budget": 900, "meeting": 999], 1000, "\"budget\" OR \"meeting\""),
        ([:], 0, "\"budget\" OR \"meeting\""),
    ] as [([String: Int], Int, String)])
    func ubiquitousTermsLeaveTheExpression(counts: [String: Int], total: Int, expected: String) {
        let query = FullTextQuery("budget meeting").withoutUbiquitousTerms(counts: counts, total: total)
        #expect(query.expression == expected)
    }
}
