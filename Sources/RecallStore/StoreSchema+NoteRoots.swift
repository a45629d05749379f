import Foundation
import GRDB
import RecallCore

/// Migration v6: every indexed folder gets a name that takes part in its notes' ids.
///
/// Before it, a note's id was `note:<path relative to the indexed folder>`, so `todo.md` in two
/// indexed folders was one id and the greater path silently won. Now it is
/// `note:<folder name>/<relative path>`. The `roots` table remembers each folder's name, so the
/// ids of a folder never change; names are unique per index.
extension StoreSchema {
    /// Names no folder may take: `stdin` is the root of notes read from standard input.
    static let reservedRootNames: Set<String> = ["stdin"]

    static func migrateNoteRoots(_ db: Database) throws {
        // `folder`: 1 for a folder given to index (its subfolders' notes are its own), 0 for the
        // folder of files given alone.
        try db.execute(
            sql: """
                CREATE TABLE roots (name TEXT PRIMARY KEY NOT NULL, path TEXT NOT NULL UNIQUE, folder INTEGER NOT NULL)
                """)
        var plans: [(id: String, root: String, relative: String)] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, origin FROM sources WHERE kind = 'note' AND origin <> '-'") {
            if let plan = legacyRoot(id: row[0], origin: row[1]) { plans.append(plan) }
        }
        var names: [String: String] = [:]
        // A folder with notes in subfolders was given to index; one with only files at its top may
        // have been either, and is taken as a folder when given to index later.
        let walked = Set(plans.filter { $0.relative.contains("/") }.map(\.root))
        for path in Set(plans.map(\.root)).sorted() {
            names[path] = try insertRoot(
                db, path: path, preferred: (path as NSString).lastPathComponent, folder: walked.contains(path))
        }
        // Two passes through a prefix no id has, so a new id never meets an old one not yet renamed.
        let pending = "\u{1}"
        for plan in plans.sorted(by: { $0.id < $1.id }) {
            guard let name = names[plan.root] else { continue }
            try renameSource(
                db, from: plan.id, to: pending + SourceID.note(root: name, relativePath: plan.relative).rawValue)
        }
        for id in try String.fetchAll(
            db, sql: "SELECT id FROM sources WHERE substr(id, 1, 1) = ?", arguments: [pending])
        {
            try renameSource(db, from: id, to: String(id.dropFirst()))
        }
        let escaped = try escapeControlsInIDs(db)
        if !plans.isEmpty || escaped { try StoreWriter.bumpGeneration(db) }  // the derived files list ids
    }

    /// Ids an older build stored with a control character or line break, rewritten with `%XX`
    /// escapes (``SourceID/escapingControls``) unless that id is taken; true when one changed.
    private static func escapeControlsInIDs(_ db: Database) throws -> Bool {
        var changed = false
        for id in try String.fetchAll(db, sql: "SELECT id FROM sources").map({ SourceID(rawValue: $0) })
        where id.hasControls {
            let escaped = id.escapingControls.rawValue
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM sources WHERE id = ?", arguments: [escaped]) != true else {
                continue
            }
            try renameSource(db, from: id.rawValue, to: escaped)
            changed = true
        }
        return changed
    }

    /// The indexed folder and the path below it of a note stored with a root-less id: the id's
    /// path (with an Evernote `#key` or without) is the end of its origin. Nil when it is not.
    static func legacyRoot(id: String, origin: String) -> (id: String, root: String, relative: String)? {
        guard id.hasPrefix("note:") else { return nil }
        let relative = String(id.dropFirst("note:".count))
        var file = relative
        if !origin.hasSuffix("/" + file), let hash = file.lastIndex(of: "#") { file = String(file[..<hash]) }
        guard !file.isEmpty, origin.hasSuffix("/" + file) else { return nil }
        let root = String(origin.dropLast(file.count + 1))
        return (id, root.isEmpty ? "/" : root, relative)
    }

    /// Records `path` under `preferred` (cleaned), or `preferred-2`, `-3`… when that is taken.
    static func insertRoot(_ db: Database, path: String, preferred: String, folder: Bool) throws -> String {
        let base = SourceID.rootName(preferred)
        var name = base
        var suffix = 1
        func taken(_ name: String) throws -> Bool {
            try reservedRootNames.contains(name)
                || Bool.fetchOne(db, sql: "SELECT 1 FROM roots WHERE name = ?", arguments: [name]) ?? false
        }
        while try taken(name) {
            suffix += 1
            name = "\(base)-\(suffix)"
        }
        try db.execute(sql: "INSERT INTO roots(name, path, folder) VALUES (?, ?, ?)", arguments: [name, path, folder])
        return name
    }

    /// Gives a stored source a new id: its row, its payload's id, its chunks and people rows.
    static func renameSource(_ db: Database, from old: String, to new: String) throws {
        let payload = try String.fetchOne(db, sql: "SELECT payload FROM sources WHERE id = ?", arguments: [old])
        var rewritten = payload
        if let payload, var document = try? DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8)) {
            document.id = SourceID(rawValue: new)
            rewritten = DocumentCoding.json(document)
        }
        try db.execute(sql: "UPDATE sources SET id = ?, payload = ? WHERE id = ?", arguments: [new, rewritten, old])
        try db.execute(sql: "UPDATE chunks SET source_id = ? WHERE source_id = ?", arguments: [new, old])
        try db.execute(sql: "UPDATE source_people SET source_id = ? WHERE source_id = ?", arguments: [new, old])
    }
}
