import Foundation
import RecallCore
import RecallStore
import RecallTestSupport
import Testing

/// A filter without people is decided from the vector file's facet words; on the demo index (all
/// four kinds, every interaction type, cancelled meetings, undated cards) that gives exactly the
/// chunk ids SQL gives, for every combination of bounds, kinds, interactions and flags below.
@Suite(.serialized) struct FilterFacetTests {
    static let days: [CalendarDay?] = [nil] + ["2025-01-01", "2026-03-01", "2026-08-01", "2026-08-12", "2026-08-15", "2026-10-20", "2027-01-01"]
        .map { CalendarDay($0) }
    static let kindSets: [Set<SourceKind>] = [[], [.meeting], [.touchpoint], [.note, .person], [.meeting, .touchpoint]]
    static let interactionSets: [Set<InteractionType>] = [[], [.phoneCall, .video], [.text], [.inPerson, .social, .other]]

    @Test func facetsGiveTheSameChunksAsSQL() throws {
        let cli = try CLIHarness()
        try cli.indexDemo()
        let store = try RecallStore(path: cli.db)
        let dimension = try #require(try store.fingerprint()).dimension
        let file = try #require(try store.currentVectorFile(dimension: dimension))
        var compared = 0, nonEmpty = 0
        for from in Self.days {
            for to in Self.days where from == nil || to == nil || from! < to! {  // both non-nil here
                for kinds in Self.kindSets {
                    for interactions in Self.interactionSets {
                        for flags in 0..<24 {
                            var filter = SourceFilter(
                                from: from, to: to, kinds: kinds, interactionTypes: interactions, excludeCancelled: flags & 1 == 1)
                            filter.keepsUndated = flags & 2 == 2
                            filter.meetingVenue = [nil, .notOnACall, .onACall][flags / 4 % 3]
                            filter.keepsRunning = flags < 12
                            guard !filter.isEmpty else { continue }
                            let fromFile = try #require(file.chunkIDs(matching: filter), "\(filter)")
                            let fromSQL = try store.chunkIDs(matching: filter)
                            #expect(fromFile == fromSQL, "\(filter)")
                            compared += 1
                            if !fromFile.isEmpty { nonEmpty += 1 }
                        }
                    }
                }
            }
        }
        #expect(compared > 1000 && nonEmpty > compared / 2, "\(compared) filters, \(nonEmpty) with chunks")
        // The demo's meetings on Zoom, Teams or Meet are left out in person; its rooms and cafés stay.
        var meetings = SourceFilter(kinds: [.meeting])
        let all = try #require(try store.chunkIDs(matching: meetings))
        meetings.meetingVenue = .notOnACall
        let inPerson = try #require(try store.chunkIDs(matching: meetings))
        #expect(inPerson.count < all.count && inPerson.count > all.count / 2, "\(inPerson.count) of \(all.count)")
        meetings.meetingVenue = .onACall
        let onCalls = try #require(try store.chunkIDs(matching: meetings))
        #expect(!onCalls.isEmpty && Set(onCalls).isDisjoint(with: inPerson) && onCalls.count + inPerson.count <= all.count)
        let person = SourceFilter(people: [PersonIdentity(ids: ["sarah-chen"], emails: [], names: [])])
        #expect(file.chunkIDs(matching: person) == nil)  // people are SQL's
    }
}
