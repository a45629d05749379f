import Foundation
import RecallCore
import RecallQuery
import Testing

/// Query understanding on machine-made questions: a seeded generator strings together the tokens
/// its grammar cares about (dates, numbers, names, kind and intent words, punctuation, odd Unicode)
/// and every parse must come back, with a non-empty window and topical words that come from the query.
/// Not libFuzzer (RecallSearch links SQLite and BLAS), but the same spirit, run in every test run.
struct QueryStressTests {
    static let vocabulary = [
        "what", "did", "I", "discuss", "with", "Sarah", "sarah's", "Mike", "Pria", "Zoe", "Łukasz", "in", "on", "since",
        "before", "between", "and", "from", "to", "last", "next", "this", "week", "month", "year", "Q3", "q4", "2025",
        "1999", "9999", "0", "-1", "31", "29", "February", "feb", "August", "summer", "winter", "ago", "two", "couple",
        "of", "days", "hours", "yesterday", "today", "8/14", "13/45", "2026-02-30", "2026-08-14", "the", "3rd",
        "meetings", "calls", "notes", "messages", "video", "phone", "number", "who", "is", "when", "time", "most",
        "recent", "latest", "first", "decide", "follow", "ups", "\"", "*", "NEAR(", "-", ":", "'", "(", ")", "—", "…",
        "👋", "\u{0301}", "\u{202E}", "ﬁ", "İ", "ß", "", " ", "\t", "\n",
    ]

    /// A 64-bit LCG, so any failure is reproducible from its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func generatedQueriesParse(seed: UInt64) {
        var generator = Generator(state: seed)
        let understanding = TimeStageTests.parser
        for _ in 0..<2_500 {
            let count = 1 + generator.next(14)
            let query = (0..<count).map { _ in Self.vocabulary[generator.next(Self.vocabulary.count)] }.joined(separator: " ")
            let parsed = understanding.parse(query)
            if let window = parsed.window?.value, let start = window.start, let end = window.end {
                #expect(start < end, "empty window for \(query.debugDescription)")
            }
            let normalized = TextNormalizer.normalize(query)
            #expect(parsed.topic.allSatisfy { normalized.replacingOccurrences(of: "'", with: "").contains($0) }, "\(query.debugDescription)")
        }
    }

    @Test func hugeQueriesStayBounded() {
        let long = String(repeating: "Sarah in August between June and ", count: 5_000)
        let started = Date()
        _ = TimeStageTests.parser.parse(long)
        #expect(Date().timeIntervalSince(started) < 5, "a 170 KB query must parse quickly")
    }
}
