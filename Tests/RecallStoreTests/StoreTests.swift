import Foundation
import GRDB
import RecallCore
@testable import RecallStore
import RecallTestSupport
import Testing

@Suite struct StoreTests {
    static func source(_ id: String, kind: SourceKind = .note, day: String = "2026-08-14", text: String = "hello world", vector: [Double]) -> StoredSource {
        let content: Document.Content = .note(Note(body: text))
        let document = Document(id: SourceID(rawValue: id), title: "T \(id)", date: .day(CalendarDay(day)!), origin: "/tmp/x.md", content: content)
        return StoredSource(
            document: document, contentHash: "h-\(id)", day: CalendarDay(day), timestamp: 0,
            chunks: [StoredChunk(ordinal: 0, field: .body, text: text, searchText: text, vector: vector)])
    }

    @Test(arguments: [[0.0, 1, -1], [Double.pi, -0.0, 1e-300, .greatestFiniteMagnitude], []])
    func vectorCodecRoundTrip(values: [Double]) throws {
        let data = VectorCodec.encode(values)
        #expect(data.count == values.count * 8)
        #expect(VectorCodec.decode(data) == values)
        if let first = values.first {  // little-endian on disk, whatever the host
            let raw = data.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            #expect(raw == first.bitPattern)
        }
    }

