import Foundation

/// FNV-1a 64-bit: a stable hash, identical in every process (unlike Swift's seeded `Hasher`).
public struct FNV1a: Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value: UInt64

    public init(seed: UInt64 = FNV1a.offsetBasis) { value = seed }

    @inline(__always)
    public mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* FNV1a.prime
    }

    /// Adds a Unicode scalar as its four little-endian bytes (fixed width keeps n-grams unambiguous).
    @inline(__always)
    public mutating func add(scalar: UInt32) {
        add(byte: UInt8(truncatingIfNeeded: scalar))
        add(byte: UInt8(truncatingIfNeeded: scalar >> 8))
        add(byte: UInt8(truncatingIfNeeded: scalar >> 16))
        add(byte: UInt8(truncatingIfNeeded: scalar >> 24))
    }

    /// The hash of a whole string's UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        for byte in text.utf8 { hasher.add(byte: byte) }
        return hasher.value
    }

    /// The hash of raw bytes.
    public static func hash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hasher = FNV1a()
            for byte in raw { hasher.add(byte: byte) }
            return hasher.value
        }
    }

    /// The hash of any byte sequence.
    public static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hasher = FNV1a()
        for byte in bytes { hasher.add(byte: byte) }
        return hasher.value
    }

    /// The hash of `bytes` as 16 lower-case hex digits.
    public static func hex<S: Sequence>(bytes: S) -> String where S.Element == UInt8 {
        padded(hash(bytes))
    }

    static func padded(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Lower-case hex of the string's hash, zero-padded to 16 digits,, for stable derived ids.
    public static func hex(_ text: String) -> String {
        padded(hash(text))
    }

    /// Lower-case hex of the bytes' hash.
    public static func hex(_ data: Data) -> String {
        padded(hash(data))
    }
}
