import Foundation
import RecallImport
import RecallIndex

/// Expands command-line paths into index inputs: files as given, folders walked by ``FolderWalk``
/// (sorted, hidden entries skipped, symbolic links inside a folder not followed). A file reached
/// twice (a folder and a folder inside it, or a file given twice) is read once, the first time.
enum FileWalk {
    /// `path` with `~` expanded, absolute and standardized.
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: StoreOptions.expand(path)).standardizedFileURL
    }

    static func inputs(for paths: [String]) -> (inputs: [IndexInput], roots: [String], missing: [String]) {
        var inputs: [IndexInput] = []
        var roots: [String] = []
        var missing: [String] = []
        var seen = Set<String>()
        let manager = FileManager.default
        for path in paths {
            let absolute = Self.absolute(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute.path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                guard seen.insert(absolute.path).inserted else { continue }
                inputs.append(IndexInput(file: ImportFile(path: absolute.path, relativePath: absolute.lastPathComponent), url: absolute))
                continue
            }
            let root = absolute.path
            roots.append(root)
            for file in FolderWalk.regularFiles(under: root) where seen.insert(file).inserted {
                let relative = String(file.dropFirst(root.count + 1))
                inputs.append(IndexInput(file: ImportFile(path: file, relativePath: relative), url: URL(fileURLWithPath: file, isDirectory: false)))
            }
        }
        return (inputs, roots, missing)
    }
}
