import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A note beside a derived file (`<file>.verified`, 0600) that its whole content matched its
/// checksums, for the file as `fstat` last saw it: device, inode, size, modification and change
/// time. The change time is the kernel's: any write, truncation or rename of the file moves it and
/// no user tool can set it back, so a file changed after it was sealed is verified again.
///
/// Checking every byte of a vector file costs about as much as a search (at 42k chunks some 160 MB),
/// so a search verifies a file whole only when its seal does not match: once after it is written
/// (the writer seals what it wrote) or damaged. Where the seal cannot be written (a read-only
/// folder) every open verifies.
struct DerivedFileSeal: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    /// The seal of the file at `path` as it is now, or nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    static func sealPath(of file: String) -> String { file + ".verified" }

    var line: String { "recall-verified 1 \(device) \(inode) \(size) \(modified) \(changed)\n" }

    /// Whether the seal written beside `file` is this one.
    func isRecorded(for file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: Self.sealPath(of: file)) else { return false }
        return String(decoding: data, as: UTF8.self) == line
    }

    /// Writes this seal beside `file` (a temporary file renamed into place); failures are ignored:
    /// the file is then verified again next time.
    func record(for file: String) {
        let target = Self.sealPath(of: file)
        let temporary = target + ".tmp-\(getpid())"
        let fd = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(line.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != bytes.count || rename(temporary, target) != 0 { unlink(temporary) }
    }

    /// Removes the seal beside `file`.
    static func remove(for file: String) { unlink(sealPath(of: file)) }
}
