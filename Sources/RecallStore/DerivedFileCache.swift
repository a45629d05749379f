import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The derived files a store last opened, kept mapped for the next search of a long-running
/// process (`recall mcp`): a search then finds the Int8 rows already mapped with their page tables
/// filled (at 1M chunks, 512 MB) instead of mapping them again. A file is reused only while its
/// generation is the database's and the file on disk is still the one mapped (device, inode, size,
/// modification time); anything else opens, and so validates, it again.
final class DerivedFileCache: @unchecked Sendable {  // each field is guarded by its own lock
    /// One lock per file: a search opens both at once, one from each side.
    private let vectorLock = NSLock()
    private let termLock = NSLock()
    private var vectorFile: (file: VectorFile, identity: FileIdentity)?
    private var termFile: (file: TermFile, identity: FileIdentity)?

    /// The cached vector file when it is from `generation`, has `dimension` and is unchanged on
    /// disk, else the one `open` returns (kept for next time when it is not nil).
    func vectorFile(path: String, generation: Int64, dimension: Int, open: () -> VectorFile?) -> VectorFile? {
        vectorLock.withLock {
            let identity = FileIdentity(path)
            if let (file, seen) = vectorFile, seen == identity, file.generation == generation,
                file.dimension == dimension
            {
                return file
            }
            let opened = open()
            vectorFile = opened.flatMap { file in identity.map { (file, $0) } }
            return opened
        }
    }

    /// The cached term file when it is from `generation` and unchanged on disk, else the one `open`
    /// returns.
    func termFile(path: String, generation: Int64, open: () -> TermFile?) -> TermFile? {
        termLock.withLock {
            let identity = FileIdentity(path)
            if let (file, seen) = termFile, seen == identity, file.header.generation == generation {
                return file
            }
            let opened = open()
            termFile = opened.flatMap { file in identity.map { (file, $0) } }
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

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }
}
