import Foundation
import RecallCore
import Testing
@testable import RecallSearch

/// Who a query names, among `QueryFixtures.people`.
@Suite struct QueryPeopleTests {
    static let matches: [(query: String, id: String, kind: PersonMatchKind, text: String)] = [
        ("what did I discuss with Sarah in August", "sarah-chen", .firstName, "Sarah"),
        ("calls with Sarah from Globex", "sarah-kim", .firstName, "Sarah"),
        ("sarah engineering offsite", "sarah-chen", .firstName, "sarah"),
        ("notes with Sarah Park", "sarah-park", .exact, "Sarah Park"),
        ("Sarah Chen's title", "sarah-chen", .exact, "Sarah Chen's"),
        ("calls with Mike last week", "michael-ross", .nickname, "Mike"),
        ("when did I last talk to Pria?", "priya", .misspelling, "Pria"),
        ("who is Dana's manager", "dana", .firstName, "Dana's"),
        ("meeting with zoe angstrom", "zoe", .unaccented, "zoe angstrom"),
        ("notes from Zoë Ångström", "zoe", .exact, "Zoë Ångström"),
        ("meeting with Zoe", "zoe", .unaccented, "Zoe"),
        ("mail from zoe@example.com", "zoe", .email, "zoe@example.com"),
        ("lunch with Will", "will", .firstName, "Will"),
        ("did Will mention the roadmap", "will", .firstName, "Will"),
        ("lunch with will", "will", .firstName, "will"),
        ("call Mark about the contract", "mark", .firstName, "Mark"),
        ("Jon's notes", "john", .misspelling, "Jon's"),
        ("budget with Chen", "sarah-chen", .lastName, "Chen"),
        ("what did Bob say", "bob", .nickname, "Bob"),
        // Common words that are names beside the user, or as the subject of a speaker verb.
        ("what did bob and I decide", "bob", .nickname, "bob"),
        ("what was bob saying about the reorg", "bob", .nickname, "bob"),
        ("me and will: the roadmap", "will", .firstName, "will"),
        ("what did pria say about the roadmap", "priya", .misspelling, "pria"),  // the subject of "say"
        ("Bobby T pricing", "bob", .exact, "Bobby T"),
        ("Kate's birthday", "katherine", .nickname, "Kate's"),
        ("dinner with Kathryn", "katherine", .misspelling, "Kathryn"),
        ("coffee with Summer", "summer", .firstName, "Summer"),
        ("talk to June", "june", .firstName, "June"),
        ("June's notes", "june", .firstName, "June's"),
        ("Mike Ross contract", "michael-ross", .nickname, "Mike Ross"),
        ("notes with Natarajan", "priya", .lastName, "Natarajan"),
        ("Sara Chen roadmap", "sarah-chen", .misspelling, "Sara Chen"),
        ("Priya's kids", "priya", .firstName, "Priya's"),
        ("Sarah Chne roadmap", "sarah-chen", .misspelling, "Sarah Chne"),
        ("what did Priya Natrajan say", "priya", .misspelling, "Priya Natrajan"),
        ("Mike Rsos contract", "michael-ross", .misspelling, "Mike Rsos"),
        ("What was Kathrine Nguyan worried about", "katherine", .misspelling, "Kathrine Nguyan"),
    ]

    @Test(arguments: matches)
    func findsPerson(query: String, id: String, kind: PersonMatchKind, text: String) throws {
        let people = QueryFixtures.understanding.parse(query).people
        let match = try #require(people.first, "no person in \(query)")
        #expect(people.count == 1)
        #expect(match.candidateID == id)
        #expect(match.kind == kind)
        #expect(match.matchedText == text)
        let characters = Array(query)
        #expect(String(characters[match.range]) == text)
    }

    /// Everyday words that must not become people.
    static let nobody = [
        "Will the launch slip", "will the budget pass", "mark the deadline", "summer reading list",
        "may I see the budget", "the budget review", "I hope the grace period holds", "August plans",
        "rose garden notes", "what is the budget", "draw the chart", "an art exhibit",
        "Jan's notes", "talk to legal about the budget", "notes about the bridge",
        "When did I last talk to Priya Shah?", "meeting with Sarah Okonkwo",  // surnames nobody has
        "notes from the customer visit in Natarajen",  // a place, not a misspelled surname
        "what did legal say about the contract", "what did marketing want for the launch",
        "what did sales think of the pricing",  // teams as subjects of a speaker verb
        "dinner at the Kathryn",  // after an article: a place or a thing, not a misspelled Katherine
    ]

    @Test(arguments: nobody)
    func namesNobody(query: String) {
        #expect(QueryFixtures.understanding.parse(query).people.isEmpty, "\(query)")
    }

    /// Query understanding that knows only `people`.
    static func knowing(_ people: [PersonCandidate]) -> QueryUnderstanding {
        QueryUnderstanding(now: QueryFixtures.now, timeZone: QueryFixtures.timeZone, people: people)
    }

