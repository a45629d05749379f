import Foundation
import GRDB
import RecallCore

/// Whether an indexed file still matches what was indexed.
public struct OriginFreshness: Sendable, Hashable {
    /// How the file on disk compares with the stored stamp.
    public enum State: String, Sendable {
        /// Same size and modification time (or same bytes).
        case current
        /// Its bytes differ from what was indexed.
        case changed
        /// The file no longer exists.
        case missing
        /// Sources exist but no stamp was recorded (stdin, or a file that failed to import cleanly).
        case untracked
    }

    public var origin: String
    public var sources: Int
    /// When it was last indexed (the stamp's time, else the newest source's).
    public var indexedAt: Date?
    public var state: State
}

extension RecallStore {
    /// Every origin with its sources count and whether the file changed since it was indexed:
    /// size and mtime first; when they differ the bytes are hashed and compared with the stamp.
    public func freshness() throws -> [OriginFreshness] {
        let stamps = try fileStamps()
        let origins: [(String, Int, Double?)] = try read { db in
            try Row.fetchAll(
                db, sql: "SELECT origin, count(*), max(indexed_at) FROM sources GROUP BY origin ORDER BY origin"
            )
            .map { ($0[0], $0[1], $0[2]) }
        }
        var result: [OriginFreshness] = []
        var seen = Set<String>()
        for (origin, count, indexedAt) in origins {
            seen.insert(origin)
            let stamp = stamps[origin]
            let time = (stamp?.indexedAt ?? indexedAt).map { Date(timeIntervalSince1970: $0) }
            result.append(
                OriginFreshness(
                    origin: origin, sources: count, indexedAt: time, state: Self.state(origin, stamp: stamp)))
        }
        for (path, stamp) in stamps where !seen.contains(path) {
            result.append(
                OriginFreshness(
                    origin: path, sources: 0, indexedAt: Date(timeIntervalSince1970: stamp.indexedAt),
                    state: Self.state(path, stamp: stamp)))
        }
        return result.sorted { $0.origin < $1.origin }
    }

    static func state(_ path: String, stamp: FileStamp?) -> OriginFreshness.State {
        let manager = FileManager.default
        guard path.hasPrefix("/") else { return .untracked }
        guard let attributes = try? manager.attributesOfItem(atPath: path) else { return .missing }
        guard let stamp else { return .untracked }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        if size == stamp.size, modified == stamp.modified { return .current }
        guard let bytes = manager.contents(atPath: path) else { return .missing }
        let stored = stamp.hash.split(separator: "-").first.map(String.init) ?? stamp.hash
        return FNV1a.hex(bytes) == stored ? .current : .changed
    }
}
