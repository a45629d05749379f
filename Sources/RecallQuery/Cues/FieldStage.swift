import RecallCore

/// The field stage: which part of a source the answer lives in. "what did we decide" → the outcomes,
/// "what did I promise" → the action items, "where was it held" → the location. The cue words are
/// rarely in the answer ("decided" against "Decisions:"), so they leave the topic and only rank the
/// part they name first.
public enum FieldStage {
    public static let stage = RuleStage(
        "fields",
        rules: [
            QueryRule("fields.open-items", match: openItems),
            .phrase("fields.phrase", "field-phrase", field),
            .phrase("fields.word", "field", field),
        ])

    /// "my open action items", "outstanding follow-ups": the word before the cue only says it is not done.
    @Sendable static func openItems(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        guard context.isA("open-word", cursor.peek()),
            let (phrase, length) = context.lexicon.longestPhrase("field", in: words, at: cursor.position + 1),
            context.lexicon.value("field", phrase) == ChunkField.actionItems.rawValue
        else { return nil }
        cursor.advance(1 + length)
        return RuleOutcome(.field(.actionItems))
    }

    @Sendable static func field(_ value: String?) -> Production? {
        value.map { .field(ChunkField(rawValue: $0)) }
    }
}
