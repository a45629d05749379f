import Foundation
import RecallCore
import Testing
@testable import RecallSearch

/// Whole queries: intent, kinds, interaction types and the topical words left over.
@Suite struct QueryUnderstandingTests {
    static let cases: [(query: String, intent: QueryIntent, kinds: Set<SourceKind>, types: Set<InteractionType>, topical: String)] = [
        ("what did I discuss with Sarah in August", .discuss, [], [], ""),
        ("calls with Mike last week", .search, [.touchpoint, .meeting], [.phoneCall, .video], ""),
        ("when did I last talk to Pria?", .lastContact, [], [], ""),
        ("notes about the budget since March", .search, [.note], [], "budget"),
        ("action items from the offsite in Q3 2025", .search, [], [], "action items offsite"),
        ("who is Dana's manager", .factLookup, [], [], "manager"),
        ("who is Dana", .factLookup, [], [], ""),
        ("what is Mike's email", .factLookup, [], [], "email"),
        ("what is the budget", .search, [], [], "budget"),
        ("where did Mike go on holiday", .search, [], [], "holiday"),  // not the go/no-go meeting
        ("tell me about the roadmap", .search, [], [], "roadmap"),
        ("last time I saw Mike", .lastContact, [], [], ""),
        ("last contact with Dana", .lastContact, [], [], ""),
        ("what did we talk about last week", .discuss, [], [], ""),
        ("chat with Dana about hiring", .discuss, [], [], "hiring"),
        ("met Sarah at the conference", .discuss, [], [], "conference"),
        ("who did I meet in Lisbon", .discuss, [], [], "lisbon"),
        ("what's on my calendar next week", .search, [.meeting], [], ""),
        ("my schedule for tomorrow", .search, [.meeting], [], ""),
        ("the content calendar for Q3", .search, [], [], "content calendar"),
        ("messages from Mike", .search, [.touchpoint], [.text], ""),
        ("texted Dana about dinner", .search, [.touchpoint], [.text], "dinner"),
        ("video call with Dana", .search, [.touchpoint, .meeting], [.video], ""),
        ("phone calls yesterday", .search, [.touchpoint], [.phoneCall, .video], ""),
        ("meetings this week", .search, [.meeting], [], ""),
        ("notes and meetings about pricing", .search, [.meeting, .note], [], "pricing"),
        ("coffee with Sarah", .search, [], [], "coffee"),
        ("lunch in person with Mike", .search, [.meeting, .touchpoint], [.inPerson], "lunch"),  // the in-person filter, not the word
        ("may I see the budget", .search, [], [], "budget"),
        ("summer reading list", .search, [], [], "summer reading list"),
        ("Will the launch slip", .search, [], [], "launch slip"),
        ("", .search, [], [], ""),
        ("   ?!  ", .search, [], [], ""),
        ("Zoë's café plans", .search, [], [], "cafe plans"),
        ("What's Zoë's phone number", .factLookup, [], [], "phone number"),
        ("mtg w/ Mike", .search, [.meeting], [], ""),
        ("what did Priya say about the roadmap", .discuss, [], [], "roadmap"),
        ("how was the March offsite", .search, [], [], "offsite"),
        ("phone call with Dana", .search, [.touchpoint], [.phoneCall, .video], ""),
        ("summer reading list from Sarah", .search, [], [], "summer reading list"),
        ("who is the new CFO", .factLookup, [], [], "new cfo"),
        ("what is Quentin's title", .factLookup, [], [], "quentin title"),
        ("when did I last email Dana", .lastContact, [], [], ""),
        ("Sarah's birthday", .factLookup, [], [], "birthday"),
        ("notes on the launch in the last 30 days", .search, [.note], [], "launch"),
        ("march on the capital", .search, [], [], "march capital"),
        // A call named by its topic may be a calendar meeting (on Zoom or Teams): no kind filter.
        ("was the offsite planning call on teams or zoom", .search, [], [], "offsite planning teams zoom"),
        ("my call with Dana", .search, [.touchpoint, .meeting], [.phoneCall, .video], ""),
        ("notes from the budget meeting", .search, [.note], [], "budget"),
        ("meetings about the budget", .search, [.meeting], [], "budget"),
        ("when did I last catch up with Dana", .lastContact, [], [], ""),
        ("when was my last meeting with Dana", .lastContact, [.meeting], [], ""),
        ("when was my last proper meeting with Dana", .lastContact, [], [], "proper"),  // one word may say which
        // Being off is being on leave; a plan or a sign-off being off is not.
        ("when was I off last month", .search, [], [], "leave"),
        ("I was off yesterday - where did I go?", .search, [], [], "leave"),
        ("where did I go for my week off in october", .search, [], [], "leave"),
        ("is the launch off", .search, [], [], "launch off"),
        // Out of the office is on leave, and "office" is then no venue.
        ("where was I at the start of july - out of the office somewhere?", .search, [], [], "leave somewhere"),
        ("ooo last week?", .search, [], [], "leave"),
        ("notes from the office move", .search, [.note], [], "office move"),
        ("what took me to Bristol?", .search, [], [], "bristol"),  // why the trip: the place is the topic
        ("who signed off the budget", .search, [], [], "signed off budget"),
        ("when was I last in a meeting with Dana", .lastContact, [.meeting], [], ""),
        // In a room with someone is in person; "latest contact with" a team is a last contact.
        ("when was I last in a room with Dana", .lastContact, [.meeting, .touchpoint], [.inPerson], "person"),
        ("latest contact with the design folks", .lastContact, [], [], "design"),
        ("latest pricing deck", .search, [], [], "latest pricing deck"),
        // Taking a call is having it; pinging is any message; being off to somewhere is a trip.
        ("which calls did I take this week", .search, [.touchpoint, .meeting], [.phoneCall, .video], ""),
        ("when did the kickoff take place", .search, [], [], "kickoff take place"),
        ("who pinged me last week", .search, [.touchpoint], [], ""),
        ("where was I off to in August", .search, [], [], "holiday off"),
        ("last interaction with Dana", .lastContact, [], [], "interaction"),
        ("what's Dana's dog called", .factLookup, [], [], "dog"),  // asks for a name, not a call
        ("my last one-on-one with Dana", .search, [], [], "1:1"),  // a topic: the 1:1s, the latest first
        ("dana last call", .lastContact, [.touchpoint], [.phoneCall, .video], ""),
        // A verb that is also a kind word names the kind.
        ("when did I last text Dana", .lastContact, [.touchpoint], [.text], ""),
        ("what did Dana and I talk about last", .lastContact, [], [], ""),
        ("dana phone", .search, [], [], "phone"),
        ("my 1:1s with Dana about hiring", .search, [], [], "1:1 hiring"),
        ("dana quarterly goals discussion in our 1-1s", .discuss, [], [], "quarterly goals 1:1"),  // any form, plural too
        ("what's been on my plate this week", .search, [], [], ""),
        ("who did I chat with outside of meetings", .discuss, [.touchpoint, .note], [], ""),
        ("notes after the renewal risk meetings", .search, [.note], [], "renewal risk"),
        ("which renewal risk meetings were in the boardroom", .search, [.meeting], [], "renewal risk boardroom"),
        ("anything on the calendar next week", .search, [.meeting], [], ""),
        ("the content calendar review", .search, [], [], "content calendar review"),
        ("what was my productcon talk called", .discuss, [], [], "productcon"),
        ("did I talk to Dana on the phone", .discuss, [.touchpoint], [.phoneCall, .video], ""),
        ("when did I last call Dana", .lastContact, [.touchpoint], [.phoneCall, .video], ""),
        ("when did I last message Dana", .lastContact, [.touchpoint], [.text], ""),
        ("when did I last actually meet Dana", .lastContact, [], [], ""),
        ("notes from last week", .search, [.note], [], ""),
        ("when was I last in touch with Dana", .lastContact, [], [], ""),
        ("when did I last get together with Dana", .lastContact, [], [], ""),
        ("when did I last connect with Dana", .lastContact, [], [], ""),
        ("when did I last hang out with Dana", .lastContact, [], [], ""),
        ("was the postmortem in person or on a video call", .search, [], [], "postmortem person"),
        ("calls or meetings with Dana", .search, [.touchpoint, .meeting], [.phoneCall, .video], ""),
        ("dana - all notes and chats", .search, [.note, .touchpoint], [], ""),
        ("whose dog is Pepper?", .search, [], [], "dog pepper"),
        ("What do I know about Dana Whitfield?", .search, [], [], ""),
        ("how long has it been since I talked to Dana", .lastContact, [], [], ""),
        ("how long is the Dana contract", .search, [], [], "long contract"),
        // "phone" before another noun is the topic; before a call noun or a person, the kind.
        ("when did we ship the phone version", .search, [], [], "ship phone version"),
        ("phone app crash reports", .search, [], [], "phone app crash reports"),
        ("phone conversations with Dana", .discuss, [.touchpoint], [.phoneCall, .video], ""),
        ("did I phone Dana in May", .search, [.touchpoint], [.phoneCall, .video], ""),
        // Beside a person, words about shared work are no topic: the answer is that person's sources.
        ("what have I been working on with Dana?", .search, [], [], ""),
        ("which projects do Dana and I share", .search, [], [], ""),
        ("me and dana - what's on our plate", .search, [], [], ""),
        ("work from home policy", .search, [], [], "work home policy"),
        ("What's the story with Dana?", .search, [], [], ""),
        ("Dana: everything we've done together", .discuss, [], [], ""),
        ("give me the rundown on Dana", .search, [], [], ""),
        ("my last phone call with Dana", .lastContact, [.touchpoint], [.phoneCall, .video], ""),
        ("last video call w Dana", .lastContact, [.touchpoint], [.video], ""),
        ("who went to Japan?", .search, [], [], "japan"),
        ("what went on yesterday?", .search, [], [], ""),
        ("has the old cluster been switched off yet", .search, [], [], "old cluster switched off"),
        ("Sarah Chen: january catch-ups and meetings", .discuss, [], [], ""),
        ("who did I log chats with last week", .search, [.touchpoint], [], ""),
        ("audit log review", .search, [], [], "audit log review"),
        ("calls, texts etc last week outside of meetings", .search, [.touchpoint], [.phoneCall, .video, .text], ""),
        ("what went down in the outage", .search, [], [], "went down outage"),
        ("what did last week look like", .search, [], [], ""),
        ("what does Dana like", .search, [], [], "like"),
        ("when did I last sit down with Dana", .lastContact, [], [], ""),
        ("when was I up in glasgow for work", .search, [], [], "glasgow"),
        ("in Leeds on business last spring", .search, [], [], "leeds"),
        ("time for work from home policy", .search, [], [], "work home policy"),
        ("customer renewal calls so far this month", .search, [.touchpoint, .meeting], [.phoneCall, .video], "customer renewal"),
        ("when did I take time off last summer?", .search, [], [], "time off"),
        ("what time is the standup", .search, [], [], "standup"),
        // Asking to be shown is no topic; digging something up as a task is.
        ("pull up everything on the pricing review", .search, [], [], "pricing review"),
        ("what did Dana need to dig up for the renewal", .search, [], [], "need dig renewal"),
        ("what was happening exactly a year ago today", .search, [], [], ""),
        ("the decision on the time the service went down", .search, [], [], "decision service went down"),
        // People by employer: their cards, the employer the topic; "who was at" asks for attendees.
        ("who works at Brightwave", .search, [.person], [], "brightwave"),
        ("who's working for Nordvik Logistics", .factLookup, [.person], [], "nordvik logistics"),
        ("who was at the offsite", .factLookup, [], [], "offsite"),
        // "next" and "first" before a kind pick an occurrence; they are no topic.
        ("when is my next meeting", .search, [.meeting], [], ""),
        ("my first call with Dana", .search, [.touchpoint, .meeting], [.phoneCall, .video], "first"),
    ]

