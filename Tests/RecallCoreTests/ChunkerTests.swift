import Foundation
import RecallCore
import Testing

@Suite struct ChunkerTests {
    let chunker = Chunker(timeZone: TimeZone(identifier: "Europe/London")!)

    @Test func meetingGivesFieldChunks() {
        let meeting = Meeting(
            uid: "u1", start: .instant(Date(timeIntervalSince1970: 1_755_007_200)),
            location: "Room 4",
            description: "Plan the Q3 launch.\nOutcomes:\nShip on 1 Sept.\nAction items:\n- Sarah drafts the memo",
            attendees: [PersonRef(name: "Sarah Chen", email: "sarah@example.com")])
        let doc = Document(id: .event(uid: "u1"), title: "Launch sync", date: .instant(Date(timeIntervalSince1970: 1_755_007_200)), origin: "cal.ics", content: .meeting(meeting))
        let chunks = chunker.chunks(for: doc)
        #expect(chunks.map(\.field) == [.title, .attendees, .purpose, .outcomes, .actionItems, .location])
        #expect(chunks[0].text == "Launch sync — Tuesday, 12 August 2025, 15:00")
        #expect(chunks[2].text == "Plan the Q3 launch.")
        #expect(chunks[4].text == "- Sarah drafts the memo")
        #expect(chunks.map(\.ordinal) == Array(0..<6))
    }

    @Test(arguments: [
        ("Agenda: budget", ChunkField.purpose, "budget"),
        ("## Next steps", .actionItems, ""),
        ("**Decisions:**", .outcomes, ""),
        ("Action items: call Bob", .actionItems, "call Bob"),
    ])
    func descriptionHeadings(line: String, field: ChunkField, rest: String) {
        let split = MeetingDescriptionSplitter.split("intro text here\n\(line)\nmore")
        #expect(split[.purpose]?.hasPrefix("intro text here") == true)
        let expected = rest.isEmpty ? "more" : "\(rest)\nmore"
        #expect(split[field]?.hasSuffix(expected) == true)
    }

    /// A note's folder, file name (without its date and extension) and tags close its first chunk
    /// when they add a word its title and body lack; an export's note has no path of its own. The
    /// id's first component names the indexed folder and is left out.
    @Test(arguments: [
        ("note:vault/notes/weekly/2026-07-10-week-review.md", "Week ending 10 July 2026", [String](), "Filed: notes/weekly/week-review"),
        ("note:vault/journal/2026-05-06.md", "Churn review", [], "Filed: journal/2026-05-06"),
        ("note:journal/weekly-sync.md", "Churn review", [], "Filed: weekly-sync"),  // the folder's name is not filing
        ("note:churn-review.md", "Churn review", ["warehouse", "project"], "Filed: churn-review. Tags: warehouse, project"),
        ("note:churn-review.md", "Churn review", [], nil),
        ("note:export.enex#a1b2", "Churn review", ["archive"], "Tags: archive"),
        ("note:export.enex#a1b2", "Churn review", [], nil),
    ] as [(String, String, [String], String?)])
    func noteFilingAddsOnlyNewWords(id: String, title: String, tags: [String], expected: String?) {
        let note = Note(body: "# \(title)\n\nWe went over the churn numbers for the quarter.", tags: tags)
        let doc = Document(id: SourceID(rawValue: id), title: title, date: nil, origin: "/n.md", content: .note(note))
        let chunks = chunker.chunks(for: doc)
        let paragraph = "\(title)\nWe went over the churn numbers for the quarter."
        #expect(chunks.map(\.text) == [paragraph + (expected.map { "\n" + $0 } ?? "")])
    }

    @Test func headingTravelsWithParagraphs() {
        let text = "# Trip\n\n## Budget\nWe spent far too much on the hotel this time.\n\nFlights were cheap though, surprisingly so.\n\n## People\nMet Ana and Luis at the venue."
        let pieces = ParagraphSplitter.split(text)
        #expect(pieces == [
            "Budget\nWe spent far too much on the hotel this time.",
            "Budget\nFlights were cheap though, surprisingly so.",
            "People\nMet Ana and Luis at the venue.",
        ])
    }

    @Test func longParagraphSplitsBySentenceIntoBoundedPieces() {
        let sentence = "This sentence has exactly ten words in it for testing. "
        let text = String(repeating: sentence, count: 50)
        let pieces = ParagraphSplitter.split(text)
        #expect(pieces.count >= 3)
        for piece in pieces {
            #expect((50...200).contains(TextNormalizer.wordCount(piece)))
        }
    }

    @Test func shortPiecesDroppedUnlessAlone() {
        #expect(ParagraphSplitter.split("ok\n\nThis paragraph is long enough to keep.") == ["This paragraph is long enough to keep."])
        #expect(ParagraphSplitter.split("ok thanks") == ["ok thanks"])
    }

    @Test(arguments: [("Zoë Ångström", "zoe angstrom"), ("ＡＢＣ", "abc"), ("Ｆｕｌｌ", "full"), ("José", "jose"), ("Łukasz Wójcik", "lukasz wojcik"), ("Søren Strauß", "soren strauss")])
    func normalization(input: String, expected: String) {
        #expect(TextNormalizer.normalize(input) == expected)
    }

    @Test func calendarDayArithmetic() {
        let day = CalendarDay(year: 2024, month: 2, day: 28)
        #expect(day.adding(days: 1).description == "2024-02-29")
        #expect(day.adding(days: 2).description == "2024-03-01")
        #expect(CalendarDay(dayNumber: 0).description == "1970-01-01")
        #expect(CalendarDay(year: 2026, month: 11, day: 22).isoWeekday == 7)
        #expect(CalendarDay("2025-02-30") == nil)
        #expect(CalendarDay("20250814")?.description == "2025-08-14")
    }
}
