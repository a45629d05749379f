import Foundation
import RecallTestSupport
import Testing

/// When a question names someone and nothing topical matches, the sources about fewer people come
/// first: a one-to-one catch-up says more about Keisha than a group call she was on.
struct PersonFocusTests {
    static let people = """
        BEGIN:VCARD\nVERSION:3.0\nUID:keisha\nFN:Keisha Adams\nN:Adams;Keisha;;;\nEMAIL:keisha@example.com\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nUID:omar\nFN:Omar Haddad\nN:Haddad;Omar;;;\nNOTE:Met at the Datadog conference\nEMAIL:omar@example.com\nBDAY:1990-05-01\nEND:VCARD

        """
    static let touchpoints = """
        {"id": "tp-1", "person": "keisha", "person_name": "Keisha Adams", "interaction_type": "social", "occurred_at": "2026-09-26T13:40:00+01:00", "raw_note": "Keisha is training for a hundred-mile ride, up at five most days.", "summary": "Catch-up", "mentioned_people": []}
        {"id": "tp-2", "person": "keisha", "person_name": "Keisha Adams", "interaction_type": "video", "occurred_at": "2026-10-02T10:00:00+01:00", "raw_note": "Planning with Keisha, Omar, Ana and Lee on the roadmap for the platform team.", "summary": "Catch-up", "mentioned_people": ["Omar Haddad", "Ana Silva", "Lee Park"]}

        """

    /// A fresh index (in its own ``CLIHarness``) of `files`, each a name and its contents, in order.
    func index(_ files: [(name: String, text: String)]) throws -> CLIHarness {
        let cli = try CLIHarness()
        let paths = try files.map { try cli.folder.write($0.text, to: $0.name).path }
        let run = try cli.recall(["index"] + paths)
        #expect(run.status == 0, "\(run.stderr)")
        return cli
    }

    /// The source ids `query` finds in `cli`'s index, asked on 2026-11-20.
    func search(_ cli: CLIHarness, _ query: String) throws -> (ids: [String], run: RecallBinary.Run) {
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", query])
        return (run.stdout.split(separator: "\n").map(String.init), run)
    }

    /// A card leads a fact question only when it holds the fact: her email is on it, her sport is
    /// not (the one-to-one catch-up where she mentioned the ride says it, before the group call).
    /// A fact no document mentions has no answer, nor has a labeled card field the person's card lacks.
    @Test(arguments: [
        ("What is Keisha's email?", ["person:keisha", "touchpoint:tp-1", "touchpoint:tp-2"]),
        ("What is Keisha's cat called?", []),  // no document mentions a cat: nothing, not all of Keisha
        ("when is Keisha's wedding", []),
        // Omar's card says "Birthday:", Keisha's has none: a labeled card field nothing about her holds.
        ("when is Keisha's birthday", []),
        ("when is Omar's birthday", ["person:omar", "touchpoint:tp-2"]),
    ])
    func cardsLeadOnlyWhenTheyHoldTheFact(question: String, expected: [String]) throws {
        let cli = try index([("people.vcf", Self.people), ("touchpoints.jsonl", Self.touchpoints)])
        let (ids, run) = try search(cli, question)
        #expect(ids == expected, "\(run.stdout) \(run.stderr)")
    }

    /// A name left in a conversation question is its topic. Nothing involving Omar mentions a Datadog
    /// renewal, so the answer is nothing: not his card (whose note says we met at the Datadog
    /// conference) and not everything about him.
    @Test(arguments: [
        ("What did Omar say about our Datadog renewal?", [String]()),
        ("What did Omar say about the roadmap?", ["touchpoint:tp-2", "person:omar"]),
    ])
    func aNamedTopicWithNothingAboutItHasNoAnswer(question: String, expected: [String]) throws {
        let cli = try index([("people.vcf", Self.people), ("touchpoints.jsonl", Self.touchpoints)])
        let (ids, run) = try search(cli, question)
        #expect(ids == expected, "\(run.stdout) \(run.stderr)")
    }

