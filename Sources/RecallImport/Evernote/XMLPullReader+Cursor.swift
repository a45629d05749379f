import Foundation

/// The byte cursor: literals, white space, names and line counting.
extension XMLPullReader {
    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
    }

    mutating func skip(past literal: StaticString, what: String) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        while index < bytes.count {
            if matches(literal) {
                index += count
                return
            }
            advance()
        }
        throw fail("a \(what) that never ends")
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
        return index > start
    }

    /// The name at `index` (empty when none starts there).
    mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    mutating func advance() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    func fail(_ reason: String) -> Failure { Failure(line: line, reason: reason) }
}
