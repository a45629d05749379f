import Foundation
import RecallTestSupport
import Testing

/// `recall mcp`: a real JSON-RPC session over stdio against the demo index.
@Suite(.serialized) struct MCPServerTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        try cli.indexDemo()
    }

    func session() throws -> MCPSession {
        let binary = try #require(CLIHarness.binary, "build recall first")
        let session = try MCPSession(binary: binary, arguments: ["--db", cli.db], environment: cli.environment)
        try session.request(1, "initialize", [
            "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
            "clientInfo": ["name": "recall-tests", "version": "1"],
        ])
        let initialized = try #require(session.reply(1))
        let info = (initialized["result"] as? [String: Any])?["serverInfo"] as? [String: Any]
        #expect(info?["name"] as? String == "recall")
        try session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return session
    }

    func call(_ session: MCPSession, id: Int, _ name: String, _ arguments: [String: Any]) throws -> (json: Any?, isError: Bool, text: String) {
        try session.request(id, "tools/call", ["name": name, "arguments": arguments])
        return try #require(session.reply(id), "no reply to \(name)").toolResult
    }

    @Test func listsFiveToolsWithSchemas() throws {
        let session = try session()
        try session.request(2, "tools/list")
        let tools = try #require(((session.reply(2)?["result"] as? [String: Any])?["tools"]) as? [[String: Any]])
        #expect(tools.compactMap { $0["name"] as? String }.sorted() == ["ask", "get", "person", "search", "status"])
        for tool in tools {
            let schema = tool["inputSchema"] as? [String: Any]
            #expect(schema?["type"] as? String == "object", "\(tool["name"] ?? "?")")
        }
        let search = tools.first { $0["name"] as? String == "search" }?["inputSchema"] as? [String: Any]
        #expect((search?["required"] as? [String]) == ["query"])
        #expect(session.finish() == 0)
    }

    @Test func everyToolAnswersOnOneOpenStore() throws {
        let session = try session()
        let search = try call(session, id: 10, "search", ["query": "vendor contract renewal", "limit": 2, "kind": "meeting"])
        #expect(!search.isError, "\(search.text)")
        let results = try #require((search.json as? [String: Any])?["results"] as? [[String: Any]])
        #expect((1...2).contains(results.count))
        #expect(results.allSatisfy { $0["kind"] as? String == "meeting" && $0["rank"] != nil && $0["id"] != nil })

        let ask = try call(session, id: 11, "ask", ["question": "what did we decide about the budget", "since": "2026-01-01"])
        #expect(!ask.isError, "\(ask.text)")
        let answer = try #require(ask.json as? [String: Any])
        #expect((answer["evidence"] as? [Any])?.isEmpty == false)
        #expect((answer["text"] as? String)?.contains("Sources:") == true)

        // The same answers as `recall ask`: the people gone quiet, and a person's card first.
        let quiet = try call(session, id: 20, "ask", ["question": "who haven't I talked to in a while"])
        let listed = try #require(quiet.json as? [String: Any])
        #expect(listed["quiet_days"] as? Int == 30 && (listed["people"] as? [Any])?.isEmpty == false, "\(quiet.text)")
        let who = try call(session, id: 21, "ask", ["question": "who is my manager"])
        let first = ((who.json as? [String: Any])?["evidence"] as? [[String: Any]])?.first
        #expect(first?["kind"] as? String == "person" && first?["title"] as? String == "Olivia Grant", "\(who.text)")

        let id = try #require(results.first?["id"] as? String)
        let get = try call(session, id: 12, "get", ["id": id])
        #expect(!get.isError, "\(get.text)")
        #expect((get.json as? [String: Any])?["id"] as? String == id)
        #expect(((get.json as? [String: Any])?["chunks"] as? [Any])?.isEmpty == false)

        let person = try call(session, id: 13, "person", ["name": "Sarah Chen", "limit": 3])
        #expect(!person.isError, "\(person.text)")
        let profile = try #require(person.json as? [String: Any])
        #expect(profile["name"] as? String == "Sarah Chen")
        let timeline = try #require(profile["timeline"] as? [[String: Any]])
        #expect(timeline.count == 3)
        let dates = timeline.compactMap { $0["date"] as? String }
        #expect(dates == dates.sorted(by: >), "newest first")

        let status = try call(session, id: 14, "status", [:])
        let counts = (status.json as? [String: Any])?["sources"] as? [String: Int]
        #expect(counts?["meeting"] == 81)
        #expect(session.finish() == 0)
    }

    @Test(arguments: [
        ("get", ["id": "note:no-such-note.md"], "no source with id"),
        ("search", ["query": "budget", "limit": "ten"], "'limit' must be an integer"),
        ("search", ["limit": 3], "'query' is required"),
        ("search", ["query": "budget", "since": "last week"], "'since' must be a date"),
        ("search", ["query": "budget", "kind": "email"], "unknown kind 'email'"),
        ("person", ["name": "Nobody Atall"], "no single person matches"),
        ("teleport", [:], "unknown tool 'teleport'"),
    ] as [(String, [String: any Sendable], String)])
    func failuresAreToolErrors(tool: String, arguments: [String: any Sendable], message: String) throws {
        let session = try session()
        let result = try call(session, id: 20, tool, arguments)
        #expect(result.isError)
        #expect(result.text.contains(message), "\(result.text)")
        #expect(session.finish() == 0)
    }

    @Test func missingIndexIsAToolErrorNotACrash() throws {
        let binary = try #require(CLIHarness.binary)
        let missing = cli.folder.url.appendingPathComponent("absent.sqlite").path
        let session = try MCPSession(binary: binary, arguments: ["--db", missing], environment: cli.environment)
        try session.request(1, "initialize", ["protocolVersion": "2025-06-18", "capabilities": [String: Any](), "clientInfo": ["name": "t", "version": "1"]])
        _ = session.reply(1)
        let result = try call(session, id: 2, "status", [:])
        #expect(result.isError)
        #expect(result.text.contains("no index at"))
        #expect(session.finish() == 0)
    }
}
