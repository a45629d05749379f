import Foundation
import RecallTestSupport
import Testing

/// `--person` means what naming the person in the question means: the sources they took part in and
/// the notes whose text names them. With a filter flag, an empty query lists what the filters admit.
struct PersonFlagTests {
    static let files: [(name: String, text: String)] = [
        (
            "people.vcf",
            "BEGIN:VCARD\nVERSION:3.0\nUID:olly\nFN:Oliver Bennett\nN:Bennett;Oliver;;;\nNICKNAME:Olly\n"
                + "EMAIL:olly@example.org\nEND:VCARD\n"
        ),
        (
            "calendar.ics",
            "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//t//EN\nBEGIN:VEVENT\nUID:coffee-1\n"
                + "DTSTAMP:20260101T000000Z\nDTSTART:20260301T090000Z\nDTEND:20260301T093000Z\n"
                + "SUMMARY:Coffee\nATTENDEE;CN=Oliver Bennett:mailto:olly@example.org\nEND:VEVENT\nEND:VCALENDAR\n"
        ),
        ("daily/2026-04-02.md", "# 2026-04-02\n\n- gallery opening in Marvila. Olly came, stayed till late.\n"),
        ("daily/2026-04-03.md", "# 2026-04-03\n\n- quiet day, drawings for the kitchen.\n"),
    ]

    func index() throws -> CLIHarness {
        try CLIHarness.indexing(Self.files)
    }

    @Test(arguments: [
        (["--person", "Oliver Bennett", "gallery opening"], "2026-04-02"),
        (["--person", "olly@example.org", "--kind", "note"], "2026-04-02"),
        (["gallery opening with Olly"], "2026-04-02"),
    ])
    func theFlagFindsTheNotesNamingThePerson(arguments: [String], day: String) throws {
        let cli = try index()
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20"] + arguments)
        let ids = run.lines
        #expect(run.status == 0, "\(run.stderr)")
        #expect(ids.contains { $0.contains(day) }, "\(run.stdout)")
        #expect(!ids.contains { $0.contains("2026-04-03") }, "\(run.stdout)")
    }

    @Test func anEmptyQueryNeedsAFilter() throws {
        let cli = try index()
        let bare = try cli.recall(["search", "--now", "2026-11-20"])
        #expect(bare.status == 64, "\(bare.stderr)")
        #expect(bare.stderr.contains("the query is empty"))
        let listed = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", "--person", "Olly"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("coffee-1"), "\(listed.stdout)")
    }
}
