import ArgumentParser
import Foundation

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
        // A client that goes away closes our stdout: writes then fail quietly instead of killing us.
        signal(SIGPIPE, SIG_IGN)
        await MCPServer(tools: RecallTools(storeOptions: store)).run()
        return 0
    }
}