    @Test(arguments: cases)
    func understands(query: String, intent: QueryIntent, kinds: Set<SourceKind>, types: Set<InteractionType>, topical: String) {
        let understood = QueryFixtures.understanding.parse(query)
        #expect(understood.intent == intent, "\(query)")
        #expect(understood.kinds == kinds, "\(query)")
        #expect(understood.interactionTypes == types, "\(query)")
        #expect(understood.topicalText == topical, "\(query)")
        #expect(understood.original == query)
    }

    @Test func parsesTheBriefExampleCompletely() throws {
        let understood = QueryFixtures.understanding.parse("what did I discuss with Sarah in August")
        let window = try #require(understood.window)
        #expect(window.start == CalendarDay(year: 2026, month: 8, day: 1))
        #expect(window.end == CalendarDay(year: 2026, month: 9, day: 1))
        #expect(window.label == "August 2026")
        #expect(understood.people.map(\.candidateID) == ["sarah-chen"])
    }

    /// "Dana's wedding" asks about something of Dana's; "Dana wedding" and "the wedding's venue" do not
    /// say so, and "Mike's" at the end owns nothing.
    @Test(arguments: [
        ("when is Dana's wedding", true),
        ("what's Mike's cat called", true),
        ("Dana wedding", false),
        ("the wedding's venue", false),
        ("notes from Mike's", false),
    ])
    func possessionOfANamedPerson(query: String, possessive: Bool) {
        #expect(QueryFixtures.understanding.parse(query).namesPossession == possessive, "\(query)")
    }

