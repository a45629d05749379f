import Foundation
import GRDB
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sequential writes to an open file descriptor, retried on `EINTR`, for the derived files (each
/// section of which starts on a 64-byte boundary).
struct FileSink {
    let fd: Int32
    /// Names the file in errors ("the term file").
    let what: String

    /// `bytes` rounded up to the next multiple of 64.
    static func align(_ bytes: Int) -> Int { (bytes + 63) & ~63 }

    func put(_ raw: UnsafeRawBufferPointer) throws {
        guard var pointer = raw.baseAddress else { return }
        var remaining = raw.count
        while remaining > 0 {
            let written = write(fd, pointer, remaining)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw RecallError(.io, "cannot write \(what) (disk full?)") }
            pointer += written
            remaining -= written
        }
    }

    func put<T>(_ values: [T]) throws {
        try values.withUnsafeBytes { try put($0) }
    }

    /// Zero bytes up to the next 64-byte boundary after a section of `bytes`.
    func pad(after bytes: Int) throws {
        let padding = Self.align(bytes) - bytes
        if padding > 0 { try put([UInt8](repeating: 0, count: padding)) }
    }

    /// Appends the first `count` bytes written to `scratch`, read back in 1 MiB pieces and added to
    /// `checksum`; with `padded`, the last piece carries the zeros up to the next 64-byte boundary.
    func append(from scratch: FileSink, count: Int, checksum: inout ChecksumState, padded: Bool) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var copied = 0
        while copied < count {
            let wanted = min(buffer.count, count - copied)
            let got = buffer.withUnsafeMutableBytes { pread(scratch.fd, $0.baseAddress, wanted, off_t(copied)) }
            guard got > 0 else { throw RecallError(.io, "cannot read the scratch copy of \(what)") }
            copied += got
            var piece = Array(buffer[0..<got])
            if padded, copied == count { piece += [UInt8](repeating: 0, count: Self.align(count) - count) }
            piece.withUnsafeBytes { checksum.add($0) }
            try put(piece)
        }
    }

    /// Writes the header page over the placeholder at the start of the file.
    func writeHeader(_ encoded: [UInt8]) throws {
        guard pwrite(fd, encoded, encoded.count, 0) == encoded.count else {
            throw RecallError(.io, "cannot write \(what)")
        }
    }
}

extension RecallStore {
    /// Writes the derived file at `target` in one read transaction (so its content and the
    /// generation it records agree): `body` gets the file and a scratch file for a section whose
    /// offset is known only at the end, both created 0600 beside `target` under a `.tmp-` name (which
    /// `doctor` lists when a kill leaves them) and removed afterwards; the file is then renamed over
    /// `target` at once.
    func writeDerivedFile<Result>(
        to target: String, what: String, _ body: (Database, FileSink, FileSink) throws -> Result
    ) throws -> Result {
        let temporary = target + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw RecallError(.io, "cannot write \(temporary)") }
        let side = open(temporary + "-side", O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
        var closed = false
        defer {
            if !closed { close(fd) }
            if side >= 0 { close(side) }
            unlink(temporary)
            unlink(temporary + "-side")
        }
        guard side >= 0 else { throw RecallError(.io, "cannot write \(temporary)-side") }
        let result = try read { db in try body(db, FileSink(fd: fd, what: what), FileSink(fd: side, what: what)) }
        closed = true
        guard close(fd) == 0, rename(temporary, target) == 0 else { throw RecallError(.io, "cannot write \(target)") }
        DerivedFileSeal(path: target)?.record(for: target)  // written here from checksummed data
        return result
    }
}
