import RecallCore
import RecallSearch
import RecallStore

/// Questions about conversations: last contact (widened to any kind when the asked kind has none,
/// followed by each meeting's minutes), "who did I talk to", and browsing a person's sources.
extension QueryPlanner {
    /// "When did I last call Leo" when there are no calls with Leo: the last contact of any kind,
    /// and the context says so; a meeting on a call comes before any other meeting when one was
    /// asked for. Kinds given with `--kind` are never widened.
    static func lastContactOfAnyKind(_ plan: inout Plan, engine: SearchEngine) async throws -> [SearchHit] {
        guard plan.kindsFromWords, !plan.request.filter.people.isEmpty else { return [] }
        var any = plan.request
        any.filter.kinds = [.meeting, .touchpoint]
        any.filter.interactionTypes = []
        var hits = try await engine.search(any)
        if hits.isEmpty, any.filter.meetingVenue != nil {
            any.filter.meetingVenue = nil
            hits = try await engine.search(any)
        }
        guard !hits.isEmpty else { return hits }
        let nouns = SourceNouns.phrase(
            kinds: plan.request.filter.kinds, interactionTypes: plan.request.filter.interactionTypes,
            meetingVenue: plan.request.filter.meetingVenue)
        plan.context.explanation.append(
            "No \(nouns) with \(plan.context.peoplePhrase); the last contact of any kind:")
        return hits
    }

    /// "Margaret Whitfield - all notes" when no note document involves her: what was noted about her
    /// elsewhere (each touchpoint's note, her card's), and the context says so. Only when notes are
    /// all that was asked: no topic, no window, kinds from the question's words.
    static func notesElsewhere(_ plan: inout Plan, engine: SearchEngine) async throws -> [SearchHit] {
        let request = plan.request
        // The filter always ends by now; a window the question named also starts somewhere.
        guard plan.kindsFromWords, request.filter.kinds == [.note], !request.filter.people.isEmpty, request.text.isEmpty,
            request.filter.from == nil, plan.understood?.window == nil
        else { return [] }
        var wider = request
        wider.filter.kinds = [.note, .touchpoint, .person]
        let hits = try await engine.search(wider)
        if !hits.isEmpty {
            plan.context.explanation.append("No notes with \(plan.context.peoplePhrase); what touchpoints and cards note about them:")
        }
        return hits
    }

    /// Last contact lists meetings and touchpoints; the notes written that day with the same people
    /// are the minutes of that meeting and follow it ("SOC 2 auditor walkthrough" the meeting, then
    /// the note of it). A note on a day without such a meeting (a project brief) stays out.
    static func attachingMinutes(_ plan: Plan, engine: SearchEngine, hits: [SearchHit]) async throws -> [SearchHit] {
        guard !hits.isEmpty, !plan.request.filter.people.isEmpty else { return hits }
        var notes = plan.request
        notes.text = ""
        notes.filter.kinds = [.note]
        notes.filter.interactionTypes = []
        notes.newestFirst = true
        notes.limit = 50
        let byDay = Dictionary(grouping: try await engine.search(notes)) { $0.date.map { String($0.prefix(10)) } ?? "" }
        var result: [SearchHit] = []
        for hit in hits {
            result.append(hit)
            guard hit.kind == .meeting, let day = hit.date.map({ String($0.prefix(10)) }) else { continue }
            result += (byDay[day] ?? []).filter { note in !result.contains { $0.sourceID == note.sourceID } }
        }
        return Array(result.prefix(plan.request.limit))
    }

    /// Whether browsing a person's sources takes the best of each kind in turn: a person named, no
    /// window, no kinds, no date order.
    static func interleaves(_ request: SearchRequest, window: DateWindow?) -> Bool {
        !request.filter.people.isEmpty && window == nil && request.filter.kinds.isEmpty
            && !request.newestFirst && !request.soonestFirst && request.filter.from == nil
    }

    /// "Who did I talk to last week", "who did I meet in Lisbon": the conversations, not the notes;
    /// "who did I chat with" the calls and messages. Nil unless the question asks who, names nobody
    /// and uses a verb of contact.
    static func conversationKinds(asked parsed: UnderstoodQuery) -> Set<SourceKind>? {
        let words = TextNormalizer.words(parsed.original)
        guard words.first == "who", parsed.people.isEmpty, parsed.intent == .discuss else { return nil }
        if words.contains(where: { ["chat", "chatted", "chatting"].contains($0) }) { return [.touchpoint] }
        let contact: Set<String> = ["talk", "talked", "speak", "spoke", "spoken", "meet", "met", "see", "saw"]
        return words.contains(where: contact.contains) ? [.meeting, .touchpoint] : nil
    }
}
