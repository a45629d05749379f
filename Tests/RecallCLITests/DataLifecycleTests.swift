import Foundation
import RecallTestSupport
import Testing

/// `recall get`, `export` and `forget` on the demo data, through the real binary.
@Suite(.serialized) struct DataLifecycleTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        try cli.indexDemo()
    }

    func firstID(_ query: String) throws -> String {
        let run = try cli.recall(["search", "--format", "ids", "-n", "1", query])
        return try #require(run.stdout.split(separator: "\n").first.map(String.init), "no result for \(query)")
    }

    @Test func getPrintsTheWholeSource() throws {
        let id = try firstID("vendor contract renewal")
        let run = try cli.recall(["get", "--format", "json", id])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? String == id)
        #expect((object["document"] as? [String: Any]) != nil)
        let chunks = try #require(object["chunks"] as? [[String: Any]])
        #expect(!chunks.isEmpty)
        #expect(chunks.allSatisfy { $0["vector"] == nil })
        let text = try cli.recall(["get", "--format", "text", id])
        #expect(text.stdout.contains("id: \(id)"))
        #expect(text.stdout.contains("[\(chunks[0]["field"] as? String ?? "?")]"))
    }

    @Test func getUnknownIDExitsOne() throws {
        let run = try cli.recall(["get", "note:does-not-exist.md"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no source with id note:does-not-exist.md"))
    }

    @Test func exportWritesEverySourceAndItsChunks() throws {
        let run = try cli.recall(["export", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.jsonLines
        let header = try #require(lines.first)
        #expect(header["type"] as? String == "recall-export")
        let sources = lines.dropFirst()
        #expect(sources.count == header["sources"] as? Int)
        #expect(sources.allSatisfy { $0["type"] as? String == "source" && $0["document"] is [String: Any] })
        let chunkCount = sources.reduce(0) { $0 + (($1["chunks"] as? [Any])?.count ?? 0) }
        #expect(chunkCount == header["chunks"] as? Int)
        let ids = sources.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
    }

    @Test func exportWithVectorsIncludesArraysOfTheIndexDimension() throws {
        let output = cli.folder.url.appendingPathComponent("backup.jsonl").path
        let run = try cli.recall(["export", "--vectors", "--output", output])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        let second = try #require(text.split(separator: "\n").dropFirst().first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(second.utf8)) as? [String: Any])
        let chunk = try #require((object["chunks"] as? [[String: Any]])?.first)
        #expect((chunk["vector"] as? [Double])?.count == 768)
    }

    @Test func forgetByIDRemovesItFromSearchAndCounts() throws {
        let id = try firstID("vendor contract renewal")
        let before = try cli.recall(["export"]).jsonLines.first?["chunks"] as? Int
        let run = try cli.recall(["forget", id])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "forgot \(id)\n")
        let after = try cli.recall(["export"]).jsonLines.first?["chunks"] as? Int
        #expect((after ?? .max) < (before ?? 0), "chunks before \(String(describing: before)), after \(String(describing: after))")
        #expect(try cli.recall(["get", id]).status == 1)
        let search = try cli.recall(["search", "--format", "ids", "-n", "20", "vendor contract renewal"])
        #expect(!search.stdout.contains(id))
        let again = try cli.recall(["forget", id])
        #expect(again.status == 1)
    }

    @Test func forgetByOriginRemovesTheWholeFile() throws {
        let origin = TestPaths.fixtures.appendingPathComponent("demo/touchpoints.jsonl").path
        let run = try cli.recall(["forget", "--origin", origin])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("forgot touchpoint:") })
        #expect(run.stdout.split(separator: "\n").count > 10)
        let status = try cli.recall(["status"])
        #expect(status.stdout.contains("touchpoints: 0"), "\(status.stdout)")
        let reindex = try cli.recall(["index", origin])
        #expect(reindex.stderr.contains("touchpoints"), "re-indexing the forgotten file imports it again: \(reindex.stderr)")
    }

    /// `forget` leaves no trace of the text on disk: the derived files are rebuilt (a stale term file
    /// would list the forgotten chunks' words), and the database file and its log hold none of it.
    @Test func forgottenWordsLeaveTheDerivedFiles() throws {
        let notes = try TemporaryDirectory()
        try notes.write("# Zanzibarquux plan\n\nThe zanzibarquux migration moves to the new cluster.\n", to: "secret.md")
        #expect(try cli.recall(["index", notes.url.path]).status == 0)
        let terms = URL(fileURLWithPath: cli.db + ".terms")
        let word = Data("zanzibarquux".utf8)
        #expect(try Data(contentsOf: terms).range(of: word) != nil)
        let run = try cli.recall(["forget", "--origin", notes.url.appendingPathComponent("secret.md").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: terms).range(of: word) == nil)
        for suffix in ["", "-wal", ".vectors"] {  // secure_delete, FTS5 optimize, checkpoint (TRUNCATE)
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: cli.db + suffix))) ?? Data()
            #expect(bytes.range(of: word) == nil && bytes.range(of: Data("Zanzibarquux".utf8)) == nil, "\(suffix)")
        }
        #expect(try cli.recall(["search", "zanzibarquux"]).status == 1)
        #expect(try cli.recall(["doctor"]).stdout.contains("the term file matches"))
    }

    @Test func forgetNothingExitsOne() throws {
        let run = try cli.recall(["forget", "--origin", "/nonexistent/file.ics"])
        #expect(run.status == 1)
    }
}
