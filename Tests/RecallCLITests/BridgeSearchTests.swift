import Foundation
import RecallTestSupport
import Testing

/// Questions in everyday words find the documents that use the workplace term for the same thing
/// (``SynonymTable`` bridges), and say so under `--explain`.
@Suite(.serialized) struct BridgeSearchTests {
    static let notes = [
        "churn.md": "# Bluefin renewal\n\nChurn risk: the Bluefin customer may not renew; we offered a two-year discount.",
        "hiring.md": "# SRE backfill\n\nHeadcount approved for one site reliability engineer; interview loop starts in March.",
        "offsite.md": "# Offsite\n\nOffsite in Lisbon, agenda: roadmap, team dinner and a walk by the river.",
        "spend.md": "# Cloud spend\n\nThe AWS bill rose 20% after the migration; reserved instances next.",
    ]

    func search(_ query: String, explain: Bool = false) throws -> (status: Int32, ids: [String], stdout: String) {
        let cli = try CLIHarness()
        for (name, text) in Self.notes { try cli.folder.write(text, to: "notes/\(name)") }
        let index = try cli.recall(["index", cli.folder.url.appendingPathComponent("notes").path])
        #expect(index.status == 0, "\(index.stderr)")
        let format = explain ? ["--format", "text", "--explain"] : ["--format", "ids"]
        let run = try cli.recall(["search", "-n", "10"] + format + [query])
        return (run.status, run.stdout.split(separator: "\n").map(String.init), run.stdout)
    }

    @Test(arguments: ["which customer might walk away", "the customer who walked away"])
    func aPhrasalVerbFindsTheJargon(question: String) throws {
        let result = try search(question)
        #expect(result.status == 0)
        #expect(result.ids.first == "note:notes/churn.md", "\(result.ids)")
    }

    @Test func aStopwordInsideThePhraseCounts() throws {
        let explained = try search("did we bring on another engineer", explain: true)
        #expect(explained.stdout.contains("bring → hire"), "\(explained.stdout)")
        let ids = try search("did we bring on another engineer").ids
        #expect(ids.first == "note:notes/hiring.md", "\(ids)")
    }

    @Test func explainListsTheBridges() throws {
        let result = try search("which customer might walk away", explain: true)
        #expect(result.stdout.contains("walk → churn"), "\(result.stdout)")
    }
}
