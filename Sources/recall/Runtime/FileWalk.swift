import Foundation
import RecallImport
import RecallIndex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands command-line paths into index inputs: files as given, folders walked recursively in
/// sorted order, hidden entries skipped, symbolic links inside a folder not followed.
enum FileWalk {
    static func inputs(for paths: [String]) -> (inputs: [IndexInput], roots: [String], missing: [String]) {
        var inputs: [IndexInput] = []
        var roots: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            let absolute = URL(fileURLWithPath: StoreOptions.expand(path)).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute.path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                inputs.append(IndexInput(file: ImportFile(path: absolute.path, relativePath: absolute.lastPathComponent), url: absolute))
                continue
            }
            let root = absolute.path
            roots.append(root)
            for file in regularFiles(under: root) {
                let relative = String(file.dropFirst(root.count + 1))
                inputs.append(IndexInput(file: ImportFile(path: file, relativePath: relative), url: URL(fileURLWithPath: file, isDirectory: false)))
            }
        }
        return (inputs, roots, missing)
    }

    /// Paths of the regular files under the folder `root`, sorted: hidden entries (a leading
    /// dot) are skipped and symbolic links are neither listed nor followed — the same files as
    /// Foundation's directory enumerator with `.skipsHiddenFiles` and `isRegularFile`, which
    /// lists nothing under a root that is itself a symbolic link. One `readdir` per folder and
    /// no `stat` per file (only where the file system does not report entry types).
    static func regularFiles(under root: String) -> [String] {
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

    enum EntryType { case directory, regular, other }

    private static func entryType(_ type: UInt8, path: String) -> EntryType {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regular
        case Int32(DT_UNKNOWN): fileType(path)
        default: .other
        }
    }

    /// The type of `path` itself (`lstat`: a symbolic link is `.other`).
    private static func fileType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return .other
        }
    }
}