    @Test func writesAndReadsBack() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        let summary = try store.apply(upserts: [Self.source("note:a", vector: [0.6, 0.8])], deletions: [], dimension: 2)
        #expect(summary.added == 1)
        let matrix = try store.vectors(chunkIDs: nil, dimension: 2)
        #expect(matrix.values == [0.6, 0.8])
        let records = try store.chunkRecords(matrix.ids)
        #expect(records.first?.sourceID == "note:a")
        #expect(records.first?.day?.description == "2026-08-14")
        #expect(try store.document("note:a")?.title == "T note:a")
        let again = try store.apply(upserts: [Self.source("note:a", vector: [1, 0])], deletions: [], dimension: 2)
        #expect(again.updated == 1 && again.added == 0)
        #expect(try store.vectors(chunkIDs: nil, dimension: 2).values == [1, 0])
        let removed = try store.apply(upserts: [], deletions: ["note:a", "note:missing"], dimension: 2)
        #expect(removed.removed == 1)
        #expect(try store.vectors(chunkIDs: nil, dimension: 2).count == 0)
        #expect(try store.fullTextMatches(terms: ["hello"], chunkIDs: nil, limit: 5).isEmpty)
    }

    @Test func databaseFileIsPrivate() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("nested/r.sqlite").path
        _ = try RecallStore(path: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func filtersByWindowKindAndPerson() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        var meeting = Self.source("event:m1", day: "2026-08-03", vector: [1, 0])
        meeting.document.content = .meeting(Meeting(uid: "m1", start: .day(CalendarDay("2026-08-03")!), attendees: [PersonRef(name: "Sarah Chen", email: "SARAH@x.com")]))
        let note = Self.source("note:b", day: "2026-09-01", vector: [0, 1])
        _ = try store.apply(upserts: [meeting, note], deletions: [], dimension: 2)
        let august = SourceFilter(from: CalendarDay("2026-08-01"), to: CalendarDay("2026-09-01"))
        #expect(try store.chunkIDs(matching: august)?.count == 1)
        #expect(try store.chunkIDs(matching: SourceFilter(kinds: [.note]))?.count == 1)
        let sarah = PersonIdentity(ids: [], emails: ["sarah@x.com"], names: [])
        #expect(try store.chunkIDs(matching: SourceFilter(people: [sarah]))?.count == 1)
        let directory = try store.peopleDirectory()
        #expect(directory.contains { $0.name == "Sarah Chen" && $0.interactions == 1 && $0.lastContact?.description == "2026-08-03" })
    }

    /// An all-hands is not contact: a namesake seen only in broadcasts has no interactions, so the
    /// colleague the user actually meets wins a first-name tie. Later meetings do not count yet.
    @Test func broadcastsAndLaterMeetingsAreNotInteractions() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        func meeting(_ id: String, day: String, attendees: [String]) -> StoredSource {
            var source = Self.source(id, day: day, vector: [1, 0])
            source.document.content = .meeting(Meeting(
                uid: id, start: .day(CalendarDay(day)!), attendees: attendees.map { name in
                    PersonRef(name: name, email: name.lowercased().replacingOccurrences(of: " ", with: ".") + "@x.com")
                }))
            return source
        }
        let crowd = (1...13).map { "Colleague \($0)" }
        _ = try store.apply(upserts: [
            meeting("event:all-hands", day: "2026-08-20", attendees: crowd + ["Tara Byrne"]),
            meeting("event:one-on-one", day: "2026-07-01", attendees: ["Tara Osei"]),
            meeting("event:later", day: "2026-12-01", attendees: ["Tara Osei"]),
        ], deletions: [], dimension: 2)
        let directory = try store.peopleDirectory(asOf: CalendarDay("2026-09-01"))
        let byName = Dictionary(directory.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["Tara Byrne"]?.interactions == 0)
        #expect(byName["Tara Byrne"]?.lastContact == nil)
        #expect(byName["Tara Osei"]?.interactions == 1)
        #expect(byName["Tara Osei"]?.lastContact?.description == "2026-07-01")
        // What they met about: the small meetings' titles, not the broadcast's.
        #expect(byName["Tara Osei"]?.meetingTitles.sorted() == ["T event:later", "T event:one-on-one"])
        #expect(byName["Tara Byrne"]?.meetingTitles == [])
        // The days of meetings alone with the user, for the rhythm of their one-to-ones.
        #expect(byName["Tara Osei"]?.oneOnOneDays.map(\.description).sorted() == ["2026-07-01", "2026-12-01"])
        #expect(byName["Tara Byrne"]?.oneOnOneDays == [])
    }

    @Test func mentionedPeopleAreNotContacts() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        var touchpoint = Self.source("touchpoint:t1", day: "2026-11-18", vector: [1, 0])
        touchpoint.document.content = .touchpoint(Touchpoint(
            person: PersonRef(name: "Daniel Kim", personID: "p-daniel"), interactionType: .inPerson,
            rawNote: "Priya's caching work helped", mentionedPeople: [PersonRef(name: "Priya Raman")]))
        _ = try store.apply(upserts: [touchpoint], deletions: [], dimension: 2)
        let priya = PersonIdentity(ids: [], emails: [], names: ["priya raman"])
        #expect(try store.chunkIDs(matching: SourceFilter(people: [priya]))?.count == 1)
        var contact = SourceFilter(people: [priya])
        contact.participantsOnly = true
        #expect(try store.chunkIDs(matching: contact)?.count == 0)
        let daniel = PersonIdentity(ids: ["p-daniel"], emails: [], names: [])
        #expect(try store.chunkIDs(matching: contact.with(people: [daniel]))?.count == 1)
    }

    @Test func undatedSourcesCanPassDateBounds() throws {
        let folder = try TemporaryDirectory()
        let store = try RecallStore(path: folder.url.appendingPathComponent("r.sqlite").path)
        var undated = Self.source("note:u", vector: [1, 0])
        undated.day = nil
        _ = try store.apply(upserts: [undated, Self.source("note:d", day: "2027-01-01", vector: [0, 1])], deletions: [], dimension: 2)
        var past = SourceFilter(to: CalendarDay("2026-11-21"))
        #expect(try store.chunkIDs(matching: past)?.count == 0)
        past.keepsUndated = true
        #expect(try store.chunkIDs(matching: past)?.count == 1)
    }

    /// A meeting's location says how it was held; an index written before that was stored learns it
    /// when opened, and its derived files are rebuilt (the generation moves).
    @Test func meetingsOnACallAreNotInPerson() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        let store = try RecallStore(path: path)
        let meetings = [("event:zoom", "Zoom"), ("event:room", "Halden Health, 110 Queen Street, Glasgow"), ("event:none", nil)]
            .map { id, location -> StoredSource in
                var source = Self.source(id, day: "2026-08-03", vector: [1, 0])
                source.document.content = .meeting(Meeting(uid: id, start: .day(CalendarDay("2026-08-03")!), location: location))
                return source
            }
        _ = try store.apply(upserts: meetings, deletions: [], dimension: 2)
        var filter = SourceFilter(kinds: [.meeting])
        filter.meetingVenue = .notOnACall
        let expected = try #require(try store.chunkIDs(matching: filter))
        #expect(expected.count == 2)
        // As an index from before the migration: no venue stored, the migration not yet run.
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE sources SET interaction = NULL")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v4-meeting-venues'")
        }
        #expect(try store.chunkIDs(matching: filter)?.count == 3)
        let generation = try store.generation()
        let reopened = try RecallStore(path: path)
        #expect(try reopened.chunkIDs(matching: filter) == expected)
        #expect(try reopened.generation() == generation + 1)
    }

    @Test func refusesDatabaseFromNewerRecall() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        _ = try RecallStore(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v99-future')") }
        #expect(throws: RecallError.self) { try RecallStore(path: path) }
    }

    @Test func refusesAFileThatIsNotADatabase() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write(String(repeating: "not sqlite at all ", count: 400), to: "bad.sqlite")
        #expect(throws: RecallError.self) { try RecallStore(path: url.path) }
    }

    @Test func opensAnExistingIndexWithoutChangingIt() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        let first = try RecallStore(path: path)
        _ = try first.apply(upserts: [Self.source("note:a", vector: [0.6, 0.8])], deletions: [], dimension: 2)
        let generation = try first.generation()
        let second = try RecallStore(path: path)
        #expect(try second.generation() == generation)
        #expect(try second.vectors(chunkIDs: nil, dimension: 2).count == 1)
    }
}

