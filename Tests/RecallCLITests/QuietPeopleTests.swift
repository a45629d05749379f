import Foundation
import RecallTestSupport
import Testing

/// `people --quiet-since` ranks by direct contact (touchpoints, meetings of at most 5) and leaves
/// out people only seen in larger meetings unless asked.
@Suite struct QuietPeopleTests {
    static func event(_ uid: String, _ day: String, _ title: String, attendees: [String]) -> String {
        let people = attendees.map { "ATTENDEE;CN=\($0.capitalized) Park:mailto:\($0)@example.com\n" }.joined()
        return "BEGIN:VEVENT\nUID:\(uid)\nDTSTART:\(day)T100000Z\nSUMMARY:\(title)\n\(people)END:VEVENT\n"
    }

    static func corpus(_ cli: CLIHarness) throws -> String {
        let crowd = (1...9).map { "guest\($0)" }
        let calendar = "BEGIN:VCALENDAR\n"
            + event("one", "20260301", "One to one", attendees: ["me", "ada"])
            + event("kickoff", "20251001", "Kickoff", attendees: ["me", "bob"] + crowd)
            + event("sync", "20261115", "Team sync", attendees: ["me", "cleo"] + crowd)
            + "END:VCALENDAR\n"
        try cli.folder.write(calendar, to: "in/calendar.ics")
        let touchpoint = #"{"id":"t1","person":"cleo","person_name":"Cleo Park","interaction_type":"phone_call","occurred_at":"2026-09-20T10:00:00Z","raw_note":"Called Cleo."}"#
        try cli.folder.write(touchpoint + "\n", to: "in/touchpoints.jsonl")
        try cli.folder.write(#"{"id":"cleo","name":"Cleo Park","emails":["cleo@example.com"]}"# + "\n", to: "in/people.jsonl")
        return cli.folder.url.appendingPathComponent("in").path
    }

    @Test func quietPeopleAreRankedByDirectContact() throws {
        let cli = try CLIHarness()
        let index = try cli.recall(["index", try Self.corpus(cli)])
        #expect(index.status == 0, "\(index.stderr)")
        let run = try cli.recall(["people", "--now", "2026-11-20", "--quiet-since", "30d", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let emails = run.jsonLines.compactMap { ($0["emails"] as? [String])?.first }.filter { $0 != "me@example.com" }
        // Ada: a 1:1 in March. Cleo: a call in September (the 11-person sync last week is not contact).
        #expect(emails.prefix(2) == ["ada@example.com", "cleo@example.com"], "\(emails)")
        #expect(!emails.contains("bob@example.com"), "only ever in a kickoff: \(emails)")
        #expect(!emails.contains { $0.hasPrefix("guest") })
        let all = try cli.recall(["people", "--now", "2026-11-20", "--quiet-since", "30d", "--format", "jsonl", "--include-broadcast"])
        let allEmails = all.jsonLines.compactMap { ($0["emails"] as? [String])?.first }.filter { $0 != "me@example.com" }
        #expect(allEmails.prefix(3) == ["ada@example.com", "cleo@example.com", "bob@example.com"], "\(allEmails)")
    }
}
