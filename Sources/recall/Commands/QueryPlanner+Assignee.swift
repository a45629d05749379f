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

    /// Narrows an action-item cue to the account holder's own items when the question is in the
    /// first person ("things I need to do for the reorg": "Jordan to brief the managers").
    func assigningOwnActionItems(_ parsed: UnderstoodQuery, directory: [PersonEntry], to plan: inout Plan) throws {
        guard plan.request.preferredFields.contains(.actionItems), Self.asksOwnActionItems(parsed.original),
            let holder = Self.accountHolder(in: directory, meetings: try store.status().sourcesByKind[.meeting] ?? 0),
            let first = TextNormalizer.words(holder.name).first
        else { return }
        plan.request.assignees = [first]
        plan.context.assignee = holder.name
    }
}
