import ArgumentParser
import Foundation

/// `recall manual`: the man page, in troff, built from the same help text as `--help`.
///
/// argument-parser's `generate-manual` plugin needs `swift package plugin` with network-free
/// access to the plugin's own build; this command keeps the page available in every build.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print the manual page (troff) for man(1).",
        discussion: """
              recall manual > ~/.local/share/man/man1/recall.1 && man recall
              recall manual | man -l -
            """)

    func run() throws {
        print(Self.page(), terminator: "")
    }

    static func page() -> String {
        let root = Recall.configuration
        var out = ".TH RECALL 1 \"\" \"recall \(RecallVersion.current)\" \"User Commands\"\n"
        out += ".SH NAME\nrecall \\- \(escape(root.abstract))\n"
        out += ".SH SYNOPSIS\n.B recall\n[\\-\\-db \\fIpath\\fR] \\fIsubcommand\\fR [\\fIoptions\\fR]\n"
        out += ".SH DESCRIPTION\n.nf\n\(escape(root.discussion))\n.fi\n"
        out += ".SH COMMANDS\n"
        for command in root.subcommands where command.configuration.shouldDisplay {
            let name = command.configuration.commandName ?? "\(command)"
            out += ".SS \"recall \(name)\"\n.nf\n"
            out += escape(Recall.helpMessage(for: command, columns: 100)) + "\n.fi\n"
        }
        out += ".SH ENVIRONMENT\n.TP\n.B RECALL_DB\nThe index file (after \\-\\-db).\n"
        out += ".TP\n.B RECALL_CONFIG\nThe configuration file (default $XDG_CONFIG_HOME/recall/config.toml).\n"
        out += ".TP\n.B RECALL_TIMEZONE\nTime zone for dates.\n.TP\n.B NO_COLOR\nNo colour and no progress bar.\n"
        out +=
            ".SH EXIT STATUS\n.nf\n0 results printed or import succeeded\n"
            + "1 nothing matched\n64 usage or configuration error\n"
        out +=
            "65 some input was skipped\n"
            + "66 index missing, corrupt, newer, or another embedder\n130/143 interrupted\n.fi\n"
        out += ".SH FILES\n~/.config/recall/config.toml, ~/.local/share/recall/recall.sqlite\n"
        return out
    }

    /// Escapes backslashes and leading dots/quotes so help text prints literally.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").split(separator: "\n", omittingEmptySubsequences: false).map {
            line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
