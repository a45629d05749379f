import Foundation
import GRDB
import RecallCore

/// A file that could not be imported (unsupported, malformed, too large), recorded with its
/// stamp and hash so that it is not read or reported again until it changes.
public struct FailedFile: Sendable, Hashable {
    public var path: String
    public var size: Int64
    public var modified: Double
    /// The file's content hash as the indexer computes it (bytes and settings).
    public var hash: String
    /// The first problem reported, e.g. "unsupported format".
    public var reason: String
    /// When it was recorded, seconds since 1970.
    public var recordedAt: Double

    public init(
        path: String, size: Int64, modified: Double, hash: String, reason: String,
        recordedAt: Double = Date().timeIntervalSince1970
    ) {
        self.path = path
        self.size = size
        self.modified = modified
        self.hash = hash
        self.reason = reason
        self.recordedAt = recordedAt
    }
}

extension RecallStore {
    /// Every recorded failed file, by path.
    public func failedFiles() throws -> [String: FailedFile] {
        try read { db in
            var result: [String: FailedFile] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT path, size, mtime, hash, reason, recorded_at FROM failed_files")
            {
                let file = FailedFile(
                    path: row[0], size: row[1], modified: row[2], hash: row[3], reason: row[4], recordedAt: row[5])
                result[file.path] = file
            }
            return result
        }
    }

    /// Records `failed` (replacing earlier records of the same paths) and forgets the records of
    /// `cleared` (files that now import, or that vanished), in one transaction.
    public func recordFailures(_ failed: [FailedFile], clearing cleared: [String]) throws {
        guard !failed.isEmpty || !cleared.isEmpty else { return }
        try write { db in
            for path in cleared { try db.execute(sql: "DELETE FROM failed_files WHERE path = ?", arguments: [path]) }
            for file in failed {
                try db.execute(
                    sql:
                        "INSERT OR REPLACE INTO failed_files(path, size, mtime, "
                        + "hash, reason, recorded_at) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [file.path, file.size, file.modified, file.hash, file.reason, file.recordedAt])
            }
        }
    }
}
