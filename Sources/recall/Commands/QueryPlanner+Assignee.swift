import RecallCore
import RecallSearch
import RecallStore

extension QueryPlanner {
    /// The share of meetings the account holder attends: in one's own calendar export, one attends
    /// nearly every meeting (Jordan Hale 606 of 675 on a synthetic year and a half; Alex Morgan 78 of
    /// 81 on the demo), while the next most frequent colleague attends far fewer (189 and 62).
    static let holderMeetingShare = 0.5
    /// How far ahead of the next person the account holder's interactions must be.
    static let holderLead = 1.2

    /// The person whose data this is: the one with the most interactions, when they attend at least
    /// ``holderMeetingShare`` of the meetings and lead the next person by ``holderLead``. Nil when no
    /// one stands out (a calendar exported without its owner among the attendees).
    static func accountHolder(in directory: [PersonEntry], meetings: Int) -> PersonEntry? {
        let ranked = directory.sorted { $0.interactions > $1.interactions }
        guard let top = ranked.first, meetings > 0,
            Double(top.interactions) >= holderMeetingShare * Double(meetings) else { return nil }
        let next = ranked.dropFirst().first?.interactions ?? 0
        return Double(top.interactions) >= holderLead * Double(next) ? top : nil
    }

    /// Whether the user asks about their own action items: "I" or "my" as the one who owes ("what do
    /// I owe from the kickoff", "my to-dos from the review", "cloud overspend - todos on me"). "What
    /// did Lena promise to send me" names Lena's, not the user's.
    static func asksOwnActionItems(_ question: String) -> Bool {
        let words = TextNormalizer.words(question)
        if words.contains(where: ["i", "my", "mine", "myself"].contains) { return true }
        return zip(words, words.dropFirst()).contains { $0 == "on" && $1 == "me" }
    }

    /// Words before a name that make that person the one who owes: "what does Ingrid owe me",
    /// "what did Amara commit to", "what is Leo supposed to send".
    static let subjectAuxiliaries: Set<String> = [
        "does", "did", "do", "is", "was", "has", "had", "will", "should", "would", "can", "could", "must",
    ]

    /// The one named person the question asks to have owed something: right after an auxiliary
    /// ("what does Ingrid owe me from the accessibility readout") or in the possessive ("Leo's
    /// action items"). Not "action items from the meeting with Ingrid": those are everyone's.
    static func owingPerson(_ parsed: UnderstoodQuery) -> PersonMatch? {
        guard parsed.people.count == 1, let person = parsed.people.first else { return nil }
        let characters = Array(parsed.original)
        let before = TextNormalizer.words(String(characters[..<min(person.range.lowerBound, characters.count)]))
        let after = String(characters[min(person.range.upperBound, characters.count)...])
        let possessive = after.hasPrefix("'s") || after.hasPrefix("\u{2019}s")
        return possessive || before.last.map(subjectAuxiliaries.contains) == true ? person : nil
    }

    /// Narrows an action-item cue to one person's items: the account holder's when the question is
    /// in the first person ("things I need to do for the reorg": "Jordan to brief the managers"),
    /// else the one named person who owes them ("what does Ingrid owe me": "Ingrid to share …").
    func assigningActionItems(_ parsed: UnderstoodQuery, directory: [PersonEntry], to plan: inout Plan) throws {
        guard plan.request.preferredFields.contains(.actionItems) else { return }
        if Self.asksOwnActionItems(parsed.original) {
            guard let holder = Self.accountHolder(in: directory, meetings: try store.sourceCounts()[.meeting] ?? 0),
                let first = TextNormalizer.words(holder.name).first
            else { return }
            plan.request.assignees = [first]
            plan.context.assignee = holder.name
            plan.context.assigneeIsYou = true
        } else if let person = Self.owingPerson(parsed), let first = TextNormalizer.words(person.name).first {
            plan.request.assignees = [first]
            plan.context.assignee = person.name
        }
    }
}
