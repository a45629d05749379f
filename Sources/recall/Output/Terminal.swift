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

    /// Colour only on a terminal and when `NO_COLOR` is unset.
    static var useColor: Bool {
        stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Writes one line to stderr.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Neutralizes terminal control sequences inside indexed text (ESC, C0/C1 controls except
    /// newline and tab become visible `\u{…}`-free placeholders), so a hostile note cannot
    /// move the cursor, retitle the window or hide text.
    static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09: result.append(scalar)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
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
