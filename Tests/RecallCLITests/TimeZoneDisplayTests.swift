import Foundation
import RecallTestSupport
import Testing

/// Text output shows local times in the index's zone or `--timezone`'s, and names the zone.
@Suite struct TimeZoneDisplayTests {
    static let calendar = """
        BEGIN:VCALENDAR
        BEGIN:VEVENT
        UID:london-lunch
        DTSTART;TZID=Europe/London:20260814T123000
        DTEND;TZID=Europe/London:20260814T133000
        SUMMARY:Periscope lunch
        END:VEVENT
        END:VCALENDAR

        """

    /// A harness whose system zone is UTC, with the calendar indexed (`--timezone` when given).
    static func indexed(zone: String? = nil) throws -> CLIHarness {
        let cli = try CLIHarness()
        let file = try cli.folder.write(calendar, to: "calendar.ics")
        let run = try cli.recall(["index"] + (zone.map { ["--timezone", $0] } ?? []) + [file.path], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        return cli
    }

    /// The zone named after `time` on the line of the meeting in `text`, if any.
    static func zone(after time: String, in text: String) -> String? {
        guard let match = text.firstMatch(of: /2026-08-14 (\d\d:\d\d) ([A-Za-z][A-Za-z0-9+\/_-]*)/), match.1 == time else { return nil }
        return String(match.2)
    }

    @Test func anIndexBuiltInUTCShowsUTCAndSaysSo() throws {
        let cli = try Self.indexed()
        let ask = try cli.recall(["ask", "--now", "2026-11-20", "periscope lunch"], environment: ["TZ": "UTC"])
        #expect(Self.zone(after: "11:30", in: ask.stdout) == "UTC", "\(ask.stdout)")
    }

    @Test(arguments: [["ask", "--now", "2026-11-20"], ["search", "--format", "text"]])
    func timezoneShowsTheMeetingInThatZone(command: [String]) throws {
        let cli = try Self.indexed()
        let run = try cli.recall(command + ["--timezone", "Europe/London", "periscope lunch"], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        let zone = try #require(Self.zone(after: "12:30", in: run.stdout), "\(run.stdout)")
        #expect(zone != "UTC")
        #expect(run.stdout.contains("14 August 2026, 12:30 \(zone)"), "the title chunk is shown in that zone too: \(run.stdout)")
        #expect(!run.stdout.contains("11:30"), "\(run.stdout)")
    }

    @Test func anIndexBuiltInLondonReadsInLondon() throws {
        let cli = try Self.indexed(zone: "Europe/London")
        let ask = try cli.recall(["ask", "--now", "2026-11-20", "periscope lunch"], environment: ["TZ": "UTC"])
        let zone = try #require(Self.zone(after: "12:30", in: ask.stdout), "\(ask.stdout)")
        #expect(zone != "UTC")
        let person = try cli.recall(["get", "--format", "text", "event:london-lunch"], environment: ["TZ": "UTC"])
        #expect(person.stdout.contains("date: 2026-08-14 12:30 \(zone)"), "\(person.stdout)")
    }
}
