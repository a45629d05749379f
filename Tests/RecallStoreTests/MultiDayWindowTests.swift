import Foundation
import GRDB
import RecallCore
@testable import RecallStore
import RecallTestSupport
import Testing

/// A meeting over several days (leave from 30 September to 4 October) is in every window its days
/// overlap, in SQL and in the vector file's facet words alike; an index from before `end_day` was
/// stored learns it when opened.
@Suite struct MultiDayWindowTests {
    static func store(in folder: TemporaryDirectory) throws -> (RecallStore, String) {
        let path = folder.url.appendingPathComponent("r.sqlite").path
        let store = try RecallStore(path: path)
        var leave = StoreTests.source("event:leave", day: "2026-09-30", vector: [1, 0])
        leave.document.content = .meeting(Meeting(
            uid: "leave", start: .day(CalendarDay("2026-09-30")!), end: .day(CalendarDay("2026-10-05")!)))
        leave.lastDay = CalendarDay("2026-10-04")
        let note = StoreTests.source("note:n", day: "2026-10-02", vector: [0, 1])
        _ = try store.apply(upserts: [leave, note], deletions: [], dimension: 2)
        return (store, path)
    }

    @Test(arguments: [
        ("2026-10-01", "2026-10-08", 2),  // the start of October: the leave is still running
        ("2026-10-04", nil, 1),  // its last day; the note of the 2nd is before the window
        ("2026-10-05", nil, 0),  // the day after it ended
        ("2026-09-01", "2026-09-30", 0),  // before it began
        ("2026-09-30", "2026-10-01", 1),
        (nil, "2026-10-01", 1),
        ("2026-10-03", "2026-10-04", 1),  // inside it, away from both ends
    ] as [(String?, String?, Int)])
    func windowsOverlapTheDays(from: String?, to: String?, expected: Int) throws {
        let folder = try TemporaryDirectory()
        let (store, _) = try Self.store(in: folder)
        let filter = SourceFilter(from: from.flatMap(CalendarDay.init), to: to.flatMap(CalendarDay.init))
        #expect(try store.chunkIDs(matching: filter)?.count == expected)
        _ = try store.rebuildVectorFile(dimension: 2)
        let file = try #require(try store.currentVectorFile(dimension: 2))
        #expect(file.chunkIDs(matching: filter)?.count == expected)
    }

    /// A browse of a window lists what began in it: the leave begun on 30 September is not one of
    /// the first week of October's meetings.
    @Test func browsingLeavesRunningSourcesOut() throws {
        let folder = try TemporaryDirectory()
        let (store, _) = try Self.store(in: folder)
        var filter = SourceFilter(from: CalendarDay("2026-10-01"), to: CalendarDay("2026-10-08"))
        filter.keepsRunning = false
        #expect(try store.chunkIDs(matching: filter)?.count == 1)
        _ = try store.rebuildVectorFile(dimension: 2)
        let file = try #require(try store.currentVectorFile(dimension: 2))
        #expect(file.chunkIDs(matching: filter)?.count == 1)
    }

    /// Undated sources alone: a note with no day of its own, never a dated one; the vector file's facet
    /// words leave the choice to SQL.
    @Test func undatedOnlyKeepsTheSourcesWithoutADay() throws {
        let folder = try TemporaryDirectory()
        let (store, _) = try Self.store(in: folder)
        var undated = StoreTests.source("note:undated", vector: [1, 1])
        (undated.document.date, undated.day) = (nil, nil)
        _ = try store.apply(upserts: [undated], deletions: [], dimension: 2)
        var filter = SourceFilter(kinds: [.note])
        filter.undatedOnly = true
        let ids = try #require(try store.chunkIDs(matching: filter))
        #expect(try store.sourceIDs(ofChunks: ids) == [SourceID(rawValue: "note:undated")])
        _ = try store.rebuildVectorFile(dimension: 2)
        let file = try #require(try store.currentVectorFile(dimension: 2))
        #expect(file.chunkIDs(matching: filter) == nil)
    }

    @Test func olderIndexLearnsTheLastDays() throws {
        let folder = try TemporaryDirectory()
        let (store, path) = try Self.store(in: folder)
        let october = SourceFilter(from: CalendarDay("2026-10-03"), to: CalendarDay("2026-10-04"))
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE sources SET end_day = NULL")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v5-sources-end-day'")
            try db.execute(sql: "DROP INDEX sources_end_day; ALTER TABLE sources DROP COLUMN end_day")
        }
        #expect(throws: (any Error).self) { try store.chunkIDs(matching: october) }  // no column yet
        let generation = try store.generation()
        let reopened = try RecallStore(path: path)
        #expect(try reopened.chunkIDs(matching: october)?.count == 1)
        #expect(try reopened.generation() == generation + 1)
    }

    @Test func spansPackIntoTheFacetWord() {
        let leave = SourceFacets(day: "2026-09-30", endDay: "2026-10-04", kind: "meeting", interaction: nil, cancelled: 1)
        #expect(leave.span == 4 && leave.lastDay == 20_261_004 && leave.cancelled)
        #expect(SourceFacets(word: leave.word) == leave)
        let long = SourceFacets(day: "2026-01-01", endDay: "2026-12-31", kind: "meeting", interaction: nil, cancelled: 0)
        #expect(long.day == SourceFacets.malformedDay)  // past the word's reach: SQL decides
        let backwards = SourceFacets(day: "2026-01-05", endDay: "2026-01-01", kind: "meeting", interaction: nil, cancelled: 0)
        #expect(backwards.day == SourceFacets.malformedDay)
    }
}
