import Foundation
import GRDB
import RecallCore

/// Full-text matching. FTS5 is the index and the fallback; when a current ``TermFile`` is given,
/// document frequencies and BM25 come from it instead, with the same numbers.
extension RecallStore {
    /// The tokenizer `chunk_fts` was created with, for tokenizing query terms exactly as FTS5 does.
    static let fullTextTokenizer = FTS5TokenizerDescriptor(components: [
        "porter", "unicode61", "remove_diacritics", "2",
    ])

    /// `"a" OR "b" OR …`: every term one quoted phrase (inner quotes dropped), so FTS5 syntax in a
    /// term is matched as text, never interpreted. Empty when `terms` is.
    public static func fullTextExpression(_ terms: [String]) -> String {
        terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "") + "\"" }.joined(separator: " OR ")
    }

    /// BM25 matches of `terms` (OR-ed, see ``fullTextExpression(_:)``), best first, as (chunk id,
    /// score) where a higher score is better, ties by chunk id; restricted to `chunkIDs` when given.
    /// With a current `termFile` the scores come from it (``TermFileBM25``), else from FTS5's `bm25()`.
    public func fullTextMatches(
        terms: [String], chunkIDs: [Int64]?, limit: Int, termFile: TermFile? = nil
    ) throws -> [(Int64, Double)] {
        try fullTextMatches(slots: terms.map { [$0] }, chunkIDs: chunkIDs, limit: limit, termFile: termFile)
    }

    /// BM25 matches of slots of terms: with a current `termFile`, a chunk scores in each slot only
    /// its best term (a query word or a word standing in for it, not both; ``TermFileBM25``).
    /// FTS5's `bm25()` cannot take a maximum, so without one every term adds, as in
    /// ``fullTextMatches(terms:chunkIDs:limit:termFile:)``.
    public func fullTextMatches(
        slots: [[String]], chunkIDs: [Int64]?, limit: Int, termFile: TermFile? = nil
    ) throws -> [(Int64, Double)] {
        let terms = slots.flatMap { $0 }
        guard !terms.isEmpty, limit > 0 else { return [] }
        if let termFile, let postings = try postings(of: terms, in: termFile) {
            let byTerm = Dictionary(zip(terms, postings), uniquingKeysWith: { first, _ in first })
            let ranges = slots.map { slot in slot.compactMap { byTerm[$0] } }
            return TermFileBM25(file: termFile).top(slots: ranges, allowed: chunkIDs, limit: limit)
        }
        let expression = Self.fullTextExpression(terms)
        return try read { db in
            let rows: [Row]
            if let chunkIDs {
                // The allowed ids travel as one JSON array (no per-id statements, no writes in a read);
                // `+rowid` keeps SQLite from running one FTS query per allowed id.
                let list = "[" + chunkIDs.map(String.init).joined(separator: ",") + "]"
                rows = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT rowid, bm25(chunk_fts) AS r FROM chunk_fts WHERE chunk_fts MATCH ? AND "
                        + "+rowid IN (SELECT value FROM json_each(?)) ORDER BY r, rowid LIMIT ?",
                    arguments: [expression, list, limit])
            } else {
                rows = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT rowid, bm25(chunk_fts) AS r FROM chunk_fts "
                        + "WHERE chunk_fts MATCH ? ORDER BY r, rowid LIMIT ?",
                    arguments: [expression, limit])
            }
            return rows.map { ($0[0], -($0[1] as Double)) }
        }
    }

    /// How many chunks contain each term (as FTS5 matches it, stemmed), and how many chunks there
    /// are: the document frequencies behind BM25's IDF. Terms are quoted, never interpreted.
    /// Counts stop at `cap`, or just past half the chunks when that is more (enough to tell the
    /// terms BM25 weighs at its floor): from FTS5 a very common term then costs a bounded scan of its
    /// posting list; from a current `termFile` every count is one dictionary lookup.
    public func termDocumentCounts(
        _ terms: [String], cap: Int, termFile: TermFile? = nil
    ) throws -> (total: Int, counts: [String: Int]) {
        let fromFile = try termFile.flatMap { try postings(of: terms, in: $0) }
        return try read { db in
            // The largest rowid approximates the chunk count in O(log n); IDF needs no more.
            let total = try Int.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM chunks") ?? 0
            let cap = max(cap, total / 2 + 1)
            var counts: [String: Int] = [:]
            for (i, term) in terms.enumerated() {
                if let fromFile {
                    counts[term] = min(fromFile[i].count, cap)
                    continue
                }
                counts[term] =
                    try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM (SELECT 1 FROM chunk_fts WHERE chunk_fts MATCH ? LIMIT ?)",
                        arguments: [Self.fullTextExpression([term]), cap]) ?? 0
            }
            return (total, counts)
        }
    }

    /// Each term's postings in `file`, in order, or nil when some term is not exactly one FTS5 token
    /// (FTS5 would match it as a multi-token phrase; the caller then asks FTS5).
    func postings(of terms: [String], in file: TermFile) throws -> [Range<Int>]? {
        try read { db in
            let tokenizer = try db.makeTokenizer(Self.fullTextTokenizer)
            var ranges: [Range<Int>] = []
            for term in terms {
                let tokens = try tokenizer.tokenize(query: term.replacingOccurrences(of: "\"", with: ""))
                guard tokens.count == 1 else { return nil }
                ranges.append(file.postings(of: tokens[0].token))
            }
            return ranges
        }
    }
}
