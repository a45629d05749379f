import Foundation
import RecallTestSupport
import Testing

/// A window wholly after today holds no notes yet: plans for it were written before it. When the
/// window finds nothing on the topic, the fallback step `written-before` lets the window rank instead
/// of filter; a window in the past, or one that holds an answer, still filters.
struct WrittenBeforeTests {
    static let files: [(name: String, text: String)] = [
        (
            "notes/2026-08-31.md",
            "# Quarterly planning\n\nTargets for Q1 2027: grow signups by a fifth and ship the mobile app.\n"
        ),
        ("notes/2026-10-05.md", "# Hiring\n\nThe hiring sync agreed two interview loops for the platform role.\n"),
        (
            "calendar.ics",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:sync-1\r\n"
                + "DTSTAMP:20261101T000000Z\r\nDTSTART:20261125T100000Z\r\nDTEND:20261125T110000Z\r\n"
                + "SUMMARY:Hiring sync\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        ),
    ]

    /// `first`: a part of the first id (nil: no answer); `only`: whether nothing else may come back.
    @Test(arguments: [
        ("what targets did we set for next quarter", "2026-08-31", false),
        // The window holds an answer: it filters, and the August note is not added.
        ("the hiring sync next week", "sync-1", true),
        // Nothing on the topic at any time: no answer.
        ("what did we plan about the coffee machine for next quarter", nil, true),
        // A past window keeps filtering: October's own record, not the August plan (`within-the-window`).
        ("what targets did we set in October", "2026-10-05", true),
    ])
    func aFutureWindowRanksWhenItHoldsNothing(question: String, first: String?, only: Bool) throws {
        let cli = try CLIHarness()
        let paths = try Self.files.map { try cli.folder.write($0.text, to: $0.name).path }
        let indexed = try cli.recall(["index"] + paths)
        #expect(indexed.status == 0, "\(indexed.stderr)")
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", question])
        let ids = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            ids.first.map { id in first.map(id.contains) ?? false } ?? (first == nil), "\(run.stdout) \(run.stderr)")
        if only { #expect(ids.count == (first == nil ? 0 : 1), "\(run.stdout)") }
        #expect(run.status == (first == nil ? 1 : 0))
    }
}
