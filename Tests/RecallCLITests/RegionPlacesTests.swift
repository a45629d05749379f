import Foundation
import RecallTestSupport
import Testing

/// A question that names a region finds records that name a place within it ("Scotland" → a meeting in
/// Edinburgh), ranked beside the records that name the region itself; `--switch-off places` reads the
/// region as a word only.
struct RegionPlacesTests {
    static let calendar = CalendarText.calendar([
        CalendarText.event("visit-edinburgh", "20260310", "Customer visit", "Quartermile, Edinburgh"),
        CalendarText.event("visit-bristol", "20260312", "Customer visit", "Temple Quay, Bristol"),
        CalendarText.event("review", "20260314", "Quarterly review", "Head office"),
        CalendarText.event("hanoi", "20260402", "Supplier tour", "Hanoi"),
    ])

    func index() throws -> CLIHarness {
        try CLIHarness.indexing([("calendar.ics", Self.calendar)])
    }

    func ids(_ cli: CLIHarness, _ arguments: [String]) throws -> [String] {
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20"] + arguments)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return run.lines
    }

    @Test(arguments: [
        ("meetings I had up in Scotland", "visit-edinburgh", "visit-bristol"),
        ("who did I meet on the trip to south east asia", "hanoi", "review"),
    ])
    func aRegionFindsItsPlaces(question: String, expected: String, other: String) throws {
        let cli = try index()
        let found = try ids(cli, [question])
        #expect(found.first?.contains(expected) == true, "\(found)")
        #expect(!found.contains { $0.contains(other) } || found.firstIndex { $0.contains(expected) } == 0)
        let off = try ids(cli, ["--switch-off", "places", question])
        #expect(off.first?.contains(expected) != true, "\(off)")
    }
}
