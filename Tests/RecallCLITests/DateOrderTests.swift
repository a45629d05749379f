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
        ("budget review", "note:notes/budget-march.md"),  // the most matching one
        ("the first budget review", "note:notes/budget-march.md"),
        ("my last budget review notes", "note:notes/budget-sept.md"),
    ])
    func orderWordsPickTheEnd(query: String, first: String) throws {
        let cli = try CLIHarness()
        for (name, text) in Self.notes { try cli.folder.write(text, to: "notes/\(name)") }
        let index = try cli.recall(["index", cli.folder.url.appendingPathComponent("notes").path])
        #expect(index.status == 0, "\(index.stderr)")
        let run = try cli.recall(["search", "--now", "2026-11-20", "--format", "ids", query])
        let ids = run.stdout.split(separator: "\n").map(String.init)
        #expect(ids.first == first, "\(ids)")
        #expect(ids.last == "note:notes/roadmap.md", "weak matches stay after the strong ones: \(ids)")
    }

    /// A month named without its year is the most recent one, unless the topic is found nowhere in
    /// it: "the October SRE hiring sync" is last year's when this October has none, and the window
    /// shown says so. A topic found in neither October stays unanswered.
    @Test(arguments: [
        ("action items from the October SRE hiring sync", "note:notes/sre-hiring.md", "October 2025"),
        ("the roadmap planning in October", "note:notes/roadmap.md", "October 2026"),
    ])
    func aMonthWithoutItsYearLooksOneYearBack(query: String, first: String?, window: String?) throws {
        let cli = try CLIHarness()
        for (name, text) in Self.notes { try cli.folder.write(text, to: "notes/\(name)") }
        try cli.folder.write(
            "---\ntitle: SRE hiring sync\ndate: 2025-10-17\n---\nSRE hiring sync: two on-call engineers by January; Noah to write the job ad.\n",
            to: "notes/sre-hiring.md")
        #expect(try cli.recall(["index", cli.folder.url.appendingPathComponent("notes").path]).status == 0)
        let ids = try cli.recall(["search", "--now", "2026-11-20", "--format", "ids", query])
        #expect(ids.stdout.split(separator: "\n").first.map(String.init) == first, "\(ids.stdout)")
        #expect(ids.status == (first == nil ? 1 : 0))
        let text = try cli.recall(["search", "--now", "2026-11-20", query])
        if let window { #expect(text.stdout.contains(window), "\(text.stdout)") }
        // A window given with flags stays as given.
        let flagged = try cli.recall(["search", "--now", "2026-11-20", "--since", "2026-10-01", "--until", "2026-10-31", "--format", "ids", query])
        #expect(flagged.status == (window == "October 2026" ? 0 : 1), "\(flagged.stdout)")
    }
}
