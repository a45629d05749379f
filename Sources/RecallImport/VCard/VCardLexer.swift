import Foundation

/// One content line of a vCard: `group.NAME;PARAM=value:VALUE`, with the value still as raw bytes.
struct VCardProperty {
    /// The physical line (1-based) where the property starts.
    var line: Int
    /// Upper-cased name without its group.
    var name: String
    /// Upper-cased parameter names → values (bare 2.1 parameters land under TYPE or ENCODING).
    var parameters: [String: [String]]
    var value: [UInt8]

    func parameter(_ key: String) -> String? { parameters[key]?.first }

    /// Whether the value is quoted-printable.
    var isQuotedPrintable: Bool { parameters["ENCODING"]?.contains { $0.uppercased() == "QUOTED-PRINTABLE" } ?? false }

    /// Whether the value is base64 (`ENCODING=b`, `ENCODING=BASE64`, bare `BASE64`).
    var isBase64: Bool { parameters["ENCODING"]?.contains { ["B", "BASE64"].contains($0.uppercased()) } ?? false }
}

/// Splits vCard bytes into unfolded content lines, byte by byte (so quoted-printable can be decoded
/// to bytes before any charset is applied).
///
/// Unfolding: a line starting with a space or tab continues the previous one (one whitespace byte
/// dropped); a quoted-printable value ending in `=` continues on the next line (vCard 2.1 soft break).
struct VCardLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var lineNumber = 0
    private var pending: (line: Int, bytes: ArraySlice<UInt8>)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        pending = nextPhysicalLine()
    }

    /// The next unfolded content line and the physical line it starts on; nil at the end.
    mutating func nextLogicalLine() -> (line: Int, bytes: [UInt8])? {
        guard let first = pending else { return nil }
        var logical = Array(first.bytes)
        pending = nextPhysicalLine()
        let quotedPrintable = VCardLexer.isQuotedPrintableLine(logical)
        while let next = pending {
            if quotedPrintable, logical.last == UInt8(ascii: "=") {
                logical.removeLast()
                var continuation = next.bytes
                if let byte = continuation.first, byte == 32 || byte == 9 { continuation = continuation.dropFirst() }
                logical += continuation
            } else if let byte = next.bytes.first, byte == 32 || byte == 9 {
                logical += next.bytes.dropFirst()
            } else {
                break
            }
            pending = nextPhysicalLine()
        }
        return (first.line, logical)
    }

    /// The next line without its CR/LF terminator.
    private mutating func nextPhysicalLine() -> (line: Int, bytes: ArraySlice<UInt8>)? {
        guard position < bytes.count else { return nil }
        lineNumber += 1
        let start = position
        while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
        let line = bytes[start..<position]
        if position < bytes.count, bytes[position] == 13 { position += 1 }
        if position < bytes.count, bytes[position] == 10 { position += 1 }
        return (lineNumber, line)
    }

    /// Whether the name-and-parameters part of a raw line mentions QUOTED-PRINTABLE.
    static func isQuotedPrintableLine(_ line: [UInt8]) -> Bool {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let head = String(decoding: line[..<colon], as: UTF8.self).uppercased()
        return head.contains("QUOTED-PRINTABLE")
    }

    /// Parses a content line into a property; nil for a line without a colon.
    static func property(_ line: [UInt8], number: Int) -> VCardProperty? {
        var inQuotes = false
        var colon: Int?
        for (index, byte) in line.enumerated() {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if byte == UInt8(ascii: ":"), !inQuotes {
                colon = index
                break
            }
        }
        guard let colon else { return nil }
        let head = String(decoding: line[..<colon], as: UTF8.self)
        var parts = splitUnquoted(head, on: ";")
        guard !parts.isEmpty else { return nil }
        var name = parts.removeFirst().trimmingCharacters(in: .whitespaces).uppercased()
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard !name.isEmpty else { return nil }
        var parameters: [String: [String]] = [:]
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard let first = pair.first else { continue }
            let key = first.trimmingCharacters(in: .whitespaces).uppercased()
            if pair.count == 1 {
                let bucket = ["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"].contains(key) ? "ENCODING" : "TYPE"
                parameters[bucket, default: []].append(key)
            } else {
                let values = splitUnquoted(String(pair[1]), on: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                }
                parameters[key, default: []] += values
            }
        }
        return VCardProperty(line: number, name: name, parameters: parameters, value: Array(line[(colon + 1)...]))
    }

    /// Splits on `separator` outside double quotes.
    static func splitUnquoted(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        for character in text {
            if character == "\"" { inQuotes.toggle() }
            if character == separator, !inQuotes {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
