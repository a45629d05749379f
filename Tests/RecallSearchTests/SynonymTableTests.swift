import Foundation
import Testing
@testable import RecallSearch
import RecallCore
import RecallStore

/// Which words a query term may stand for, and how they count toward the answerability gate.
@Suite struct SynonymTableTests {
    static let cases: [(terms: [String], expected: [String: [String]])] = [
        (["holiday"], ["holiday": ["holidays", "vacation", "leave", "pto", "ooo"]]),
        (["vendor", "renewal"], ["vendor": ["supplier", "provider"]]),
        (["client", "customer"], [:]),  // both words typed: nothing to add
        (["pto", "august"], ["pto": ["holiday", "holidays", "vacation", "leave", "ooo"]]),
        (["budget", "meeting"], [:]),  // related, not interchangeable
        (["alliance", "platform"], ["alliance": ["partnership"]]),
        (["db", "outage"], ["db": ["dbs", "database", "databases"], "outage": ["downtime", "incident"]]),
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
        let country = SynonymTable.alternatives(for: ["country"])["country"] ?? []
        #expect(country.contains("vietnam") && country.contains("portugal") && !country.contains("turkey"))
        #expect(SynonymTable.alternatives(for: ["vietnam"])["vietnam"]?.contains("country") != true)
    }

    /// A part of the world reaches its countries and their cities; a compass word before it is part
    /// of its name ("South America"), and a place is never a misspelled person ("Greece").
    @Test func regionsReachTheirCountries() {
        let asia = SynonymTable.alternatives(for: ["southeast", "asia"])
        #expect(asia["asia"]?.contains("vietnam") == true && asia["asia"]?.contains("hanoi") == true)
        #expect(asia["southeast"]?.contains("thailand") == true)
        #expect(SynonymTable.alternatives(for: ["south", "america"])["south"]?.contains("brazil") == true)
        #expect(SynonymTable.alternatives(for: ["south", "coast"])["south"] == nil)
        #expect(SynonymTable.placeNames.contains("greece") && !SynonymTable.placeNames.contains("grace"))
    }

    /// A country's adjective reaches the country and its places, islands included: "that Greek
    /// island holiday" was in Crete. Living somewhere is told as a move ("Moved to York").
    @Test func demonymsReachTheirCountries() {
        let greek = SynonymTable.alternatives(for: ["greek", "island", "holiday"])["greek"] ?? []
        #expect(greek.contains("greece") && greek.contains("crete"))
        #expect(SynonymTable.alternatives(for: ["spain"])["spain"]?.contains("ibiza") == true)
        #expect(SynonymTable.placeNames.contains("greek"))
        #expect(SynonymTable.alternatives(for: ["city", "living"])["living"] == ["moved"])
    }

    /// A partner is a spouse only in a question about named people; otherwise it is a business partner.
    @Test func partnerIsASpouseOnlyAboutNamedPeople() {
        #expect(SynonymTable.personalAlternatives(for: ["partner", "wife"])["partner"]?.contains("husband") == true)
        #expect(SynonymTable.personalAlternatives(for: ["partner", "wife"])["partner"]?.contains("wife") == false)
        var request = SearchRequest(text: "partner")
        request.expandsSynonyms = true
        #expect(request.synonymAlternatives(for: ["partner"])["partner"]?.contains("wife") != true)
        request.filter.people = [PersonIdentity(ids: ["elliot"], emails: [], names: ["elliot kaur"])]
        #expect(request.synonymAlternatives(for: ["partner"], asEvidence: true)["partner"]?.contains("wife") == true)
    }

    /// Asked where, a trip is answered by its place: "holiday" reaches countries and holiday regions,
    /// never cities (a meeting's location names its city), and only for travel words.
    @Test func travelWordsReachPlacesWhenAskedWhere() {
        let places = SynonymTable.placeAlternatives(for: ["holiday", "budget"])
        #expect(places["holiday"]?.contains("iceland") == true && places["holiday"]?.contains("sicily") == true)
        #expect(places["holiday"]?.contains("glasgow") == false && places["holiday"]?.contains("lisbon") == false)
        #expect(places["budget"] == nil)
        #expect(SynonymTable.placeAlternatives(for: ["trip", "japan"])["trip"]?.contains("japan") == false)
        var request = SearchRequest(text: "holiday")
        request.expandsSynonyms = true
        #expect(request.synonymAlternatives(for: ["holiday"])["holiday"]?.contains("iceland") == false)
        request.asksForPlace = true
        #expect(request.synonymAlternatives(for: ["holiday"])["holiday"]?.contains("iceland") == true)
    }

    /// A plural reaches its singular's bridges: "disabilities" is "disability", "plans" is "plan".
    @Test(arguments: [("disabilities", ["disability", "disabilitie"]), ("plans", ["plan"]), ("process", []), ("budget", [])])
    func pluralsReachTheirSingulars(term: String, singulars: [String]) {
        #expect(SynonymTable.singulars(of: term) == singulars)
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
        // Regions too: "who relocated to Sussex" is answered by "moved to Brighton".
        #expect(SynonymTable.alternatives(for: ["sussex"])["sussex"]?.contains("brighton") == true)
        #expect(SynonymTable.alternatives(for: ["brighton"])["brighton"]?.contains("sussex") != true)
    }

    @Test func aVCIsAVentureFirm() {
        #expect(SynonymTable.alternatives(for: ["vc"])["vc"]?.contains("ventures") == true)
    }

