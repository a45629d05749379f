import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process is attached to, and safe printing.
enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Whether stdout gets colour: `--color always` or `never` when given; else (`auto`) only on
    /// a terminal, never with `NO_COLOR` set or `TERM=dumb`.
    static var useColor: Bool {
        switch ColorChoice.current {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            return stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
    }

    /// Writes one line to stderr, its control characters escaped (``singleLine(_:)``): diagnostics
    /// name files and reasons taken from input, which may hold any byte.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((singleLine(line) + "\n").utf8))
    }

    /// Makes text from input safe to print: every C0 control but newline and tab, DEL and every C1
    /// control (U+0080–U+009F: U+009B is CSI) is written as a visible escape, `\u{1B}`, so a
    /// hostile note or file name cannot move the cursor, retitle the window or hide text, and the
    /// reader still sees what was there.
    static func sanitize(_ text: String) -> String {
        escape(text) { $0 == 0x0A || $0 == 0x09 }
    }

    /// ``sanitize(_:)`` for one line: newline, carriage return and tab are escaped too (`\n`,
    /// `\r`, `\t`), so a value from input (a path, an id, a title) cannot break a line-based output.
    static func singleLine(_ text: String) -> String {
        escape(text) { _ in false }
    }

    /// Whether a scalar is a control character ``escape(_:keeping:)`` rewrites.
    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    private static func escape(_ text: String, keeping: (UInt32) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0.value) && !keeping($0.value) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar.value), !keeping(scalar.value) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Escapes DEL and C1 controls (U+007F–U+009F) in serialized JSON as `\u00XX`, which
    /// JSONSerialization leaves raw; the data is unchanged for a JSON reader, but a terminal
    /// showing the JSON cannot take them as escape sequences (U+009B is CSI).
    static func escapeJSONControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                result += "\\u00" + String(scalar.value, radix: 16)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    static func dim(_ text: String) -> String { useColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
