import Foundation
import GRDB
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thing `recall doctor` looked at, and what it found.
public struct StoreFinding: Sendable, Hashable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case ok, stale, problem

        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.ok, .stale, .problem]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!  // every case is in `order`
        }
    }

    /// A short name: `integrity`, `schema`, `fingerprint`, `vectors`, `fts`, `orphans`, `wal`, `modes`, `derived`.
    public var check: String
    public var severity: Severity
    /// What was found, without personal content (counts, sizes, modes).
    public var detail: String
    /// How to fix it, when something is wrong.
    public var repair: String?
    /// Whether `recall doctor --repair` fixes it.
    public var repairable: Bool

    public init(
        _ check: String, _ severity: Severity, _ detail: String, repair: String? = nil, repairable: Bool = false
    ) {
        self.check = check
        self.severity = severity
        self.detail = detail
        self.repair = repair
        self.repairable = repairable
    }

    public var description: String {
        let head = "\(severity == .ok ? "ok" : severity.rawValue): \(check): \(detail)"
        return repair.map { "\(head) — \($0)" } ?? head
    }
}

extension RecallStore {
    /// The WAL size above which `doctor` suggests a checkpoint.
    public static let walWarningBytes: Int64 = 64 << 20

    /// Checks the database without changing it: integrity, schema, fingerprint (against
    /// `expected` when given), vector sizes, full-text rows, orphans, WAL size, file modes and
    /// the staleness of derived files beside it.
    public func check(expected: EmbedderFingerprint? = nil) throws -> [StoreFinding] {
        var findings: [StoreFinding] = []
        findings.append(try integrityFinding())
        findings.append(try schemaFinding())
        let (fingerprintFinding, dimension) = try fingerprintCheck(expected: expected)
        findings.append(fingerprintFinding)
        findings += try rowFindings(dimension: dimension)
        findings.append(walFinding())
        findings.append(modesFinding())
        findings += try derivedFindings(dimension: dimension)
        findings += try termFileFindings()
        return findings
    }

    private func integrityFinding() throws -> StoreFinding {
        let lines = try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check(20)") }
        if lines == ["ok"] { return StoreFinding("integrity", .ok, "PRAGMA integrity_check is ok") }
        return StoreFinding(
            "integrity", .problem, "SQLite reports \(lines.count) integrity error(s)",
            repair: "move the file away and re-index your exports (recall index …); `sqlite3 FILE .recover` may save it"
        )
    }

    private func schemaFinding() throws -> StoreFinding {
        let applied = try read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        let known = StoreSchema.migrator().migrations
        let missing = known.filter { !applied.contains($0) }
        if !missing.isEmpty {
            return StoreFinding(
                "schema", .stale, "\(missing.count) migration(s) not applied yet",
                repair: "run any `recall index` to migrate")
        }
        return StoreFinding("schema", .ok, "version \(applied.count) (\(applied.last ?? "none"))")
    }

    private func fingerprintCheck(expected: EmbedderFingerprint?) throws -> (StoreFinding, Int?) {
        guard let data = try meta("embedder.fingerprint") else {
            let empty = try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM chunks") ?? 0 } == 0
            return empty
                ? (StoreFinding("fingerprint", .ok, "none yet (empty index)"), nil)
                : (
                    StoreFinding(
                        "fingerprint", .problem, "missing while the index holds chunks",
                        repair: "run `recall reindex`"),
                    nil
                )
        }
        guard let stored = try? JSONDecoder().decode(EmbedderFingerprint.self, from: data) else {
            return (StoreFinding("fingerprint", .problem, "unreadable", repair: "run `recall reindex`"), nil)
        }
        if let expected, expected != stored {
            return (
                StoreFinding(
                    "fingerprint", .problem,
                    "built with \(stored.provider)/\(stored.model) (dim \(stored.dimension)), "
                        + "this build embeds with \(expected.provider)/\(expected.model)",
                    repair: "run `recall reindex`"), stored.dimension
            )
        }
        return (
            StoreFinding("fingerprint", .ok, "\(stored.provider)/\(stored.model), dimension \(stored.dimension)"),
            stored.dimension
        )
    }

    /// Counts of rows that break the store's invariants.
    struct RowCounts {
        var chunks = 0, fts = 0, missingFTS = 0, orphanFTS = 0, orphanChunks = 0, orphanVectors = 0
        var orphanPeople = 0, chunksWithoutVector = 0, sourcesWithoutChunks = 0, badVectors = 0
    }

    func rowCounts(dimension: Int?) throws -> RowCounts {
        try read { db in
            func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
            var counts = RowCounts()
            counts.chunks = try count("SELECT count(*) FROM chunks")
            counts.fts = try count("SELECT count(*) FROM chunk_fts")
            counts.missingFTS = try count(
                "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM chunk_fts f WHERE f.rowid = c.id)")
            counts.orphanFTS = try count(
                "SELECT count(*) FROM chunk_fts f WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = f.rowid)")
            counts.orphanChunks = try count(
                "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = c.source_id)")
            counts.orphanVectors = try count("SELECT count(*) FROM vector_blobs WHERE \(SharedVectors.orphanCondition)")
            counts.orphanPeople = try count(
                "SELECT count(*) FROM source_people p WHERE NOT EXISTS "
                    + "(SELECT 1 FROM sources s WHERE s.id = p.source_id)"
            )
            counts.chunksWithoutVector = try count(
                "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id)")
            counts.sourcesWithoutChunks = try count(
                "SELECT count(*) FROM sources s WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.source_id = s.id)")
            if let dimension {
                counts.badVectors = try count(
                    "SELECT count(*) FROM vector_blobs WHERE length(vector) != \(dimension * 8)")
            }
            return counts
        }
    }

