import Foundation
import GRDB
import RecallCore

/// The SQL of writing: upserting sources with their chunks, vectors, people and full-text rows.
enum StoreWriter {
    static func setMeta(_ db: Database, _ key: String, _ value: Data) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", arguments: [key, value])
    }

    static func generation(_ db: Database) throws -> Int64 {
        let data = try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'generation'")
        return data.flatMap { Int64(String(decoding: $0, as: UTF8.self)) } ?? 0
    }

    static func bumpGeneration(_ db: Database) throws {
        try setMeta(db, "generation", Data(String(try generation(db) + 1).utf8))
    }

    /// Deletes a source and everything hanging off it (chunks, people, full-text rows, and the
    /// vectors no other chunk shares).
    static func delete(_ db: Database, id: SourceID, frequencies: inout DocumentFrequencies) throws {
        let rows = try Row.fetchAll(
            db,
            sql:
                "SELECT c.id, b.vector, c.vector_id FROM chunks c LEFT JOIN "
                + "vector_blobs b ON b.id = c.vector_id WHERE c.source_id = ?",
            arguments: [id.rawValue])
        for row in rows {
            let chunkID: Int64 = row[0]
            if let data: Data = row[1] { frequencies.remove(vectorBytes: data) }
            try db.execute(sql: "DELETE FROM chunk_fts WHERE rowid = ?", arguments: [chunkID])
        }
        try db.execute(sql: "DELETE FROM sources WHERE id = ?", arguments: [id.rawValue])
        try SharedVectors.release(db, rows.compactMap { $0[2] as Int64? })
    }

    /// How a meeting was held, stored in `sources.interaction` like a touchpoint's type: `video` when
    /// its location is a call (``Venue/isVirtual(_:)``), `inPerson` when it names a place, NULL when
    /// it has none. ``SourceFilter/meetingVenue`` reads it.
    static func venueInteraction(_ meeting: Meeting) -> String? {
        guard let location = meeting.location, !location.allSatisfy(\.isWhitespace) else { return nil }
        return (Venue.isVirtual(location) ? InteractionType.video : .inPerson).rawValue
    }

    /// Inserts a source (the caller deleted any previous version).
    static func insert(_ db: Database, _ source: StoredSource, frequencies: inout DocumentFrequencies) throws {
        let document = source.document
        var audience = 0
        var interaction: String?
        if case .meeting(let meeting) = document.content {
            audience = meeting.attendees.count
            interaction = Self.venueInteraction(meeting)
        }
        if case .touchpoint(let touchpoint) = document.content { interaction = touchpoint.interactionType.rawValue }
        try db.cachedStatement(
            sql: """
                INSERT INTO sources(id, kind, title, date, day, end_day, ts, origin, content_hash, cancelled, audience,
                                    interaction, payload, indexed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [
                document.id.rawValue, document.kind.rawValue, document.title, document.date?.iso8601,
                source.day?.description, source.lastDay?.description, source.timestamp, document.origin,
                source.contentHash,
                document.isCancelled, audience, interaction, source.payload ?? DocumentCoding.json(document),
                Date().timeIntervalSince1970,
            ])
        try Self.insertPeople(of: document, db)
        for chunk in source.chunks {
            let bytes = VectorCodec.encode(chunk.vector)
            frequencies.add(vectorBytes: bytes)
            let vectorID = try SharedVectors.intern(db, bytes)
            try db.cachedStatement(
                sql: "INSERT INTO chunks(source_id, ordinal, field, text, vector_id) VALUES (?, ?, ?, ?, ?)"
            ).execute(
                arguments: [document.id.rawValue, chunk.ordinal, chunk.field.rawValue, chunk.text, vectorID])
            let chunkID = db.lastInsertedRowID
            try db.cachedStatement(sql: "INSERT INTO chunk_fts(rowid, body) VALUES (?, ?)").execute(arguments: [
                chunkID, chunk.searchText,
            ])
        }
    }

    /// The people rows of one source; people it only mentions are flagged `mentioned`.
    static func insertPeople(of document: Document, _ db: Database) throws {
        let mentioned = Set(document.mentionedOnly)
        for person in document.people {
            try db.cachedStatement(
                sql:
                    "INSERT INTO source_people(source_id, person_ref, email, "
                    + "name, norm_name, mentioned) VALUES (?, ?, ?, ?, ?, ?)"
            ).execute(
                arguments: [
                    document.id.rawValue, person.personID, person.email, person.name,
                    person.name.map(TextNormalizer.normalize), mentioned.contains(person),
                ])
        }
    }
}

/// Live document frequencies per vector dimension (non-zero count), kept in `meta`.
public struct DocumentFrequencies: Sendable, Hashable {
    public var count: Int
    public var frequencies: [Int]

    public init(dimension: Int) {
        count = 0
        frequencies = Array(repeating: 0, count: dimension)
    }

    mutating func add(vectorBytes: Data) { apply(vectorBytes, delta: 1) }
    mutating func remove(vectorBytes: Data) { apply(vectorBytes, delta: -1) }

    private mutating func apply(_ bytes: Data, delta: Int) {
        guard bytes.count == frequencies.count * 8 else { return }
        count += delta
        bytes.withUnsafeBytes { raw in
            for i in 0..<frequencies.count
            where raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) & 0x7fff_ffff_ffff_ffff != 0 {
                frequencies[i] += delta
            }
        }
    }

    var encoded: Data { Data((([count] + frequencies).map(String.init).joined(separator: ",")).utf8) }

    init?(encoded: Data, dimension: Int) {
        let values = String(decoding: encoded, as: UTF8.self).split(separator: ",").compactMap { Int($0) }
        guard values.count == dimension + 1 else { return nil }
        count = values[0]
        frequencies = Array(values.dropFirst())
    }
}