extension SourceFilter {
    func with(people: [PersonIdentity]) -> SourceFilter {
        var copy = self
        copy.people = people
        return copy
    }
}

/// Days in the vector file's facet words: `yyyymmdd` for a plain day, so numbers compare as SQLite compares the text.
@Suite struct SourceFacetTests {
    @Test(arguments: [
        ("2026-08-14", Int32?(20_260_814)), ("0001-01-01", 10_101), ("9999-12-31", 99_991_231),
        ("2026-8-14", nil), ("10000-01-01", nil), ("0000-00-00", nil), ("2026/08/14", nil), ("abcd-ef-gh", nil), ("", nil),
    ])
    func dayCodes(text: String, expected: Int32?) {
        #expect(SourceFacets.dayCode(text) == expected)
    }

    /// A day's code without its text is the code of its text, edge years and parts included.
    @Test(arguments: [
        CalendarDay(year: 2026, month: 8, day: 14), CalendarDay(year: 1, month: 1, day: 1), CalendarDay(year: 9999, month: 12, day: 31),
        CalendarDay(year: 10000, month: 1, day: 1), CalendarDay(year: 0, month: 0, day: 0), CalendarDay(year: -1, month: 1, day: 1),
        CalendarDay(year: 2026, month: 100, day: 1),
    ])
    func dayCodesOfDaysMatchTheirText(day: CalendarDay) {
        #expect(SourceFacets.dayCode(day) == SourceFacets.dayCode(day.description), "\(day)")
    }

    @Test func wordsRoundTrip() {
        let facets = SourceFacets(day: "2026-08-14", kind: "touchpoint", interaction: "video", cancelled: 1)
        #expect(SourceFacets(word: facets.word) == facets)
        #expect(facets.hasSource && facets.cancelled && facets.kind > 0 && facets.interaction > 0)
        let orphan = SourceFacets(day: nil, kind: nil, interaction: nil, cancelled: nil)
        #expect(!orphan.hasSource && orphan.day == 0 && SourceFacets(word: orphan.word) == orphan)
        #expect(SourceFacets(day: "someday", kind: "note", interaction: nil, cancelled: 0).day == SourceFacets.malformedDay)
    }
}

/// Positions of chunk ids among sorted rows: a merge walk for long ascending lists, a binary search
/// each otherwise; both give the same positions.
@Suite struct SortedIDTests {
    static let rows: [Int64] = (0..<400).map { Int64($0 * 3 + 7) }
    static let short: [Int64] = [7, 10, 10, 11, 1_204, 5_000]  // binary search each (a duplicate, absent ids)
    static let ascending: [Int64] = (0..<200).map { Int64($0 * 5) }  // long and ascending: the merge walk
    static let descending: [Int64] = ascending.reversed()  // long but descending: binary search each

    @Test(arguments: [[], short, ascending, descending])
    func positionsMatchOneSearchEach(ids: [Int64]) {
        let expected = ids.compactMap { Self.rows.position(ofSorted: $0) }
        #expect(Self.rows.positions(ofSorted: ids) == expected)
    }
}
