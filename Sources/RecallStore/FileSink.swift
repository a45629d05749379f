import Foundation
import RecallCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sequential writes to an open file descriptor, retried on `EINTR`, for the derived files.
struct FileSink {
    let fd: Int32
    /// Names the file in errors ("the term file").
    let what: String

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
        let padding = TermFile.align(bytes) - bytes
        if padding > 0 { try put([UInt8](repeating: 0, count: padding)) }
    }
}
