import Foundation
import RecallTestSupport
import Testing

/// A window of a month or less named in words, nobody named, and nothing in it about the topic's words:
/// what the window holds answers, ranked by the topic. A longer window stays empty.
struct WithinTheWindowTests {
    static let calendar = CalendarText.calendar([
        CalendarText.event("depot", "20261111", "Acme quarterly walk-round", "Acme depot, Leeds"),
        CalendarText.event("budget", "20260610", "Budget review", "Head office"),
        CalendarText.event("standup", "20260612", "Team stand-up", "Head office"),
    ])

    func ids(_ question: String, off: Bool = false) throws -> (Int32, [String], String) {
        let cli = try CLIHarness.indexing([("calendar.ics", Self.calendar)])
        let switches = off ? ["--switch-off", "within-the-window"] : []
        let run = try cli.recall(
            ["search", "--format", "ids", "--now", "2026-11-13", "--explain"] + switches + [question])
        return (run.status, run.lines, run.stderr)
    }

    @Test func aShortWindowHoldsTheAnswer() throws {
        let (status, found, stderr) = try ids("the customer site visit earlier this week")
        #expect(status == 0, "\(stderr)")
        #expect(found.first == "event:depot", "\(found) \(stderr)")
        #expect(stderr.contains("relaxed: within-the-window"), "\(stderr)")
        let (offStatus, offFound, _) = try ids("the customer site visit earlier this week", off: true)
        #expect(offStatus == 1 && offFound.isEmpty, "\(offFound)")
    }

    @Test func aLongWindowStaysEmpty() throws {
        let (status, found, stderr) = try ids("the customer site visit this year")
        #expect(status == 1 && found.isEmpty, "\(found) \(stderr)")
    }
}
