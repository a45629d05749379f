import Foundation
import RecallCore
import RecallImport
import RecallIndex

/// Expands command-line paths into index inputs: files as given, folders walked by ``FolderWalk``
/// (sorted, hidden entries skipped, symbolic links followed only out of the folder), leaving out an
/// export's side files (``SideFiles``) and what a `.recallignore` names (``IgnoreRules``). A file
/// reached twice (a folder and a folder inside it, or a file given twice) is read once, the first time.
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
        /// Files of a folder passed over, with why: an export's side files and ignored files.
        var ignored: [(path: String, reason: String)] = []
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
                found.inputs.append(
                    IndexInput(
                        file: ImportFile(path: absolute.path, relativePath: absolute.lastPathComponent), url: absolute))
                continue
            }
            found.roots.append(absolute.path)
            walk(folder: absolute.path, seen: &seen, into: &found)
        }
        return found
    }

    /// The files of one folder, side files and ignored files set aside.
    private static func walk(folder root: String, seen: inout Set<String>, into found: inout Found) {
        let walk = FolderWalk.walk(under: root)
        found.diagnostics += walk.diagnostics
        let present = Set(walk.files)
        let ignores = IgnoreRules(root: root)
        for file in walk.files where seen.insert(file).inserted {
            let relative = String(file.dropFirst(root.count + 1))
            if ignores.excludes(relative) {
                found.ignored.append((file, "listed in \(IgnoreFile.name)"))
            } else if let reason = SideFiles.reason(file, exists: present.contains) {
                found.ignored.append((file, reason))
            } else {
                found.inputs.append(
                    IndexInput(
                        file: ImportFile(path: file, relativePath: relative),
                        url: URL(fileURLWithPath: file, isDirectory: false)))
            }
        }
    }
}
