import Foundation
import RecallTestSupport
import Testing

/// `get`, `export` and the MCP `get` tool print sources in the documented public schema: a
/// `schema` field, plain keys, ISO-8601 dates, never the store's Swift coding (`_0`, `content`).
@Suite(.serialized) struct PublicJSONTests {
    static let cli: CLIHarness = {
        let cli = try! CLIHarness()  // a temporary folder
        try? cli.indexDemo()
        return cli
    }()

    /// The document keys of each kind, as the README documents them.
    static let documentKeys: [String: Set<String>] = [
        "meeting": ["uid", "start", "end", "location", "description", "attendees", "organizer", "cancelled", "occurrence"],
        "note": ["body", "tags", "people"],
        "touchpoint": ["person", "interaction", "note", "summary", "mentioned_people"],
        "person": ["id", "name", "aliases", "emails", "organization", "job_title", "phones", "birthday", "note", "facts"],
    ]

    /// Every key at any depth of `value`.
    static func keys(_ value: Any) -> [String] {
        if let object = value as? [String: Any] { return object.keys + object.values.flatMap(keys) }
        if let array = value as? [Any] { return array.flatMap(keys) }
        return []
    }

    /// A day or a UTC instant in ISO-8601.
    static func isISO(_ text: String) -> Bool {
        text.wholeMatch(of: /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?/) != nil
    }

    /// The first id of `kind` that search finds for `query`.
    static func id(_ kind: String, _ query: String) throws -> String {
        let run = try cli.recall(["search", "--format", "ids", "--kind", kind, "--no-understanding", query])
        return try #require(run.stdout.split(separator: "\n").first.map(String.init), "\(run.stderr)")
    }

    static func checkSource(_ object: [String: Any]) {
        #expect(object["schema"] as? String == "recall.source/1")
        let kind = object["kind"] as? String ?? ""
        let document = object["document"] as? [String: Any] ?? [:]
        #expect(Set(document.keys) == documentKeys[kind], "\(kind): \(document.keys.sorted())")
        let all = keys(object)
        #expect(!all.contains { $0.hasPrefix("_") || $0 == "content" || $0.contains(where: \.isUppercase) }, "\(all)")
        if let date = object["date"] as? String { #expect(isISO(date), "\(date)") }
        if let start = document["start"] { #expect((start as? String).map(isISO) == true, "\(start)") }
    }

    @Test(arguments: [("meeting", "vendor contract"), ("note", "budget"), ("touchpoint", "call"), ("person", "engineer")])
    func getPrintsThePublicSchema(kind: String, query: String) throws {
        let id = try Self.id(kind, query)
        let run = try Self.cli.recall(["get", "--format", "json", id])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == kind)
        Self.checkSource(object)
    }

    @Test func exportPrintsThePublicSchema() throws {
        let run = try Self.cli.recall(["export"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.jsonLines
        let header = try #require(lines.first)
        #expect(header["schema"] as? String == "recall.export/2" && header["version"] as? Int == 2)
        #expect(lines.count == 1 + 153)
        for source in lines.dropFirst() { Self.checkSource(source) }
    }

    @Test func theMCPToolPrintsWhatGetPrints() throws {
        let id = try Self.id("meeting", "vendor contract")
        let get = try Self.cli.recall(["get", "--format", "json", id])
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(get.stdout.utf8)) as? NSDictionary)
        let binary = try #require(CLIHarness.binary)
        let session = try MCPSession(binary: binary, arguments: ["--db", Self.cli.db], environment: Self.cli.environment)
        try session.request(1, "initialize", [
            "protocolVersion": "2025-06-18", "capabilities": [String: Any](), "clientInfo": ["name": "t", "version": "1"],
        ])
        _ = session.reply(1)
        try session.request(2, "tools/call", ["name": "get", "arguments": ["id": id]])
        let result = try #require(session.reply(2)).toolResult
        #expect(!result.isError, "\(result.text)")
        #expect((result.json as? NSDictionary) == expected)
        #expect(session.finish() == 0)
    }
}
