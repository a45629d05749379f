import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The derived files a store last opened, kept mapped for the next search of a long-running
/// process (`recall mcp`): a search then finds the Int8 rows already mapped with their page tables
/// filled (at 1M chunks, 512 MB) instead of mapping them again. A file is reused only while it is
/// current for the database and the file on disk is still the one mapped (device, inode, size,
/// modification and change time); anything else opens, and so validates, it again.
struct DerivedFileCache: Sendable {
    /// One slot (and lock) per file: a search opens both at once, one from each side.
    let vectors = CachedMapping<VectorFile>()
    let terms = CachedMapping<TermFile>()
}

/// One cached derived file.
final class CachedMapping<File: AnyObject & Sendable>: @unchecked Sendable {  // `cached` is guarded by `lock`
    private let lock = NSLock()
    private var cached: (file: File, identity: FileIdentity)?

    /// The cached file when `isCurrent` accepts it and `path` still names the same file, else the
    /// one `open` returns (kept for next time when it is not nil).
    func file(path: String, isCurrent: (File) -> Bool, open: () -> File?) -> File? {
        lock.withLock {
            let identity = FileIdentity(path)
            if let (file, seen) = cached, seen == identity, isCurrent(file) { return file }
            let opened = open()
            cached = opened.flatMap { file in identity.map { (file, $0) } }
            return opened
        }
    }
}

/// What `stat` says identifies a file's current content well enough to reuse a mapping of it.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    /// Moved by any write, truncation or rename; no user tool can set it back.
    var changed: Int64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}
