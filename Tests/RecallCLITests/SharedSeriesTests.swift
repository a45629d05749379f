import Foundation
import RecallTestSupport
import Testing

/// The occurrences of a recurring meeting share the chunks' vectors they repeat word for word.
@Suite struct SharedSeriesTests {
    static let calendar = """
        BEGIN:VCALENDAR
        BEGIN:VEVENT
        UID:weekly-sync
        DTSTART:20260105T100000Z
        RRULE:FREQ=WEEKLY;COUNT=30
        SUMMARY:Weekly platform sync
        LOCATION:Room 4
        DESCRIPTION:Agenda:\\n- Incident review\\n- Capacity planning
        ATTENDEE;CN=Ada Park:mailto:ada@example.com
        ATTENDEE;CN=Bob Park:mailto:bob@example.com
        END:VEVENT
        END:VCALENDAR

        """

    @Test func aSeriesStoresItsRepeatedChunksOnce() throws {
        let cli = try CLIHarness()
        let file = try cli.folder.write(Self.calendar, to: "calendar.ics")
        let index = try cli.recall(["index", file.path])
        #expect(index.status == 0, "\(index.stderr)")
        let status = try cli.recall(["status", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(object["chunks"] as? Int == 120, "\(object)")
        #expect(object["vectors"] as? Int == 33, "30 titles (each names its date), one attendee list, agenda and place")
        let found = try cli.recall([
            "search", "--format", "ids", "--no-understanding", "--since", "2026-03-01", "--until", "2026-03-08", "capacity planning",
        ])
        #expect(found.stdout == "event:weekly-sync@2026-03-02\n", "\(found.stdout) \(found.stderr)")
        let doctor = try cli.recall(["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }
}
