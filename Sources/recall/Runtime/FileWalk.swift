import Foundation
import RecallImport
import RecallIndex

/// Expands command-line paths into index inputs: files as given, folders walked recursively in
/// sorted order, hidden entries skipped.
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
            roots.append(absolute.path)
            let enumerator = manager.enumerator(at: absolute, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var files: [URL] = []
            while let url = enumerator?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url.standardizedFileURL) }
            }
            for url in files.sorted(by: { $0.path < $1.path }) {
                let relative = String(url.path.dropFirst(absolute.path.count + 1))
                inputs.append(IndexInput(file: ImportFile(path: url.path, relativePath: relative), url: url))
            }
        }
        return (inputs, roots, missing)
    }
}
