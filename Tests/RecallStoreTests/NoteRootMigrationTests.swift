import Foundation
import GRDB
import RecallCore
@testable import RecallStore
import RecallTestSupport
import Testing

/// Migration v6: root-less note ids (`note:<relative path>`) gain their folder's name.
@Suite struct NoteRootMigrationTests {
    static func source(_ id: String, origin: String) -> StoredSource {
        let document = Document(
            id: SourceID(rawValue: id), title: "T", date: nil, origin: origin,
            content: .note(Note(body: "text", people: [PersonRef(name: "Ann Lee")])))
        return StoredSource(
            document: document, contentHash: "h", day: nil, timestamp: nil,
            chunks: [StoredChunk(ordinal: 0, field: .body, text: "text", searchText: "text", vector: [1, 0, 0])])
    }

    /// A database as the last build with root-less ids left it.
    static func legacyDatabase(at path: String, sources: [(String, String)]) throws {
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator().migrate(queue, upTo: "v5-sources-end-day")
        try queue.write { db in
            for (id, origin) in sources { try legacyInsert(db, source(id, origin: origin)) }
        }
    }

    /// Writes a source the way the v5 schema held it (a vector per chunk in `vectors`), without
    /// today's writer, which needs the later migrations' tables.
    static func legacyInsert(_ db: Database, _ source: StoredSource) throws {
        let document = source.document
        try db.execute(
            sql: "INSERT INTO sources(id, kind, title, origin, content_hash, payload, indexed_at) VALUES (?, ?, ?, ?, ?, ?, 0)",
            arguments: [document.id.rawValue, document.kind.rawValue, document.title, document.origin, source.contentHash,
                        DocumentCoding.json(document)])
        try StoreWriter.insertPeople(of: document, db)
        for chunk in source.chunks {
            try db.execute(
                sql: "INSERT INTO chunks(source_id, ordinal, field, text) VALUES (?, ?, ?, ?)",
                arguments: [document.id.rawValue, chunk.ordinal, chunk.field.rawValue, chunk.text])
            let id = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO vectors(chunk_id, vector) VALUES (?, ?)", arguments: [id, VectorCodec.encode(chunk.vector)])
            try db.execute(sql: "INSERT INTO chunk_fts(rowid, body) VALUES (?, ?)", arguments: [id, chunk.searchText])
        }
    }

    @Test func rootlessIDsGainTheirFolderName() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("old.sqlite").path
        try Self.legacyDatabase(at: path, sources: [
            ("note:sub/todo.md", "/home/u/vault/sub/todo.md"),
            ("note:todo.md", "/home/u/work/todo.md"),
            ("note:export.enex#abc", "/home/u/ev/export.enex"),
            ("note:C#.md", "/other/vault/C#.md"),
            ("note:stdin/0123abcd", "-"),
            ("note:odd.md", "/somewhere/else.md"),
            ("event:e1", "/home/u/cal.ics"),
            ("touchpoint:tp\nx", "/home/u/t.jsonl"),
        ])
        let store = try RecallStore(path: path)
        let ids = try store.read { db in try String.fetchAll(db, sql: "SELECT id FROM sources ORDER BY id") }
        #expect(ids == [
            "event:e1", "note:ev/export.enex#abc", "note:odd.md", "note:stdin/0123abcd", "note:vault-2/C#.md",
            "note:vault/sub/todo.md", "note:work/todo.md", "touchpoint:tp%0Ax",
        ])
        let orphans = try store.read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = c.source_id))
                     + (SELECT count(*) FROM source_people p WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = p.source_id))
                     + (SELECT count(*) FROM sources s WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.source_id = s.id))
                """)
        }
        #expect(orphans == 0)
        let payloadIDs = try store.read { db in
            try String.fetchAll(db, sql: "SELECT payload FROM sources ORDER BY id").map { payload in
                try DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8)).id.rawValue
            }
        }
        #expect(payloadIDs == ids)
        // The names are remembered: the same folder keeps its name, a new one with a taken name gets the next.
        #expect(try store.noteRoots()["/home/u/vault"] == NoteRoot(name: "vault", isFolder: true))  // sub/ in an id
        #expect(try store.noteRoots()["/home/u/work"] == NoteRoot(name: "work", isFolder: false))
        #expect(try store.registerNoteRoot(path: "/home/u/work", preferred: "other", isFolder: true) == NoteRoot(name: "work", isFolder: true))
        #expect(try store.registerNoteRoot(path: "/third/vault", preferred: "vault", isFolder: true).name == "vault-3")
        #expect(try store.registerNoteRoot(path: "/x/stdin", preferred: "stdin", isFolder: false).name == "stdin-2")
    }
}
