import Foundation
import RecallCore
import RecallEmbedding
@testable import RecallSearch
import RecallStore
import RecallTestSupport
import Testing

/// A chunk holding more of a parsed topic ranks higher (``SearchRequest/coverageWeight``): BM25's
/// length normalization alone lets a five-word chunk with one of the words win.
@Suite struct CoverageRankingTests {
    static let texts = [
        ("note:one-on-one", "Weekly 1:1."),
        ("note:week-review", "Week ending 15 May. Weekly review: pricing page stuck, SOC 2 audit nearly done, Intercom renewal slipping, energy five out of ten."),
    ] + [
        "Lisbon offsite venue shortlist and travel budget.", "Hiring plan for the platform group this quarter.",
        "Cloud spend is over budget again; finance wants a forecast.", "Customer feedback on the new dashboard export.",
        "Security questionnaire for the bank prospect.", "Board deck outline and revenue bridge.",
        "Design crit on the onboarding checklist.", "Incident follow-up: alert thresholds and paging.",
    ].enumerated().map { ("note:other-\($0.offset)", $0.element) }

    static func engine(in folder: TemporaryDirectory) throws -> SearchEngine {
        let store = try RecallStore(path: folder.url.appendingPathComponent("c.sqlite").path)
        let embedder = HashedEmbedder()
        let sources = texts.map { id, text in
            StoredSource(
                document: Document(id: SourceID(rawValue: id), title: "", date: .day(CalendarDay("2026-05-15")!), origin: "/tmp/n.md",
                                   content: .note(Note(body: text))),
                contentHash: id, day: CalendarDay("2026-05-15"), timestamp: 0,
                chunks: [StoredChunk(ordinal: 0, field: .body, text: text, searchText: text, vector: embedder.vector(for: text))])
        }
        _ = try store.apply(upserts: sources, deletions: [], dimension: embedder.dimension)
        return SearchEngine(store: store, embedder: embedder)
    }

    @Test func theChunkWithMoreOfTheTopicGainsOnTheOneWithLess() async throws {
        let folder = try TemporaryDirectory()
        let engine = try Self.engine(in: folder)
        var request = SearchRequest(text: "weekly review", limit: 3, minScore: 0)
        request.evidence.isNarrowed = true
        let plain = try await engine.search(request)
        request.isParsedTopic = true
        let parsed = try await engine.search(request)
        func ratio(_ hits: [SearchHit]) throws -> Double {
            let review = try #require(hits.first { $0.sourceID == "note:week-review" })
            let weekly = try #require(hits.first { $0.sourceID == "note:one-on-one" })
            return review.score / weekly.score
        }
        #expect(parsed.first?.sourceID == "note:week-review", "\(parsed.map(\.sourceID))")
        #expect(try ratio(parsed) > ratio(plain) * 1.1, "\(parsed.map { ($0.sourceID, $0.score) }) \(plain.map { ($0.sourceID, $0.score) })")
    }
}
