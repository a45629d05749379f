import Foundation

/// Finds the line of each key in a TOML file's text, because the TOML parser does not report
/// where a value came from. Understands `[table]` headers and `key = value` / `a.b = value` lines;
/// multi-line strings and arrays are skipped over by tracking brackets and triple quotes.
struct ConfigLines {
    /// Dotted key (`embedder.model`, `sources.work.path`) or table (`sources.work`) → 1-based line.
    private(set) var lines: [String: Int] = [:]

    init(text: String) {
        var table = ""
        var inMultiline = false
        var depth = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inMultiline {
                if line.contains("\"\"\"") || line.contains("'''") { inMultiline = false }
                continue
            }
            if depth > 0 {
                depth += Self.bracketBalance(line)
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                table = Self.unquote(
                    String(line[line.index(after: line.startIndex)..<close]).trimmingCharacters(
                        in: CharacterSet(charactersIn: "[] ")))
                if lines[table] == nil { lines[table] = index + 1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = Self.unquote(String(line[..<equals]).trimmingCharacters(in: .whitespaces))
            let full = table.isEmpty ? key : table + "." + key
            if lines[full] == nil { lines[full] = index + 1 }
            let value = line[line.index(after: equals)...]
            if (value.contains("\"\"\"") && value.components(separatedBy: "\"\"\"").count == 2)
                || (value.contains("'''") && value.components(separatedBy: "'''").count == 2)
            {
                inMultiline = true
            }
            depth = max(0, Self.bracketBalance(String(value)))
        }
    }

    /// The line of `key`, or of its closest enclosing table.
    func line(of key: String) -> Int? {
        var parts = key.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let line = lines[parts.joined(separator: ".")] { return line }
            parts.removeLast()
        }
        return nil
    }

    private static func bracketBalance(_ text: String) -> Int {
        var balance = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#": return balance
            case "[": balance += 1
            case "]": balance -= 1
            default: break
            }
        }
        return balance
    }

    private static func unquote(_ key: String) -> String {
        key.split(separator: ".").map { part in
            part.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.joined(separator: ".")
    }
}
