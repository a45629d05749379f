import Foundation
import RecallCore
import Testing
@testable import RecallSearch

/// People described by job title or organization instead of by name.
@Suite struct QueryRoleTests {
    static let people: [PersonCandidate] = [
        PersonCandidate(id: "nuria", name: "Núria Pérez", organization: "Linklaw LLP", title: "Partner"),
        PersonCandidate(id: "emma", name: "Emma Sullivan", organization: "Fernway", title: "Legal Counsel"),
        PersonCandidate(id: "daniel", name: "Daniel Bennett", organization: "Zendesk", title: "Account Manager"),
        PersonCandidate(id: "ana", name: "Ana Ruiz", organization: "Intercom", title: "Account Manager"),
        PersonCandidate(id: "david", name: "David Vasquez", organization: "Fernway", title: "CTO"),
        PersonCandidate(id: "hugo", name: "Hugo Ivanova", organization: "Accessible Ltd", title: "Lead Auditor"),
        PersonCandidate(id: "noah", name: "Noah Rahman", organization: "Fernway", title: "SRE"),
        PersonCandidate(id: "sofia", name: "Sofia Adams", organization: "Fernway", title: "Design Lead"),
        PersonCandidate(id: "quinn", name: "Dana Quinn", organization: "Salesforce", title: "Partner Manager"),
        PersonCandidate(id: "olivia", name: "Olivia Grant", organization: "Lumen", title: "CEO", relationships: ["my manager"]),
        PersonCandidate(id: "marcus", name: "Marcus Reid", relationships: ["mentor; my manager at Quill 2019-2022"]),
        PersonCandidate(id: "rohan", name: "Rohan Osei", organization: "Corvid Insurance", title: "Head of Operations"),
        PersonCandidate(id: "zoe", name: "Zoë Lefèvre", organization: "Halden Health", title: "Head of Operations"),
        PersonCandidate(id: "liam", name: "Liam Ellis", organization: "Datadog", title: "Account Manager"),
        PersonCandidate(id: "jonathan", name: "Jonathan Hughes", organization: "Bramble Ventures", title: "Operating Partner"),
    ]
    static let understanding = QueryUnderstanding(now: QueryFixtures.now, timeZone: QueryFixtures.timeZone, people: people)

    static let cases: [(query: String, id: String?)] = [
        ("When did I last meet with the CTO?", "david"),
        ("the CTO moved city - where to?", "david"),  // a past-tense verb after the subject
        ("my contact at the VC firm (Bramble) - all notes, chats and meetups", "jonathan"),
        ("where did our in-house lawyer relocate to?", "emma"),  // the Legal Counsel, not the law firm's partner
        ("what did the design lead and I do in august", "sofia"),
        ("When did I last meet with the Zendesk account manager?", "daniel"),
        ("what did the account manager say about renewal", nil),  // three account managers, and a topic
        ("who's our chief technology officer", "david"),  // the CTO, spelled out
        ("customer team offsite notes", nil),  // initials that spell CTO but name no role
        ("in touch with our outside counsel at Linklaw", "nuria"),  // the named firm beats the in-house title
        ("what did I work on with the Linklaw lawyer in May?", "nuria"),
        ("when did I last hear from the accessibility auditor?", "hugo"),
        ("failing controls before the auditors came in", nil),  // a team, not the lead auditor
        ("what did we decide about the SRE hiring", nil),  // "SRE" describes the hiring
        ("What did we decide about the Salesforce integration partnership?", nil),
        ("CTO budget", nil),  // no "the", "our", "with" …
        ("who is my manager", "olivia"),  // the relationship, not the three "… Manager" titles
        ("when did I last talk to my manager?", "olivia"),  // Marcus's "my manager at Quill …" goes on
        ("what did my mentor say about pricing", "marcus"),
        ("my team's roadmap", nil),
        ("last catch up with the head of ops at Corvid Insurance", "rohan"),  // "ops": the title's short form
        ("corvid insurance head of ops - every interaction", "rohan"),  // a description may open the question
        ("the Corvid Insurance ops contact, all interactions", "rohan"),  // a word for a person after the title
        ("ops review budget", nil),
        ("what was going on with the Corvid Insurance ops lead in August", "rohan"),  // "lead" closes it
        ("the partner at Linklaw LLP, everything we've done together", "nuria"),
        ("last time I was in touch with our outside lawyer", "nuria"),  // the one contact at a law firm
        ("did the legal review of the partner agreement finish", nil),  // "legal" is no lawyer
        ("which college is the accessibility auditor's daughter at", "hugo"),  // a possessive closes it
        ("what race is the Zendesk account manager training for", "daniel"),  // so does a verb before "for"
        ("the SRE hiring plan for next year", nil),
        ("last contact with the zendesk rep", "daniel"),  // "contact" is not part of the description
        ("our outside counsel at the law firm", "nuria"),  // the firm's partner, not the in-house counsel
        ("when did I last talk to our counsel", "emma"),  // in house
        // The kind of organization instead of its name (OrganizationKinds).
        ("last time i caught up with the VC operating partner?", "jonathan"),
        ("when did I last see the rep from our support desk software vendor", "daniel"),  // Zendesk: support and desk
        ("all calls with the account manager at our support-desk vendor", "daniel"),  // each part of a hyphenated kind
        ("when did i last meet up with the guy from our monitoring vendor", "liam"),
        ("all meetings and chats with the ops lead at our healthcare customer", "zoe"),
        ("how big a price hike was the support ticketing vendor asking for", nil),  // the company, not a person
        // Acronyms, modifiers, verbs after a described subject.
        ("last time I was in touch with the zendesk AM", "daniel"),
        // An organization's possessive opens the title like "the", whatever comes before or after.
        ("where did Halden Health's ops head go on her big trip", "zoe"),
        ("Halden Health's renewal - what did we decide", nil),
        ("our in-house legal counsel - when did I last work with her", "emma"),
        ("what do I know about my contact over at Zendesk", "daniel"),
        ("which city did the accessibility auditor move to", "hugo"),
        ("where did our external lawyer relocate to", "nuria"),
        ("what did I discuss with our design lead back in Feb 2026", "sofia"),
        ("when does the new SRE start", nil),  // someone not yet among the contacts
        ("when was my last early coffee with the investor", "jonathan"),  // a kind that is a person
        ("the investor update deck", nil),  // … not before another noun
        ("when did I actually meet the intercom account manager face to face", "ana"),  // "face to face" ends it
        ("where did I go to visit the health client in person", nil),  // "in person" is no person
    ]

