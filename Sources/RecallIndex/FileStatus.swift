import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's size and modification time from one `stat` (a symbolic link's target's, so a linked
/// file that changes is re-read), with the values `FileManager.attributesOfItem` reports for a
/// regular file (`.size`, `.modificationDate.timeIntervalSince1970`), so stamps written by either
/// compare equal. `attributesOfItem` also looks up the owner's and group's names, reading
/// `/etc/passwd` and `/etc/group` for every file.
public enum FileStatus {
    /// Size in bytes and modification time in seconds since 1970, or nil when `path` cannot be read.
    public static func sizeAndModified(_ path: String) -> (size: Int64, modified: Double)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        // Foundation's own conversion: seconds and nanoseconds to a reference-date interval and back.
        let date = Date(
            timeIntervalSinceReferenceDate: Double(time.tv_sec) - Date.timeIntervalBetween1970AndReferenceDate
                + Double(time.tv_nsec) / 1_000_000_000.0)
        return (Int64(info.st_size), date.timeIntervalSince1970)
    }
}