    /// Everyday phrasing reaches the words documents use (``SynonymTable/bridges(for:words:)``):
    /// `words` are the question's words with stopwords, `terms` its content words.
    @Test(arguments: [
        (["customer", "walk", "away"], ["customer", "might", "walk", "away"], "walk", "churn"),
        (["customer", "walk", "away"], ["customer", "might", "walk", "away"], "away", "churn"),  // both words of the phrase
        (["bring", "engineer"], ["bring", "on", "an", "engineer"], "bring", "hire"),  // a stopword inside the phrase
        (["erase", "records"], ["erase", "records"], "erase", "dsar"),
        (["deadlines"], ["deadlines"], "deadlines", "milestone"),  // the plural of a key
        (["customer", "walked", "away"], ["customer", "walked", "away"], "walked", "churn"),  // a phrase in the past tense
        (["bringing", "engineer"], ["bringing", "on", "an", "engineer"], "bringing", "hire"),
        (["security", "doc"], ["security", "doc"], "security", "iso"),  // "iso27001" as documents write it: "ISO 27001"
    ])
    func bridgesReachDocumentWords(terms: [String], words: [String], term: String, expected: String) {
        #expect(SynonymTable.bridges(for: terms, words: words)[term]?.contains(expected) == true)
    }

    /// A value of letters and digits also stands as its letters when documents would space them
    /// ("SOC 2" is two tokens); a short letter part stays whole ("p0" is not "p").
    @Test(arguments: [
        ("soc2", ["soc2", "soc"]), ("iso27001", ["iso27001", "iso"]), ("sev1", ["sev1", "sev"]),
        ("p0", ["p0"]), ("a11y", ["a11y"]), ("h1b", ["h1b"]), ("e2e", ["e2e"]), ("audit", ["audit"]),
    ])
    func lettersAndDigitsAlsoStandAsTheirLetters(value: String, expected: [String]) {
        #expect(SynonymTable.documentTokens(value) == expected)
    }

    /// A phrase key is written in the base form; questions inflect its first word.
    @Test(arguments: [
        ("walked", "walk"), ("bringing", "bring"), ("signed", "sign"), ("phased", "phase"), ("stopped", "stop"),
        ("rolls", "roll"), ("go", "go"),
    ])
    func inflectedWordsReachTheirBaseForm(word: String, base: String) {
        #expect(SynonymTable.baseForms(of: word).first == word)
        #expect(SynonymTable.baseForms(of: word).contains(base))
    }

    /// A phrase's bridges replace its words' own: a bug bounty is not a regression. Bridges are one
    /// way: a question that says "churn" is about churn, not about every word for leaving.
    @Test func aPhraseWinsOverItsWordsOneWay() {
        #expect(SynonymTable.bridges(for: ["bug"], words: ["bug"])["bug"]?.contains("regression") == true)
        let bounty = SynonymTable.bridges(for: ["bug", "bounty"], words: ["bug", "bounty"])
        #expect(bounty["bug"]?.contains("hackerone") == true)
        #expect(bounty["bug"]?.contains("regression") != true)
        #expect(SynonymTable.bridges(for: ["churn"], words: ["churn"]).isEmpty)
        #expect(SynonymTable.bridges(for: ["walk"], words: ["walk", "the", "dog"]).isEmpty)
    }

    @Test func bridgeLinesAreFoundBySearch() {
        let index = BridgeIndex("# comment: x\n  bug bounty: hackerone bugcrowd\nerase: dsar\nbroken line\nwalk away:  churn cancellation ")
        #expect(index.count == 3)
        #expect(index["walk away"] == ["churn", "cancellation"])
        #expect(index["bug bounty"] == ["hackerone", "bugcrowd"])
        #expect(index["erase"] == ["dsar"])
        #expect(index["walk"] == nil && index["zzz"] == nil && index[""] == nil && index["# comment"] == nil)
        #expect(SynonymTable.bridges.count > 1_000)
        #expect(SynonymTable.bridges["aaa"] == nil && SynonymTable.bridges["zzzz"] == nil)
        // Binary search needs the generated table sorted: every key in it is found.
        let keys = SynonymTable.bridgeText.split(separator: "\n").compactMap { $0.split(separator: ":").first }
        #expect(keys.count == SynonymTable.bridges.count)
        #expect(keys.allSatisfy { SynonymTable.bridges[$0.trimmingCharacters(in: .whitespaces)] != nil })
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

    /// The two-word concepts of a question, as typed, with the documents' words for them.
    @Test func bridgePhrasesAreFoundAsTyped() {
        let found = SynonymTable.bridgePhrases(in: ["pen", "test", "findings", "after", "we", "walked", "away"])
        #expect(found.map(\.phrase) == ["pen test", "walked away"])
        #expect(found.allSatisfy { !$0.values.isEmpty })
    }

    /// What a product does, right before a word for a supplier, with the products known to do it.
    @Test(arguments: [
        ("negotiating the monitoring vendor's price increase", [["monitoring", "datadog", "grafana", "prometheus"]]),
        ("our payments provider", [["payments", "stripe", "adyen"]]),
        ("the support chat vendor", [["chat", "intercom", "slack"]]),
        ("monitoring dashboards for the vendor", []),  // not right before the supplier word
        ("the freight vendor", []),  // a kind of business, no product
        ("our monitoring", []),
    ])
    func describedProductsStandBeforeASupplierWord(question: String, expected: [[String]]) {
        #expect(SynonymTable.describedProducts(in: TextNormalizer.words(question)) == expected)
    }
}
