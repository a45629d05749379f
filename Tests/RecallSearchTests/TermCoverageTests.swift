import RecallCore
@testable import RecallSearch
import Testing

/// Lexical-only matches must carry the query's rare words, not just its common ones.
struct TermCoverageTests {
    static let coverage = TermCoverage(
        terms: ["kubernetes", "migration", "meeting"], total: 1000, counts: ["kubernetes": 0, "migration": 90, "meeting": 600])

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
        (3, false, 0.28), (4, false, 0.28), (5, false, 0.14), (7, false, 0.10), (10, false, 0.07),
        (4, true, 0.15), (5, true, 0.14), (14, true, 0.05),
    ] as [(Int, Bool, Double)])
    func longQuestionsNeedLessCoverage(termCount: Int, narrowed: Bool, expected: Double) {
        var request = SearchRequest(text: "")
        request.isNarrowed = narrowed
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
        ("hashed", Ranking.hybrid, 0.3, 0.5),
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
        ("Churn risk: Bluefin may not renew", 0.25),
        ("Bluefin customer churn risk", 0.75),
        ("A walk with the customers through the renewal", 1.0),  // the terms themselves
        ("Quarterly planning", 0.0),
    ])
    func bridgesCountForHalf(text: String, expected: Double) {
        let coverage = TermCoverage(
            terms: ["customer", "walk"], total: 100, counts: ["customer": 10, "walk": 10], bridges: ["walk": ["churn"]])
        #expect(coverage.fraction(in: text) == expected)
    }

    /// A short question whose words are all in the index is one topic: a chunk holding one of its
    /// words covers nothing. Narrowed questions, longer ones and ones with an unknown word keep the share.
    @Test(arguments: [
        (["offsite", "berlin"], true, "Ran the Berlin half marathon", 0.0),
        (["offsite", "berlin"], true, "The Berlin offsite agenda", 1.0),
        (["offsite", "berlin"], false, "Ran the Berlin half marathon", 0.5),  // narrowed
        (["offsite", "berlin", "venue", "budget"], true, "Ran the Berlin half marathon", 0.25),  // four terms
        (["offsite", "madrid"], true, "The Lisbon offsite agenda", 0.299),  // madrid is in no chunk: no rule
        (["sicily", "holiday"], true, "Back from two weeks in Sicily", 0.5),  // a holiday told without the word
        (["offsite", "berlin", "trip"], true, "Ran the Berlin half marathon", 0.0),  // two words still meet
    ])
    func shortQuestionsNeedTheirWordsTogether(terms: [String], wordsMeet: Bool, text: String, expected: Double) {
        var counts = Dictionary(uniqueKeysWithValues: terms.map { ($0, 10) })
        counts["madrid"] = nil
        let coverage = TermCoverage(terms: terms, total: 100, counts: counts, wordsMeet: wordsMeet)
        #expect(abs(coverage.fraction(in: text) - expected) < 0.001, "\(terms) in \(text)")
    }

    /// Short words inflected in a chunk BM25 matched count as present; the five-letter stem alone
    /// missed them ("move" is not the stem "moved").
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
