import RecallCore
import RecallStore

/// Who has gone quiet (`recall people --quiet-since`, "who haven't I talked to lately"): ranked by
/// direct contact, not by being in the same room.
public enum QuietPeople {
    /// The people whose last direct contact (a touchpoint, or a meeting of at most
    /// ``PersonEntry/smallMeeting`` attendees) was more than `days` before `today`, most overdue first;
    /// never-contacted people are strangers, not quiet. With `includeBroadcast`, then the people seen
    /// only in larger meetings, most overdue first by their last meeting.
    public static func select(
        _ people: [PersonEntry], days: Int, today: CalendarDay, includeBroadcast: Bool = false
    ) -> [PersonEntry] {
        let cutoff = today.adding(days: -days)
        let direct = people.filter { $0.lastDirectContact.map { $0 < cutoff } ?? false }
            .sorted {
                ($0.lastDirectContact?.dayNumber ?? 0, $0.name) < ($1.lastDirectContact?.dayNumber ?? 0, $1.name)
            }
        guard includeBroadcast else { return direct }
        let broadcast = people.filter { $0.lastDirectContact == nil && ($0.lastContact.map { $0 < cutoff } ?? false) }
            .sorted { ($0.lastContact?.dayNumber ?? 0, $0.name) < ($1.lastContact?.dayNumber ?? 0, $1.name) }
        return direct + broadcast
    }

    /// The contact cards of `people`, in their order; someone known only from attendee lists has no card.
    static func cards(of people: [PersonEntry], limit: Int, engine: SearchEngine) async throws -> [SearchHit] {
        var hits: [SearchHit] = []
        for person in people where hits.count < limit {
            var request = SearchRequest(text: "", limit: 1, minScore: 0, ranking: .hybrid, groupBySource: true)
            request.filter.kinds = [.person]
            request.filter.people = [person.identity]
            if let card = try await engine.search(request).first,
                !hits.contains(where: { $0.sourceID == card.sourceID })
            {
                hits.append(card)
            }
        }
        return hits
    }
}
