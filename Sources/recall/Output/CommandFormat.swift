import ArgumentParser

/// The output formats one command prints: its `--format` takes exactly these (anything else is a
/// usage error, exit 64) and its help lists exactly these.
///
/// One rule picks the format when `--format` is not given: text on a terminal; off a terminal,
/// ``offTerminal``: JSON Lines for a command that prints records one after another (`search`,
/// `get`, `people`), text for one that prints one answer or report (`ask`, `person`, `status`),
/// which a script asks for with `--format json`.
protocol CommandFormat: CaseIterable, ExpressibleByArgument, RawRepresentable where RawValue == String {
    /// The format without `--format` when stdout is not a terminal.
    static var offTerminal: Self { get }
}

extension CommandFormat {
    /// `asked`, else text on a terminal, else ``offTerminal``, as an ``OutputFormat``.
    static func resolve(_ asked: Self?) -> OutputFormat {
        let chosen = asked?.rawValue ?? (Terminal.stdoutIsTerminal ? OutputFormat.text.rawValue : offTerminal.rawValue)
        return OutputFormat(rawValue: chosen) ?? .text
    }

    /// "text, json or jsonl", for help texts.
    static var listed: String {
        let names = allCases.map(\.rawValue)
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// `search`: every result format.
enum SearchFormat: String, CommandFormat {
    case text, json, jsonl, tsv, csv, md, ids, files
    static let offTerminal = SearchFormat.jsonl
}

/// Commands that print records (`get`, `people`): text, a JSON array, or JSON Lines.
enum RecordFormat: String, CommandFormat {
    case text, json, jsonl
    static let offTerminal = RecordFormat.jsonl
}

/// Commands that print one answer or report (`ask`, `person`, `status`): text or one JSON object.
enum ReportFormat: String, CommandFormat {
    case text, json
    static let offTerminal = ReportFormat.text
}
