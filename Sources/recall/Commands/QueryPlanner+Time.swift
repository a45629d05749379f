import RecallCore
import RecallSearch

/// How a parsed question bounds and orders its results in time: what happened ends today, what
/// comes next starts today, "first" and "latest" reorder the strong results, conversations look back.
extension QueryPlanner {
    /// "first"/"latest" in the words, a leftover "last" (newest up to today: "my last 1:1", not next
    /// month's occurrence) or "next" (from today, soonest first).
    func orderInTime(_ parsed: UnderstoodQuery, request: inout SearchRequest, context: inout ResolvedContext) {
        orderByDate(&request)
        if parsed.asksLast, !request.oldestFirst, !request.text.isEmpty { request.latestFirst = true }
        if request.latestFirst { endToday(&request) }
        if parsed.asksNext, !request.latestFirst {
            startToday(&request, context: &context)
            if request.text.isEmpty { request.soonestFirst = true } else { request.oldestFirst = true }
        }
    }

    /// Ends the window today, for questions about what happened: an unbounded one keeps undated
    /// sources (a person's card), a bounded one does not. A window that starts after today was asked
    /// for ("meetings with Sarah next week") and stays.
    func endToday(_ request: inout SearchRequest) {
        let tomorrow = CalendarDay(reading.reference, in: reading.timeZone).adding(days: 1)
        guard request.filter.to.map({ $0 > tomorrow }) ?? true, request.filter.from.map({ $0 < tomorrow }) ?? true else { return }
        request.filter.keepsUndated = request.filter.to == nil && request.filter.from == nil
        request.filter.to = tomorrow
    }

    /// Starts the window today, for questions about what comes next ("my next 1:1 with Felix"),
    /// and labels it when the question named no window.
    func startToday(_ request: inout SearchRequest, context: inout ResolvedContext) {
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        guard request.filter.from.map({ $0 < today }) ?? true else { return }
        request.filter.from = today
        request.filter.keepsUndated = false
        if context.windowLabel == nil {
            context.windowLabel = "upcoming (from \(today))"
            context.windowFrom = today
            context.windowTo = request.filter.to
        }
    }

    /// "first"/"earliest" and "latest"/"newest" in the topical words put the strong results in date
    /// order (``SearchRequest/oldestFirst``, ``SearchRequest/latestFirst``).
    /// Alone ("my first meeting with Priya") they order everything the filters admit by date.
    func orderByDate(_ request: inout SearchRequest) {
        var words = request.text.split(separator: " ").map(String.init)
        let oldest = ["first", "earliest"], newest = ["latest", "newest", "recent"]
        guard let index = words.firstIndex(where: oldest.contains) ?? words.firstIndex(where: newest.contains) else { return }
        let first = oldest.contains(words[index])
        words.remove(at: index)
        request.text = words.joined(separator: " ")
        guard words.isEmpty else {
            if first { request.oldestFirst = true } else { request.latestFirst = true }
            return
        }
        if first { request.soonestFirst = true } else { request.newestFirst = true }
        endToday(&request)
    }

    /// A question of list cues alone ("what are my open action items", "what decisions did we make")
    /// lists the sources holding that part, newest first, up to today.
    func listCued(_ request: inout SearchRequest) {
        request.text = ""
        request.requiresPreferredField = true
        request.newestFirst = true
        endToday(&request)
    }

    /// Conversations look only at the past (recurring meetings are expanded a year ahead) unless the
    /// question asks what comes next; without a named window the people's own cards stay in. "Last
    /// contact" means meetings and touchpoints, newest first.
    func shape(for intent: QueryIntent, people: Bool, upcoming: Bool, request: inout SearchRequest) {
        let conversational = intent == .discuss || intent == .lastContact || (people && request.text.isEmpty)
        guard conversational, !upcoming else { return }
        request.preferConversations = true
        endToday(&request)
        guard intent == .lastContact else { return }
        if request.filter.kinds.isEmpty { request.filter.kinds = [.meeting, .touchpoint] }
        request.filter.excludeCancelled = true
        request.filter.participantsOnly = true
        // With a topic and nobody named ("when did we last meet with northwind freight"), the newest
        // of the strong matches: every weakly matching meeting is newer than the last one about it.
        if request.text.isEmpty || people { request.newestFirst = true } else { request.latestFirst = true }
        request.broadcastsLast = true
        if request.text.isEmpty { request.limit = min(request.limit, 3) }
    }

    /// "Who's been to Japan recently" when nothing in the last 30 days matches: "recently" is vague,
    /// so the answer is the newest strong matches at any time, and the context says so.
    static func beyondRecently(_ plan: inout Plan, engine: SearchEngine) async throws -> [SearchHit] {
        var wider = plan.request
        (wider.filter.from, wider.filter.to) = (nil, nil)
        wider.latestFirst = true
        let hits = try await engine.search(wider)
        guard !hits.isEmpty else { return hits }
        plan.context.explanation.append("nothing in the last 30 days; the most recent matches:")
        (plan.context.windowLabel, plan.context.windowFrom, plan.context.windowTo) = (nil, nil, nil)
        return hits
    }

    /// "Action items from the October SRE hiring sync" when this October has none: a month named
    /// without its year is the most recent one, but a topic found nowhere in it is the year
    /// before's, once. The context names the month used. Called only for a window the question's
    /// words gave: one given with `--since`/`--until` stays as given.
    static func yearBefore(_ plan: inout Plan, engine: SearchEngine) async throws -> [SearchHit] {
        guard let from = plan.request.filter.from, let to = plan.request.filter.to else { return [] }
        var earlier = plan.request
        let yearEarlier = { (day: CalendarDay) in CalendarDay(year: day.year - 1, month: day.month, day: day.day) }
        (earlier.filter.from, earlier.filter.to) = (yearEarlier(from), yearEarlier(to))
        earlier.nearDay = plan.request.nearDay.map(yearEarlier)
        let hits = try await engine.search(earlier)
        guard !hits.isEmpty else { return hits }
        let label = "\(DateText.monthNames[from.month - 1]) \(from.year - 1)"
        plan.context.explanation.append("nothing in \(plan.context.windowLabel ?? "that month"); \(label) instead")
        (plan.context.windowLabel, plan.context.windowFrom, plan.context.windowTo) = (label, earlier.filter.from, earlier.filter.to)
        plan.request = earlier
        return hits
    }
}
