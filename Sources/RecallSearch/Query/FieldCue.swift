import RecallCore

/// Words that say which part of a meeting the answer lives in: "what did we *decide*" → the
/// outcomes, "what did I *promise*" → the action items, "where was it *held*" → the location.
///
/// The cue words themselves are rarely in the answer ("decided" vs "Decisions:", "Go/no-go: GO"),
/// so they leave the topical text and become a field preference instead.
public enum FieldCue {
    static let cues: [String: ChunkField] = [
        "decide": .outcomes, "decided": .outcomes, "decision": .outcomes, "decisions": .outcomes,
        "agreed": .outcomes, "agree": .outcomes, "conclude": .outcomes, "concluded": .outcomes, "conclusion": .outcomes,
        "outcome": .outcomes, "outcomes": .outcomes, "verdict": .outcomes, "resolved": .outcomes,
        "action": .actionItems, "actions": .actionItems, "todo": .actionItems, "todos": .actionItems,
        "promise": .actionItems, "promised": .actionItems, "owe": .actionItems, "owed": .actionItems,
        "followup": .actionItems, "followups": .actionItems, "tasks": .actionItems, "assigned": .actionItems,
        "need": .actionItems, "needs": .actionItems, "hook": .actionItems, "owes": .actionItems,
        "follow-ups": .actionItems, "follow-up": .actionItems, "to-dos": .actionItems, "to-do": .actionItems,
        "commit": .actionItems, "committed": .actionItems, "commitments": .actionItems,
        "outstanding": .actionItems,  // "what's still outstanding on the review round"
        "chores": .actionItems, "chore": .actionItems,  // "which of the audit chores landed on my plate"
        "attended": .attendees, "attendees": .attendees, "attending": .attendees, "attendee": .attendees,
        "venue": .location, "held": .location, "location": .location,
    ]

    /// Words that cue a field only together with the next one ("follow ups", "next steps").
    static let pairs: [String: (next: Set<String>, field: ChunkField)] = [
        "follow": (["up", "ups"], .actionItems), "next": (["step", "steps"], .actionItems),
        "action": (["items", "item", "points"], .actionItems),
        "supposed": (["to"], .actionItems), "meant": (["to"], .actionItems),
        "took": (["place"], .location), "take": (["place"], .location), "takes": (["place"], .location),
    ]

    /// Phrases whose small words the topical text has lost, read from the question's phrasing: "what's
    /// on me for the Salesforce tie-up", "what did I sign up to do for the app release". Their
    /// content words ("sign") leave the topic with them. "Sign up" alone is a user's sign-up.
    static let phrases: [(words: [String], field: ChunkField)] = [
        (["on", "me"], .actionItems),
        (["sign", "up", "to"], .actionItems), (["sign", "up", "for"], .actionItems),
        (["signed", "up", "to"], .actionItems), (["signed", "up", "for"], .actionItems),
    ]

    /// The fields ``phrases`` in `phrasing` (the topic as typed, stopwords kept) point at, and their
    /// words.
    static func phraseCues(in phrasing: String) -> (fields: Set<ChunkField>, words: Set<String>) {
        let words = TextNormalizer.words(phrasing)
        var fields = Set<ChunkField>()
        var used = Set<String>()
        for phrase in phrases where words.count >= phrase.words.count {
            let found = (0...words.count - phrase.words.count).contains { Array(words[$0..<$0 + phrase.words.count]) == phrase.words }
            if found {
                fields.insert(phrase.field)
                used.formUnion(phrase.words)
            }
        }
        return (fields, used)
    }

    /// Words that only say an action item is not done yet ("my open action items", "outstanding
    /// follow-ups"): dropped before an action-item cue.
    static let openWords: Set<String> = ["open", "outstanding", "pending", "remaining", "unfinished"]

    /// Verbs that only carry a decision ("what decisions did we make", "the decision we reached"):
    /// dropped when the question cues outcomes.
    static let decisionVerbs: Set<String> = ["make", "made", "reach", "reached", "take", "took", "taken"]

    /// Fields a question of cue words alone may list across every source ("what are my open action
    /// items", "what decisions did we make"): the parts of meetings and notes that are lists.
    public static let listable: Set<ChunkField> = [.actionItems, .outcomes]

    /// The fields the query points at, and the topical text without the cue words. "where" alone is
    /// no cue: "where did Elliot go on holiday" is not about a meeting room. `narrowed`: the question
    /// names a person or a window.
    /// `phrasing`: the topic as typed, for ``phrases``.
    public static func split(topical: String, phrasing: String? = nil, narrowed: Bool = false) -> (fields: Set<ChunkField>, topical: String) {
        let cued: (fields: Set<ChunkField>, words: Set<String>) = phrasing.map(phraseCues(in:)) ?? ([], [])
        var fields = cued.fields
        var kept: [String] = []
        let words = topical.split(separator: " ").map(String.init).filter { !cued.words.contains($0) }
        var index = 0
        while index < words.count {
            let word = words[index]
            if let pair = pairs[word], index + 1 < words.count, pair.next.contains(words[index + 1]) {
                fields.insert(pair.field)
                index += 2
                continue
            }
            if openWords.contains(word), index + 1 < words.count, cuesActionItems(words, at: index + 1) {
                index += 1
                continue
            }
            if let field = cues[word] { fields.insert(field) } else { kept.append(word) }
            index += 1
        }
        if fields.contains(.outcomes) { kept.removeAll { decisionVerbs.contains($0) } }
        // A query made only of cue words keeps them as its topic, unless a person or a window
        // narrows it: "what do I owe Elizabeth" is her sources, action items first.
        if kept.isEmpty, !narrowed { return (fields, topical) }
        return (fields, kept.joined(separator: " "))
    }

    /// Whether the words at `index` cue action items ("action items", "follow-ups", "todos").
    private static func cuesActionItems(_ words: [String], at index: Int) -> Bool {
        if let pair = pairs[words[index]], index + 1 < words.count, pair.next.contains(words[index + 1]) {
            return pair.field == .actionItems
        }
        return cues[words[index]] == .actionItems
    }
}
