import ArgumentParser
import Foundation
import MCP

/// `recall mcp`: a Model Context Protocol server over stdio for Claude Desktop, Claude Code and other clients.
struct MCPCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the index to AI assistants over the Model Context Protocol (stdio).",
        discussion: """
            Tools: search, ask, person, get, status. The index stays open between calls. Nothing is \
            printed on stdout but protocol messages; the process ends when stdin closes.

              recall mcp
              claude mcp add recall -- recall mcp
              claude mcp add recall -- recall mcp --db ~/work.sqlite
            """)

    @OptionGroup var store: StoreOptions

    func execute() async throws -> Int32 {
        let tools = RecallTools(storeOptions: store)
        let server = Server(
            name: "recall", version: RecallVersion.current, title: "Recall",
            instructions: "Search the user's own meetings, notes, logged interactions and contacts. Use `search` or `ask` first, then `get` with a result's id to read a whole source, and `person` for someone's profile and timeline.",
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: MCPToolCatalog.tools) }
        await server.withMethodHandler(CallTool.self) { params in
            await tools.call(params.name, arguments: params.arguments ?? [:])
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
        // stdin closed: let calls already received finish and reply before leaving.
        try? await Task.sleep(nanoseconds: 50_000_000)
        while await tools.inFlight > 0 { try? await Task.sleep(nanoseconds: 10_000_000) }
        await server.stop()
        return 0
    }
}
