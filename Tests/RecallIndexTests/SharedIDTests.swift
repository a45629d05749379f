import Foundation
import RecallCore
import RecallImport
import RecallIndex
import RecallStore
import RecallTestSupport
import Testing

/// An importer whose documents take their ids from the file's first line (so two files can share one).
struct FirstLineIDImporter: FormatImporter {
    var name: String { "first-line" }
    func accepts(file: ImportFile, prefix: Data) -> Bool { true }
    func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "|")
        let documents = lines.map { id in
            Document(id: SourceID(rawValue: "note:" + id), title: "T", date: nil, origin: file.path, content: .note(Note(body: "text of \(id)")))
        }
        return ImportResult(documents: documents)
    }
}

/// One id in two files, and ids with control characters: never a silent loss.
@Suite struct SharedIDTests {
    let folder: TemporaryDirectory
    let store: RecallStore

    init() throws {
        folder = try TemporaryDirectory()
        store = try RecallStore(path: folder.url.appendingPathComponent("index.sqlite").path)
    }

    func index(_ names: [String], batchSources: Int = 512) async throws -> IndexSummary {
        var indexer = Indexer(store: store, embedder: try IDFMaintenance().embedder(for: store), chunker: Chunker(timeZone: .gmt), timeZone: .gmt)
        indexer.batchSources = batchSources
        let inputs = names.map { name in
            let url = folder.url.appendingPathComponent(name)
            return IndexInput(file: ImportFile(path: url.path, relativePath: url.lastPathComponent), url: url)
        }
        return try await indexer.run(inputs: inputs, read: { FirstLineIDImporter().read($0, file: $1, options: ImportOptions()) })
    }

    /// The greater path keeps a shared id; the other file gets an error naming both, on every run
    /// (it is re-read to take the id over if the winner goes), and a fresh index counts the id as
    /// added even when the first copy's batch was committed before the second was read.
    @Test func aSharedIDIsReportedOnEveryRunAndCountedOnce() async throws {
        let loser = try folder.write("shared|own-a", to: "x/a.txt").path
        let winner = try folder.write("shared|own-b", to: "y/b.txt").path
        for run in 1...2 {
            let summary = try await index(["x/a.txt", "y/b.txt"], batchSources: 1)
            let errors = summary.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1, "run \(run): \(summary.diagnostics)")
            #expect(errors.first?.file == loser)
            #expect(errors.first?.reason.contains("1 note has the same id as one in \(winner)") == true)
            if run == 1 {
                #expect(summary.added[.note] == 3 && summary.updated.isEmpty, "\(summary.line)")
            }
        }
        #expect(try store.origins(of: ["note:shared"]) == ["note:shared": winner])
    }

    /// A file read after the winner (the smaller path second) is reported the same way.
    @Test func theSmallerPathReadSecondIsReportedToo() async throws {
        let loser = try folder.write("shared", to: "x/a.txt").path
        try folder.write("shared", to: "y/b.txt")
        let summary = try await index(["y/b.txt", "x/a.txt"])
        #expect(summary.diagnostics.map(\.file) == [loser], "\(summary.diagnostics)")
        #expect(summary.hadErrors)
    }

    /// An id with a line break is stored with `%XX` escapes and a warning, so it prints as one line.
    @Test func controlCharactersInIDsAreEscaped() async throws {
        try folder.write("tp\nnote:canary.md\n|plain\u{85}x\u{2028}y", to: "x/t.txt")
        let summary = try await index(["x/t.txt"])
        #expect(summary.diagnostics.map(\.severity) == [.warning], "\(summary.diagnostics)")
        #expect(!summary.hadErrors)
        let stored = try store.sourceIDs(origin: folder.url.appendingPathComponent("x/t.txt").path)
        #expect(stored == ["note:tp%0Anote:canary.md%0A", "note:plain%C2%85x%E2%80%A8y"])
    }

    /// Two ids of one file that meet after escaping: one is kept, with an error, never silently.
    @Test func idsThatMeetAfterEscapingAreAnError() async throws {
        try folder.write("a\u{1}b|a%01b", to: "x/t.txt")
        let summary = try await index(["x/t.txt"])
        #expect(summary.hadErrors, "\(summary.diagnostics)")
    }
}
