import RecallCore

/// The phrasing stage: phrases that only ask ("tell me about", "catch me up on"), and topic words the
/// documents write another way (the `same` class of an overlay: "1:1s" → "1:1").
public enum PhrasingStage {
    public static let stage = RuleStage(
        "phrasing",
        rules: [
            .phrase("phrasing.request", "phrasing-phrase") { _ in .phrasing },
            QueryRule("phrasing.same-as") { cursor, context in
                let words = cursor.tokens.map(\.norm).map(singular)
                guard let (phrase, length) = context.lexicon.longestPhrase("same", in: words, at: cursor.position),
                    let value = context.lexicon.value("same", phrase), value != cursor.tokens[cursor.position].norm
                else { return nil }
                cursor.advance(length)
                return RuleOutcome(.topic(value))
            },
        ])

    /// "1:1s" → "1:1", "standups" → "standup": a plural made by a trailing s.
    static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
