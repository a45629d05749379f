import Foundation
import RecallCore

/// Turns a file's bytes into text: UTF-8 (with or without BOM), UTF-16 with a BOM, and line by line
/// where the bytes are not valid UTF-8 (``decodeLine(_:)``), so one bad byte costs one line, not the file.
public enum TextDecoding {
    /// What decoding produced.
    public enum Outcome: Sendable, Equatable {
        /// Decoded text; `readAsLatin1` when some lines were not valid UTF-8 (each read as Latin-1, or
        /// with its bad bytes replaced when it holds UTF-8 characters too).
        case text(String, readAsLatin1: Bool)
        /// The bytes look binary (a NUL in the first 8 KiB).
        case binary
    }

    /// Decodes `data`, detecting BOMs and binary content.
    public static func decode(_ data: Data) -> Outcome {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return utf8OrLatin1(bytes[3...])
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return .text(utf16(bytes[2...], bigEndian: false), readAsLatin1: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return .text(utf16(bytes[2...], bigEndian: true), readAsLatin1: false)
        }
        if bytes.prefix(8192).contains(0) { return .binary }
        return utf8OrLatin1(bytes[...])
    }

    /// Decodes text and turns the outcome into a string or a diagnostic.
    /// Returns nil text for binary content (with an error diagnostic).
    public static func text(of data: Data, file: ImportFile) -> (text: String?, diagnostics: [Diagnostic]) {
        switch decode(data) {
        case .binary:
            return (nil, [Diagnostic(file: file.path, reason: "binary file skipped")])
        case .text(let text, let latin1):
            guard latin1 else { return (text, []) }
            let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
            let bad = lines.indices.filter { String(validating: lines[$0], as: UTF8.self) == nil }
            return (text, [invalidLines(count: bad.count, first: (bad.first ?? 0) + 1, file: file.path)])
        }
    }

    /// The warning for `count` lines that are not valid UTF-8, naming the first.
    public static func invalidLines(count: Int, first: Int, file: String) -> Diagnostic {
        let which = count == 1 ? "this line" : "\(count) lines, the first here"
        return Diagnostic(
            file: file, line: first,
            reason:
                "not valid UTF-8 (\(which)): such a line is read as Latin-1, or with its bad bytes replaced when it "
                + "holds UTF-8 characters too", severity: .warning)
    }

    /// Strict UTF-8, else line by line (``decodeLine(_:)``).
    static func utf8OrLatin1(_ bytes: ArraySlice<UInt8>) -> Outcome {
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text, readAsLatin1: false) }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        return .text(lines.map(decodeLine).joined(separator: "\n"), readAsLatin1: true)
    }

    /// One line: as UTF-8 when valid; with only its bad bytes replaced (U+FFFD) when it holds a
    /// UTF-8 character too; else as Latin-1 (an old 8-bit export: "K\u{F6}ln", never "K\u{C3}\u{B6}ln").
    public static func decodeLine(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return holdsUTF8Character(Array(bytes)) ? String(decoding: bytes, as: UTF8.self) : latin1(bytes)
    }

    /// Whether `bytes` hold at least one well-formed multi-byte UTF-8 sequence.
    static func holdsUTF8Character(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                lead >= 0xF0 && lead <= 0xF4
                ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
            if length > 0, index + length <= bytes.count,
                String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Every byte as the code point of the same value.
    public static func latin1<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    /// Windows-1252: Latin-1 with printable characters in 0x80–0x9F.
    public static func windows1252<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if (0x80...0x9F).contains(byte), let mapped = cp1252High[Int(byte - 0x80)] {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Decodes bytes in a named charset (utf-8, iso-8859-1/latin1, windows-1252/cp1252, us-ascii);
    /// unknown charsets are read as UTF-8, else Latin-1.
    public static func decode<C: Collection>(_ bytes: C, charset: String?) -> String where C.Element == UInt8 {
        switch charset?.lowercased() {
        case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "iso_8859-1":
            return latin1(bytes)
        case "windows-1252", "cp1252", "cp-1252", "win-1252":
            return windows1252(bytes)
        default:
            if let text = String(validating: Array(bytes), as: UTF8.self) { return text }
            return windows1252(bytes)
        }
    }

    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static let cp1252High: [Unicode.Scalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
        nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
    ]
}
