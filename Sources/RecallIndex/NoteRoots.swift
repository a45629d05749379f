import Foundation
import RecallImport
import RecallStore

/// Which indexed folder each input file belongs to, and that folder's name in note ids
/// (`note:<name>/<path below the folder>`, ``ImportFile/noteID(suffix:)``).
///
/// A folder given to index (or configured as a source) is named the first time, unless it lies
/// inside a folder already given to index: its notes then keep the outer folder's ids. A file —
/// found in a folder or given alone — belongs to the innermost such folder that contains it, else
/// to its own folder, named as the folder of files given alone. Names are recorded in the store
/// (``RecallStore/registerNoteRoot(path:preferred:isFolder:)``) and never change, so indexing a
/// folder again, a folder inside it or one of its files gives the same ids.
public struct NoteRoots {
    let store: RecallStore
    /// Configured source folders: absolute path → `[sources.NAME]` name.
    let configured: [String: String]
    private var roots: [String: NoteRoot]

    /// The names recorded in `store`; `configured` maps configured source paths to their names.
    public init(store: RecallStore, configured: [String: String] = [:]) throws {
        self.store = store
        self.configured = configured
        roots = try store.noteRoots()
    }

    /// `inputs` (files as given or found under `folders`) with each file's root name and its path
    /// below that root; stdin keeps no root. Registers the folders that need a name.
    public mutating func assign(_ inputs: [IndexInput], folders: [String]) throws -> [IndexInput] {
        for folder in folders where configured[folder] != nil || enclosingFolder(of: folder, orSelf: true) == nil {
            _ = try register(folder, isFolder: true)
        }
        var result = inputs
        for index in result.indices where result[index].url != nil {
            let path = result[index].file.path
            let root: (path: String, name: String)
            if let known = enclosingFolder(of: path, orSelf: false) {
                root = known
            } else {
                let parent = (path as NSString).deletingLastPathComponent
                let folder = parent.isEmpty ? "/" : parent
                root = (folder, try register(folder, isFolder: false))
            }
            result[index].file.root = root.name
            result[index].file.relativePath = String(path.dropFirst(root.path == "/" ? 1 : root.path.count + 1))
        }
        return result
    }

    private mutating func register(_ folder: String, isFolder: Bool) throws -> String {
        if let known = roots[folder], known.isFolder || !isFolder { return known.name }
        let preferred = configured[folder] ?? (folder as NSString).lastPathComponent
        let root = try store.registerNoteRoot(path: folder, preferred: preferred, isFolder: isFolder)
        roots[folder] = root
        return root.name
    }

    /// The innermost folder given to index above `path` (or `path` itself when `orSelf`).
    private func enclosingFolder(of path: String, orSelf: Bool) -> (path: String, name: String)? {
        var folder = orSelf ? path : (path as NSString).deletingLastPathComponent
        while true {
            if let root = roots[folder], root.isFolder { return (folder, root.name) }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