    /// A possessive typed in lower case gets no capital's leeway: "the quarter's goals" sounds like
    /// Carter but is two edits from it with another first letter; "Cartr's" typed as a name still is.
    @Test(arguments: [("setting the quarter's goals and grading them", nil), ("what is Cartr's title", "olivia")])
    func lowerCasePossessivesAreStrict(query: String, id: String?) {
        let understanding = Self.knowing([PersonCandidate(id: "olivia", name: "Olivia Carter", interactionCount: 6)])
        #expect(understanding.parse(query).people.first?.candidateID == id, "\(query)")
    }

    /// A place the tables know is never a misspelled name: "Greece" is one edit from Grace.
    @Test(arguments: [("when was I on holiday in Greece", nil), ("coffee with Grase", "grace")])
    func placesAreNoMisspelledNames(query: String, id: String?) {
        let understanding = Self.knowing([PersonCandidate(id: "grace", name: "Grace Jensen", interactionCount: 6)])
        #expect(understanding.parse(query).people.first?.candidateID == id, "\(query)")
    }

    @Test func ambiguousFirstNameListsAlternatives() throws {
        let match = try #require(QueryFixtures.understanding.parse("what did I discuss with Sarah").people.first)
        #expect(match.candidateID == "sarah-chen")
        #expect(match.alternatives == ["sarah-lee", "sarah-kim", "sarah-park"])
        #expect(match.explanation == "Sarah → Sarah Chen (3 other Sarahs: Sarah Lee, Sarah Kim, Sarah Park)")
        #expect(match.score < PersonResolver.baseScore(.firstName))
    }

    @Test func contextWordsOutrankInteractionCount() throws {
        let match = try #require(QueryFixtures.understanding.parse("Sarah design review").people.first)
        #expect(match.candidateID == "sarah-kim")
        #expect(match.alternatives.first == "sarah-chen")
    }

    /// An attendee known only from one meeting is told apart by its title ("Interview: Nina Ellis
    /// (Data Analyst)" is among her context words) from the contact the user sees more often.
    @Test func meetingTitlesTellNamesakesApart() throws {
        let people = [
            PersonCandidate(id: "nina-dawson", name: "Nina Dawson", interactionCount: 20, contextWords: ["Fernway", "Coffee", "with", "Nina"]),
            PersonCandidate(id: "nina-ellis", name: "Nina Ellis", interactionCount: 1, contextWords: ["Interview:", "Nina", "Ellis", "(Data", "Analyst)"]),
        ]
        let understanding = Self.knowing(people)
        #expect(understanding.parse("when did I interview Nina").people.first?.candidateID == "nina-ellis")
        #expect(understanding.parse("coffee with Nina").people.first?.candidateID == "nina-dawson")
    }

    /// Namesakes told apart by what kind of organization each works at: Zendesk is a support desk;
    /// the words that say so describe her and leave the topic.
    @Test func theKindOfOrganizationTellsNamesakesApart() throws {
        let people = [
            PersonCandidate(id: "sarah-hughes", name: "Sarah Hughes", interactionCount: 30, contextWords: ["Fernway"], organization: "Fernway"),
            PersonCandidate(id: "sarah-iqbal", name: "Sarah Iqbal", interactionCount: 5, contextWords: ["Zendesk"], organization: "Zendesk"),
        ]
        let understanding = Self.knowing(people)
        let parsed = understanding.parse("show me all my dealings with Sarah at the support desk software company")
        #expect(parsed.people.first?.candidateID == "sarah-iqbal")
        #expect(parsed.topicalText == "")
        #expect(understanding.parse("what did Sarah say").people.first?.candidateID == "sarah-hughes")
    }

    @Test func unambiguousMatchHasNoAlternatives() throws {
        let match = try #require(QueryFixtures.understanding.parse("calls with Mike").people.first)
        #expect(match.alternatives.isEmpty)
        #expect(match.explanation == "Mike → Michael Ross (nickname)")
        #expect(match.score == PersonResolver.baseScore(.nickname))
    }

    @Test func findsSeveralPeopleInOrder() {
        let people = QueryFixtures.understanding.parse("notes with Dana and Mike about hiring").people
        #expect(people.map(\.candidateID) == ["dana", "michael-ross"])
    }

    @Test(arguments: [
        ("priya", "pria", true), ("john", "jon", true), ("catherine", "kathryn", true),
        ("steven", "stephen", true), ("sarah", "sara", true), ("mark", "mike", false), ("dana", "budget", false),
    ])
    func phoneticKeys(name: String, typed: String, alike: Bool) {
        #expect((NameSimilarity.phoneticKey(name) == NameSimilarity.phoneticKey(typed)) == alike)
    }

    @Test(arguments: [
        ("priya", "pria", 1), ("john", "jon", 1), ("sarah", "sarha", 1), ("michael", "micheal", 1),
        ("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0),
    ])
    func editDistance(lhs: String, rhs: String, expected: Int) {
        #expect(NameSimilarity.distance(lhs, rhs, limit: 5) == expected)
    }

    @Test func nicknameTableIsLarge() {
        #expect(NicknameTable.count >= 100)
        #expect(NicknameTable.related("mike", "michael"))
        #expect(NicknameTable.related("michael", "mike"))
        #expect(NicknameTable.related("liz", "beth"))
        #expect(!NicknameTable.related("mike", "robert"))
    }
}