    /// A "last" no time or last-contact phrase took asks for the most recent match.
    @Test(arguments: [
        ("my last 1:1 notes with Mike", true),
        ("the last offsite", true),
        ("notes from last week", false),
        ("when did I last talk to Mike", false),
        ("budget review", false),
    ])
    func leftoverLastAsksForTheMostRecent(query: String, asksLast: Bool) {
        #expect(QueryFixtures.understanding.parse(query).asksLast == asksLast, "\(query)")
    }

    /// A "next" or "upcoming" no time phrase took asks for what comes after now, and leaves the
    /// topic; "next steps" is a topic.
    @Test(arguments: [
        ("my next 1:1 with Mike", true, "1:1"),
        ("upcoming meetings", true, ""),
        ("what's next on the roadmap", true, "roadmap"),
        ("notes from next week", false, ""),
        ("next steps for the Acme renewal", false, "next steps acme renewal"),
        // In a question about the past, "next" is what was planned then.
        ("what did we commit to so the next db incident doesn't hurt", false, "commit db incident doesn't hurt"),
    ])
    func leftoverNextAsksForWhatComesAfterNow(query: String, asksNext: Bool, topical: String) {
        let parsed = QueryFixtures.understanding.parse(query)
        #expect(parsed.asksNext == asksNext, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
    }

