import Foundation
import RecallTestSupport
import Testing

/// Runs the built `recall` binary on `Fixtures/demo` and checks the output contract and exit codes.
@Suite(.serialized) struct DemoIntegrationTests {
    static let binary = RecallBinary.locate()
    let folder: TemporaryDirectory
    let db: String

    init() throws {
        folder = try TemporaryDirectory()
        db = folder.url.appendingPathComponent("demo.sqlite").path
    }

    func recall(_ arguments: [String], stdin: Data? = nil) throws -> RecallBinary.Run {
        let binary = try #require(Self.binary, "build recall first (swift build) or set RECALL_BIN")
        return try binary.run(["--db", db] + arguments, stdin: stdin)
    }

    func indexDemo() throws -> RecallBinary.Run {
        try recall(["index", TestPaths.fixtures.appendingPathComponent("demo").path])
    }

    @Test func indexingTwiceChangesNothing() throws {
        let first = try indexDemo()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("added"))
        let second = try indexDemo()
        #expect(second.status == 0)
        #expect(second.stderr.contains("added 0; updated 0; removed 0"), "\(second.stderr)")
    }

    /// A reader gets 5 results by default, a script (any other format) 10: pipelines rank and cut
    /// for themselves.
    @Test(arguments: [("text", 5), ("ids", 10), ("jsonl", 10)])
    func defaultLimitFollowsTheFormat(format: String, expected: Int) throws {
        _ = try indexDemo()
        let run = try recall(["search", "--now", "2026-11-20", "--format", format, "Sarah Chen"])
        #expect(run.status == 0, "\(run.stderr)")
        let count = format == "text"
            ? run.stdout.split(separator: "\n").filter { $0.first?.isNumber == true && $0.contains(". ") }.count
            : run.stdout.split(separator: "\n").count
        #expect(count == expected, "\(run.stdout)")
    }

    @Test func searchFollowsTheJSONContract() throws {
        _ = try indexDemo()
        let run = try recall(["search", "--format", "jsonl", "-n", "3", "vendor contract renewal"])
        #expect(run.status == 0)
        let results = run.jsonLines
        #expect((1...3).contains(results.count))
        for (index, result) in results.enumerated() {
            for key in ["rank", "score", "id", "kind", "title", "field", "date", "people", "origin", "text"] {
                #expect(result[key] != nil, "missing \(key)")
            }
            #expect(result["rank"] as? Int == index + 1)
            #expect(["meeting", "note", "touchpoint", "person"].contains(result["kind"] as? String))
        }
        let ids = results.compactMap { $0["id"] as? String }
        #expect(ids.allSatisfy { $0.hasPrefix("event:") || $0.hasPrefix("note:") || $0.hasPrefix("touchpoint:") || $0.hasPrefix("person:") })
        #expect(Set(ids).count == ids.count, "results group by source")
    }

    @Test(arguments: OutputFormatCase.all)
    func everyFormatPrints(format: OutputFormatCase) throws {
        _ = try indexDemo()
        let run = try recall(["search", "--format", format.name, "-n", "2", "budget"])
        #expect(run.status == 0)
        #expect(format.check(run.stdout), "\(format.name): \(run.stdout.prefix(200))")
    }

    @Test func absentTopicExitsOne() throws {
        _ = try indexDemo()
        let run = try recall(["search", "--format", "jsonl", "quantum chromodynamics lecture"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
    }

    @Test func usageErrorsExit64() throws {
        let run = try recall(["search", "--limit", "0", "x"])
        #expect(run.status == 64)
        let unknown = try recall(["search", "--bogus", "x"])
        #expect(unknown.status == 64)
    }

    @Test func missingIndexIsAClearError() throws {
        let run = try recall(["search", "budget"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("no index at"))
    }

    @Test func badInputIsReportedAndTheRestIndexed() throws {
        let data = try TemporaryDirectory()
        try data.write("{\"id\":\"t1\",\"person\":\"p\",\"person_name\":\"Ann Lee\",\"interaction_type\":\"phoneCall\",\"occurred_at\":\"2026-01-02T10:00:00+01:00\",\"raw_note\":\"Talked about the garden project and seeds.\"}\n{broken json\n", to: "touchpoints.jsonl")
        try data.write("---\ntitle: Garden plan\n---\nThe garden project needs seeds and a fence.\n", to: "notes/garden.md")
        try Data([0, 1, 2, 0, 255, 0]).write(to: data.url.appendingPathComponent("notes/blob.md"))
        let run = try recall(["index", data.url.path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("touchpoints.jsonl:2:"), "\(run.stderr)")
        #expect(run.stderr.contains("blob.md"), "\(run.stderr)")
        let search = try recall(["search", "--format", "ids", "garden project"])
        #expect(search.stdout.contains("touchpoint:t1"))
        #expect(search.stdout.contains("note:\(data.url.lastPathComponent)/notes/garden.md"))
    }

    @Test func stdinDocumentIsIndexed() throws {
        let run = try recall(["index", "-", "--kind", "note", "--title", "Call with Sam"], stdin: Data("Sam wants the kayak trip moved to June.".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let search = try recall(["search", "--format", "jsonl", "kayak trip"])
        #expect(search.jsonLines.first?["title"] as? String == "Call with Sam")
    }

    @Test func statusCountsKinds() throws {
        _ = try indexDemo()
        let run = try recall(["status"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("meetings: "))
        #expect(run.stdout.contains("embedder: hashed/"))
    }
}

/// One output format and a check that its output has that format's shape.
struct OutputFormatCase: Sendable, CustomTestStringConvertible {
    let name: String
    let check: @Sendable (String) -> Bool
    var testDescription: String { name }

    static let all: [OutputFormatCase] = [
        OutputFormatCase(name: "json") { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [[String: Any]] },
        OutputFormatCase(name: "jsonl") { $0.split(separator: "\n").count == 2 },
        OutputFormatCase(name: "tsv") { $0.hasPrefix("rank\tscore\tid\tkind") },
        OutputFormatCase(name: "csv") { $0.hasPrefix("rank,score,id,kind") },
        OutputFormatCase(name: "md") { $0.hasPrefix("1. **") },
        OutputFormatCase(name: "ids") { $0.split(separator: "\n").count == 2 && !$0.contains(" ") },
        OutputFormatCase(name: "text") { $0.hasPrefix("1. ") },
    ]
}
