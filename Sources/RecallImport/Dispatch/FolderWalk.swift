import Foundation
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recall's one folder walk (the CLI's `recall index FOLDER` and ``SourceScanner`` both use it).
///
/// Hidden entries (a leading dot) are skipped. A symbolic link is followed when it leads out of
/// the folder: a linked file is read under the link's path, a linked folder is walked (each real
/// folder once, so links cannot loop). A link that leads back into the folder is not followed,
/// since what it points at is read under its own path, nor is one to a folder that holds the walked
/// folder, and a broken link is reported; each such link gets one diagnostic.
public enum FolderWalk {
    /// The files found and what was said about links.
    public struct Walk: Sendable {
        /// Paths of the files to read, sorted.
        public var files: [String] = []
        /// One line per symbolic link not followed (a warning) or broken (an error).
        public var diagnostics: [Diagnostic] = []
    }

    /// The files under the folder `root`, sorted. One `readdir` per folder and no `stat` per file
    /// (only where the file system does not report entry types, and for symbolic links).
    public static func walk(under root: String) -> Walk {
        var walk = Walk()
        guard followedType(root) == .directory, let realRoot = realPath(root) else { return walk }
        var visited: Set<FileIdentity> = FileIdentity(root).map { [$0] } ?? []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
                        String(cString: $0)
                    }
                }
                guard !name.hasPrefix(".") else { continue }  // also "." and ".."
                let path = prefix + name
                switch entryType(entry.pointee.d_type, path: path) {
                case .directory: pending.append(path)
                case .regular: walk.files.append(path)
                case .link: follow(path, realRoot: realRoot, visited: &visited, pending: &pending, walk: &walk)
                case .other: break
                }
            }
        }
        walk.files.sort()
        walk.diagnostics.sort { $0.file < $1.file }
        return walk
    }

    /// Paths of the files under `root`, sorted (``walk(under:)`` without its diagnostics).
    public static func regularFiles(under root: String) -> [String] { walk(under: root).files }

    private static func follow(
        _ link: String, realRoot: String, visited: inout Set<FileIdentity>, pending: inout [String], walk: inout Walk
    ) {
        guard let target = realPath(link), let identity = FileIdentity(link) else {
            walk.diagnostics.append(Diagnostic(file: link, reason: "broken symbolic link; skipped"))
            return
        }
        if target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
            walk.diagnostics.append(
                Diagnostic(
                    file: link,
                    reason:
                        "symbolic link into the indexed folder; not followed (its target is read under its own path)",
                    severity: .warning))
            return
        }
        switch followedType(link) {
        case .directory:
            guard !realRoot.hasPrefix(target == "/" ? "/" : target + "/"), visited.insert(identity).inserted else {
                walk.diagnostics.append(
                    Diagnostic(
                        file: link,
                        reason: "symbolic link to a folder already walked or holding this one (a loop); not followed",
                        severity: .warning))
                return
            }
            pending.append(link)
        case .regular: walk.files.append(link)
        default: break
        }
    }

    /// What a path is, as far as the walk cares.
    public enum EntryType: Sendable { case directory, regular, link, other }

    private static func entryType(_ type: UInt8, path: String) -> EntryType {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regular
        case Int32(DT_LNK): .link
        case Int32(DT_UNKNOWN): fileType(path)
        default: .other
        }
    }

    /// The type of `path` itself (`lstat`: a symbolic link is `.link`).
    public static func fileType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        return type(of: info)
    }

    /// The type of what `path` leads to (`stat`, following links).
    static func followedType(_ path: String) -> EntryType {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        return type(of: info)
    }

    private static func type(of info: stat) -> EntryType {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regular
        case S_IFLNK: .link
        default: .other
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A file's device and inode (after following links).
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
