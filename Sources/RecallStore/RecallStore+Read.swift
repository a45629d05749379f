import Foundation
import GRDB
import RecallCore

/// Vectors laid out row-major for BLAS: `ids[i]`'s vector is `values[i*dimension ..< (i+1)*dimension]`.
public struct VectorMatrix: Sendable {
    public var ids: [Int64]
    public var values: [Double]
    public var dimension: Int
    public var count: Int { ids.count }

    public init(ids: [Int64], values: [Double], dimension: Int) {
        self.ids = ids
        self.values = values
        self.dimension = dimension
    }
}

extension RecallStore {
    /// Chunk ids (ascending) whose sources pass `filter`, or nil when the filter is empty (every
    /// chunk). With a current `vectorFile`, a filter without people is decided from its facet words
    /// (``VectorFile/chunkIDs(matching:)``, the same ids) instead of SQL.
    public func chunkIDs(matching filter: SourceFilter, vectorFile: VectorFile? = nil) throws -> [Int64]? {
        guard !filter.isEmpty else { return nil }
        if let ids = vectorFile?.chunkIDs(matching: filter) { return ids }
        return try read { db in
            let (clause, arguments) = SourceFilterSQL.whereClause(filter)
            return try Int64.fetchAll(
                db, sql: "SELECT c.id FROM chunks c JOIN sources s ON s.id = c.source_id WHERE \(clause) ORDER BY c.id",
                arguments: arguments)
        }
    }

