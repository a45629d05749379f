import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RecallStore {
    /// Rebuilds both derived files after a command changed the index (index, forget, reindex,
    /// repair), so the next search does not pay for it. A file that cannot be rebuilt is removed
    /// rather than left stale: after `recall forget` a stale term file would still list the forgotten
    /// chunks' words. Searches rebuild a missing file, or score from SQLite when they cannot.
    /// Without a `dimension` (no embedder yet) the vector file is removed.
    public func refreshDerivedFiles(dimension: Int?) {
        if dimension.flatMap({ try? rebuildVectorFile(dimension: $0) }) == nil { unlink(vectorFilePath) }
        if (try? rebuildTermFile()) == nil { unlink(termFilePath) }
    }
}