    @Test(arguments: cases)
    func describedPerson(query: String, id: String?) {
        let people = Self.understanding.parse(query).people
        #expect(people.map(\.candidateID) == (id.map { [$0] } ?? []), "\(query)")
        #expect(people.allSatisfy { $0.kind == .role })
    }

    @Test func relationshipWordsLeaveTheTopicalText() throws {
        let parsed = Self.understanding.parse("what did my mentor say about pricing")
        #expect(parsed.people.first?.explanation == "my mentor → Marcus Reid (mentor)")
        #expect(parsed.topicalText == "pricing")
    }

    @Test func roleWordsLeaveTheTopicalText() throws {
        let parsed = Self.understanding.parse("what did the Zendesk account manager say about renewal pricing")
        #expect(parsed.people.first?.explanation == "Zendesk account manager → Daniel Bennett (Account Manager, Zendesk)")
        #expect(parsed.topicalText == "renewal pricing")
        // The kind of company after a description says who, not what about.
        #expect(Self.understanding.parse("the partner manager from the vendor, everything").topicalText == "")
    }

    /// Two engineering managers, told apart by what their cards say: a clause after the role that
    /// names it ("whose kid just started uni in Glasgow") says who, up to "and I"; after a
    /// possessive the same word is what is asked ("the eng manager's daughter").
    @Test(arguments: [
        ("feb 2026: what did the eng manager whose kid just started uni in Glasgow and I talk about?", ""),
        ("which uni is the eng manager's daughter at", "uni daughter"),
    ])
    func aClauseThatSaysWhoIsNotTopical(query: String, topical: String) {
        let understanding = QueryUnderstanding(now: QueryFixtures.now, timeZone: QueryFixtures.timeZone, people: [
            PersonCandidate(id: "chloe", name: "Chloe Mwangi", contextWords: ["Daughter at the University of Glasgow (started autumn 2025)."],
                            organization: "Fernway", title: "Engineering Manager"),
            PersonCandidate(id: "sofia", name: "Sofia Castillo", contextWords: ["two kids."], organization: "Fernway", title: "Engineering Manager"),
        ])
        let parsed = understanding.parse(query)
        #expect(parsed.people.map(\.candidateID) == ["chloe"], "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
    }

