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
    private static let lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20, tab: UInt8 = 0x09

    /// Calls `body` with each logical line (folds removed, line break stripped) and the physical line
    /// where it began. A fold is a line break followed by one space or tab, possibly after blank lines
    /// (as icalendar unfolds); a leading UTF-8 BOM is skipped; blank lines are dropped. One pass, no backtracking.
    static func unfold(_ data: Data, _ body: (_ bytes: [UInt8], _ line: Int) -> Void) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let count = bytes.count
            var index = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            var current: [UInt8] = []
            var currentLine = 1
            var physical = 1
            var hasCurrent = false
            func flush() {
                if hasCurrent && !current.allSatisfy({ $0 == space || $0 == tab || $0 == cr }) {
                    body(current, currentLine)
                }
            }
            while index < count {
                var probe = index
                var blankLines = 0
                while probe < count,
                    bytes[probe] == lf || (bytes[probe] == cr && probe + 1 < count && bytes[probe + 1] == lf)
                {
                    if bytes[probe] == lf { blankLines += 1 }
                    probe += 1
                }
                physical += blankLines
                if hasCurrent, probe < count, bytes[probe] == space || bytes[probe] == tab {
                    index = probe + 1  // a continuation: drop the fold character
                } else {
                    flush()
                    current.removeAll(keepingCapacity: true)
                    index = probe
                    currentLine = physical
                    hasCurrent = true
                }
                while index < count, bytes[index] != lf {
                    current.append(bytes[index])
                    index += 1
                }
                if index < count {
                    index += 1
                    physical += 1
                }
                if current.last == cr { current.removeLast() }
            }
            flush()
        }
    }
}

/// A cursor over one logical line's bytes that splits name, parameters and value (delimiters are ASCII).
struct ICSLineCursor {
    private let bytes: [UInt8]
    private let latin1: Bool
    private var position = 0

    private init(_ bytes: [UInt8], latin1: Bool) {
        self.bytes = bytes
        self.latin1 = latin1
    }

    /// Parses a line of text (tests and callers holding a String).
    static func parse(_ text: String, line: Int) -> ICSContentLine? {
        parse(Array(text.utf8), line: line, latin1: false)
    }

    /// Parses the line; nil when it has no name, an empty parameter name, or no `:` before the value.
    static func parse(_ bytes: [UInt8], line: Int, latin1: Bool) -> ICSContentLine? {
        var cursor = ICSLineCursor(bytes, latin1: latin1)
        return cursor.parseLine(line: line)
    }

    private static let colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";"), equals = UInt8(ascii: "=")
    private static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")

    private func text(_ range: Range<Int>) -> String {
        let slice = bytes[range]
        if latin1 { return String(decoding: slice.map { UInt16($0) }, as: UTF16.self) }
        return String(decoding: slice, as: UTF8.self)
    }

    private mutating func parseLine(line: Int) -> ICSContentLine? {
        let nameRange = readUntil { $0 == Self.semicolon || $0 == Self.colon }
        let name = text(nameRange).uppercased().icsTrimmed
        guard !name.isEmpty, position < bytes.count else { return nil }
        var parameters: [String: [String]] = [:]
        while position < bytes.count, bytes[position] == Self.semicolon {
            position += 1
            let key = text(readUntil { $0 == Self.equals || $0 == Self.semicolon || $0 == Self.colon }).uppercased()
            var values: [String] = []
            if position < bytes.count, bytes[position] == Self.equals {
                repeat {
                    position += 1
                    values.append(readParameterValue())
                } while position < bytes.count && bytes[position] == Self.comma
            }
            guard !key.isEmpty else { return nil }  // `;;` or `;=`: icalendar rejects the line
            parameters[key, default: []] += values
        }
        if position >= bytes.count && !parameters.isEmpty {
            // `NAME;PARAM=x` with no value at all: icalendar keeps it with an empty value.
            return ICSContentLine(name: name, parameters: parameters, value: "", line: line)
        }
        guard position < bytes.count, bytes[position] == Self.colon else { return nil }
        return ICSContentLine(name: name, parameters: parameters, value: text(position + 1..<bytes.count), line: line)
    }

    private mutating func readUntil(_ stop: (UInt8) -> Bool) -> Range<Int> {
        let begin = position
        while position < bytes.count, !stop(bytes[position]) { position += 1 }
        return begin..<position
    }

    private mutating func readParameterValue() -> String {
        if position < bytes.count, bytes[position] == Self.quote {
            position += 1
            let inner = text(readUntil { $0 == Self.quote })
            if position < bytes.count { position += 1 }
            // Anything after the closing quote up to the next delimiter is kept, as lenient parsers do.
            let rest = text(readUntil { $0 == Self.comma || $0 == Self.semicolon || $0 == Self.colon })
            return ICSText.unescapeParameter(inner + rest)
        }
        return ICSText.unescapeParameter(
            text(readUntil { $0 == Self.comma || $0 == Self.semicolon || $0 == Self.colon }))
    }
}

extension StringProtocol {
    /// Without surrounding ASCII spaces and tabs (cheap; no Foundation bridging).
    var icsTrimmed: String {
        let bytes = Array(self.utf8)
        guard let first = bytes.first, let last = bytes.last else { return "" }
        if first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09 { return String(self) }
        guard let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let end = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}

/// TEXT and parameter unescaping.
enum ICSText {
    /// RFC 5545 TEXT: `\n` `\N` → newline, `\,` `\;` `\\` → the character; other backslashes kept.
    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard let next = iterator.next() else {
                result.append(scalar)
                break
            }
            switch next {
            case "n", "N": result.append("\n")
            case ",", ";", "\\", ":", "\"": result.append(next)
            default:
                result.append(scalar)
                result.append(next)
            }
        }
        return String(result)
    }

    /// RFC 6868: `^n` → newline, `^'` → `"`, `^^` → `^`.
    static func unescapeParameter(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "^")) else { return text }
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "^" else {
                result.append(scalar)
                continue
            }
            guard let next = iterator.next() else {
                result.append(scalar)
                break
            }
            switch next {
            case "n": result.append("\n")
            case "'": result.append("\"")
            case "^": result.append("^")
            default:
                result.append(scalar)
                result.append(next)
            }
        }
        return String(result)
    }
}
