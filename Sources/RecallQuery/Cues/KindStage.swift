import RecallCore

/// The kind stage: "meetings", "calls", "video call", "notes", "texts", "my calendar". A kind word
/// filters with confidence only where the question's shape asks for that kind: after an opener ("my
/// notes", "any calls", "which meetings") or before a closer ("calls with Mike", "notes on the launch").
/// Elsewhere it is read with low confidence: it ranks its kind first and stays in the topic ("the
/// planning call", "printed text").
public enum KindStage {
    public static let stage = RuleStage(
        "kinds",
        rules: [
            QueryRule("kinds.negated", match: negated),
            QueryRule("kinds.open-alternative", match: openAlternative),
            QueryRule("kinds.word", match: kindWord),
        ])

    /// The confidence of a kind word in a shape that asks for it, and elsewhere.
    static let askedConfidence = 0.9
    static let topicalConfidence = 0.4

    /// "outside of meetings", "other than calls": the kind is excluded, which filters nothing here.
    @Sendable static func negated(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        guard let (_, length) = context.lexicon.longestPhrase("kind-negation", in: words, at: cursor.position),
            let (_, kind) = context.lexicon.longestPhrase("kind", in: words, at: cursor.position + length)
        else { return nil }
        cursor.advance(length + kind)
        return RuleOutcome(.phrasing)
    }

    /// "in person or on a video call", "was it a call or a meeting": the question asks which, so the
    /// kind words filter nothing; "calls or meetings" keeps both (read by ``kindWord(_:_:)``).
    @Sendable static func openAlternative(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        guard let (_, length) = context.lexicon.longestPhrase("kind", in: words, at: cursor.position) else {
            return nil
        }
        let near = max(0, cursor.position - 4)..<min(words.count, cursor.position + length + 4)
        guard let or = near.first(where: { words[$0] == "or" }) else { return nil }
        let otherSide = or < cursor.position ? max(0, or - 3)..<or : (or + 1)..<min(words.count, or + 4)
        guard !otherSide.contains(where: { context.isA("kind", words[$0]) }) else { return nil }
        cursor.advance(length)
        return RuleOutcome(.phrasing)
    }

    /// A kind word or phrase ("video call", "texts"), its confidence from the shape around it.
    @Sendable static func kindWord(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        guard let (phrase, length) = context.lexicon.longestPhrase("kind", in: words, at: cursor.position),
            let cue = cue(context.lexicon.values("kind", phrase))
        else { return nil }
        // "phone number" is a fact, not a call.
        if phrase == "phone", ["number", "numbers", "no"].contains(cursor.peek(1) ?? "") { return nil }
        let before = cursor.position > 0 ? words[cursor.position - 1] : ""
        let after = cursor.position + length < words.count ? words[cursor.position + length] : ""
        let asked =
            context.isA("kind-opener", before) || context.isA("kind-closer", after) || after.isEmpty
            || isCount(before) || context.state.claim(at: cursor.position + length) != nil
        let modified =
            !before.isEmpty && context.state.isFree(cursor.position - 1) && !context.isA("stopword", before)
            && !context.isA("kind-opener", before) && before.allSatisfy { $0.isLetter || $0 == "-" }
        cursor.advance(length)
        let confidence = asked && !modified ? askedConfidence : topicalConfidence
        return RuleOutcome(.kinds(cue), confidence: confidence)
    }

    private static func isCount(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy(\.isNumber)
    }

    /// A kind cue from its values: "meeting", "touchpoint:phoneCall,video".
    static func cue(_ values: [String]) -> KindCue? {
        var cue = KindCue(kinds: [])
        for value in values {
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            guard let kind = SourceKind(rawValue: parts[0]) else { continue }
            cue.kinds.insert(kind)
            if parts.count == 2 {
                cue.interactionTypes.formUnion(
                    parts[1].split(separator: ",").compactMap { InteractionType(rawValue: String($0)) })
            }
        }
        return cue.kinds.isEmpty ? nil : cue
    }
}
