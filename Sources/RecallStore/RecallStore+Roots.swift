import Foundation
import GRDB
import RecallCore

/// A folder the index has named for note ids (`note:<name>/<relative path>`).
public struct NoteRoot: Sendable, Hashable {
    public var name: String
    /// True for a folder given to index (or configured); false for the folder of files given alone.
    public var isFolder: Bool
}

extension RecallStore {
    /// Every folder the index has named, by path.
    public func noteRoots() throws -> [String: NoteRoot] {
        try read { db in
            var roots: [String: NoteRoot] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT path, name, folder FROM roots") {
                roots[row[0]] = NoteRoot(name: row[1], isFolder: row[2])
            }
            return roots
        }
    }

    /// The name of the folder at `path`: the one recorded for it, else `preferred` (made usable in
    /// an id by ``SourceID/rootName(_:)``), else `preferred-2`, `-3`… when another folder has it.
    /// The name is recorded at once and never changes, so the folder's note ids stay the same;
    /// `isFolder` marks a folder given to index (a mark that is never taken back).
    @discardableResult
    public func registerNoteRoot(path: String, preferred: String, isFolder: Bool) throws -> NoteRoot {
        try write { db in
            if let row = try Row.fetchOne(db, sql: "SELECT name, folder FROM roots WHERE path = ?", arguments: [path]) {
                let known = NoteRoot(name: row[0], isFolder: row[1])
                guard isFolder, !known.isFolder else { return known }
                try db.execute(sql: "UPDATE roots SET folder = 1 WHERE path = ?", arguments: [path])
                return NoteRoot(name: known.name, isFolder: true)
            }
            let name = try StoreSchema.insertRoot(db, path: path, preferred: preferred, folder: isFolder)
            return NoteRoot(name: name, isFolder: isFolder)
        }
    }
}
