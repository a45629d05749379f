/// The 64-bit FNV-1a hash: stable across runs and platforms (unlike `Hasher`), for ids.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// The hash of the string's UTF-8 bytes as 16 lower-case hex digits.
    public static func hex(_ text: String) -> String { hex(bytes: text.utf8) }

    /// The hash of `bytes` as 16 lower-case hex digits.
    public static func hex<S: Sequence>(bytes: S) -> String where S.Element == UInt8 {
        let digits = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
