import Foundation
import RecallCore
import RecallStore

/// From scored chunks to the ordered results: one hit per source, field cues, date orders, a
/// series' occurrences nearest today, and kinds in turn.
extension SearchEngine {
    /// A series' occurrences within ``SearchRequest/seriesBand`` of its best take that series' places
    /// in the order, the latest up to `today` first, then the soonest after it: "where is my weekly
    /// 1:1 with Núria" shows this week's, not the one whose date happens to share a word with "1:1".
    static func nearestOccurrencesFirst(_ hits: [SearchHit], today: CalendarDay) -> [SearchHit] {
        var slots: [String: [Int]] = [:]
        for (index, hit) in hits.enumerated() {
            if let series = hit.sourceID.series { slots[series, default: []].append(index) }
        }
        var out = hits
        for places in slots.values where places.count > 1 {
            let best = hits[places[0]].score
            let band = places.filter { hits[$0].score >= best * SearchRequest.seriesBand }
            let ordered = band.map { hits[$0] }.sorted { a, b in
                let (x, y) = (a.best.record.day ?? today, b.best.record.day ?? today)
                let (pastX, pastY) = (x <= today, y <= today)
                if pastX != pastY { return pastX }
                return x == y ? a.sourceID < b.sourceID : pastX ? x > y : x < y
            }
            for (slot, hit) in zip(band, ordered) { out[slot] = hit }
        }
        return out
    }

    /// The first occurrence of each recurring series, in place: without a window, a weekly meeting's
    /// occurrences are one answer, and a hundred of them would push every other source off the page.
    static func oneOccurrencePerSeries(_ hits: [SearchHit]) -> [SearchHit] {
        var seen = Set<String>()
        return hits.filter { hit in hit.sourceID.series.map { seen.insert($0).inserted } ?? true }
    }

    /// The first card of each full name: one person exported from two address books (a vCard and a CRM
    /// list) is one answer, not two.
    static func oneCardPerName(_ hits: [SearchHit]) -> [SearchHit] {
        var seen = Set<String>()
        return hits.filter { hit in
            hit.kind != .person || seen.insert(TextNormalizer.words(hit.title).joined(separator: " ")).inserted
        }
    }

    /// Takes the best of each kind in turn (kinds in the order their best appears): a person's
    /// short calls and their long project notes both reach the first page.
    static func interleavingKinds(_ hits: [SearchHit]) -> [SearchHit] {
        var queues: [SourceKind: ArraySlice<SearchHit>] = [:]
        var kinds: [SourceKind] = []
        for hit in hits {
            if queues[hit.kind] == nil { kinds.append(hit.kind) }
            queues[hit.kind, default: []].append(hit)
        }
        var out: [SearchHit] = []
        out.reserveCapacity(hits.count)
        while out.count < hits.count {
            for kind in kinds { if let next = queues[kind]?.popFirst() { out.append(next) } }
        }
        return out
    }

    /// One hit per source (best chunk first) or per chunk; best first (or newest first when asked),
    /// ties broken by recency.
    func group(_ chunks: [ScoredChunk], request: SearchRequest) -> [SearchHit] {
        var hits: [SearchHit] = []
        if request.groupBySource {
            var bySource: [SourceID: [ScoredChunk]] = [:]
            for chunk in chunks { bySource[chunk.record.sourceID, default: []].append(chunk) }
            hits = bySource.values.map { makeHit($0.sorted(by: Self.better)) }
        } else {
            hits = chunks.map { makeHit([$0]) }
        }
        // Between equal scores, the better match of the field asked about (or of the question) first.
        var tiebreak: [SourceID: Double] = [:]
        if !request.preferredFields.isEmpty {
            hits = hits.map { hit in
                // A source whose matched chunks include the field asked about counts that chunk at
                // least half its best score: "what did we decide" favours meetings with outcomes.
                var cuedChunks: [ScoredChunk] = []
                var otherChunks: [ScoredChunk] = []
                for chunk in hit.chunks {
                    if Self.answers(request, chunk.record) {
                        cuedChunks.append(chunk)
                    } else {
                        otherChunks.append(chunk)
                    }
                }
                let cued = cuedChunks.map(\.score).max()
                var hit = hit
                // The part asked about is shown first: "what do I owe Elizabeth" leads with the action items.
                hit.chunks = cuedChunks + otherChunks
                hit.score =
                    cued.map { max(hit.score * SearchRequest.otherFieldFactor, min(1, $0 * 2)) } ?? hit.score
                    * SearchRequest.otherFieldFactor
                tiebreak[hit.sourceID] = cued
                return hit
            }
            if request.requiresPreferredField { hits = hits.filter { tiebreak[$0.sourceID] != nil } }
        }
        hits.sort { Self.precedes($0, $1, request, tiebreak: tiebreak) }
        let strongFirst = request.sort == .strongOldestFirst || request.sort == .strongNewestFirst
        if strongFirst, let best = hits.first?.score {
            let strong = hits.prefix { $0.score >= best * SearchRequest.strongFraction }
            let ordered = strong.sorted {
                let (a, b) = ($0.best.record.sortTime ?? .infinity, $1.best.record.sortTime ?? .infinity)
                return request.sort == .strongOldestFirst ? a < b : (a == .infinity ? false : b == .infinity || a > b)
            }
            hits = ordered + hits.dropFirst(strong.count)
        }
        if let today = request.today, request.sort == .relevance || request.sort == .strongNewestFirst {
            hits = Self.nearestOccurrencesFirst(hits, today: today)
        }
        if request.filter.from == nil, request.filter.to == nil, request.filter.people.isEmpty, request.groupBySource {
            hits = Self.oneOccurrencePerSeries(hits)
        }
        if request.groupBySource { hits = Self.oneCardPerName(hits) }
        if request.interleavesKinds { hits = Self.interleavingKinds(hits) }
        return Array(hits.prefix(request.limit))
    }

