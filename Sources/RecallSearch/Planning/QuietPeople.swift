import RecallCore
import RecallStore

/// "Who haven't I talked to in a while": people the user has been in contact with, but not lately.
public enum QuietPeople {
    /// The people last in contact more than `days` days before `today`, most overdue first.
    public static func list(_ people: [PersonEntry], days: Int, today: CalendarDay) -> [PersonEntry] {
        let cutoff = today.adding(days: -days)
        return people.filter { $0.lastContact.map { $0 < cutoff } ?? false }
            .sorted { ($0.lastContact?.dayNumber ?? 0, $0.name) < ($1.lastContact?.dayNumber ?? 0, $1.name) }
    }

    /// The contact cards of `people`, in their order; someone known only from attendee lists has no card.
    static func cards(of people: [PersonEntry], limit: Int, engine: SearchEngine) async throws -> [SearchHit] {
        var hits: [SearchHit] = []
        for person in people where hits.count < limit {
            var request = SearchRequest(text: "", limit: 1, minScore: 0, ranking: .hybrid, groupBySource: true)
            request.filter.kinds = [.person]
            request.filter.people = [person.identity]
            if let card = try await engine.search(request).first, !hits.contains(where: { $0.sourceID == card.sourceID }) {
                hits.append(card)
            }
        }
        return hits
    }
}
