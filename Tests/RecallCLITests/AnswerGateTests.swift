import Foundation
import RecallTestSupport
import Testing

/// The thresholds decide whether a question has an answer; once it has, weaker matches fill the list.
@Suite(.serialized) struct AnswerGateTests {
    static let binary = RecallBinary.locate()
    static let notes = [
        "kubernetes.md": "# Cluster move\n\nKubernetes migration plan for the payments cluster, cutover in March.",
        "database.md": "# Database work\n\nDatabase migration checklist with rollback steps and owners.",
        "email.md": "# Mail\n\nEmail provider migration: forward the old aliases for a month.",
        "wiki.md": "# Wiki\n\nWiki migration to the new space; archive the old pages.",
        "hiring.md": "# Hiring\n\nHiring plan for the backend team with interview loops.",
        "offsite.md": "# Offsite\n\nOffsite in Lisbon, agenda: roadmap, team dinner and a walk by the river.",
        "running.md": "# Running\n\nRan the Berlin half marathon in April, a personal best.",
        "warehouse.md": "# Warehouse\n\nKickoff of the warehouse project: scope, owners and dates.",
    ]
    let folder: TemporaryDirectory
    let db: String

    init() throws {
        folder = try TemporaryDirectory()
        db = folder.url.appendingPathComponent("gate.sqlite").path
        for (name, text) in Self.notes { try folder.write(text, to: "notes/\(name)") }
    }

    func search(_ query: String, format: String = "jsonl", explain: Bool = false) throws -> RecallBinary.Run {
        let binary = try #require(Self.binary, "build recall first (swift build) or set RECALL_BIN")
        let index = try binary.run(["--db", db, "index", folder.url.appendingPathComponent("notes").path])
        #expect(index.status == 0, "\(index.stderr)")
        return try binary.run(["--db", db, "search", "--format", format, "-n", "10"] + (explain ? ["--explain"] : []) + [query])
    }

    func search(_ query: String) throws -> (status: Int32, ids: [String]) {
        let run: RecallBinary.Run = try search(query)
        return (run.status, run.jsonLines.compactMap { $0["id"] as? String })
    }

    @Test func answeredQuestionsKeepWeakerMatchesBelowTheAnswer() throws {
        let result = try search("kubernetes migration")
        #expect(result.status == 0)
        #expect(result.ids.first == "note:notes/kubernetes.md")
        // "migration" alone would not have answered the question, but it is still evidence.
        #expect(result.ids.contains("note:notes/database.md"), "\(result.ids)")
    }

    @Test(arguments: ["quantum migration", "postgres upgrade"])
    func questionsWithoutAnAnswerStayEmpty(query: String) throws {
        let result = try search(query)
        #expect(result.status == 1, "\(result.ids)")
        #expect(result.ids.isEmpty)
    }

    /// Each short question finds the note that holds its words.
    @Test(arguments: [
        ("lisbon offsite", "note:notes/offsite.md"),
        ("berlin marathon", "note:notes/running.md"),
    ])
    func shortQuestionsNeedTheirWordsInOneChunk(query: String, expected: String?) throws {
        let result = try search(query)
        #expect(result.status == (expected == nil ? 1 : 0), "\(result.ids)")
        #expect(result.ids.first == expected)
    }

    /// Two words whose closed compound the index holds are that compound: "kick off" finds the kickoff.
    @Test(arguments: ["what did we kick off", "notes from the kick-off"])
    func spacedCompoundsFindTheClosedOne(query: String) throws {
        let result = try search(query)
        #expect(result.status == 0)
        #expect(result.ids.first == "note:notes/warehouse.md", "\(result.ids)")
    }

    /// `--explain` says why the gate opened or stayed shut.
    @Test(arguments: [
        ("kubernetes migration", "answered: "),
        ("kubernets migraton", "answered: a chunk covers"),  // misspelled
        ("quantum migration", "no answer: best cosine"),
    ])
    func explainShowsTheGatesEvidence(query: String, expected: String) throws {
        let run = try search(query, format: "text", explain: true)
        #expect(run.stdout.contains(expected), "\(run.stdout)")
        #expect(run.status == (expected.hasPrefix("answered") ? 0 : 1))
        // In a machine format stdout stays one JSON object per hit; the notes go to stderr.
        let lines = try search(query, format: "jsonl", explain: true)
        #expect(lines.stderr.contains("explain: ") && lines.stderr.contains(expected), "\(lines.stderr)")
        #expect(lines.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
    }

    /// A country the index never mentions is still known when one of its cities is: the Portugal
    /// offsite is the one in Lisbon.
    @Test func aCountryIsKnownByItsCities() throws {
        let portugal = try search("the Portugal offsite")
        #expect(portugal.status == 0)
        #expect(portugal.ids.first == "note:notes/offsite.md", "\(portugal.ids)")
    }
}
