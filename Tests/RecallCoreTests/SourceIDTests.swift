import RecallCore
import Testing

/// Which sources are occurrences of one recurring series.
struct SourceIDTests {
    @Test(arguments: [
        ("event:nuria-1-1@example.com@2026-11-24", "event:nuria-1-1@example.com"),
        ("event:abc@2025-01-07", "event:abc"),
        ("event:nuria-1-1@example.com", nil),  // a single event whose UID holds an "@"
        ("event:abc@not-a-date", nil),
        ("note:notes/1-1@2026-11-24", nil),
        ("touchpoint:tp-1", nil),
    ] as [(String, String?)])
    func seriesOfAnOccurrence(id: String, series: String?) {
        #expect(SourceID(rawValue: id).series == series)
    }
}
