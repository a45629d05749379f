import Foundation
import GRDB
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recall's single SQLite file: sources, chunks, vectors (BLOBs of little-endian Float64),
/// people links, full-text index and metadata. The only type in Recall that touches SQLite.
///
/// WAL mode with a busy timeout: searches read while an import writes, and readers never see
/// half of a source because every batch of sources commits in one transaction.
///
/// A writable store is a `DatabasePool` (one writer, concurrent readers). A read-only store is one
/// read-only connection (a `DatabaseQueue`): opening a pool costs two connections, and a fresh
/// `recall search` reads sequentially anyway. A WAL reader still sees every committed write.
public final class RecallStore: Sendable {
    /// The file's path.
    public let path: String
    let pool: any DatabaseWriter
    /// The vector and term files last opened (reused while current; see ``DerivedFileCache``).
    let derivedFiles = DerivedFileCache()

    /// The most of the file a read-only connection maps (SQLite's default ceiling, 2 GiB − 64 KiB).
    static let readerMapSize = 0x7fff_0000

    /// Opens (creating with mode 0600 when absent) and migrates the database at `path`. A writable
    /// open tightens a file others can read to 0600 and says so (``StoreNotices``); a read-only open
    /// of a file that holds no Recall tables yet (empty, or being created by an import) is `.notFound`
    /// and writes nothing; a folder is a usage error.
    public init(path: String, readOnly: Bool = false) throws {
        self.path = path
        let manager = FileManager.default
        try Self.rejectFolder(path)
        if !readOnly {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            if !manager.fileExists(atPath: path) {
                // Mode 0600 from the start (no moment where others may read it), and O_EXCL: of
                // two processes creating it at once, the second finds the first's file.
                let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
                if descriptor >= 0 {
                    close(descriptor)
                } else if errno != EEXIST {
                    throw RecallError(.io, "cannot create the database at \(path)")
                }
            }
            Self.tightenMode(path)
        } else if !manager.fileExists(atPath: path) {
            throw RecallError(.notFound, "no index at \(path)", hint: "run `recall index PATH` first")
        }
        var config = Configuration()
        config.readonly = readOnly
        config.busyMode = .timeout(30)
        config.foreignKeysEnabled = true
        config.prepareDatabase { db in
            if !readOnly {
                try db.execute(sql: "PRAGMA page_size = 65536")
            }
            if !db.configuration.readonly {
                // Like the page size, this takes effect only in a new, empty file (set by the pool's
                // writer, not its read-only readers): freed pages can be given back (`reclaimFreePages`).
                try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            }
            // A reader maps the file instead of copying each 64 KiB page it touches into its cache.
            if readOnly { try db.execute(sql: "PRAGMA mmap_size = \(Self.readerMapSize)") }
        }
        do {
            if readOnly {
                pool = try DatabaseQueue(path: Self.readOnlyOpenPath(path), configuration: config)
            } else {
                pool = try DatabasePool(path: path, configuration: config)
            }
            PhaseTrace.mark("open-store: connection pool")
            if readOnly, try pool.read({ try !$0.tableExists("grdb_migrations") }) {
                throw RecallError(
                    .notFound,
                    "no index at \(path) yet (the file holds no Recall tables; an import may be creating it)",
                    hint: "run `recall index PATH` first, or wait for the running import")
            }
            let migrator = StoreSchema.migrator()
            let (superseded, complete) = try pool.read { db in
                (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            if superseded {
                throw RecallError(
                    .database, "\(path) was written by a newer version of Recall",
                    hint: "upgrade recall, or index into a new --db")
            }
            if !readOnly {
                if !complete { try Self.migrate(pool, with: migrator) }
            } else if !complete {
                _ = try RecallStore(path: path)  // an older schema: upgrade it once through a writable open
            }
            PhaseTrace.mark("open-store: schema version checks")
        } catch let error as DatabaseError {
            throw StoreErrors.wrap(error, path: path)
        }
    }

    /// A folder where the index file should be is a usage error ("check free space" said nothing).
    static func rejectFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw RecallError(
                .usage, "\(path) is a folder, not an index file",
                hint: "give --db a file path, such as \(path)/recall.sqlite")
        }
    }

    /// Sets a database (and its `-wal` and `-shm`, which SQLite created with its mode) that others
    /// may read to 0600 before private data goes in, and says so once.
    static func tightenMode(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & 0o077 != 0 else { return }
        let mode = String(info.st_mode & 0o777, radix: 8)
        for file in [path, path + "-wal", path + "-shm"] where chmod(file, 0o600) != 0 && file == path { return }
        StoreNotices.shared.post("\(path) could be read by others (mode \(mode)); set it to 0600")
    }

