import Foundation
import RecallCore
import RecallEmbedding
@testable import RecallSearch
import RecallStore
import RecallTestSupport
import Testing

/// Browsing a rough window ("this time last year") puts what is nearest its day first
/// (``SearchRequest/nearDay``); any other window puts the most substantial first.
@Suite struct NearDayBrowseTests {
    static let notes: [(id: String, day: String, text: String)] = [
        ("note:long-away", "2025-11-15", Array(repeating: "Quarterly planning notes with many long paragraphs.", count: 12).joined(separator: " ")),
        ("note:on-the-day", "2025-11-27", "Datadog renewal kickoff."),
    ]

    static func engine(in folder: TemporaryDirectory) throws -> SearchEngine {
        let store = try RecallStore(path: folder.url.appendingPathComponent("n.sqlite").path)
        let embedder = HashedEmbedder()
        let sources = notes.map { note in
            StoredSource(
                document: Document(id: SourceID(rawValue: note.id), title: "", date: .day(CalendarDay(note.day)!), origin: "/tmp/n.md",
                                   content: .note(Note(body: note.text))),
                contentHash: note.id, day: CalendarDay(note.day), timestamp: 0,
                chunks: [StoredChunk(ordinal: 0, field: .body, text: note.text, searchText: note.text, vector: embedder.vector(for: note.text))])
        }
        _ = try store.apply(upserts: sources, deletions: [], dimension: embedder.dimension)
        return SearchEngine(store: store, embedder: embedder)
    }

    @Test(arguments: [(nil, "note:long-away"), ("2025-11-27", "note:on-the-day")])
    func nearestFirstOnlyAroundADay(near: String?, first: String) async throws {
        let folder = try TemporaryDirectory()
        let engine = try Self.engine(in: folder)
        var request = SearchRequest(text: "", limit: 5, minScore: 0)
        request.filter.from = CalendarDay("2025-11-13")
        request.filter.to = CalendarDay("2025-12-11")
        request.nearDay = near.flatMap(CalendarDay.init)
        let hits = try await engine.search(request)
        #expect(hits.map(\.sourceID.rawValue) == [first] + Self.notes.map(\.id).filter { $0 != first })
    }
}
