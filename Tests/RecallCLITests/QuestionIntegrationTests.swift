import Foundation
import RecallTestSupport
import Testing

/// Questions as people ask them, through the built binary on `Fixtures/demo`: the window and
/// people resolved, and the evidence that must lead.
@Suite(.serialized) struct QuestionIntegrationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var question: String
        var window: String?
        var people: [String]
        /// An id the top three results must contain; nil: the search must come back empty (exit 1).
        var expected: String?
        var testDescription: String { question }
    }

    static let cases: [Case] = [
        Case(question: "what did I discuss with Sarah in August", window: "August 2026", people: ["Sarah Chen"],
             expected: "event:fb94d69e-07ab-9396-8944-3c3594c08d95@lumenhq.com@2026-08-26"),
        Case(question: "When did I last talk to Marcus Reid?", window: nil, people: ["Marcus Reid"], expected: "touchpoint:tp-026"),
        Case(question: "When was my most recent conversation with Sarah Okafor?", window: nil, people: ["Sarah Okafor"],
             expected: "touchpoint:tp-023"),
        Case(question: "What came up with Mike in July 2026?", window: "July 2026", people: ["Michael Rossi"],
             expected: "touchpoint:tp-018"),
        Case(question: "Everything about Kwame Mensah", window: nil, people: ["Kwame Mensah"], expected: "person:p-kwame-mensah"),
        Case(question: "What did Sarah Chen and I discuss in March 2025?", window: "March 2025", people: ["Sarah Chen"], expected: nil),
        Case(question: "dentist appointment", window: nil, people: [], expected: nil),
        // "meet" is a verb of contact like "met", not a topic every answer must also contain.
        Case(question: "Who did I meet in Lisbon?", window: nil, people: [],
             expected: "event:4b7ab997-1bb2-8c41-30a6-742c78c53c10@lumenhq.com"),
        // "holiday" reaches the calendar's "Annual leave - Cornwall" through the synonym table.
        Case(question: "Where did I go on holiday in August 2026?", window: "August 2026", people: [],
             expected: "event:cab30e7a-98af-2a71-5b0c-4fe4cab3a0e1@lumenhq.com"),
        // "Recently" is vague: nothing in the last 30 days, so the most recent QBRs at any time.
        Case(question: "Brightwave QBR recently", window: nil, people: [],
             expected: "event:a34c0807-c9b2-6b98-14ca-73680cc64c6c@lumenhq.com"),
    ]

    static let folder = Result { try TemporaryDirectory.removedAtExit() }

    static func database() throws -> String {
        let db = try folder.get().url.appendingPathComponent("q.sqlite").path
        if !FileManager.default.fileExists(atPath: db) {
            let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
            let run = try binary.run(["--db", db, "index", TestPaths.fixtures.appendingPathComponent("demo").path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        return db
    }

    @Test(arguments: cases)
    func resolvesAndRanks(_ item: Case) throws {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        let run = try binary.run(["--db", try Self.database(), "search", "--format", "jsonl", "--now", "2026-11-20", "-n", "3", item.question])
        guard let expected = item.expected else {
            #expect(run.status == 1, "\(run.stdout.prefix(300))")
            return
        }
        #expect(run.status == 0, "\(run.stderr)")
        let results = run.jsonLines
        #expect(results.contains { $0["id"] as? String == expected }, "\(results.compactMap { $0["id"] })")
        let first = try #require(results.first)
        #expect((first["window"] as? [String: Any])?["label"] as? String == item.window)
        #expect(first["resolved_people"] as? [String] == item.people)
    }

    /// `--switch-off NAME` leaves one stage of understanding out (for ablations); the others still read.
    @Test func switchedOffStageReadsNothing() throws {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        let question = "what did I discuss with Sarah in August"
        func first(_ flags: [String]) throws -> [String: Any]? {
            let run = try binary.run(
                ["--db", try Self.database(), "search", "--format", "jsonl", "--now", "2026-11-20"] + flags + [question])
            #expect(run.status == 0, "\(run.stderr)")
            return run.jsonLines.first
        }
        let all = try first([])
        #expect((all?["window"] as? [String: Any])?["label"] as? String == "August 2026")
        let noTime = try first(["--switch-off", "time"])
        #expect(noTime?["window"] as? [String: Any] == nil)
        #expect(noTime?["resolved_people"] as? [String] == ["Sarah Chen"])
        let typo = try binary.run(["--db", try Self.database(), "search", "--switch-off", "tiem", question])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("'tiem'"))
    }

    @Test func askSaysWhichSarahWasUsed() throws {
        let run = try Self.ask("what did I discuss with Sarah in August", now: "2026-11-20")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Window: August 2026 · People: Sarah Chen"))
        #expect(run.stdout.contains("Sarah Okafor"), "the other Sarah is named")
        let empty = try Self.ask("What did Sarah Chen and I discuss in March 2025?", now: "2026-11-20")
        #expect(empty.status == 1)
        #expect(empty.stdout.contains("No meetings, notes or touchpoints with Sarah Chen in March 2025."))
    }

    /// An empty answer names the kinds of source it looked at (those a topic-less question asked for),
    /// and its window as the end of a sentence.
    @Test(arguments: [
        ("what's on my calendar next week", "No meetings next week (2026-11-23 – 2026-11-29)."),
        // Beside a topic a meeting word only ranks and stays in the topic: nothing of any kind was found.
        (
            "meetings about the dentist between June and August",
            "No meetings, notes or touchpoints about \"dentist meetings\" from June 2026 to August 2026."
        ),
        // A window of more than a month that holds nothing on the topic (a shorter one answers with its records).
        (
            "dentist this autumn",
            "No meetings, notes or touchpoints about \"dentist\" in autumn 2026 (2026-09-01 – 2026-11-30)."
        ),
        ("calls with Sarah Chen in March 2025", "No calls with Sarah Chen in March 2025."),
        ("when did I last talk to Priya in 2024", "No meetings, notes or touchpoints with Priya Raman in 2024."),
        // A real topic (the press embargo is in the launch notes) that nothing with Marcus mentions.
        ("did Marcus comment on the press embargo", "No meetings, notes or touchpoints with Marcus Reid about \"comment press embargo\"."),
    ])
    func emptyAnswerSaysWhatAndWhenItLookedFor(question: String, message: String) throws {
        let run = try Self.ask(question, now: "2026-11-20")
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.hasSuffix(message + "\n"), "\(run.stdout)")
    }

    /// A window of a month or less that holds nothing on the topic: what it holds answers, and the answer
    /// says so.
    @Test(arguments: ["dentist two weeks ago", "dentist on 14 August"])
    func aShortWindowAnswersWithWhatItHolds(question: String) throws {
        let run = try Self.ask(question, now: "2026-11-20")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("nothing in the window is about \"dentist\"; what it holds:"), "\(run.stdout)")
    }

    /// A question about a person puts their card first in the answer, although cards are undated
    /// and the rest of the evidence runs newest first.
    @Test(arguments: [
        ("who is Olivia", "[1] undated · person · Olivia Grant:"),
        ("who is my manager", "[1] undated · person · Olivia Grant:"),  // her card says relationship "my manager"
        ("birthday of Michael", "[1] undated · person · Michael Rossi:"),
        ("what's Kwame's email", "[1] undated · person · Kwame Mensah:"),
        // The card's line starts with the fact asked for.
        ("where does Marcus live", "[1] undated · person · Marcus Reid: Marcus Reid — home, lives in: Bristol"),
        ("how many kids does Marcus have", "[1] undated · person · Marcus Reid: Marcus Reid — family, kids: twins"),
    ])
    func answerAboutAPersonLeadsWithTheirCard(question: String, firstLine: String) throws {
        let run = try Self.ask(question, now: "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        let evidence = run.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(evidence.first?.hasPrefix(firstLine) == true, "\(run.stdout)")
        #expect(evidence.count > 1, "the rest of the evidence follows")
    }

    @Test func personShowsCurrentFactsAndTimeline() throws {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        let run = try binary.run(["--db", try Self.database(), "person", "--now", "2026-11-20", "--format", "json", "mike"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Michael Rossi")
        let facts = object["facts"] as? [[String: Any]] ?? []
        #expect(facts.contains { ($0["current"] as? String)?.hasSuffix("now 2nd year") == true })
        let timeline = object["timeline"] as? [[String: Any]] ?? []
        let dates = timeline.compactMap { ($0["date"] as? String).map { String($0.prefix(10)) } }
        #expect(!dates.isEmpty && dates == dates.sorted(by: >), "newest first")
        #expect(dates.allSatisfy { $0 <= "2026-11-20" }, "nothing from the future")
    }

    /// `recall search --format jsonl QUESTION` on the demo index, asked on `now`.
    static func search(_ question: String, now: String, limit: Int? = nil) throws -> RecallBinary.Run {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        let count = limit.map { ["-n", String($0)] } ?? []
        return try binary.run(["--db", try database(), "search", "--now", now, "--format", "jsonl"] + count + [question])
    }

    static func ask(_ question: String, now: String, options: [String] = []) throws -> RecallBinary.Run {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        return try binary.run(["--db", try database(), "ask", "--now", now] + options + [question])
    }

    /// The days (YYYY-MM-DD) of a search's results, in rank order; undated results are left out.
    static func days(_ run: RecallBinary.Run) -> [String] {
        run.jsonLines.compactMap { ($0["date"] as? String).map { String($0.prefix(10)) } }
    }

    /// "My last 1:1" is the latest one up to now, not a later occurrence of the recurring event
    /// (the 1:1 with Sarah Chen recurs into November; this asks on 1 September).
    @Test(arguments: ["my last 1:1 with Sarah Chen", "the latest 1:1 with Sarah Chen"])
    func lastMeansUpToNow(question: String) throws {
        let run = try Self.search(question, now: "2026-09-01", limit: 3)
        #expect(run.status == 0, "\(run.stderr)")
        let dates = Self.days(run)
        #expect(dates.first == "2026-08-26", "\(dates)")
        #expect(dates.allSatisfy { $0 <= "2026-09-01" }, "\(dates)")
    }

    /// "Next" and "upcoming" start the window today, soonest first (asked on 1 September).
    @Test(arguments: [
        ("my next 1:1 with Sarah Chen", "2026-09-02"),
        ("next meeting with Sarah Chen", "2026-09-02"),
        ("upcoming meetings", "2026-09-02"),
    ])
    func nextMeansFromNowSoonestFirst(question: String, first: String) throws {
        let run = try Self.search(question, now: "2026-09-01", limit: 3)
        #expect(run.status == 0, "\(run.stderr)")
        let dates = Self.days(run)
        #expect(dates.first == first, "\(dates)")
        #expect(dates.count == 3 && dates == dates.sorted(), "\(dates)")
        let window = run.jsonLines.first?["window"] as? [String: Any]
        #expect(window?["label"] as? String == "upcoming (from 2026-09-01)")
    }

    /// "Next" and "first" are no topic before a kind: "my next meeting" is meetings from today on,
    /// soonest first; "first meeting with Priya" her meetings up to today, oldest first. `ask`
    /// keeps that order (its answers otherwise read newest first).
    @Test(arguments: [
        ("when is my next meeting", "2026-09-02", true),
        ("first meeting with Priya", "2026-06-18", true),
        ("my latest meeting with Olivia", "2026-08-10", false),
    ])
    func orderWordsBeforeAKindPickAnOccurrence(question: String, first: String, ascending: Bool) throws {
        let run = try Self.search(question, now: "2026-09-01", limit: 3)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.jsonLines.allSatisfy { $0["kind"] as? String == "meeting" }, "\(run.stdout)")
        let dates = Self.days(run)
        #expect(dates.first == first, "\(dates)")
        #expect(dates == (ascending ? dates.sorted() : dates.sorted(by: >)), "\(dates)")
        let ask = try Self.ask(question, now: "2026-09-01", options: ["--format", "json"])
        let answer = (try? JSONSerialization.jsonObject(with: Data(ask.stdout.utf8))) as? [String: Any]
        let evidence = (answer?["evidence"] as? [[String: Any]]) ?? []
        #expect((evidence.first?["date"] as? String)?.hasPrefix(first) == true, "\(ask.stdout)")
    }

    /// A question of list cues alone ("what are my open action items") lists the meetings and notes
    /// that have that part, newest first, up to today, each leading with it.
    @Test(arguments: ["what are my open action items", "outstanding follow-ups"])
    func listCuesAloneListThatPart(question: String) throws {
        let run = try Self.search(question, now: "2026-09-01", limit: 5)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.jsonLines.count == 5, "\(run.stdout)")
        for line in run.jsonLines {
            #expect((line["chunks"] as? [[String: Any]])?.first?["field"] as? String == "action_items", "\(line)")
        }
        let dates = Self.days(run)
        #expect(dates == dates.sorted(by: >) && dates.allSatisfy { $0 <= "2026-09-01" }, "\(dates)")
    }

    /// A last-contact question with a topic and nobody named is the newest of the strong matches,
    /// not the newest meeting that shares a word with it.
    @Test func lastMeetingAboutATopicIsTheNewestStrongMatch() throws {
        let run = try Self.search("when did we last meet about the Brightwave renewal", now: "2026-11-20", limit: 3)
        #expect(run.status == 0, "\(run.stderr)")
        #expect((run.jsonLines.first?["title"] as? String)?.contains("Brightwave") == true, "\(run.stdout)")
        #expect(Self.days(run).first == "2026-05-13", "\(Self.days(run))")
    }

    /// A first-person action-item question ("my open action items", "what am I on the hook for")
    /// asks for the account holder's items: Alex Morgan attends nearly every demo meeting, so they
    /// are his, each leading its source. A question about someone else's items ("what did Hannah
    /// promise") asks for theirs.
    @Test(arguments: [
        ("what are my open action items", true),
        ("what am I on the hook for", true),
        ("my to-dos", true),
        ("what did Hannah promise to send me", false),
    ])
    func actionItemsOfWhoOwesThem(question: String, own: Bool) throws {
        let ask = try Self.ask(question, now: "2026-09-01", options: ["--format", "json"])
        let answer = try #require((try? JSONSerialization.jsonObject(with: Data(ask.stdout.utf8))) as? [String: Any], "\(ask.stderr)")
        #expect(answer["assignee"] as? String == (own ? "Alex Morgan" : "Hannah White"), "\(ask.stdout)")
        guard own else { return }
        let run = try Self.search(question, now: "2026-09-01", limit: 5)
        #expect(run.jsonLines.count == 5, "\(run.stdout)")
        for line in run.jsonLines {
            let first = (line["chunks"] as? [[String: Any]])?.first
            #expect(first?["field"] as? String == "action_items", "\(line)")
            #expect((first?["text"] as? String)?.contains("Alex") == true, "\(line)")
        }
    }

    /// A person without a window or topic ("catch me up on Priya", "what have I been working on with
    /// Priya") takes the best of each kind in turn: her short calls do not push every meeting off
    /// the first page.
    @Test(arguments: [
        "catch me up on Priya", "what have I been working on with Priya?",
        "Priya Raman: everything we've done together",
    ])
    func personAloneMixesKinds(question: String) throws {
        let run = try Self.search(question, now: "2026-11-20", limit: 5)
        #expect(run.status == 0, "\(run.stderr)")
        let kinds = run.jsonLines.compactMap { $0["kind"] as? String }
        #expect(kinds.first == "person" && Set(kinds).count >= 3, "\(run.stdout)")
    }

    /// A last-contact question whose kind finds nothing ("last call with Olivia": no calls with her)
    /// answers with the last contact of any kind and says so; `--kind` is never widened.
    @Test func lastContactOfAKindWithNoneFallsBackToAnyKind() throws {
        let run = try Self.ask("last call with Olivia", now: "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("No calls with Olivia Grant; the last contact of any kind:"), "\(run.stdout)")
        #expect(run.stdout.contains("· meeting ·"), "\(run.stdout)")
        let forced = try Self.ask("last call with Olivia", now: "2026-11-20", options: ["--kind", "touchpoint"])
        #expect(!forced.stdout.contains("of any kind"), "\(forced.stdout)")
        #expect(!forced.stdout.contains("· meeting ·"), "\(forced.stdout)")
    }

    /// "Who did I talk to last week" lists conversations (meetings and touchpoints), not notes;
    /// "who did I chat with" the calls and messages.
    @Test(arguments: [
        ("who did I talk to last week", Set(["meeting", "touchpoint"])),
        ("who did I chat with last month", Set(["meeting", "touchpoint"])),
    ])
    func whoDidITalkToListsConversations(question: String, kinds: Set<String>) throws {
        let run = try Self.search(question, now: "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        let found = Set(run.jsonLines.compactMap { $0["kind"] as? String })
        #expect(!found.isEmpty && found.isSubset(of: kinds), "\(run.stdout)")
    }

    /// "Anyone from Nordvik" is the people at Nordvik, and the answer says whom it read it as.
    @Test func anyoneFromAnOrganizationIsItsPeople() throws {
        let run = try Self.ask("did I talk to anyone from Nordvik in March", now: "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("anyone from Nordvik → Zoë Ångström"), "\(run.stdout)")
        #expect(run.stdout.contains(" · touchpoint · Phone call with Zoë Ångström"), "\(run.stdout)")
        #expect(run.stdout.contains("2026-03-06 "), "\(run.stdout)")
    }

    /// "Birthdays in July", "upcoming birthdays": the cards whose birthday falls in the window (the
    /// year ignored); cards are undated, so a window alone found none of them.
    @Test(arguments: [
        ("birthdays in July", "2026-11-20", "Michael Rossi"),
        ("upcoming birthdays", "2026-06-20", "Michael Rossi"),
        ("any birthdays next month", "2026-06-20", "Michael Rossi"),
        ("whose birthday falls on 10 July", "2026-11-20", "Michael Rossi"),
    ])
    func birthdaysInAWindowAreCards(question: String, now: String, person: String) throws {
        let run = try Self.search(question, now: now)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.jsonLines.compactMap { $0["title"] as? String } == [person], "\(run.stdout)")
        let none = try Self.ask("whose birthdays are in November", now: "2026-11-20")
        #expect(none.status == 1)
        #expect(none.stdout.contains("No birthdays in November 2026."), "\(none.stdout)")
    }

    /// `ask` drops a topical answer's weak tail: "anything about the budget last month" is the
    /// budget review, not August's 1:1s, which the vectors ranked far below it.
    @Test func askDropsTheWeakTail() throws {
        let run = try Self.ask("anything about the budget last month?", now: "2026-09-01")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Budget review: H2 cloud spend"), "\(run.stdout)")
        #expect(!run.stdout.contains("1:1 Alex / Sarah C"), "\(run.stdout)")
    }

    /// A question that is only a cue and a person ("what do I owe Marcus") is that person's sources
    /// with the part asked about shown first.
    @Test func cueAndPersonShowTheCuedPartFirst() throws {
        let run = try Self.search("what did Sarah Chen and I agree", now: "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        let withOutcomes = run.jsonLines.filter { line in
            (line["chunks"] as? [[String: Any]] ?? []).contains { $0["field"] as? String == "outcomes" }
        }
        #expect(!withOutcomes.isEmpty, "\(run.stdout)")
        for line in withOutcomes {
            #expect((line["chunks"] as? [[String: Any]])?.first?["field"] as? String == "outcomes", "\(line)")
        }
    }

    /// A window after today that the question names is kept, with people too; "happening" is no topic.
    @Test(arguments: [
        ("meetings with Sarah Chen next week", "2026-11-10", "2026-11-18"),
        ("what's happening tomorrow", "2026-11-17", "2026-11-18"),
        ("am I meeting Sarah Chen this week", "2026-11-16", "2026-11-18"),  // asked on the Monday
    ])
    func namedFutureWindowsAreKept(question: String, now: String, first: String) throws {
        let run = try Self.search(question, now: now)
        #expect(run.status == 0, "\(run.stdout)")
        let dates = Self.days(run)
        #expect(dates.contains(first), "\(dates)")
    }

    /// Asked in the past tense, the same week stops today: the 1:1 on Wednesday has not happened.
    @Test func pastTenseStopsToday() throws {
        let dates = Self.days(try Self.search("what did I discuss with Sarah Chen this week", now: "2026-11-16"))
        #expect(!dates.contains("2026-11-18"), "\(dates)")
    }

    /// "How many" and "how often" count everything the filters admit, by kind, and cite the first few;
    /// "how many kids" is a fact, not a count.
    @Test(arguments: [
        ("how many meetings did I have with Sarah Chen in October", "9 in all with Sarah Chen in October 2026: 9 meetings." as String?),
        ("how many times did I talk to Marcus this year", "3 in all with Marcus Reid in 2026: 2 touchpoints, 1 note."),
        ("how many kids does Marcus have", nil),
    ])
    func countingQuestionsCount(question: String, line: String?) throws {
        let run = try Self.ask(question, now: "2026-11-20", options: ["-n", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        if let line { #expect(run.stdout.contains(line + "\n"), "\(run.stdout)") } else { #expect(!run.stdout.contains(" in all"), "\(run.stdout)") }
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("[") && $0.contains(" · ") }.count <= 2)
        let json = try Self.ask(question, now: "2026-11-20", options: ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["count"] as? Int != nil) == (line != nil), "\(json.stdout)")
    }

    /// "Who was at the Lisbon offsite" is answered by attendee lists (each meeting's line starts with
    /// it), not by people's cards first.
    @Test func whoWasAtShowsAttendees() throws {
        let run = try Self.ask("who was at the Lisbon offsite", now: "2026-11-20")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first { $0.hasPrefix("[1] ") }?.contains("· person · ") == false, "\(run.stdout)")
        let offsite = lines.first { $0.contains("· meeting · Product & engineering offsite - Lisbon: ") }
        #expect(offsite?.contains(": Attendees: Alex Morgan") == true, "\(run.stdout)")
    }

    @Test func quietPeopleAreMostOverdueFirst() throws {
        let binary = try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
        let run = try binary.run(["--db", try Self.database(), "people", "--now", "2026-11-20", "--quiet-since", "30d", "--format", "jsonl"])
        #expect(run.status == 0)
        let days = run.jsonLines.compactMap { $0["days_since_direct_contact"] as? Int }
        #expect(!days.isEmpty && days.allSatisfy { $0 > 30 })
        #expect(days == days.sorted(by: >))
        #expect(run.jsonLines.contains { $0["name"] as? String == "Sarah Okafor" })
        #expect(!run.jsonLines.contains { $0["name"] as? String == "Michael Rossi" })
        // Asked in words, the answer is the same list, most overdue first; search gives their cards.
        let asked = try Self.ask("who haven't I talked to in a while", now: "2026-11-20", options: ["--format", "json"])
        #expect(asked.status == 0, "\(asked.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(asked.stdout.utf8)) as? [String: Any])
        #expect(answer["quiet_days"] as? Int == 30)
        let names = (answer["people"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Array(names.prefix(4)) == run.jsonLines.prefix(4).compactMap { $0["name"] as? String }, "\(names)")
        let cards = try Self.search("who haven't I talked to in a while", now: "2026-11-20")
        #expect(!cards.jsonLines.isEmpty && cards.jsonLines.allSatisfy { $0["kind"] as? String == "person" }, "\(cards.stdout)")
        // George Taylor was only ever in a 7-person sales kickoff: not direct contact, listed only when asked.
        let text = try binary.run(["--db", try Self.database(), "people", "--now", "2026-11-20", "--quiet-since", "300d", "--format", "text"])
        #expect(!text.stdout.contains("George Taylor"), "\(text.stdout)")
        let all = try binary.run([
            "--db", try Self.database(), "people", "--now", "2026-11-20", "--quiet-since", "300d", "--format", "text", "--include-broadcast",
        ])
        #expect(all.stdout.contains("George Taylor <george.taylor@lumenhq.com> — seen only in larger meetings, last 2025-09-10 (436 days ago)"),
                "\(all.stdout)")
    }
}
