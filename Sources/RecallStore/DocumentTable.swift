import Foundation
import GRDB
import RecallCore

/// FTS5's documents: rowids, lengths in tokens (the first varint of each `docsize` record), and a
/// rowid → index map.
struct DocumentTable {
    var ids: [Int64] = []
    var lengths: [UInt32] = []
    var totalTokens = 0
    /// `ids[dense[id − first]] == id` when the ids are dense enough for a table, else empty.
    private var dense: [Int32] = []

    init(_ db: Database) throws {
        let cursor = try Row.fetchCursor(db, sql: "SELECT id, sz FROM chunk_fts_docsize ORDER BY id")
        while let row = try cursor.next() {
            ids.append(row[0])
            let size = try row.withUnsafeData(atIndex: 1) { $0.map { Self.firstVarint($0) } } ?? 0
            guard size <= UInt64(UInt32.max) else {
                throw RecallError(.database, "the full-text index holds an oversized document")
            }
            lengths.append(UInt32(size))
            totalTokens += Int(size)
        }
        guard ids.count < Int(Int32.max) else { throw RecallError(.database, "too many chunks for a term file") }
        if let first = ids.first, let last = ids.last, last - first < Int64(4 * ids.count + (1 << 20)) {
            dense = [Int32](repeating: -1, count: Int(last - first) + 1)
            for (index, id) in ids.enumerated() { dense[Int(id - first)] = Int32(index) }
        }
    }

    /// The index of rowid `id`, or nil when FTS5 has no size for it.
    func index(of id: Int64) -> Int? {
        if let first = ids.first, !dense.isEmpty {
            let offset = id - first
            guard offset >= 0, offset < Int64(dense.count), dense[Int(offset)] >= 0 else { return nil }
            return Int(dense[Int(offset)])
        }
        return ids.position(ofSorted: id)
    }

    var documentCount: Int { ids.count }

    /// Whether every document's counted tokens equal its stored length.
    func lengthsMatch(_ counted: [UInt32]) -> Bool { counted == lengths }

    /// SQLite's varint (big-endian groups of 7 bits, a 9th byte of 8), as FTS5 stores sizes.
    static func firstVarint(_ data: Data) -> UInt64 {
        var value: UInt64 = 0
        for (i, byte) in data.enumerated() {
            if i == 8 { return (value << 8) | UInt64(byte) }
            value = (value << 7) | UInt64(byte & 0x7f)
            if byte < 0x80 { return value }
        }
        return value
    }
}
