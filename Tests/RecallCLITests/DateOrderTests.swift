import Foundation
import RecallTestSupport
import Testing

/// "first", "latest" and a leftover "last" order the strong results by date; without them the best
/// match leads.
struct DateOrderTests {
    static let notes = [
        "budget-march.md": "---\ntitle: Budget review\ndate: 2026-03-02\n---\nBudget review: the budget review agreed to hold hiring until the budget review in June.\n",
        "budget-june.md": "---\ntitle: Budget review\ndate: 2026-06-01\n---\nBudget review: travel spend is down, the review moves the offsite budget to Q3.\n",
        "budget-sept.md": "---\ntitle: Budget review\ndate: 2026-09-07\n---\nBudget review: cloud spend is over plan; we cut staging clusters.\n",
        "roadmap.md": "---\ntitle: Roadmap\ndate: 2026-10-01\n---\nRoadmap planning for next year: search, sharing and exports.\n",
    ]

    @Test(arguments: [
        ("budget review", "note:budget-march.md"),  // the most matching one
        ("the first budget review", "note:budget-march.md"),
        ("the latest budget review", "note:budget-sept.md"),
        ("my last budget review notes", "note:budget-sept.md"),
    ])
    func orderWordsPickTheEnd(query: String, first: String) throws {
        let cli = try CLIHarness()
        for (name, text) in Self.notes { try cli.folder.write(text, to: "notes/\(name)") }
        let index = try cli.recall(["index", cli.folder.url.appendingPathComponent("notes").path])
        #expect(index.status == 0, "\(index.stderr)")
        let run = try cli.recall(["search", "--now", "2026-11-20", "--format", "ids", query])
        let ids = run.stdout.split(separator: "\n").map(String.init)
        #expect(ids.first == first, "\(ids)")
        #expect(ids.last == "note:roadmap.md", "weak matches stay after the strong ones: \(ids)")
    }
}
