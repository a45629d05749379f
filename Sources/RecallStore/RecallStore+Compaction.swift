import Foundation
import GRDB

extension RecallStore {
    /// Free pages above this share of the file are given back by ``reclaimFreePages()``.
    static let maxFreeShare = 0.1

    /// Gives free pages back to the file system when they are more than a tenth of the file.
    ///
    /// Recomputing every vector (an IDF refresh after an import, `reindex`, `doctor --repair`)
    /// writes them to a side table and drops the old one, which left as many free pages as the
    /// vectors take: half of a 600 MB index. A file created with incremental auto-vacuum (every new
    /// index) moves pages down and truncates (`PRAGMA incremental_vacuum`); an older file is
    /// rewritten once with `VACUUM`, which also turns incremental auto-vacuum on for it. Then the
    /// write-ahead log is checkpointed, so the file shrinks now. Returns the bytes given back.
    @discardableResult
    public func reclaimFreePages() throws -> Int64 {
        let (free, total, mode, pageSize) = try read { db in
            (
                try Int64.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0,
                try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") ?? 0,
                try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            )
        }
        guard free > 16, Double(free) > Double(total) * Self.maxFreeShare else { return 0 }
        try writeWithoutTransaction { db in
            if mode == 2 {
                try db.execute(sql: "PRAGMA incremental_vacuum")
            } else {
                try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
                try db.execute(sql: "VACUUM")
            }
            _ = try? db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        return free * pageSize
    }
}
