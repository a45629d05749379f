import RecallCore
import RecallStore

/// What an empty answer says it looked for: the kinds of source the question was restricted to, as
/// a plural noun phrase ("notes", "calls", "meetings or touchpoints"), and "meetings, notes or
/// touchpoints" when it was not restricted.
public enum SourceNouns {
    /// Meetings held on a call are among the "calls" (``MeetingVenueFilter/onACall``), and meetings
    /// not on a call are "in-person meetings".
    public static func phrase(
        kinds: Set<SourceKind>, interactionTypes: Set<InteractionType>, meetingVenue: MeetingVenueFilter? = nil
    ) -> String {
        var restricted = kinds.isEmpty ? Set([.meeting, .note, .touchpoint]) : kinds
        if meetingVenue == .onACall, restricted.contains(.touchpoint) { restricted.remove(.meeting) }
        let nouns = restricted.sorted().map { kind in
            switch kind {
            case .touchpoint: touchpoints(interactionTypes)
            case .meeting where meetingVenue == .notOnACall: "in-person meetings"
            default: kind.plural
            }
        }
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
