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
        let stated = try undatedNotesStatingDays(request)
        let namingPool = (request.filter.participantsOnly ? try store.chunkIDs(matching: notes) : pool).map {
            $0 + stated
        }
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
        let allowed = pool.map { Set($0 + stated) }.map { pool in chunks.filter(pool.contains) } ?? chunks
        return (allowed.sorted(), mentionOnly.intersection(allowedSources ?? []))
    }

    /// The chunks of undated notes whose text states a day inside the filter's window ("12 June - three
    /// offers"): a running note has no date of its own, and its entries say when things happened. A window
    /// searched without people admits them; with people, they must also name them.
    func undatedNotesStatingDays(_ request: SearchRequest) throws -> [Int64] {
        guard let from = request.filter.from, let to = request.filter.to, !request.monthWords.isEmpty,
            request.filter.kinds.isEmpty || request.filter.kinds.contains(.note)
        else { return [] }
        let firstMonth = from.year * 12 + from.month - 1
        let months = Set((firstMonth...min(to.year * 12 + to.month - 1, firstMonth + 12)).map { $0 % 12 + 1 })
        let words = request.monthWords.filter { months.contains($0.value) }.map(\.key).sorted()
        var notes = SourceFilter(kinds: [.note])
        (notes.origins, notes.undatedOnly) = (request.filter.origins, true)
        let naming = try store.fullTextMatches(
            terms: words, chunkIDs: store.chunkIDs(matching: notes), limit: Self.mentionLimit)
        let records = try store.chunkRecords(naming.map(\.0).sorted()).filter {
            Self.statesDay($0.text, from: from, to: to, monthWords: request.monthWords)
        }
        return try store.chunkIDs(ofSources: Set(records.map(\.sourceID)).sorted())
    }

    /// Whether `text` names a day in `[from, to)`: a day number before or after a month word ("12 June",
    /// "June 12th", "the 3rd of May"), in the year written after it or, when none is, in any year of the window.
    static func statesDay(_ text: String, from: CalendarDay, to: CalendarDay, monthWords: [String: Int]) -> Bool {
        let words = TextNormalizer.words(text)
        for (index, word) in words.enumerated() {
            guard let month = monthWords[word] else { continue }
            let back = index > 1 && words[index - 1] == "of" ? 2 : 1
            let before = index >= back ? CalendarDay.dayOfMonth(words[index - back]) : nil
            let after = index + 1 < words.count ? CalendarDay.dayOfMonth(words[index + 1]) : nil
            guard let day = before ?? after else { continue }
            let yearAt = index + (before == nil ? 2 : 1)
            let year = yearAt < words.count ? Int(words[yearAt]) : nil
            let written = year.flatMap { (1900...2100).contains($0) ? $0 : nil }
            for year in written.map({ [$0] }) ?? Array(from.year...to.year) {
                let date = CalendarDay(year: year, month: month, day: day)
                if date.isValid, date >= from, date < to { return true }
            }
        }
        return false
    }
}