    /// Two notes on the same topic with Keisha: the one about her alone leads the newer one she
    /// shared with three others.
    @Test func fewerPeopleSayMoreAboutThePersonNamed() throws {
        let text = "The pricing page review: we keep three tiers and drop the annual discount banner.\n"
        let solo = "---\ntitle: Pricing page review\ndate: 2026-10-01\npeople: [Keisha Adams]\n---\n" + text
        let group = "---\ntitle: Pricing page review\ndate: 2026-10-08\npeople: [Keisha Adams, Omar Haddad, Ana Silva, Lee Park]\n---\n" + text
        let cli = try index([("people.vcf", Self.people), ("notes/solo.md", solo), ("notes/group.md", group)])
        let (ids, run) = try search(cli, "pricing page review with Keisha")
        #expect(Array(ids.prefix(2)) == ["note:notes/solo.md", "note:notes/group.md"], "\(run.stdout) \(run.stderr)")
    }

    /// The note written the day of the last meeting with Keisha is its minutes and follows it; a
    /// project brief that lists her, on another day, is no contact.
    @Test func lastContactBringsTheMeetingsMinutes() throws {
        let calendar = """
            BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\nBEGIN:VEVENT\nUID:review-1\nDTSTAMP:20261101T000000Z
            DTSTART:20261110T100000Z\nDTEND:20261110T110000Z\nSUMMARY:Design review
            ATTENDEE;CN=Keisha Adams:mailto:keisha@example.com\nEND:VEVENT\nEND:VCALENDAR

            """
        let minutes = "---\ntitle: Design review notes\ndate: 2026-11-10\npeople: [Keisha Adams]\n---\nWe agreed on the new layout.\n"
        let brief = "---\ntitle: Layout project brief\ndate: 2026-11-12\npeople: [Keisha Adams]\n---\nScope of the layout work.\n"
        let cli = try index([
            ("people.vcf", Self.people), ("calendar.ics", calendar), ("notes/review.md", minutes), ("notes/brief.md", brief),
        ])
        let (ids, run) = try search(cli, "when did I last meet Keisha?")
        #expect(Array(ids.prefix(2)) == ["event:review-1", "note:notes/review.md"], "\(run.stdout) \(run.stderr)")
    }

    /// An all-hands Keisha sat in is not the last time the user talked to her: the call before it is.
    @Test func lastContactPutsBroadcastsAfterConversations() throws {
        let crowd = (1...14).map { "ATTENDEE;CN=Colleague \($0):mailto:c\($0)@example.com" }.joined(separator: "\n")
        let calendar = """
            BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\nBEGIN:VEVENT\nUID:all-hands-1\nDTSTAMP:20261101T000000Z
            DTSTART:20261015T150000Z\nDTEND:20261015T160000Z\nSUMMARY:Company all-hands
            ATTENDEE;CN=Keisha Adams:mailto:keisha@example.com\n\(crowd)\nEND:VEVENT\nEND:VCALENDAR

            """
        let cli = try index([("people.vcf", Self.people), ("touchpoints.jsonl", Self.touchpoints), ("calendar.ics", calendar)])
        let (ids, run) = try search(cli, "when did I last talk to Keisha?")
        #expect(ids.first == "touchpoint:tp-2", "\(run.stdout) \(run.stderr)")
        #expect(ids.last == "event:all-hands-1", "\(run.stdout)")
    }

    /// A last contact lists the conversations with the person first, then the notes that name them (a
    /// daily note saying they came along). A call with someone else that names them was about them, not
    /// with them, and is no contact.
    @Test func lastContactListsMentionsAfterConversations() throws {
        let call = """
            {"id": "tp-3", "person": "omar", "person_name": "Omar Haddad", "interaction_type": "call", \
            "occurred_at": "2026-08-01T10:00:00+01:00", "raw_note": "Quick call about the venue.", "summary": "Call"}

            """
        let day = "---\ndate: 2026-10-20\n---\n- drinks after work, Haddad came along\n"
        let cli = try index([
            ("people.vcf", Self.people), ("touchpoints.jsonl", Self.touchpoints + call), ("notes/day.md", day),
        ])
        let (ids, run) = try search(cli, "when did I last talk to Omar?")
        #expect(ids == ["touchpoint:tp-3", "note:notes/day.md"], "\(run.stdout) \(run.stderr)")
    }

