import ArgumentParser

/// The `recall` command: configures nothing but its subcommands.
@main
struct Recall: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recall",
        abstract: "On-device semantic search over your meetings, notes, touchpoints and people.",
        discussion: """
            Index exports once, then ask. Everything stays on this machine unless you configure a \
            remote embedder or ask for a Claude summary.

              recall index ~/exports/calendar.ics ~/notes
              recall search "vendor contract renewal"
              recall ask "what did I discuss with Sarah in August"
            """,
        version: RecallVersion.current,
        subcommands: [
            IndexCommand.self, SearchCommand.self, AskCommand.self, PeopleCommand.self,
            StatusCommand.self,
        ])
}

/// The version printed by `recall --version`.
enum RecallVersion {
    static let current = "0.1.0"
}
