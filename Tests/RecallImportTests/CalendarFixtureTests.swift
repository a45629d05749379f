import Foundation
import RecallCore
import Testing
@testable import RecallImport

@Suite("Calendar fixtures")
struct CalendarFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ics")

    @Test("an Outlook export: Windows zone via VTIMEZONE, weekly series, EXDATE, moved occurrence, cancelled all-day event")
    func outlookExport() throws {
        let url = Self.folder.appendingPathComponent("outlook-weekly.ics")
        let data = try Data(contentsOf: url)
        let options = ImportOptions(
            now: CalendarTestSupport.date("2024-01-01"), horizon: CalendarTestSupport.date("2025-01-01"),
            timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let result = CalendarImporter().read(data, file: ImportFile(path: url.path, relativePath: "outlook-weekly.ics"), options: options)
        let series = "event:040000008200E00074C5B7101A82E008000000001"
        #expect(result.documents.map(\.id.rawValue) == [
            "\(series)@2024-03-18", "\(series)@2024-03-26", "\(series)@2024-04-08", "event:040000008200E00074C5B7101A82E008000000002",
        ])
        #expect(result.documents.map(\.date) == [
            .instant(CalendarTestSupport.date("2024-03-18T08:30:00Z")), .instant(CalendarTestSupport.date("2024-03-26T13:00:00Z")),
            .instant(CalendarTestSupport.date("2024-04-08T07:30:00Z")), .day(CalendarDay(year: 2024, month: 4, day: 10)),
        ])
        #expect(result.documents.map(\.title) == ["Weekly planning", "Weekly planning (moved)", "Weekly planning", "Offsite"])
        #expect(result.documents.map(\.isCancelled) == [false, false, false, true])
        guard case .meeting(let first) = result.documents[0].content else { Issue.record("not a meeting"); return }
        #expect(first.organizer == PersonRef(name: "Lee, Ann", email: "ann@example.org"))
        #expect(first.location == "Room 4, second floor")
        #expect(first.description == "Agenda:\nplan the week")
        #expect(first.occurrence == CalendarDay(year: 2024, month: 3, day: 18))
        #expect(result.counters == ["recurring series": 1, "occurrences": 4])
        #expect(result.diagnostics.isEmpty)
    }
}