    /// A title or organization right after a name, or a title right before it, describes that
    /// person; it is not the topic.
    @Test(arguments: [
        ("Show me all my stuff with Daniel Bennett, the account manager", ""),
        ("What do I know about Dana Quinn from Salesforce?", ""),
        ("Daniel Bennett at Zendesk renewal pricing", "renewal pricing"),
        ("Daniel Bennett renewal at Zendesk", "renewal zendesk"),  // not right after the name
        ("when did I last speak to Hugo from Accessible Ltd", ""),  // the legal form is part of the name
        // Before the name too, the title's initials and its small words included.
        ("what did the CTO David say about hiring", "hiring"),
        ("where's the SRE Noah's new flat", "new flat"),
        ("what did the head of operations Rohan own on the audit", "own audit"),
        ("the sales head Rohan renewal", "sales renewal"),  // "sales" is not his title
    ])
    func descriptionAfterANameIsNotTopical(query: String, topical: String) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.people.count == 1)
        #expect(parsed.topicalText == topical)
    }

    /// "Anyone from Salesforce": everyone at that organization, any of whom will do; one's own
    /// company (Fernway's four here, Lumen's one) is still a filter only up to eight people.
    @Test(arguments: [
        ("did I talk to anyone from Salesforce last week", ["quinn"], ""),
        ("someone at Zendesk about renewal pricing", ["daniel"], "renewal pricing"),
        ("anyone from Fernway", ["david", "emma", "noah", "sofia"], ""),
        ("anyone from Acme", [], "acme"),
    ])
    func anyoneFromAnOrganization(query: String, ids: [String], topical: String) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.people.map(\.candidateID).sorted() == ids, "\(query)")
        #expect(parsed.peopleAreAlternatives == (ids.count > 1))
        #expect(parsed.topicalText == topical, "\(query)")
    }

    /// "Customer meetings", "client calls": everyone outside the organization most contacts share
    /// (Fernway here), any of whom will do; "the client who nearly walked away" is a topic.
    @Test(arguments: [
        ("customer meetings last month", ["ana", "daniel", "hugo", "jonathan", "liam", "nuria", "olivia", "quinn", "rohan", "zoe"], ""),
        ("client calls about renewal", ["ana", "daniel", "hugo", "jonathan", "liam", "nuria", "olivia", "quinn", "rohan", "zoe"], "renewal"),
        ("the client who nearly walked away", [], "client nearly walked away"),
    ])
    func customersAreThePeopleOutside(query: String, ids: [String], topical: String) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.people.map(\.candidateID).sorted() == ids, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
    }

    /// A last-contact question about an organization, by name or by kind, is about its people.
    @Test(arguments: [
        ("when was my last call with the insurance customer", ["rohan"]),
        ("when did I last talk to Corvid Insurance", ["rohan"]),
        ("when was my last call or meeting with the healthcare/hospital customer", ["zoe"]),
        ("when did I last talk about the insurance renewal", []),  // no organization's people: a topic
    ])
    func lastContactWithAnOrganization(query: String, ids: [String]) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.intent == .lastContact, "\(query)")
        #expect(parsed.people.map(\.candidateID).sorted() == ids, "\(query)")
    }

    /// A venue question about an organization described by its kind asks for its name, which the
    /// venues of meetings at its premises carry; two organizations of that kind name neither.
    @Test(arguments: [
        ("all my on-site visits to the insurance customer", "corvid insurance visits"),
        ("which of the healthcare customer's offices have I visited", "halden health visited"),
        ("on-site visits to the support vendor", "visits support vendor"),  // Zendesk and Intercom
        ("the insurance customer's renewal", "insurance customer renewal"),  // no venue: the words stay
    ])
    func aVenueQuestionNamesTheDescribedOrganization(query: String, topical: String) {
        #expect(Self.understanding.parse(query).topicalText == topical, "\(query)")
    }

    /// Outside a venue question, a kind of business before a word for the relationship names the one
    /// organization of that kind as the evidence's, while the words stay the topic. What its product
    /// does is the glossary's; a kind of business before the kind must fit too.
    @Test(arguments: [
        ("single sign-on rollout call with the healthcare customer", "Halden Health", "single sign-on rollout healthcare customer"),
        ("what price cut did we offer the insurance client", "Corvid Insurance", "price cut offer insurance client"),
        ("did the insurer that was about to walk away end up staying", nil, "insurer walk away end staying"),
        ("our monitoring vendor's price hike", nil, "monitoring vendor price hike"),  // Datadog: a product, not a business
        ("the SRE candidate from the food delivery company", nil, "sre candidate food delivery company"),
        ("which of the healthcare customer's offices have I visited", nil, "halden health visited"),  // a venue: the name is the topic
    ] as [(String, String?, String)])
    func aKindOfBusinessNamesTheOrganization(query: String, organization: String?, topical: String) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.describedOrganization == organization, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
    }

    /// Two people fit a description equally: the one whose context holds the question's other
    /// words wins ("one-on-one" is the 1:1 in their meeting titles); with no such word, nobody.
    @Test func contextBreaksATieBetweenDescribedPeople() {
        let people = [
            PersonCandidate(id: "farid", name: "Farid Mwangi", contextWords: ["Fernway", "Staff Engineer", "1:1 Farid / Jordan"],
                organization: "Fernway", title: "Staff Engineer"),
            PersonCandidate(id: "david", name: "David Turner", contextWords: ["Fernway", "Staff Engineer", "Platform", "sync"],
                organization: "Fernway", title: "Staff Engineer"),
        ]
        let understanding = QueryUnderstanding(now: QueryFixtures.now, timeZone: QueryFixtures.timeZone, people: people)
        #expect(understanding.parse("my last one-on-one with the staff engineer").people.map(\.candidateID) == ["farid"])
        #expect(understanding.parse("the platform sync with the staff engineer").people.map(\.candidateID) == ["david"])
        #expect(understanding.parse("what did the staff engineer say").people.isEmpty)
    }

    /// The rhythm of one-to-ones (``MeetingRhythm`` words in the context) tells two people with
    /// the same title apart, whoever else shares a common word; the words that told them apart
    /// after the description say who, and leave the topic. "PM" is a title's last words' initials.
    @Test(arguments: [
        ("the data analyst I meet every other week - what's his new dog called", "samuel", "new dog called"),
        ("october last year - what did I cover with the data analyst I have thursday 1:1s with", "nuria", ""),
        ("what did I talk through with the data analyst I have the standing thursday 1:1 with, sept 2025", "nuria", ""),
        ("what came up with the data analyst I have weekly 1:1s with", "nuria", ""),
        ("the senior PM I have weekly 1:1s with", "sarah", ""),
        ("what did the data analyst say", nil, ""),
    ])
    func oneToOneRhythmTellsPeopleApart(query: String, id: String?, topical: String) {
        let people = [
            PersonCandidate(id: "samuel", name: "Samuel Quinn", contextWords: ["Fernway", "Data Analyst", "1:1", "fortnightly", "monday"],
                organization: "Fernway", title: "Data Analyst"),
            PersonCandidate(id: "nuria", name: "Núria Pérez", contextWords: ["Fernway", "Data Analyst", "Onboarding new team", "1:1", "weekly", "thursday"],
                organization: "Fernway", title: "Data Analyst"),
            PersonCandidate(id: "sarah", name: "Sarah Haddad", contextWords: ["Fernway", "1:1", "weekly", "thursday"],
                organization: "Fernway", title: "Senior Product Manager"),
            PersonCandidate(id: "isabel", name: "Isabel Whitfield", contextWords: ["Fernway", "Onboarding new team"],
                organization: "Fernway", title: "Senior Product Manager"),
        ]
        let understanding = QueryUnderstanding(now: QueryFixtures.now, timeZone: QueryFixtures.timeZone, people: people)
        let parsed = understanding.parse(query)
        #expect(parsed.people.map(\.candidateID) == (id.map { [$0] } ?? []), "\(query)")
        if id != nil { #expect(parsed.topicalText == topical, "\(query)") }
    }

    /// Any customer's premises: a customer word that names no organization, beside an office,
    /// visit, travel or in-person word. Only venues naming an organization other than the user's
    /// own (Fernway) and its suppliers (known products, law firms, investors) answer.
    @Test(arguments: [
        ("which customer offices did I visit in person this year", true, ""),
        ("did I ever travel to Leeds for a client?", true, "leeds"),
        ("which customer meetings were on-site at the client's own offices rather than on a video call", true, ""),
        ("list the customer offices I've physically been to", true, "list"),
        ("the insurance customer's offices", false, "corvid insurance"),  // one organization, by its kind
        ("customer feedback from the office hours", false, "customer feedback office hours"),
        ("which customer sites did I visit in person last summer", true, ""),
        ("customer site reliability review", false, "site reliability review"),  // no visit: the customers' people
    ])
    func customersPremises(query: String, asked: Bool, topical: String) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.asksClientPremises == asked, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
        #expect(parsed.premisesOrganizations == (asked ? ["accessible", "corvid insurance", "halden health", "lumen"] : []), "\(query)")
        if asked { #expect(!parsed.kinds.contains(.touchpoint) || parsed.interactionTypes == [.inPerson], "\(query)") }
    }

    /// A description several people fit equally, in a question about someone (a last contact, a
    /// life fact): any of them will do; in a question about a topic, none.
    @Test(arguments: [
        ("when did I last talk to the account manager", ["ana", "daniel", "liam"]),
        ("is the account manager training for a marathon", ["ana", "daniel", "liam"]),
        ("the account manager's renewal pricing", []),
    ])
    func equalFitsAreAlternativesAboutSomeone(query: String, ids: [String]) {
        let parsed = Self.understanding.parse(query)
        #expect(parsed.people.map(\.candidateID).sorted() == ids, "\(query)")
        #expect(parsed.peopleAreAlternatives == (ids.count > 1), "\(query)")
    }

    @Test func aNameWinsOverADescription() {
        let parsed = Self.understanding.parse("what did Emma and the CTO discuss")
        #expect(parsed.people.map(\.candidateID) == ["emma"])
    }
}
