import ArgumentParser
import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// `recall bench` (hidden): in-process timings of the vector scan for `tools/bench/run.sh`.
///
/// Prints one JSON object: medians in milliseconds of the Float32 scan, candidate selection,
/// exact rescoring, the SQLite-only scorer, a date-window filtered scan, the vector-file rebuild,
/// and BM25 from FTS5 against the term file.
struct BenchCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Time the vector scan (for tools/bench).", shouldDisplay: false)

    @OptionGroup var store: StoreOptions

    @Option(help: "Repetitions per measurement.") var repeats = 15
    @Option(help: "Repetitions of the SQLite-only scorer (slow on big indexes; 0 skips it).") var sqliteRepeats = 3
    @Option(help: "Candidates per query (the search engine's pool).") var k = 200
    @Option(help: "A date window [from, to) for the filtered measurement.") var from: String?
    @Option var to: String?
    @Flag(help: "Rebuild the vector file first and time it.") var rebuild = false
    @Argument(help: "The query text.") var query: String = "quarterly budget review with the vendor"

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let embedder = try Components.embedder(for: database)
        let vector = try await embedder.embedQuery(query)
        var result: [String: Double] = [:]
        if rebuild {
            result["rebuild_ms"] = try Self.time { _ = try database.rebuildVectorFile(dimension: vector.count) }
        }
        guard let file = try database.currentVectorFile(dimension: vector.count) else {
            throw RecallError(.io, "no usable vector file beside \(database.path)")
        }
        result["rows"] = Double(file.count)
        result["bytes"] = Double(file.count * file.dimension * 4)
        try measure("open", into: &result) { _ = try VectorFile(path: database.vectorFilePath) }
        try measure("scan", into: &result) { _ = FastVectorSearch.floatScores(vector, file: file, rows: nil) }
        try measure("candidates", into: &result) {
            _ = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k)
        }
        let candidates = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k)
        result["candidates"] = Double(candidates.count)
        try measure("vector_topk", into: &result) {
            let picked = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k)
            let matrix = try database.vectors(chunkIDs: picked, dimension: vector.count)
            _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
        }
        if sqliteRepeats > 0 {
            try measure("sqlite_topk", into: &result, count: sqliteRepeats) {
                let matrix = try database.vectors(chunkIDs: nil, dimension: vector.count)
                _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
            }
        }
        if from != nil || to != nil {
            let filter = SourceFilter(from: from.flatMap { CalendarDay($0) }, to: to.flatMap { CalendarDay($0) })
            let allowed = try database.chunkIDs(matching: filter) ?? []
            result["filtered_rows"] = Double(allowed.count)
            try measure("filter_ids", into: &result) { _ = try database.chunkIDs(matching: filter) }
            try measure("filtered_topk", into: &result) {
                let ids = try database.chunkIDs(matching: filter) ?? []
                let picked = FastVectorSearch.candidates(vector, file: file, allowed: ids, k: k)
                let matrix = try database.vectors(chunkIDs: picked, dimension: vector.count)
                _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
            }
        }
        try measureLexical(database, into: &result)
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        FileHandle.standardOutput.write(json + Data("\n".utf8))
        return 0
    }

    /// BM25 top-`k` from FTS5's `bm25()` and from the term file, and whether they are identical
    /// (same ids, same scores to the bit); the terms are the search's (ubiquitous ones left out).
    private func measureLexical(_ database: RecallStore, into result: inout [String: Double]) throws {
        if rebuild { result["term_rebuild_ms"] = try Self.time { _ = try database.rebuildTermFile() } }
        guard let termFile = try database.currentTermFile() else {
            throw RecallError(.io, "no usable term file beside \(database.path)")
        }
        let query = FullTextQuery(self.query)
        let counts = try database.termDocumentCounts(query.terms, cap: TermCoverage.countCap)
        let terms = query.withoutUbiquitousTerms(counts: counts.counts, total: counts.total).terms
        try measure("term_open", into: &result) { _ = try TermFile(path: database.termFilePath) }
        try measure("bm25_fts5", into: &result, count: min(repeats, 5)) {
            _ = try database.fullTextMatches(terms: terms, chunkIDs: nil, limit: k)
        }
        try measure("bm25_termfile", into: &result) {
            _ = try database.fullTextMatches(terms: terms, chunkIDs: nil, limit: k, termFile: termFile)
        }
        let fts5 = try database.fullTextMatches(terms: terms, chunkIDs: nil, limit: k)
        let mirrored = try database.fullTextMatches(terms: terms, chunkIDs: nil, limit: k, termFile: termFile)
        var same = fts5.count == mirrored.count
        for (a, b) in zip(fts5, mirrored) where a.0 != b.0 || a.1.bitPattern != b.1.bitPattern { same = false }
        result["bm25_matches"] = Double(fts5.count)
        result["bm25_identical"] = same ? 1 : 0
    }

    /// Records the median and the minimum of `count` (default `repeats`) timings as `NAME_ms`
    /// and `NAME_min_ms` (on a shared machine the minimum is the steadier estimate).
    private func measure(
        _ name: String, into result: inout [String: Double], count: Int? = nil, _ body: () throws -> Void
    ) throws {
        var samples: [Double] = []
        for _ in 0..<max(1, count ?? repeats) { samples.append(try Self.time(body)) }
        samples.sort()
        // Spelled out with types: the one-line `result[name + "_ms"] = samples[samples.count / 2]`
        // type-checked to an overload that stored nothing, so every median was missing from the JSON.
        let median: Double = samples[samples.count / 2]
        let key: String = name + "_ms"
        result[key] = median
        result[name + "_min_ms"] = samples[0]
    }

    private static func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
