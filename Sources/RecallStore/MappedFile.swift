import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped read-only (`MAP_PRIVATE`), unmapped when released: the storage under
/// ``VectorFile`` and ``TermFile``.
final class MappedFile: @unchecked Sendable {  // immutable after init; the mapping is read-only
    /// Why a file could not be mapped.
    enum Failure: Error {
        case missing, unreadable, tooShort
    }

    let base: UnsafeMutableRawPointer
    let length: Int
    /// The mapped file as `fstat` saw it when it was mapped.
    let seal: DerivedFileSeal

    /// Maps `path`, which must hold at least `minimumSize` bytes.
    init(path: String, minimumSize: Int) throws(Failure) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        let size = Int(info.st_size)
        guard size >= minimumSize else { throw .tooShort }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            throw .unreadable
        }
        base = mapped
        length = size
        seal = DerivedFileSeal(info)
    }

    deinit { munmap(base, length) }
}

/// The first page of a derived file: little-endian 64-bit words followed by a checksum of them.
enum HeaderPage {
    static let size = 4096

    /// `words` and their checksum, zero-padded to a page.
    static func encode(_ words: [UInt64]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        for (i, word) in (words + [VectorFile.checksum(words)]).enumerated() {
            withUnsafeBytes(of: word.littleEndian) { bytes.replaceSubrange(i * 8..<(i + 1) * 8, with: $0) }
        }
        return bytes
    }

    /// The first `count` words, or nil when the page is short or the checksum after them differs.
    static func decode(_ raw: UnsafeRawBufferPointer, count: Int) -> [UInt64]? {
        guard raw.count >= size else { return nil }
        let words = (0...count).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
        let body = Array(words[0..<count])
        return VectorFile.checksum(body) == words[count] ? body : nil
    }
}
