import RecallCore

/// What an empty answer says it looked for: the kinds of source the question was restricted to, as
/// a plural noun phrase ("notes", "calls", "meetings or touchpoints"), and "meetings, notes or
/// touchpoints" when it was not restricted.
enum SourceNouns {
    static func phrase(kinds: Set<SourceKind>, interactionTypes: Set<InteractionType>) -> String {
        let restricted = kinds.isEmpty ? Set([.meeting, .note, .touchpoint]) : kinds
        let nouns = restricted.sorted().map { $0 == .touchpoint ? touchpoints(interactionTypes) : $0.plural }
        return list(nouns)
    }

    /// "calls" for phone and video calls (the query vocabulary's "calls"), "messages" for texts.
    private static func touchpoints(_ types: Set<InteractionType>) -> String {
        switch types {
        case [.phoneCall, .video]: "calls"
        case [.phoneCall]: "phone calls"
        case [.video]: "video calls"
        case [.text]: "messages"
        case [.inPerson]: "in-person touchpoints"
        default: "touchpoints"
        }
    }

    /// "a", "a or b", "a, b or c".
    private static func list(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
