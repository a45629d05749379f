import Foundation
import RecallTestSupport
import Testing

/// A weekly 1:1 with a hundred occurrences that say the same thing: a question about it shows the
/// latest ones up to today, not the ones whose date words happen to match, nor the oldest ones a
/// bounded candidate pool kept.
@Suite(.serialized) struct RecurringSeriesTests {
    static let binary = RecallBinary.locate()
    static let calendar = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Recall tests//EN
        BEGIN:VEVENT
        UID:nuria-1-1@example.com
        DTSTAMP:20250101T000000Z
        DTSTART:20250107T103000Z
        DTEND:20250107T110000Z
        RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261229T103000Z
        SUMMARY:1:1 Núria / Jordan
        DESCRIPTION:Agenda in the shared doc.
        LOCATION:Fernway HQ - Hopper room
        ATTENDEE;CN=Jordan Hale:mailto:jordan@example.com
        ATTENDEE;CN=Núria Pérez:mailto:nuria@example.com
        END:VEVENT
        END:VCALENDAR

        """

    @Test(arguments: ["where is my weekly 1:1 with Núria", "my 1:1s with Nuria"])
    func theLatestOccurrencesUpToTodayLead(question: String) throws {
        let binary = try #require(Self.binary, "build recall first (swift build) or set RECALL_BIN")
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("series.sqlite").path
        try folder.write(Self.calendar, to: "data/calendar.ics")
        let index = try binary.run(["--db", db, "index", folder.url.appendingPathComponent("data").path])
        #expect(index.status == 0, "\(index.stderr)")
        let run = try binary.run(["--db", db, "search", "--now", "2026-11-27", "--format", "jsonl", "-n", "3", question])
        #expect(run.status == 0, "\(run.stderr)")
        let days = run.jsonLines.compactMap { ($0["date"] as? String).map { String($0.prefix(10)) } }
        #expect(days == ["2026-11-24", "2026-11-17", "2026-11-10"], "\(days)")
    }
}
