import Testing
@testable import RecallSearch

/// Which words a query term may stand for, and how they count toward the answerability gate.
@Suite struct SynonymTableTests {
    static let cases: [(terms: [String], expected: [String: [String]])] = [
        (["holiday"], ["holiday": ["holidays", "vacation", "leave", "pto", "ooo"]]),
        (["vendor", "renewal"], ["vendor": ["supplier", "provider"]]),
        (["client", "customer"], [:]),  // both words typed: nothing to add
        (["pto", "august"], ["pto": ["holiday", "holidays", "vacation", "leave", "ooo"]]),
        (["budget", "meeting"], [:]),  // related, not interchangeable
        (["alliance", "platform"], ["alliance": ["partnership"]]),
        (["handset", "release"], ["handset": ["mobile", "phone"], "release": ["launch", "rollout"]]),
        ([], [:]),
    ]

    @Test(arguments: cases)
    func alternatives(terms: [String], expected: [String: [String]]) {
        #expect(SynonymTable.alternatives(for: terms) == expected)
    }

    /// A word for a kind of thing reaches its members, one way: "sport" finds the triathlon, a
    /// greyhound question does not become a question about every dog.
    @Test func kindWordsReachTheirMembers() {
        let sport = SynonymTable.alternatives(for: ["sport"])["sport"] ?? []
        #expect(sport.contains("triathlon") && sport.contains("ride"))
        #expect(!sport.contains("running"))  // "running notes": too often not a sport
        #expect((SynonymTable.alternatives(for: ["dog"])["dog"] ?? []).contains("greyhound"))
        #expect(SynonymTable.alternatives(for: ["greyhound"]).isEmpty)
        #expect(SynonymTable.alternatives(for: ["kids"])["kids"]?.prefix(2) == ["children", "son"])
        #expect(SynonymTable.alternatives(for: ["bill"])["bill"]?.contains("spend") == true)
        #expect(SynonymTable.alternatives(for: ["spend"])["spend"]?.contains("bill") != true)
        #expect(SynonymTable.alternatives(for: ["break"])["break"]?.contains("leave") == true)  // "my summer break"
    }

    /// A description reaches the products it describes, one way: "the helpdesk vendor" finds Zendesk.
    /// A word with an everyday meaning ranks its products but is no evidence of an answer: "the
    /// warehouse robotics pilot" is not answered by a Snowflake migration.
    @Test(arguments: [
        ("helpdesk", "zendesk", true),
        ("compliance", "soc", false),  // several standards: an ISO 27001 question is not answered by SOC 2
        ("privacy", "gdpr", true),
        ("warehouse", "snowflake", false),
        ("cloud", "aws", false),
    ])
    func descriptionsReachTheirProducts(word: String, product: String, isEvidence: Bool) {
        #expect(SynonymTable.alternatives(for: [word])[word]?.contains(product) == true)
        #expect((SynonymTable.alternatives(for: [word], asEvidence: true)[word]?.contains(product) == true) == isEvidence)
        #expect(SynonymTable.alternatives(for: [product])[product]?.contains(word) != true)
    }

    @Test func knownNamesAreNamesOnly() {
        #expect(["kubernetes", "datadog", "lisbon", "zendesk"].allSatisfy(SynonymTable.knownNames.contains))
        #expect(!["notion", "lever", "accessibility", "warehouse"].contains(where: SynonymTable.knownNames.contains))
    }

    @Test func countriesReachTheirCitiesOneWay() {
        #expect(SynonymTable.alternatives(for: ["ireland"])["ireland"]?.contains("dublin") == true)
        #expect(SynonymTable.alternatives(for: ["dublin"])["dublin"]?.contains("ireland") != true)
        #expect(SynonymTable.cities.values.allSatisfy { !$0.contains("nice") && !$0.contains("split") })
    }

    @Test func everyWordBelongsToOneGroup() {
        let words = SynonymTable.groups.flatMap { $0 }
        #expect(Set(words).count == words.count)
        #expect(SynonymTable.groups.allSatisfy { $0.count >= 2 })
    }

    @Test func expansionAddsTermsOnceAfterTheQuery() {
        let query = FullTextQuery("supplier holiday").adding(["vendor", "leave", "vendor", "holiday"])
        #expect(query.terms == ["supplier", "holiday", "vendor", "leave"])
    }

    @Test func alternativeCoversItsTerm() {
        let terms = ["holiday", "cornwall"]
        let counts = ["holiday": 0, "cornwall": 3]
        let plain = TermCoverage(terms: terms, total: 1_000, counts: counts)
        let expanded = TermCoverage(
            terms: terms, total: 1_000, counts: counts, alternatives: SynonymTable.alternatives(for: terms))
        let text = "Annual leave - Cornwall"
        #expect(plain.fraction(in: text) < 0.5)
        #expect(expanded.fraction(in: text) == 1)
    }
}