    /// A note titled with someone's name is about them; one that names them in passing is not: with
    /// nothing to rank by but the person, the first comes first though the second is longer.
    @Test func aNoteTitledWithTheNameIsAboutThem() throws {
        let about = "# Keisha - onboarding\n\nSettled in well, pairing on the billing service with Lee this week.\n"
        let passing = """
            # Standup\n\nLee and Ana shipped the export; Keisha was out sick. The billing service migration \
            moves to next sprint, and the release notes go out on Friday after the review.\n
            """
        let cli = try index([("people.vcf", Self.people), ("notes/about.md", about), ("notes/standup.md", passing)])
        let (ids, run) = try search(cli, "how is Keisha getting on")
        let notes = ids.filter { $0.hasPrefix("note:") }
        #expect(notes == ["note:notes/about.md", "note:notes/standup.md"], "\(run.stdout) \(run.stderr)")
    }

    /// A note that lists people by first name ("With Keisha, Ana.") involves the only Keisha Recall
    /// knows; "Omar" is shared with a second contact, so a note naming just "Omar" stays his nobody's.
    @Test func firstNamesInNotesCountForTheOnlyPersonWithThatName() throws {
        let secondOmar = "BEGIN:VCARD\nVERSION:3.0\nUID:omar2\nFN:Omar Diaz\nEMAIL:omar.diaz@example.com\nEND:VCARD\n"
        let cli = try index([
            ("people.vcf", Self.people + secondOmar),
            ("notes/2026-10-05-roadmap.md", "# Roadmap sync\n\nWith Keisha, Ana.\n\nWe moved the launch.\n"),
            ("notes/2026-10-06-pricing.md", "# Pricing sync\n\nWith Omar.\n\nWe kept the price.\n"),
        ])
        let keisha = try search(cli, "Keisha in October")
        #expect(keisha.ids == ["note:notes/2026-10-05-roadmap.md"], "\(keisha.run.stdout) \(keisha.run.stderr)")
        let omar = try search(cli, "Omar Haddad in October")
        #expect(omar.run.status == 1, "\(omar.run.stdout)")
    }

    /// One person exported from two address books (a vCard and a CRM list) is one card in an answer.
    @Test func onePersonFromTwoAddressBooksIsOneCard() throws {
        let crm = """
            {"id": "crm-7", "name": "Keisha Adams", "emails": ["keisha@example.com"], "title": "Cycling coach"}

            """
        let cli = try index([
            ("people.vcf", Self.people), ("crm/people.jsonl", crm), ("touchpoints.jsonl", Self.touchpoints),
        ])
        let (ids, run) = try search(cli, "What is Keisha's email?")
        #expect(ids.filter { $0.hasPrefix("person:") }.count == 1, "\(run.stdout) \(run.stderr)")
        #expect(ids.contains("touchpoint:tp-1"), "\(run.stdout) \(run.stderr)")
    }

    /// A running note with no date of its own is of the months its entries name: asked about Keisha (or
    /// its topic) in October, it answers beside the dated sources; asked about March, it does not.
    @Test func anUndatedNoteIsOfTheDaysItStates() throws {
        let note = "# Bike fitting\n\n12 Oct - Keisha measured me for the new frame. Saddle up 4mm.\n"
        let cli = try index([
            ("people.vcf", Self.people), ("touchpoints.jsonl", Self.touchpoints), ("notes/bike fitting.md", note),
        ])
        let october = try search(cli, "what did I do with Keisha in October 2026")
        #expect(october.ids.contains("note:notes/bike fitting.md"), "\(october.run.stdout) \(october.run.stderr)")
        let march = try search(cli, "what did I do with Keisha in March 2026")
        #expect(!march.ids.contains("note:notes/bike fitting.md"), "\(march.run.stdout)")
        let saddle = try search(cli, "saddle height in October 2026")
        #expect(saddle.ids.first == "note:notes/bike fitting.md", "\(saddle.run.stdout) \(saddle.run.stderr)")
    }
}
