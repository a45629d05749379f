import RecallCore
import RecallQuery
import RecallStore

/// Action-item questions: whose items, and a list of them when nothing else narrows the question.
extension QueryPlanner {
    /// The share of meetings the account holder attends: in one's own calendar export, one attends
    /// nearly every meeting, while the next most frequent colleague attends far fewer.
    static let holderMeetingShare = 0.5
    /// How far ahead of the next person the account holder's interactions must be.
    static let holderLead = 1.2
    /// Words before a name that make that person the one who owes: "what does Ingrid owe me", "what is
    /// Leo supposed to send".
    static let subjectAuxiliaries: Set<String> = [
        "does", "did", "do", "is", "was", "has", "had", "will", "should", "would", "can", "could", "must",
    ]

    /// The person whose data this is: the one with the most interactions, when they attend at least
    /// ``holderMeetingShare`` of the meetings and lead the next person by ``holderLead``. Nil when no one
    /// stands out (a calendar exported without its owner among the attendees).
    static func accountHolder(in directory: [PersonEntry], meetings: Int) -> PersonEntry? {
        let ranked = directory.sorted { ($0.interactions, $1.name) > ($1.interactions, $0.name) }
        guard let top = ranked.first, meetings > 0,
            Double(top.interactions) >= holderMeetingShare * Double(meetings)
        else { return nil }
        let next = ranked.dropFirst().first?.interactions ?? 0
        return Double(top.interactions) >= holderLead * Double(next) ? top : nil
    }

    /// The one named person the question has owe something: right after an auxiliary ("what does Ingrid
    /// owe me") or in the possessive ("Leo's action items"). Not "action items from the meeting with
    /// Ingrid": those are everyone's.
    func owingPerson(_ parse: QueryParse, tokens: [QueryToken]) -> PersonMatch? {
        let claims = parse.claims.filter { $0.person != nil }
        guard claims.count == 1, let claim = claims.first, let match = claim.person else { return nil }
        let start = claim.tokens.lowerBound
        let end = claim.tokens.upperBound
        let possessive = end > start && tokens[end - 1].isPossessive
        let afterAuxiliary = start > 0 && Self.subjectAuxiliaries.contains(tokens[start - 1].norm)
        return possessive || afterAuxiliary ? match : nil
    }

    /// Narrows an action-item cue to one person's items: the account holder's when the question is in the
    /// first person ("things I need to do for the reorg"), else the one named person who owes them. A
    /// question of the cue alone lists the sources that have action items, newest first, up to today.
    func shapeActionItems(_ parse: QueryParse, directory: [PersonEntry], _ plan: inout QueryPlan) throws {
        guard parse.fields.contains(.actionItems), options.understands else { return }
        let tokens = parse.tokens
        let words = tokens.map(\.norm)
        let firstPerson =
            words.contains { ["i", "my", "mine", "myself"].contains($0) }
            || zip(words, words.dropFirst()).contains { $0 == "on" && $1 == "me" }
        if let person = owingPerson(parse, tokens: tokens), let first = TextNormalizer.words(person.name).first {
            plan.request.assignees = [first]
            plan.context.assignee = person.name
        } else if firstPerson, parse.people.isEmpty,
            let holder = Self.accountHolder(in: directory, meetings: try store.sourceCounts()[.meeting] ?? 0),
            let first = TextNormalizer.words(holder.name).first
        {
            plan.request.assignees = [first]
            plan.context.assignee = holder.name
            plan.context.assigneeIsYou = true
        }
        guard plan.request.isParsedTopic, parse.people.isEmpty, parse.window == nil,
            Self.topicIsCuesAlone(parse, tokens: tokens)
        else { return }
        plan.request.requiresPreferredField = true
        plan.request.sort = .newestFirst
        plan.request.text = ""
        endToday(&plan)
        plan.explain("lists the sources with action items, newest first", when: options.explains)
    }

    /// Whether every topic word is a word of a field cue ("open action items", "outstanding follow-ups").
    static func topicIsCuesAlone(_ parse: QueryParse, tokens: [QueryToken]) -> Bool {
        let cued = parse.claims.filter { $0.field != nil }
        let cueWords = Set(cued.flatMap { tokens[$0.tokens].map(\.norm) })
        return parse.topic.allSatisfy(cueWords.contains)
    }
}
