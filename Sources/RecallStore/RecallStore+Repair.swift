import Foundation
import GRDB
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `recall doctor --repair` changed.
public struct StoreRepair: Sendable, Hashable {
    public var fullTextRebuilt = false
    public var orphansRemoved = 0
    public var badVectorsRemoved = 0
    public var modesFixed = 0
    public var walCheckpointed = false
    public var derivedRemoved = 0
}

extension RecallStore {
    /// Fixes what can be fixed in place: rebuilds the full-text index from the chunks, removes
    /// orphan rows and vectors of the wrong size, sets the files to 0600, checkpoints the WAL and
    /// removes stale derived files. All row changes commit in one transaction.
    public func repair(dimension: Int?) throws -> StoreRepair {
        var result = StoreRepair()
        let counts = try rowCounts(dimension: dimension)
        try write { db in
            if counts.missingFTS > 0 || counts.orphanFTS > 0 || counts.fts != counts.chunks {
                try db.execute(sql: "DELETE FROM chunk_fts")
                try db.execute(
                    sql: """
                        INSERT INTO chunk_fts(rowid, body)
                        SELECT c.id, CASE WHEN c.field IN ('title', 'identity') THEN c.text \
                        ELSE s.title || char(10) || c.text END
                        FROM chunks c JOIN sources s ON s.id = c.source_id ORDER BY c.id
                        """)
                result.fullTextRebuilt = true
            }
            try db.execute(sql: "DELETE FROM chunks WHERE source_id NOT IN (SELECT id FROM sources)")
            result.orphansRemoved += db.changesCount
            if let dimension {
                // Chunks lose a vector of the wrong size (they are re-embedded afterwards).
                try db.execute(
                    sql:
                        "UPDATE chunks SET vector_id = NULL WHERE vector_id IN "
                        + "(SELECT id FROM vector_blobs WHERE length(vector) != ?)",
                    arguments: [dimension * 8])
                try db.execute(sql: "DELETE FROM vector_blobs WHERE length(vector) != ?", arguments: [dimension * 8])
                result.badVectorsRemoved = db.changesCount
            }
            try db.execute(sql: "DELETE FROM vector_blobs WHERE \(SharedVectors.orphanCondition)")
            result.orphansRemoved += db.changesCount
            try db.execute(sql: "DELETE FROM source_people WHERE source_id NOT IN (SELECT id FROM sources)")
            result.orphansRemoved += db.changesCount
            if result != StoreRepair() { try StoreWriter.bumpGeneration(db) }
        }
        do {
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            result.walCheckpointed = true
        } catch let error as DatabaseError {
            throw StoreErrors.wrap(error, path: path)
        }
        for (name, _) in looseFiles {
            let file = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            if chmod(file, 0o600) == 0 { result.modesFixed += 1 }
        }
        let derived = try derivedFindings(dimension: dimension).filter { $0.check == "derived" && $0.severity != .ok }
        if !derived.isEmpty {
            DerivedFileSeal.remove(for: vectorFilePath)
            for file in temporaryFiles(of: vectorFilePath) + [vectorFilePath] where unlink(file) == 0 {
                result.derivedRemoved += 1
            }
        }
        result.derivedRemoved += try removeStaleTermFiles()
        return result
    }
}