    /// The vectors of `chunkIDs` (all chunks when nil), decoded into one contiguous matrix.
    public func vectors(chunkIDs: [Int64]?, dimension: Int) throws -> VectorMatrix {
        try read { db in
            var ids: [Int64] = []
            var values: [Double] = []
            func load(_ cursor: RowCursor) throws {
                while let row = try cursor.next() {
                    try row.withUnsafeData(atIndex: 1) { data in
                        guard let bytes = data, bytes.count == dimension * 8 else { return }
                        ids.append(row[0])
                        let start = values.count
                        values.append(contentsOf: repeatElement(0, count: dimension))
                        values.withUnsafeMutableBufferPointer { buffer in
                            // `baseAddress` is non-nil: just sized above.
                            bytes.withUnsafeBytes { VectorCodec.decode($0, into: buffer.baseAddress! + start) }
                        }
                    }
                }
            }
            if let chunkIDs {
                ids.reserveCapacity(chunkIDs.count)
                values.reserveCapacity(chunkIDs.count * dimension)
                for slice in chunkIDs.chunked(into: 500) {
                    try load(
                        try Row.fetchCursor(
                            db,
                            sql:
                                "SELECT chunk_id, vector FROM vectors WHERE chunk_id IN "
                                + "(\(databaseQuestionMarks(count: slice.count))) ORDER BY chunk_id",
                            arguments: StatementArguments(Array(slice))))
                }
            } else {
                let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM vectors") ?? 0
                ids.reserveCapacity(total)
                values.reserveCapacity(total * dimension)
                try load(try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM vectors ORDER BY chunk_id"))
            }
            return VectorMatrix(ids: ids, values: values, dimension: dimension)
        }
    }

    /// Chunks with their sources' metadata and people names, in the order of `ids`.
    public func chunkRecords(_ ids: [Int64]) throws -> [ChunkRecord] {
        guard !ids.isEmpty else { return [] }
        return try read { db in
            var byID: [Int64: ChunkRecord] = [:]
            for slice in ids.chunked(into: 500) {
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT c.id, c.source_id, s.kind, c.ordinal, c.field, s.title, s.date, s.day, s.ts, s.origin,
                               c.text, s.cancelled, s.audience,
                               (SELECT group_concat(coalesce(name, email), char(31)) FROM source_people p
                                WHERE p.source_id = s.id)
                        FROM chunks c JOIN sources s ON s.id = c.source_id
                        WHERE c.id IN (\(databaseQuestionMarks(count: slice.count)))
                        """, arguments: StatementArguments(Array(slice)))
                for row in rows {
                    let record = ChunkRecord(
                        chunkID: row[0], sourceID: SourceID(rawValue: row[1]),
                        kind: SourceKind(rawValue: row[2]) ?? .note, ordinal: row[3],
                        field: ChunkField(rawValue: row[4]), title: row[5], date: row[6],
                        day: (row[7] as String?).flatMap { CalendarDay($0) }, timestamp: row[8], origin: row[9],
                        text: row[10], cancelled: row[11], audience: row[12],
                        people: ((row[13] as String?) ?? "").split(separator: "\u{1F}").map(String.init))
                    byID[record.chunkID] = record
                }
            }
            return ids.compactMap { byID[$0] }
        }
    }

    /// Chunk ids of the given sources, in source order then chunk order.
    public func chunkIDs(ofSources sources: [SourceID]) throws -> [Int64] {
        try read { db in
            var result: [Int64] = []
            for id in sources {
                result += try Int64.fetchAll(
                    db, sql: "SELECT id FROM chunks WHERE source_id = ? ORDER BY ordinal", arguments: [id.rawValue])
            }
            return result
        }
    }

    /// The share of sources other than people that carry a date (0 for an empty index): a calendar and
    /// a journal are mostly dated, a folder of articles not at all.
    public func datedShare() throws -> Double {
        try read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(day), count(*) FROM sources WHERE kind != 'person'")
            let dated: Int = row?[0] ?? 0
            let all: Int = row?[1] ?? 0
            return all == 0 ? 0 : Double(dated) / Double(all)
        }
    }

    /// The sources the given chunks belong to.
    public func sourceIDs(ofChunks chunks: [Int64]) throws -> Set<SourceID> {
        guard !chunks.isEmpty else { return [] }
        return try read { db in
            let list = "[" + chunks.map(String.init).joined(separator: ",") + "]"
            let rows = try String.fetchAll(
                db, sql: "SELECT DISTINCT source_id FROM chunks WHERE id IN (SELECT value FROM json_each(?))",
                arguments: [list])
            return Set(rows.map { SourceID(rawValue: $0) })
        }
    }

    /// A whole stored document, or nil.
    public func document(_ id: SourceID) throws -> Document? {
        try read { db in
            guard
                let payload = try String.fetchOne(
                    db, sql: "SELECT payload FROM sources WHERE id = ?", arguments: [id.rawValue])
            else { return nil }
            return try? DocumentCoding.decoder().decode(Document.self, from: Data(payload.utf8))
        }
    }

    /// Counts, counters and file size for `recall status`.
    public func status() throws -> StoreStatus {
        try read { db in
            let byKind = try Self.sourceCounts(db)
            var counters: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, sum(value) FROM origin_counters GROUP BY name") {
                counters[row[0]] = row[1]
            }
            let chunks = try Int.fetchOne(db, sql: "SELECT count(*) FROM chunks") ?? 0
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? 0
            let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int64) ?? 0
            var status = StoreStatus(
                sourcesByKind: byKind, chunks: chunks, people: byKind[.person] ?? 0, counters: counters,
                fileSize: size + wal)
            status.vectors = try Int.fetchOne(db, sql: "SELECT count(*) FROM vector_blobs") ?? 0
            return status
        }
    }
}

extension RecallStore {
    /// How many sources of each kind the index holds; cheaper than ``status()``, which also counts
    /// chunks and reads the file sizes.
    public func sourceCounts() throws -> [SourceKind: Int] {
        try read { db in try Self.sourceCounts(db) }
    }

    static func sourceCounts(_ db: Database) throws -> [SourceKind: Int] {
        var byKind: [SourceKind: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT kind, count(*) FROM sources GROUP BY kind") {
            if let kind = SourceKind(rawValue: row[0]) { byKind[kind] = row[1] }
        }
        return byKind
    }
}

/// Turns a ``SourceFilter`` into SQL over `sources s`, with every value bound, never spliced.
enum SourceFilterSQL {
    static func whereClause(_ filter: SourceFilter) -> (String, StatementArguments) {
        var clauses: [String] = ["1"]
        var arguments = StatementArguments()
        if filter.from != nil || filter.to != nil {
            let (range, rangeArguments) = overlap(from: filter.from, to: filter.to, keepsRunning: filter.keepsRunning)
            clauses.append(filter.keepsUndated ? "(s.day IS NULL OR (\(range)))" : range)
            arguments += rangeArguments
        }
        if filter.undatedOnly { clauses.append("s.day IS NULL") }
        if !filter.kinds.isEmpty {
            let kinds = filter.kinds.sorted()
            clauses.append("s.kind IN (\(databaseQuestionMarks(count: kinds.count)))")
            arguments += StatementArguments(kinds.map(\.rawValue))
        }
        if !filter.interactionTypes.isEmpty {
            let types = filter.interactionTypes.map(\.rawValue).sorted()
            clauses.append(
                "(s.kind != 'touchpoint' OR s.interaction IN (\(databaseQuestionMarks(count: types.count))))")
            arguments += StatementArguments(types)
        }
        if filter.excludeCancelled { clauses.append("s.cancelled = 0") }
        switch filter.meetingVenue {
        case .notOnACall:
            clauses.append("(s.kind != 'meeting' OR s.interaction IS NULL OR s.interaction != ?)")
            arguments += [InteractionType.video.rawValue]
        case .onACall:
            clauses.append("(s.kind != 'meeting' OR s.interaction = ?)")
            arguments += [InteractionType.video.rawValue]
        case nil: break
        }
        if !filter.origins.isEmpty {
            // `instr` rather than LIKE: a path may hold `%` or `_`.
            let one = "(s.origin = ? OR instr(s.origin, ?) = 1)"
            clauses.append("(" + Array(repeating: one, count: filter.origins.count).joined(separator: " OR ") + ")")
            for origin in filter.origins { arguments += [origin, origin.hasSuffix("/") ? origin : origin + "/"] }
        }
        for person in filter.people {
            let (clause, personArguments) = involves(person, participantsOnly: filter.participantsOnly)
            clauses.append(clause)
            arguments += personArguments
        }
        return (clauses.joined(separator: " AND "), arguments)
    }

    /// Sources whose days (`day` to `end_day`, or `day` alone) overlap `from..<to`: one that starts in
    /// the window, or (`keepsRunning`) one that started before it and is still running at its start. The two are
    /// separate lookups joined by UNION ALL so each reads its own index (as one OR, SQLite scans chunks).
    static func overlap(from: CalendarDay?, to: CalendarDay?, keepsRunning: Bool) -> (String, StatementArguments) {
        guard let from else { return ("s.day < ?", [to?.description]) }  // called with at least one bound
        guard keepsRunning else {
            return to.map { ("s.day >= ? AND s.day < ?", [from.description, $0.description]) } ?? (
                "s.day >= ?", [from.description]
            )
        }
        let upper = to.map { (" AND day < ?", StatementArguments([$0.description])) } ?? ("", StatementArguments())
        let starts = "SELECT id FROM sources WHERE day >= ?" + upper.0
        let running = "SELECT id FROM sources WHERE end_day >= ? AND day < ?" + upper.0
        return (
            "s.id IN (\(starts) UNION ALL \(running))",
            [from.description] + upper.1 + [from.description, from.description] + upper.1
        )
    }

    /// `s.id` is a source that involves the person (or is the person's own record).
    static func involves(_ person: PersonIdentity, participantsOnly: Bool = false) -> (String, StatementArguments) {
        var parts: [String] = []
        var arguments = StatementArguments()
        if !person.ids.isEmpty {
            parts.append("p.person_ref IN (\(databaseQuestionMarks(count: person.ids.count)))")
            arguments += StatementArguments(person.ids)
        }
        if !person.emails.isEmpty {
            parts.append("p.email IN (\(databaseQuestionMarks(count: person.emails.count)))")
            arguments += StatementArguments(person.emails)
        }
        if !person.names.isEmpty {
            parts.append("p.norm_name IN (\(databaseQuestionMarks(count: person.names.count)))")
            arguments += StatementArguments(person.names)
        }
        guard !parts.isEmpty else { return ("0", []) }
        let own = person.ids.map { "person:" + $0 }
        let role = participantsOnly ? " AND p.mentioned = 0" : ""
        var clause =
            "(s.id IN (SELECT p.source_id FROM source_people p WHERE (\(parts.joined(separator: " OR ")))\(role))"
        if !own.isEmpty {
            clause += " OR s.id IN (\(databaseQuestionMarks(count: own.count)))"
            arguments += StatementArguments(own)
        }
        return (clause + ")", arguments)
    }
}
