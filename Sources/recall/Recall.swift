import ArgumentParser
import RecallCore
import RecallSearch

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
            IndexCommand.self, ReindexCommand.self, SearchCommand.self, AskCommand.self, PeopleCommand.self,
            StatusCommand.self, GetCommand.self, ExportCommand.self, ForgetCommand.self, ConfigCommand.self,
            MCPCommand.self, DoctorCommand.self, ManualCommand.self, ICSExpandCommand.self, BenchCommand.self,
            PersonCommand.self,
        ])

    /// Parses with global options (`--db`) accepted before the subcommand too.
    static func main() async {
        PhaseTrace.mark("main")
        BLASThreads.useCallingThread()
        let arguments = GlobalOptionHoisting.reorder(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot(arguments)
            PhaseTrace.mark("parse-arguments")
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// Moves `--db PATH` given before the subcommand name to just after it, so both
/// `recall --db X search q` and `recall search --db X q` work.
enum GlobalOptionHoisting {
    static let globalOptions: Set<String> = ["--db"]

    static func reorder(_ arguments: [String]) -> [String] {
        var hoisted: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if rest.isEmpty, globalOptions.contains(argument), index + 1 < arguments.count {
                hoisted += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if rest.isEmpty, let name = argument.split(separator: "=").first, globalOptions.contains(String(name)),
                argument.contains("=")
            {
                hoisted.append(argument)
                index += 1
                continue
            }
            rest.append(argument)
            index += 1
        }
        guard let subcommand = rest.first, !subcommand.hasPrefix("-") else { return hoisted + rest }
        return [subcommand] + hoisted + Array(rest.dropFirst())
    }
}

/// The version printed by `recall --version`.
enum RecallVersion {
    static let current = "0.1.0"
}
