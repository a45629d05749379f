/// HTML character references: the XML five, numeric ones and the common named ones in web clips.
enum ENMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "mdash": "—", "ndash": "–",
        "hellip": "…", "rsquo": "’", "lsquo": "‘", "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®",
        "trade": "™", "bull": "•", "middot": "·", "euro": "€", "pound": "£", "laquo": "«", "raquo": "»",
        "times": "×", "deg": "°", "zwnj": "", "zwj": "", "shy": "",
    ]

    /// Decodes the reference at `index` (which is `&`) and moves past it; a lone `&` is kept as is.
    static func decode(_ bytes: [UInt8], at index: inout Int) -> [UInt8] {
        let start = index + 1
        var end = start
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";"),
            isReferenceByte(bytes[end])
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start else {
            index += 1
            return [UInt8(ascii: "&")]
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        var decoded: String?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else if name.hasPrefix("#") {
            decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else {
            decoded = named[name]
        }
        guard let decoded else {
            index += 1
            return [UInt8(ascii: "&")]
        }
        index = end + 1
        return Array(decoded.utf8)
    }

    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 35
    }
}
