import Foundation
import RecallTestSupport
import Testing

/// Nothing taken from input files reaches a terminal raw: control characters in file names,
/// component names, ids and text are printed as visible escapes (`\u{1B}`).
@Suite struct TerminalSafetyTests {
    /// C0 controls other than newline, DEL and C1 controls found in `text`.
    static func controls(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    @Test func controlCharactersFromInputAreEscapedEverywhere() throws {
        let cli = try CLIHarness()
        let name = "we\u{1B}]0;pwned\u{7}ird\u{9B}2J.md"
        try cli.folder.write("# Hello\n\nweird name note about periscopes\n", to: "in/" + name)
        try cli.folder.write(
            "BEGIN:VCALENDAR\nBEGIN:X\u{1B}[31m\u{0}Z\nBEGIN:VEVENT\nUID:u\u{1B}[2J1\nDTSTART:20260101T100000Z\n"
                + "SUMMARY:Periscope \u{1B}[31mreview\nEND:VEVENT\nEND:VCALENDAR\n", to: "in/open.ics")
        let folder = cli.folder.url.appendingPathComponent("in").path
        let index = try cli.recall(["index", "--verbose", folder])
        #expect(Self.controls(index.stderr).isEmpty, "\(index.stderr.debugDescription)")
        #expect(index.stderr.contains("we\\u{1B}]0;pwned\\u{7}ird\\u{9B}2J.md"), "\(index.stderr)")
        let runs = [
            ["status", "--files"], ["search", "--format", "ids", "periscope"], ["search", "--format", "text", "periscope"],
            ["search", "--format", "md", "periscope"], ["ask", "periscope"], ["status", "--format", "json"],
        ]
        for arguments in runs {
            let run = try cli.recall(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(Self.controls(run.stdout + run.stderr).isEmpty, "\(arguments): \((run.stdout + run.stderr).debugDescription)")
        }
        let ids = try cli.recall(["search", "--format", "ids", "periscope"])
        let note = try #require(ids.stdout.split(separator: "\n").first { $0.hasPrefix("note:") }, "\(ids.stdout)")
        let get = try cli.recall(["get", "--format", "text", String(note)])
        #expect(get.status == 0, "\(get.stderr) \(ids.stdout)")
        #expect(Self.controls(get.stdout).isEmpty, "\(get.stdout.debugDescription)")
    }
}
