import Foundation

/// Decoding of vCard property values: quoted-printable to bytes, charset to text, backslash escapes.
enum VCardValue {
    /// Decodes `=XX` escapes to bytes (soft line breaks were removed by the lexer; a stray `=` is kept).
    static func quotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "="), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    /// The property's value as text: quoted-printable decoded, then read in its CHARSET
    /// (UTF-8 when absent, with a Windows-1252 fallback for bytes that are not UTF-8).
    static func text(of property: VCardProperty) -> String {
        let bytes = property.isQuotedPrintable ? quotedPrintable(property.value) : property.value
        return TextDecoding.decode(bytes, charset: property.parameter("CHARSET"))
    }

    /// Splits on an unescaped `separator` (`;` for structured values, `,` for lists) and unescapes each part.
    static func components(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append(character == separator ? character : "\\")
                if character != separator { current.append(character) }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == separator {
                parts.append(unescape(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        parts.append(unescape(current))
        return parts
    }

    /// `\n` → newline, `\,` → `,`, `\;` → `;`, `\\` → `\`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var output = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": output.append("\n")
                default: output.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        if escaping { output.append("\\") }
        return output
    }
}
