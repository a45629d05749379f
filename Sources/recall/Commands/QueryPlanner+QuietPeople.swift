import RecallCore
import RecallSearch
import RecallStore

extension QueryPlanner {
    /// The contact cards of `people`, in their order ("who haven't I talked to in a while": most
    /// overdue first); someone known only from attendee lists has no card and no hit.
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
