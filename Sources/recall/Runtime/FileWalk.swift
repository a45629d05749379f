import Foundation
import RecallCore
import RecallImport
import RecallIndex

/// Expands command-line paths into index inputs: files as given, folders walked by ``FolderWalk``
/// (sorted, hidden entries skipped, symbolic links followed only out of the folder). A file reached
/// twice (a folder and a folder inside it, or a file given twice) is read once, the first time.
enum FileWalk {
    /// `path` with `~` expanded, absolute and standardized.
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: StoreOptions.expand(path)).standardizedFileURL
    }

    /// What a walk of the command line's paths found.
    struct Found {
        var inputs: [IndexInput] = []
        /// The folders walked (absolute).
        var roots: [String] = []
        /// Paths given that do not exist, as given.
        var missing: [String] = []
        /// Symbolic links not followed or broken (``FolderWalk``).
        var diagnostics: [Diagnostic] = []
    }

    static func inputs(for paths: [String]) -> Found {
        var found = Found()
        var seen = Set<String>()
        let manager = FileManager.default
        for path in paths {
            let absolute = Self.absolute(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute.path, isDirectory: &isDirectory) else {
                found.missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                guard seen.insert(absolute.path).inserted else { continue }
                found.inputs.append(IndexInput(file: ImportFile(path: absolute.path, relativePath: absolute.lastPathComponent), url: absolute))
                continue
            }
            let root = absolute.path
            found.roots.append(root)
            let walk = FolderWalk.walk(under: root)
            found.diagnostics += walk.diagnostics
            for file in walk.files where seen.insert(file).inserted {
                let relative = String(file.dropFirst(root.count + 1))
                found.inputs.append(IndexInput(file: ImportFile(path: file, relativePath: relative), url: URL(fileURLWithPath: file, isDirectory: false)))
            }
        }
        return found
    }
}
