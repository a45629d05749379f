import Foundation
import RecallTestSupport
import Testing

/// Someone the index has no card for, named in full, when the minutes write them by one
/// name ("Ben:"): the fallback chain's last step finds the sources naming any of the words typed, and the
/// topic must still be met.
struct NamesInTextTests {
    static let minutes: [(name: String, text: String)] = [
        (
            "people.vcf",
            "BEGIN:VCARD\nVERSION:3.0\nUID:ingrid\nFN:Ingrid Solberg\nN:Solberg;Ingrid;;;\nORG:Acme\n"
                + "TITLE:Account Manager\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nUID:tomas\nFN:Tomas Weber\n"
                + "N:Weber;Tomas;;;\nORG:Globex\nTITLE:Account Manager\nBDAY:1980-02-03\nEND:VCARD\n"
        ),
        (
            "minutes/2026-03-04.md",
            "# Steering meeting\n\n## Present\n\n* Ben\n* Ingrid Solberg\n\n## Notes\n\n"
                + "* Ben: the build farm moves to new hosts next month.\n* Ingrid asked for a release calendar.\n"
        ),
        (
            "minutes/2026-04-08.md",
            "# Steering meeting\n\n## Present\n\n* Ingrid Solberg\n\n## Notes\n\n* Ingrid: release calendar agreed.\n"
        ),
    ]

    /// Other months' minutes, so that a name in two chunks is a rare word, as in a real archive.
    static let others: [(name: String, text: String)] = ["05", "06", "07", "08", "09", "10"].map { month in
        (
            "minutes/2026-\(month)-12.md",
            "# Steering meeting\n\n## Present\n\n* Ingrid Solberg\n\n## Notes\n\n* Ingrid: budget review for \(month).\n"
        )
    }

    func index() throws -> CLIHarness {
        let cli = try CLIHarness()
        let paths = try (Self.minutes + Self.others).map { try cli.folder.write($0.text, to: $0.name).path }
        let run = try cli.recall(["index"] + paths)
        #expect(run.status == 0, "\(run.stderr)")
        return cli
    }

    @Test(arguments: [
        ("What did we discuss with Ben Adeyemi in March 2026?", ["2026-03-04"]),
        ("What did Ben Adeyemi say about the build farm?", ["2026-03-04"]),
        // Named, but not in the asked month, nor with the asked topic, nor at all.
        ("What did we discuss with Ben Adeyemi in April 2026?", []),
        ("What did Ben Adeyemi say about the coffee machine?", []),
        ("What did we discuss with Zora Lindqvist in March 2026?", []),
        // A role is no name: the words describing someone are not looked for in other texts.
        ("when is the Acme account manager's birthday", []),
    ])
    func aFullNameFindsTheTextsThatUseOneOfItsWords(question: String, expected: [String]) throws {
        let cli = try index()
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", question])
        let ids = run.stdout.split(separator: "\n").map(String.init)
        #expect(ids.isEmpty == expected.isEmpty, "\(run.stdout) \(run.stderr)")
        for (id, day) in zip(ids, expected) { #expect(id.contains(day), "\(id)") }
        #expect(run.status == (expected.isEmpty ? 1 : 0))
    }

    @Test func explainNamesTheStep() throws {
        let cli = try index()
        let run = try cli.recall([
            "search", "--explain", "--now", "2026-11-20", "What did we discuss with Ben Adeyemi in March 2026?",
        ])
        #expect(run.stdout.contains("relaxed: names-in-text") || run.stderr.contains("relaxed: names-in-text"))
    }
}