    /// Result order: broadcasts last when asked, newest first when asked, then by score, then by the
    /// `tiebreak` score (the cued chunk's, else the best chunk's), then by recency, then by source id
    /// (a total order, so ties never depend on hashing).
    static func precedes(_ a: SearchHit, _ b: SearchHit, _ request: SearchRequest, tiebreak: [SourceID: Double] = [:])
        -> Bool
    {
        if request.broadcastsLast {
            // Conversations, then notes (a note may only mention the person), then broadcasts.
            let (ta, tb) = (contactTier(a), contactTier(b))
            if ta != tb { return ta < tb }
        }
        let at = a.best.record.sortTime ?? -.infinity
        let bt = b.best.record.sortTime ?? -.infinity
        if request.sort == .newestFirst, at != bt { return at > bt }
        if request.sort == .soonestFirst, at != bt { return at == -.infinity ? false : bt == -.infinity || at < bt }
        if a.score != b.score { return a.score > b.score }
        // Field cues cap at 1: between two capped sources, the better match of the field asked about
        // ("Grand Canal Quay 5, Dublin" for "dublin offsite venue address") wins.
        let (ta, tb) = (tiebreak[a.sourceID] ?? a.best.score, tiebreak[b.sourceID] ?? b.best.score)
        if ta != tb { return ta > tb }
        if at != bt { return at > bt }
        return (a.sourceID, a.best.record.ordinal) < (b.sourceID, b.best.record.ordinal)
    }

    /// Whether a chunk is the part of its source a field cue asks for: the meeting field itself, or a
    /// labeled line or sentence in any text ("Decision: …" in a call note answers "what did we decide").
    static func answers(_ fields: Set<ChunkField>, _ record: ChunkRecord) -> Bool {
        fields.contains(record.field)
            || !fields.isDisjoint(with: MeetingDescriptionSplitter.labeledFields(in: record.text))
    }

    /// Whether a chunk answers the request's field cue; with ``SearchRequest/assignees``, an action-item
    /// chunk must name one of them.
    static func answers(_ request: SearchRequest, _ record: ChunkRecord) -> Bool {
        guard answers(request.preferredFields, record) else { return false }
        guard !request.assignees.isEmpty, request.preferredFields.contains(.actionItems) else { return true }
        return !request.assignees.isDisjoint(with: TextNormalizer.words(record.text))
    }

    /// 0 for a conversation, 1 for a note, 2 for a meeting of more than ``SearchRequest/groupAudience``.
    static func contactTier(_ hit: SearchHit) -> Int {
        if hit.best.record.audience > SearchRequest.groupAudience { return 2 }
        return hit.kind == .note ? 1 : 0
    }

    /// Whether `record`'s title holds a word or phrase ``SearchRequest/peopleMentions`` names someone by.
    static func titleNames(_ record: ChunkRecord, _ request: SearchRequest) -> Bool {
        guard !request.peopleMentions.isEmpty else { return false }
        let title = " " + TextNormalizer.words(record.title).joined(separator: " ") + " "
        return request.peopleMentions.joined().contains { title.contains(" \($0) ") }
    }

    static func better(_ a: ScoredChunk, _ b: ScoredChunk) -> Bool {
        a.score != b.score ? a.score > b.score : a.record.ordinal < b.record.ordinal
    }

    private func makeHit(_ chunks: [ScoredChunk]) -> SearchHit {
        let best = chunks[0].record  // callers never pass an empty group
        return SearchHit(
            sourceID: best.sourceID, kind: best.kind, title: best.title, date: best.date, people: best.people,
            origin: best.origin, score: chunks[0].score, chunks: chunks)
    }
}

extension ChunkRecord {
    /// When the source happened, for date orders: its instant, or noon UTC of its day for a source dated
    /// by day only (a daily note), so that both kinds interleave by date.
    var sortTime: Double? {
        timestamp ?? day.map { Double($0.dayNumber) * 86_400 + 43_200 }
    }
}