    /// The path to open a read-only index with. A WAL reader needs a `-shm` file beside the
    /// database; on read-only media or in a folder it may not write, SQLite cannot create one and
    /// refuses to read. When nobody can be writing there — the folder is not writable, no `-shm`
    /// exists and no `-wal` holds pages not yet copied into the database — the file is opened as
    /// immutable (an SQLite URI with `immutable=1`), which needs neither file. Otherwise the
    /// plain path, so an open that cannot work still fails with the permission message.
    static func readOnlyOpenPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (absolute as NSString).deletingLastPathComponent
        let manager = FileManager.default
        guard access(folder, W_OK) != 0, !manager.fileExists(atPath: absolute + "-shm") else { return path }
        let walBytes = (try? manager.attributesOfItem(atPath: absolute + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        guard walBytes == 0 else { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:\(escaped)?immutable=1"
    }

    /// Applies missing migrations. Two processes opening a fresh file at once may both see it
    /// unmigrated; the loser's `CREATE TABLE` fails, or its record of a migration the winner has
    /// just recorded (`UNIQUE constraint failed: grdb_migrations.identifier`, seen under load), and it
    /// tries again, up to ``migrationAttempts`` times: the migrator then skips what the winner applied.
    private static func migrate(_ pool: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        for attempt in 1...migrationAttempts {
            if try pool.read({ try migrator.hasCompletedMigrations($0) }) { return }
            do {
                try migrator.migrate(pool)
                return
            } catch let error as DatabaseError
                where [.SQLITE_ERROR, .SQLITE_CONSTRAINT].contains(error.resultCode.primaryResultCode)
                && attempt < migrationAttempts
            {
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            }
        }
    }

    /// How many times a migration that lost a race with another process is tried.
    static let migrationAttempts = 5

    /// Runs a read, mapping SQLite errors to ``RecallError``.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.read(body) } catch let error as DatabaseError { throw StoreErrors.wrap(error, path: path) }
    }

    /// Runs a write transaction, mapping SQLite errors to ``RecallError``.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.write(body) } catch let error as DatabaseError {
            throw StoreErrors.wrap(error, path: path)
        }
    }

    /// Runs statements in autocommit mode (each its own transaction), mapping SQLite errors.
    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.writeWithoutTransaction(body) } catch let error as DatabaseError {
            throw StoreErrors.wrap(error, path: path)
        }
    }

    // MARK: Metadata

    /// A metadata value, or nil.
    public func meta(_ key: String) throws -> Data? {
        try read { db in try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    /// Sets a metadata value.
    public func setMeta(_ key: String, _ value: Data) throws {
        try write { db in try StoreWriter.setMeta(db, key, value) }
    }

    /// The embedder fingerprint the stored vectors were made with, or nil for an empty index.
    public func fingerprint() throws -> EmbedderFingerprint? {
        guard let data = try meta("embedder.fingerprint") else { return nil }
        return try? JSONDecoder().decode(EmbedderFingerprint.self, from: data)
    }

    /// Records the embedder fingerprint.
    public func setFingerprint(_ fingerprint: EmbedderFingerprint) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try setMeta("embedder.fingerprint", try encoder.encode(fingerprint))
    }

    /// The server a remote embedder's vectors came from (scheme, host, port and path; never a key,
    /// credentials or a query string), or nil: a built-in embedder, or an index from before it was kept.
    public func embedderEndpoint() throws -> String? {
        guard let data = try meta(Self.endpointKey), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Records (or with nil clears) the remote embedder's server; see ``embedderEndpoint()``.
    public func setEmbedderEndpoint(_ endpoint: String?) throws {
        try setMeta(Self.endpointKey, Data((endpoint ?? "").utf8))
    }

    /// The `meta` key of ``embedderEndpoint()`` (empty: none).
    public static let endpointKey = "embedder.endpoint"

    /// A counter that grows with every committed write; derived files compare against it.
    public func generation() throws -> Int64 {
        try read { db in try StoreWriter.generation(db) }
    }
}

/// Maps SQLite errors to messages without bound values or personal content.
enum StoreErrors {
    static func wrap(_ error: DatabaseError, path: String) -> RecallError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return RecallError(
                .database, "the index at \(path) is busy with another import", hint: "wait for it to finish and retry")
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
            return permissionError(path: path)
        case .SQLITE_FULL:
            return RecallError(
                .io, "the disk is full; nothing from this batch was written",
                hint: "free some space and run the import again")
        case .SQLITE_IOERR:
            return RecallError(
                .io,
                "cannot write the index at \(path) (I/O error or file size limit); nothing from this batch was written",
                hint: "check free space and run the import again")
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return RecallError(
                .database, "\(path) is not a valid Recall index (corrupt or not SQLite)",
                hint: "run `recall doctor`, or move it away and re-index")
        default:
            return RecallError(
                .database, "database error \(error.resultCode.rawValue) in \(path): \(error.message ?? "unknown")")
        }
    }

    /// Says which of the file and its folder lacks the access SQLite needs (it writes `-wal`
    /// and `-shm` beside the database, even to read).
    static func permissionError(path: String) -> RecallError {
        let folder = (path as NSString).deletingLastPathComponent
        if access(path, R_OK) != 0 {
            return RecallError(.io, "cannot read the index at \(path)", hint: "check the file's permissions")
        }
        if access(path, W_OK) != 0 {
            return RecallError(
                .database, "the index at \(path) is read-only",
                hint: "check the file's permissions, or copy it somewhere writable")
        }
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            return RecallError(
                .database,
                "the folder of the index at \(path) is read-only (SQLite "
                    + "needs to create its -wal and -shm files there)",
                hint: "check the folder's permissions")
        }
        return RecallError(.io, "cannot open the index at \(path)")
    }
}