    private func rowFindings(dimension: Int?) throws -> [StoreFinding] {
        let c = try rowCounts(dimension: dimension)
        var findings: [StoreFinding] = []
        if c.badVectors > 0 {
            findings.append(
                StoreFinding(
                    "vectors", .problem, "\(c.badVectors) vector BLOB(s) are not \(dimension ?? 0) Float64 values",
                    repair: "`recall doctor --repair` removes them; then run `recall reindex`", repairable: true))
        } else if c.chunksWithoutVector > 0 {
            findings.append(
                StoreFinding(
                    "vectors", .problem, "\(c.chunksWithoutVector) chunk(s) have no vector",
                    repair: "run `recall reindex`"))
        } else {
            findings.append(
                StoreFinding(
                    "vectors", .ok, "every chunk has a vector of dimension \(dimension.map(String.init) ?? "-")"))
        }
        if c.missingFTS > 0 || c.orphanFTS > 0 || c.fts != c.chunks {
            findings.append(
                StoreFinding(
                    "fts", .problem,
                    "\(c.fts) full-text rows for \(c.chunks) chunks (\(c.missingFTS) missing, \(c.orphanFTS) orphan)",
                    repair: "`recall doctor --repair` rebuilds the full-text index", repairable: true))
        } else {
            findings.append(StoreFinding("fts", .ok, "\(c.fts) full-text rows for \(c.chunks) chunks"))
        }
        let orphans = c.orphanChunks + c.orphanVectors + c.orphanPeople
        if orphans > 0 {
            findings.append(
                StoreFinding(
                    "orphans", .problem,
                    "\(c.orphanChunks) chunk(s), \(c.orphanVectors) vector(s), "
                        + "\(c.orphanPeople) people link(s) without a source",
                    repair: "`recall doctor --repair` removes them", repairable: true))
        } else {
            findings.append(StoreFinding("orphans", .ok, "none (\(c.sourcesWithoutChunks) source(s) without chunks)"))
        }
        return findings
    }

    private func walFinding() -> StoreFinding {
        let size = Self.fileSize(path + "-wal") ?? 0
        if size > Self.walWarningBytes {
            return StoreFinding(
                "wal", .stale, "the write-ahead log is \(size >> 20) MiB",
                repair: "`recall doctor --repair` checkpoints it", repairable: true)
        }
        return StoreFinding("wal", .ok, "\(size) bytes")
    }

    /// The database and its -wal/-shm with group or other permission bits.
    var looseFiles: [(String, Int)] {
        [path, path + "-wal", path + "-shm", vectorFilePath, termFilePath].compactMap { file in
            guard let mode = (try? FileManager.default.attributesOfItem(atPath: file))?[.posixPermissions] as? Int
            else { return nil }
            return mode & 0o077 != 0 ? ((file as NSString).lastPathComponent, mode) : nil
        }
    }

    private func modesFinding() -> StoreFinding {
        let loose = looseFiles
        guard !loose.isEmpty else { return StoreFinding("modes", .ok, "the database files are private (0600)") }
        let list = loose.map { "\($0.0) is \(String($0.1, radix: 8))" }.joined(separator: ", ")
        return StoreFinding(
            "modes", .problem, "readable by others: \(list)",
            repair: "`recall doctor --repair` sets 0600", repairable: true)
    }

    static func fileSize(_ path: String) -> Int64? {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.int64Value
    }
}

// MARK: Before writing

extension RecallStore {
    /// SQLite's `quick_check` of the index at `path` (every b-tree page's structure, cell order and
    /// record format; not index contents or FTS5's own segments), through a read-only connection
    /// opened and closed for it: a command that writes runs it before opening the file for writing
    /// (which itself writes), so a damaged file is refused and left as it was instead of having new
    /// rows written around the damage. A missing or empty file passes. Throws a `.database` error
    /// (exit 66) naming the first problem, which holds page numbers, never content.
    public static func checkBeforeWriting(path: String) throws {
        try rejectFolder(path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { return }
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(30)
        let rows: [String]
        do {
            let queue = try DatabaseQueue(path: readOnlyOpenPath(path), configuration: config)
            defer { try? queue.close() }
            rows = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(3)") }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw damaged(path, "SQLite's quick_check met a malformed page")
        } catch let error as DatabaseError where checkCannotRun.contains(error.resultCode) {
            // Another process is creating or writing the file (a new WAL a read-only connection
            // cannot recover yet), or it is not readable: no damage seen, so the writable open that
            // follows decides, waiting for the writer or naming the permission problem itself.
            return
        } catch let error as DatabaseError {
            throw StoreErrors.wrap(error, path: path)
        }
        guard rows != ["ok"] else { return }
        let lines = rows.flatMap { $0.split(separator: "\n") }.map(String.init)
        throw damaged(
            path, "SQLite's quick_check: " + (lines.first(where: { !$0.hasPrefix("***") }) ?? "unknown").prefix(200))
    }

    /// Result codes that say the check could not look at the file, not that the file is damaged.
    private static let checkCannotRun: [ResultCode] = [
        .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM,
    ]

    private static func damaged(_ path: String, _ detail: String) -> RecallError {
        RecallError(
            .database, "\(path) is damaged (\(detail)); nothing was written",
            hint: "run `recall doctor`; move the file away and re-index")
    }
}