    /// "Who haven't I talked to in a while" asks for people gone quiet; the period is the question's
    /// window when it reaches today, else 30 days. Topics and named people are other questions.
    @Test(arguments: [
        ("who haven't I talked to in a while", 30 as Int?),
        ("Who have I not spoken to in the last 3 months?", 92),  // 23 August to today
        ("who haven't I seen lately", 30),  // "lately" is the last 30 days
        ("people I haven't been in touch with", 30),
        ("anyone I've lost touch with", 30),
        ("which risks haven't we talked about", nil),  // no word for people
        ("when did I last talk to Mike", nil),
        ("haven't talked to Sarah Chen in a while", nil),  // a named person: last contact
    ])
    func quietPeopleQuestions(query: String, days: Int?) {
        let parsed = QueryFixtures.understanding.parse(query)
        #expect(parsed.quietDays == days, "\(query)")
        #expect((parsed.intent == .quietPeople) == (days != nil), "\(query)")
        if days != nil { #expect(parsed.window == nil && parsed.topicalText.isEmpty, "\(query)") }
    }

    @Test(arguments: [
        ("how many times did I talk to Mike this year", true, ""),
        ("how often do I meet Sarah", true, ""),
        ("how many kids does Mike have", true, "kids"),
        ("how long since I talked to Mike", false, ""),
    ])
    func countingWordsLeaveTheTopic(query: String, asksCount: Bool, topical: String) {
        let parsed = QueryFixtures.understanding.parse(query)
        #expect(parsed.asksCount == asksCount, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
    }

    @Test(arguments: [
        ("am I meeting Olivia this week", true),
        ("will I see Mike on Friday", true),
        ("anything scheduled with Dana", true),
        ("what did I discuss with Sarah this week", false),
    ])
    func presentAndFutureQuestionsLookAhead(query: String, looksAhead: Bool) {
        #expect(QueryFixtures.understanding.parse(query).looksAhead == looksAhead, "\(query)")
    }

    @Test(arguments: [
        ("who was at the Lisbon offsite", true),
        ("who came to the QBR", true),
        ("who joined the walkthrough", true),
        ("who is Dana's manager", false),
        ("what was at stake in the renewal", false),
    ])
    func whoTookPartAsksForAttendees(query: String, asks: Bool) {
        #expect(QueryFixtures.understanding.parse(query).asksAttendees == asks, "\(query)")
    }

    /// Where or whether someone was met at a place: the venue words leave the topic, and the answer
    /// is meetings and in-person touchpoints (unless the question names its kind), a place before a call.
    @Test(arguments: [
        ("where did I meet Sarah Chen", true, false, [.meeting, .touchpoint], ""),
        ("did I ever go on site at Halden Health's office?", true, false, [.meeting, .touchpoint], "halden health"),
        ("which Northwind meetings were on-site at their offices", true, false, [.meeting], "northwind"),
        ("northwind freight office address", true, false, [.meeting, .touchpoint], "northwind freight"),
        ("where's the Halden Health office", true, false, [.meeting, .touchpoint], "halden health"),
        ("Globex site visits last quarter", true, false, [.meeting, .touchpoint], "globex"),
        ("where is Dana's office", false, false, [], "office"),
        ("where did I meet Dana face to face", true, true, [.meeting, .touchpoint], ""),
        ("when did I last see Priya in person", false, true, [.meeting, .touchpoint], "person"),
        ("coffee with Sarah Chen irl", false, true, [.meeting, .touchpoint], "coffee"),
        ("was the postmortem in person or on a video call", false, false, [], "postmortem person"),
        ("where did Dana go on holiday", false, false, [], "holiday"),
        ("the office move budget", false, false, [], "office move budget"),
        ("how did we address the churn", false, false, [], "address churn"),
    ] as [(String, Bool, Bool, Set<SourceKind>, String)])
    func meetingInTheFleshAsksForAPlace(query: String, venue: Bool, inPerson: Bool, kinds: Set<SourceKind>, topical: String) {
        let parsed = QueryFixtures.understanding.parse(query)
        #expect(parsed.asksVenue == venue, "\(query)")
        #expect(parsed.asksInPerson == inPerson, "\(query)")
        #expect(parsed.topicalText == topical, "\(query)")
        #expect(parsed.kinds == kinds, "\(query)")
        #expect(parsed.interactionTypes == (kinds.contains(.touchpoint) ? [.inPerson] : []), "\(query)")
    }

    @Test(arguments: [
        ("where did Dana go on holiday", true),
        ("which country was Sarah Chen's trip to", true),
        ("what city does Priya live in now", true),
        ("who went to Japan", false),
        ("what did we decide about the venue", false),
    ])
    func whereAsksForAPlace(query: String, asks: Bool) {
        #expect(QueryFixtures.understanding.parse(query).asksPlace == asks, "\(query)")
    }

    /// "Calls" are call touchpoints and meetings held on a call; phone calls are not meetings, an
    /// explicit "meetings" keeps every meeting, and the last call is a call touchpoint first.
    @Test(arguments: [
        ("which Globex calls were on google meet", true, [.touchpoint, .meeting]),
        ("calls with Sarah Chen in September", true, [.touchpoint, .meeting]),
        ("phone calls with Priya last week", false, [.touchpoint]),
        ("meetings and calls with Priya in March", false, [.touchpoint, .meeting]),
        ("last call with Priya", true, [.touchpoint]),
        ("notes from the Acme offsite", false, [.note]),
    ] as [(String, Bool, Set<SourceKind>)])
    func callsIncludeMeetingsOnACall(query: String, asksCalls: Bool, kinds: Set<SourceKind>) {
        let parsed = QueryFixtures.understanding.parse(query)
        #expect(parsed.asksCalls == asksCalls, "\(query)")
        #expect(parsed.kinds == kinds, "\(query)")
    }

    @Test(arguments: [
        ("what does Sarah Chen think about the pricing change", true),
        ("what has Dana been telling me in our 1:1s", true),
        ("what did Priya say about the budget", true),
        ("what did I discuss with Priya in March", false),
        ("what do we think about the pricing change", false),  // nobody named
    ])
    func whatSomeoneSaidAsksForTheirWords(query: String, asks: Bool) {
        #expect(QueryFixtures.understanding.parse(query).asksTheirWords == asks, "\(query)")
    }

    @Test func sameInputSameOutput() {
        let query = "calls with Sarah and Mike between June and August about the Acme renewal"
        #expect(QueryFixtures.understanding.parse(query) == QueryFixtures.understanding.parse(query))
    }

    @Test func hostileInputStaysBounded() {
        let long = String(repeating: "Sarah may march on 8/14 last week ", count: 2_000)
        let understood = QueryFixtures.understanding.parse(long)
        #expect(understood.topicalText.split(separator: " ").count <= QueryToken.maxTokens)
        #expect(QueryFixtures.understanding.parse(String(repeating: "ä", count: 10_000)).people.isEmpty)
    }

    /// "date of birth" and "dob" are the birthday a card labels.
    @Test(arguments: [("Dana's date of birth", "birthday"), ("mike dob", "birthday"), ("the birth of the new team", "birth new team")])
    func dateOfBirthIsABirthday(query: String, topical: String) {
        #expect(QueryFixtures.understanding.parse(query).topicalText == topical, "\(query)")
    }
}
