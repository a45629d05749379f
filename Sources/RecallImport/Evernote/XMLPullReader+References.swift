import Foundation

/// Entity and character references: the five XML entities and numeric references to XML characters.
extension XMLPullReader {
    /// The text of a `.text` range with entity and character references resolved.
    func decodeText(_ range: Range<Int>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == UInt8(ascii: "&"),
                let end = bytes[i..<range.upperBound].prefix(16).firstIndex(of: UInt8(ascii: ";")),
                let scalar = Self.entityValue(bytes[(i + 1)..<end])
            {
                output.append(contentsOf: String(Character(scalar)).utf8)
                i = end + 1
            } else {
                output.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `amp`, `lt`, `gt`, `quot`, `apos`, `#NNN`, `#xHHH` (a valid XML character), else nil.
    static func entityValue(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let text where text.hasPrefix("#x"): return characterReference(text.dropFirst(2), radix: 16)
        case let text where text.hasPrefix("#"): return characterReference(text.dropFirst(), radix: 10)
        default: return nil
        }
    }

    static func characterReference(_ digits: Substring, radix: Int) -> Unicode.Scalar? {
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: radix),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        let allowed =
            value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
        return allowed ? scalar : nil
    }
}
