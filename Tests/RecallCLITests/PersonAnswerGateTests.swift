import Foundation
import RecallTestSupport
import Testing

/// Questions about a named person whose topic nothing involving them holds: the answer is nothing,
/// not their card (which names their employer) or everything about them.
@Suite(.serialized) struct PersonAnswerGateTests {
    static let binary = RecallBinary.locate()
    static let card = """
        BEGIN:VCARD
        VERSION:3.0
        UID:tom-hughes
        FN:Tom Hughes
        N:Hughes;Tom;;;
        ORG:Salesforce
        TITLE:Partner manager
        EMAIL:tom.hughes@salesforce.example
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:ana-lopez
        FN:Ana Lopez
        N:Lopez;Ana;;;
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:lena-park
        FN:Lena Park
        N:Park;Lena;;;
        TITLE:Designer
        END:VCARD

        """
    static let touchpoints = """
        {"id": "tp-1", "person": "tom-hughes", "person_name": "Tom Hughes", "interaction_type": "phoneCall", \
        "occurred_at": "2026-03-02T10:00:00Z", "raw_note": "Chat with Tom about conference ideas.", "summary": "Tom: conference ideas"}
        {"id": "tp-2", "person": "tom-hughes", "person_name": "Tom Hughes", "interaction_type": "text", \
        "occurred_at": "2026-05-12T09:00:00Z", "raw_note": "Tom is back from two weeks in Iceland; loved it."}
        {"id": "tp-3", "person": "ana-lopez", "person_name": "Ana Lopez", "interaction_type": "phoneCall", \
        "occurred_at": "2026-05-14T09:00:00Z", "raw_note": "Ana walked me through the Q2 roadmap draft."}
        {"id": "tp-4", "person": "ana-lopez", "person_name": "Ana Lopez", "interaction_type": "text", \
        "occurred_at": "2026-05-20T09:00:00Z", "raw_note": "Ana has moved to York with her wife Marta."}
        {"id": "tp-5", "person": "tom-hughes", "person_name": "Tom Hughes", "interaction_type": "video", \
        "occurred_at": "2026-05-28T09:00:00Z", "raw_note": "Tom walked me through their Snowflake cutover: Redshift off by July."}

        """
    /// An all-hands of fourteen in April, Tom among them: no conversation with him.
    static var calendar: String {
        let attendees = (["ATTENDEE;CN=Tom Hughes:mailto:tom@hughes.example"] + (1...13).map { "ATTENDEE:mailto:staff\($0)@example.com" })
            .joined(separator: "\n")
        return """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Recall tests//EN
            BEGIN:VEVENT
            UID:all-hands-march
            DTSTAMP:20260301T000000Z
            DTSTART:20260423T160000Z
            DTEND:20260423T170000Z
            SUMMARY:Company all-hands (April 2026)
            \(attendees)
            END:VEVENT
            END:VCALENDAR

            """
    }
    /// Its last line puts "kids" in the index, about nobody named here.
    static let note = "# Salesforce integration\n\nDecision: build the Salesforce connector with two engineers for a quarter.\n\nThe demo day is open to staff and their kids.\n"
    let folder: TemporaryDirectory
    let db: String

    init() throws {
        folder = try TemporaryDirectory()
        db = folder.url.appendingPathComponent("people.sqlite").path
        try folder.write(Self.card, to: "data/people.vcf")
        try folder.write(Self.touchpoints, to: "data/touchpoints.jsonl")
        try folder.write(Self.note, to: "data/notes/salesforce-integration.md")
        try folder.write(Self.calendar, to: "data/calendar.ics")
    }

    func search(_ question: String) throws -> RecallBinary.Run {
        let binary = try #require(Self.binary, "build recall first (swift build) or set RECALL_BIN")
        let index = try binary.run(["--db", db, "index", folder.url.appendingPathComponent("data").path])
        #expect(index.status == 0, "\(index.stderr)")
        return try binary.run(["--db", db, "search", "--now", "2026-06-01", "--format", "jsonl", "--explain", question])
    }

    /// `nil`: no answer, with `why` in the explanation; else the id that must lead.
    @Test(arguments: [
        // His card names Salesforce as his employer; that is who he is, not something that came up.
        ("how many kids does Tom Hughes have", nil, "no answer: "),
        ("when did I have coffee with Tom Hughes", nil, "no \"coffee\" involves them"),
        ("what did Tom Hughes say about our budget", nil, "nothing involving them is about it"),
        ("what did Tom Hughes say about his daughter", nil, "nothing involving them mentions \"daughter\""),
        ("what's Tom Hughes's kid called", nil, "nothing involving them mentions \"kid\""),  // the singular too
        // A fact about him is his card's.
        ("which company is Tom Hughes at", "person:tom-hughes", ""),
        // Sitting in the same all-hands is no conversation.
        // Asked where, a holiday is its place, which the note never calls a holiday; Ana told of none.
        ("where did Ana Lopez go on holiday", nil, "nothing involving them names a place for \"holiday\""),
        // A 1:1 is an occasion like a coffee: nobody had one with Ana.
        ("notes from my 1:1 with Ana Lopez", nil, "no \"1:1\" involves them"),
        // A move is told with its verb, and a person's partner is a spouse: Ana told of both, Tom of neither.
        ("where did Ana Lopez relocate to", "touchpoint:tp-4", ""),
        ("where did Tom Hughes move to", nil, "nothing involving them mentions \"move\""),
        ("what's Ana Lopez's partner called", "touchpoint:tp-4", ""),
        // No note involves Ana, but her touchpoints and card note things about her.
        ("Ana Lopez - all notes", "person:ana-lopez", "No notes with Ana Lopez"),
        // The move says which Ana; the kids are what is asked, and only a chunk that says so answers.
        ("what's Lena Park's partner called", nil, "nothing involving them mentions \"partner\""),
        // With him named, the glossary's warehouse products count as evidence ("warehouse" alone, unnamed, is ranking only).
    ])
    func topicsNothingAboutThemHoldsHaveNoAnswer(question: String, expected: String?, why: String) throws {
        let run = try search(question)
        let ids = run.jsonLines.compactMap { $0["id"] as? String }
        #expect(run.status == (expected == nil ? 1 : 0), "\(ids) \(run.stderr)")
        #expect(ids.first == expected, "\(run.stderr)")
    }
}
