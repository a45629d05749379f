import Foundation
import RecallImport
import RecallIndex

/// Expands command-line paths into index inputs: files as given, folders walked by ``FolderWalk``
/// (sorted, hidden entries skipped, symbolic links inside a folder not followed).
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
            for file in FolderWalk.regularFiles(under: root) {
                let relative = String(file.dropFirst(root.count + 1))
                inputs.append(IndexInput(file: ImportFile(path: file, relativePath: relative), url: URL(fileURLWithPath: file, isDirectory: false)))
            }
        }
        return (inputs, roots, missing)
    }
}
