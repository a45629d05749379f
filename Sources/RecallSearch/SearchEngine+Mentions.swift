import RecallCore
import RecallStore

/// People filters widened to the sources whose text names the people.
extension SearchEngine {
    /// The chunks of sources that, for every filtered person, list them or mention them in their text,
    /// and the sources among them that only mention someone.
    ///
    /// With ``SourceFilter/participantsOnly`` only notes count: the user's own record of the day says whom
    /// they saw, while another person's conversation that names someone was about them, not with them.
    func widenedByMentions(_ request: SearchRequest, involved: [Int64]?) throws -> ([Int64]?, Set<SourceID>) {
        var loose = request.filter
        loose.people = []
        loose.participantsOnly = false
        let pool = try store.chunkIDs(matching: loose)
        var notes = loose
        (notes.kinds, notes.interactionTypes) = ([.note], [])
        let namingPool = request.filter.participantsOnly ? try store.chunkIDs(matching: notes) : pool
        var allowedSources: Set<SourceID>?
        var mentionOnly = Set<SourceID>()
        for (identity, words) in zip(request.filter.people, request.peopleMentions) {
            var one = request.filter
            one.people = [identity]
            let listing = try store.sourceIDs(ofChunks: store.chunkIDs(matching: one) ?? [])
            let naming =
                words.isEmpty
                ? []
                : try store.sourceIDs(
                    ofChunks: store.fullTextMatches(terms: words, chunkIDs: namingPool, limit: Self.mentionLimit)
                        .map(\.0))
            mentionOnly.formUnion(naming.subtracting(listing))
            let either = listing.union(naming)
            allowedSources = allowedSources.map { $0.intersection(either) } ?? either
        }
        let sources = (allowedSources ?? []).sorted()
        let chunks = try store.chunkIDs(ofSources: sources)
        let allowed = pool.map { Set($0) }.map { pool in chunks.filter(pool.contains) } ?? chunks
        return (allowed.sorted(), mentionOnly.intersection(allowedSources ?? []))
    }
}
