import Foundation

/// One unfolded content line: `NAME;PARAM=value:VALUE`, with the line number where it started.
struct ICSContentLine: Sendable {
    var name: String
    var parameters: [String: [String]]
    var value: String
    var line: Int

    /// The first value of a parameter (names are upper-cased).
    func parameter(_ key: String) -> String? { parameters[key]?.first }
}

/// Splits raw bytes into unfolded logical lines before decoding, so a fold inside a
/// UTF-8 multibyte character is rejoined correctly.
struct ICSLineSplitter {
    /// A logical line's bytes and the physical line where it began.
    struct RawLine { var bytes: [UInt8]; var line: Int }

    /// Unfolds CRLF / LF line breaks followed by a space or a tab; strips a leading UTF-8 BOM.
    static func unfold(_ data: Data) -> [RawLine] {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var result: [RawLine] = []
        var current: [UInt8] = []
        var currentLine = 1
        var physical = 1
        var index = 0
        var lineStart = true
        var hasCurrent = false
        while index < bytes.count {
            let byte = bytes[index]
            if lineStart && hasCurrent {
                // A fold: one space or tab after the break, possibly after blank lines (as icalendar unfolds).
                var probe = index
                var blankLines = 0
                while probe < bytes.count, bytes[probe] == 0x0A || (bytes[probe] == 0x0D && probe + 1 < bytes.count && bytes[probe + 1] == 0x0A) {
                    if bytes[probe] == 0x0A { blankLines += 1 }
                    probe += 1
                }
                if probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 {
                    physical += blankLines
                    index = probe + 1
                    lineStart = false
                    continue
                }
            }
            if lineStart {
                if hasCurrent { result.append(RawLine(bytes: current, line: currentLine)) }
                current.removeAll(keepingCapacity: true)
                currentLine = physical
                hasCurrent = true
                lineStart = false
            }
            if byte == 0x0A {
                if current.last == 0x0D { current.removeLast() }
                physical += 1
                lineStart = true
            } else {
                current.append(byte)
            }
            index += 1
        }
        if hasCurrent { result.append(RawLine(bytes: current, line: currentLine)) }
        return result.filter { !$0.bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
    }

    /// Decodes every line as UTF-8; when any line is not valid UTF-8, the whole file is read as Latin-1.
    static func decode(_ lines: [RawLine]) -> (lines: [(String, Int)], usedLatin1: Bool) {
        var decoded: [(String, Int)] = []
        decoded.reserveCapacity(lines.count)
        for raw in lines {
            guard let text = String(validating: raw.bytes, as: UTF8.self) else {
                let latin = lines.map { (String(decoding: $0.bytes.map { UInt16($0) }, as: UTF16.self), $0.line) }
                return (latin, true)
            }
            decoded.append((text, raw.line))
        }
        return (decoded, false)
    }
}

/// A cursor over one logical line that splits name, parameters and value.
struct ICSLineCursor {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Parses the line; nil when it has no `:` separating name and value.
    static func parse(_ text: String, line: Int) -> ICSContentLine? {
        var cursor = ICSLineCursor(text)
        return cursor.parseLine(line: line)
    }

    private mutating func parseLine(line: Int) -> ICSContentLine? {
        let name = readUntil { $0 == ";" || $0 == ":" }
        guard !name.isEmpty, position < scalars.count else { return nil }
        var parameters: [String: [String]] = [:]
        while position < scalars.count, scalars[position] == ";" {
            position += 1
            let key = readUntil { $0 == "=" || $0 == ";" || $0 == ":" }.uppercased()
            var values: [String] = []
            if position < scalars.count, scalars[position] == "=" {
                repeat {
                    position += 1
                    values.append(readParameterValue())
                } while position < scalars.count && scalars[position] == ","
            }
            guard !key.isEmpty else { return nil }  // `;;` or `;=`: icalendar rejects the line
            parameters[key, default: []] += values
        }
        if position >= scalars.count && !parameters.isEmpty {
            // `NAME;PARAM=x` with no value at all: icalendar keeps it with an empty value.
            return ICSContentLine(name: name.uppercased().trimmingCharacters(in: .whitespaces), parameters: parameters, value: "", line: line)
        }
        guard position < scalars.count, scalars[position] == ":" else { return nil }
        position += 1
        var value = String.UnicodeScalarView()
        value.append(contentsOf: scalars[position...])
        return ICSContentLine(
            name: name.uppercased().trimmingCharacters(in: .whitespaces), parameters: parameters,
            value: String(value), line: line)
    }

    private mutating func readUntil(_ stop: (Unicode.Scalar) -> Bool) -> String {
        var text = String.UnicodeScalarView()
        while position < scalars.count, !stop(scalars[position]) {
            text.append(scalars[position])
            position += 1
        }
        return String(text)
    }

    private mutating func readParameterValue() -> String {
        if position < scalars.count, scalars[position] == "\"" {
            position += 1
            let text = readUntil { $0 == "\"" }
            if position < scalars.count { position += 1 }
            // Anything after the closing quote up to the next delimiter is kept, as lenient parsers do.
            return ICSText.unescapeParameter(text + readUntil { $0 == "," || $0 == ";" || $0 == ":" })
        }
        return ICSText.unescapeParameter(readUntil { $0 == "," || $0 == ";" || $0 == ":" })
    }
}

/// TEXT and parameter unescaping.
enum ICSText {
    /// RFC 5545 TEXT: `\n` `\N` → newline, `\,` `\;` `\\` → the character; other backslashes kept.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else { result.append(scalar); continue }
            guard let next = iterator.next() else { result.append(scalar); break }
            switch next {
            case "n", "N": result.append("\n")
            case ",", ";", "\\", ":", "\"": result.append(next)
            default: result.append(scalar); result.append(next)
            }
        }
        return String(result)
    }

    /// RFC 6868: `^n` → newline, `^'` → `"`, `^^` → `^`.
    static func unescapeParameter(_ text: String) -> String {
        guard text.contains("^") else { return text }
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "^" else { result.append(scalar); continue }
            guard let next = iterator.next() else { result.append(scalar); break }
            switch next {
            case "n": result.append("\n")
            case "'": result.append("\"")
            case "^": result.append("^")
            default: result.append(scalar); result.append(next)
            }
        }
        return String(result)
    }
}
