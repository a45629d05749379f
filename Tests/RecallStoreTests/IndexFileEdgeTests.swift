import Foundation
import GRDB
import RecallTestSupport
import Testing

/// The index file in odd states: empty, still being created, a folder, readable by others; and a
/// file whose every line is a problem.
@Suite struct IndexFileEdgeTests {
    let binary: RecallBinary
    let folder: TemporaryDirectory
    let environment: [String: String]

    init() throws {
        binary = try #require(RecallBinary.locate(), "build recall first")
        folder = try TemporaryDirectory()
        environment = ["RECALL_CONFIG": folder.url.appendingPathComponent("none.toml").path]
    }

    func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    func recall(_ arguments: [String]) throws -> RecallBinary.Run { try binary.run(arguments, environment: environment) }

    /// 3,000 nested events give 20 lines for the file and one counting the rest, not 3,000.
    @Test func aFileOfProblemsPrintsACappedList() throws {
        let lines = ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "DTSTART:20260101T100000Z"]
            + Array(repeating: "BEGIN:VEVENT", count: 3000) + Array(repeating: "END:VEVENT", count: 3001) + ["END:VCALENDAR"]
        try folder.write(lines.joined(separator: "\r\n") + "\r\n", to: "nested.ics")
        let run = try recall(["index", "--db", path("n.sqlite"), path("nested.ics")])
        let printed = run.stderr.split(separator: "\n")
        #expect(printed.count <= 22, "\(printed.count) lines")
        #expect(run.stderr.contains("more problems in this file not shown"), "\(run.stderr.suffix(300))")
    }
}
