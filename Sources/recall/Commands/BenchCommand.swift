import ArgumentParser
import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// `recall bench` (hidden): in-process timings of the vector scan for `tools/bench/run.sh`.
///
/// Prints one JSON object: medians in milliseconds of the Float32 scan, candidate selection,
/// exact rescoring, the SQLite-only scorer, a date-window filtered scan, and the vector-file rebuild.
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
        result["open_ms"] = try median { _ = try VectorFile(path: database.vectorFilePath) }
        result["scan_ms"] = try median { _ = FastVectorSearch.floatScores(vector, file: file, rows: nil) }
        result["candidates_ms"] = try median { _ = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k) }
        let candidates = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k)
        result["candidates"] = Double(candidates.count)
        result["vector_topk_ms"] = try median {
            let picked = FastVectorSearch.candidates(vector, file: file, allowed: nil, k: k)
            let matrix = try database.vectors(chunkIDs: picked, dimension: vector.count)
            _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
        }
        if sqliteRepeats > 0 {
            result["sqlite_topk_ms"] = try median(sqliteRepeats) {
                let matrix = try database.vectors(chunkIDs: nil, dimension: vector.count)
                _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
            }
        }
        if from != nil || to != nil {
            let filter = SourceFilter(from: from.flatMap { CalendarDay($0) }, to: to.flatMap { CalendarDay($0) })
            let allowed = try database.chunkIDs(matching: filter) ?? []
            result["filtered_rows"] = Double(allowed.count)
            result["filter_ids_ms"] = try median { _ = try database.chunkIDs(matching: filter) }
            result["filtered_topk_ms"] = try median {
                let ids = try database.chunkIDs(matching: filter) ?? []
                let picked = FastVectorSearch.candidates(vector, file: file, allowed: ids, k: k)
                let matrix = try database.vectors(chunkIDs: picked, dimension: vector.count)
                _ = VectorScorer.topK(VectorScorer.scores(vector, matrix), k: k)
            }
        }
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        FileHandle.standardOutput.write(json + Data("\n".utf8))
        return 0
    }

    private func median(_ count: Int? = nil, _ body: () throws -> Void) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, count ?? repeats) { samples.append(try Self.time(body)) }
        samples.sort()
        return samples[samples.count / 2]
    }

    private static func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
