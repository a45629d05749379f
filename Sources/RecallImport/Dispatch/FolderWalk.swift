import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recall's one folder walk (the CLI's `recall index FOLDER` and ``SourceScanner`` both use it).
public enum FolderWalk {
    /// Paths of the regular files under the folder `root`, sorted: hidden entries (a leading dot)
    /// are skipped and symbolic links are neither listed nor followed (a root that is itself a
    /// symbolic link lists nothing). One `readdir` per folder and no `stat` per file (only where
    /// the file system does not report entry types).
    public static func regularFiles(under root: String) -> [String] {
        guard fileType(root) == .directory else { return [] }
        var files: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { String(cString: $0) }
                }
                guard !name.hasPrefix(".") else { continue }  // also "." and ".."
                let path = prefix + name
                switch entryType(entry.pointee.d_type, path: path) {
                case .directory: pending.append(path)
                case .regular: files.append(path)
                case .other: break
                }
            }
        }
        return files.sorted()
    }

    /// What a path is, as far as the walk cares.
    public enum EntryType: Sendable { case directory, regular, other }

    private static func entryType(_ type: UInt8, path: String) -> EntryType {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regular
        case Int32(DT_UNKNOWN): fileType(path)
        default: .other
        }
    }

    /// The type of `path` itself (`lstat`: a symbolic link is `.other`).
    public static func fileType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return .other
        }
    }
}
