import Foundation
import GRDB
import RecallCore

/// Numbered migrations. A database that knows a migration this build does not is refused.
enum StoreSchema {
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-sources-chunks-vectors") { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value BLOB);
                    CREATE TABLE sources (
                        id TEXT PRIMARY KEY NOT NULL,
                        kind TEXT NOT NULL,
                        title TEXT NOT NULL,
                        date TEXT,
                        day TEXT,
                        ts REAL,
                        origin TEXT NOT NULL,
                        content_hash TEXT NOT NULL,
                        cancelled INTEGER NOT NULL DEFAULT 0,
                        audience INTEGER NOT NULL DEFAULT 0,
                        interaction TEXT,
                        payload TEXT NOT NULL,
                        indexed_at REAL NOT NULL
                    );
                    CREATE INDEX sources_day ON sources(day);
                    CREATE INDEX sources_origin ON sources(origin);
                    CREATE INDEX sources_kind ON sources(kind);
                    CREATE TABLE chunks (
                        id INTEGER PRIMARY KEY,
                        source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
                        ordinal INTEGER NOT NULL,
                        field TEXT NOT NULL,
                        text TEXT NOT NULL,
                        UNIQUE(source_id, ordinal)
                    );
                    CREATE TABLE vectors (
                        chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
                        vector BLOB NOT NULL
                    );
                    CREATE TABLE source_people (
                        source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
                        person_ref TEXT,
                        email TEXT,
                        name TEXT,
                        norm_name TEXT
                    );
                    CREATE INDEX source_people_source ON source_people(source_id);
                    CREATE INDEX source_people_ref ON source_people(person_ref);
                    CREATE INDEX source_people_email ON source_people(email);
                    CREATE INDEX source_people_name ON source_people(norm_name);
                    CREATE TABLE origin_counters (
                        origin TEXT NOT NULL,
                        name TEXT NOT NULL,
                        value INTEGER NOT NULL,
                        PRIMARY KEY(origin, name)
                    );
                    CREATE TABLE files (
                        path TEXT PRIMARY KEY NOT NULL,
                        size INTEGER NOT NULL,
                        mtime REAL NOT NULL,
                        hash TEXT NOT NULL,
                        indexed_at REAL NOT NULL
                    );
                    CREATE VIRTUAL TABLE chunk_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
                    """)
        }
        migrator.registerMigration("v2-mentioned-people") { db in
            try db.execute(sql: "ALTER TABLE source_people ADD COLUMN mentioned INTEGER NOT NULL DEFAULT 0")
            let touchpoints = try Row.fetchAll(db, sql: "SELECT payload FROM sources WHERE kind = 'touchpoint'")
            for row in touchpoints {
                let payload: String = row[0]
                guard let document = try? DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8))
                else { continue }
                try db.execute(sql: "DELETE FROM source_people WHERE source_id = ?", arguments: [document.id.rawValue])
                try StoreWriter.insertPeople(of: document, db)
            }
        }
        // Date windows list chunk ids by day: with (day, id) SQLite answers from the index alone instead
        // of reading every matching source's row, JSON payload included (a 1-year window at 100k
        // chunks: 22 -> 8 ms).
        migrator.registerMigration("v3-sources-day-id") { db in
            try db.execute(sql: "DROP INDEX sources_day; CREATE INDEX sources_day ON sources(day, id)")
        }
        // A meeting's `interaction` says how it was held (``StoreWriter/venueInteraction(_:)``); the
        // vector file's facets copy it, so they are rebuilt with the next generation.
        migrator.registerMigration("v4-meeting-venues") { db in
            for row in try Row.fetchAll(db, sql: "SELECT payload FROM sources WHERE kind = 'meeting'") {
                let payload: String = row[0]
                guard let document = try? DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8)),
                    case .meeting(let meeting) = document.content
                else { continue }
                try db.execute(
                    sql: "UPDATE sources SET interaction = ? WHERE id = ?",
                    arguments: [StoreWriter.venueInteraction(meeting), document.id.rawValue])
            }
            try StoreWriter.bumpGeneration(db)
        }
        // A meeting over several days (leave, an offsite) has its last day in `end_day`, so a window
        // that starts after its first day still finds it. The vector file's facets copy it.
        migrator.registerMigration("v5-sources-end-day") { db in
            try db.execute(
                sql: """
                    ALTER TABLE sources ADD COLUMN end_day TEXT;
                    CREATE INDEX sources_end_day ON sources(end_day) WHERE end_day IS NOT NULL;
                    """)
            try backfillLastDays(db)
            try StoreWriter.bumpGeneration(db)
        }
        // Note ids name the indexed folder (``migrateNoteRoots(_:)``).
        migrator.registerMigration("v6-note-roots") { db in try migrateNoteRoots(db) }
        // Files that failed to import, so that an unchanged one is neither re-read nor reported
        // again on every run (``RecallStore/recordFailures(_:clearing:)``).
        migrator.registerMigration("v7-failed-files") { db in
            try db.execute(
                sql: """
                    CREATE TABLE failed_files (
                        path TEXT PRIMARY KEY NOT NULL,
                        size INTEGER NOT NULL,
                        mtime REAL NOT NULL,
                        hash TEXT NOT NULL,
                        reason TEXT NOT NULL,
                        recorded_at REAL NOT NULL
                    );
                    """)
        }
        // Each distinct vector stored once, chunks pointing at it (``SharedVectors``).
        migrator.registerMigration("v8-shared-vectors") { db in
            try SharedVectors.migrate(db)
            try StoreWriter.bumpGeneration(db)
        }
        return migrator
    }

    /// `end_day` for the meetings an older build stored. The store does not know the zone they
    /// were indexed in, so a timed end is counted in UTC days from the stored local first day (an
    /// all-day end needs no zone); a meeting indexed afresh has it in the indexing zone.
    private static func backfillLastDays(_ db: Database) throws {
        let utc = TimeZone(secondsFromGMT: 0) ?? .current  // offset 0 is always a valid zone
        for row in try Row.fetchAll(
            db, sql: "SELECT id, day, payload FROM sources WHERE kind = 'meeting' AND day IS NOT NULL")
        {
            let payload: String = row[2]
            guard let firstDay = CalendarDay(row[1] as String),
                let document = try? DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8)),
                case .meeting(let meeting) = document.content, let last = meeting.lastDay(in: utc)
            else { continue }
            let span = last.dayNumber - meeting.start.day(in: utc).dayNumber
            guard span > 0 else { continue }
            try db.execute(
                sql: "UPDATE sources SET end_day = ? WHERE id = ?",
                arguments: [firstDay.adding(days: span).description, row[0]])
        }
    }
}
