import Foundation

/// The stable on-disk vector format: D little-endian IEEE-754 Float64 values, no header.
public enum VectorCodec {
    /// Encodes a vector as little-endian Float64 bytes.
    public static func encode(_ vector: [Double]) -> Data {
        var data = Data(count: vector.count * 8)
        data.withUnsafeMutableBytes { raw in
            for (i, value) in vector.enumerated() {
                raw.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: i * 8, as: UInt64.self)
            }
        }
        return data
    }

    /// Decodes little-endian Float64 bytes; nil when the length is not a multiple of 8.
    public static func decode(_ data: Data) -> [Double]? {
        guard data.count % 8 == 0 else { return nil }
        return data.withUnsafeBytes { raw in
            (0..<(data.count / 8)).map {
                Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)))
            }
        }
    }

    /// Copies little-endian Float64 bytes into `destination` (which must hold `bytes.count / 8` values).
    public static func decode(_ bytes: UnsafeRawBufferPointer, into destination: UnsafeMutablePointer<Double>) {
        let count = bytes.count / 8
        #if _endian(little)
            if let base = bytes.baseAddress { memcpy(destination, base, count * 8) }
        #else
            for i in 0..<count {
                destination[i] = Double(
                    bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)))
            }
        #endif
    }
}
