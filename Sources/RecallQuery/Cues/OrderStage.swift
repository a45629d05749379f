import RecallCore

/// The order stage: "first", "latest", "most recent", "next", "upcoming", and a "last" no time or
/// contact phrase took ("my last 1:1 notes with Jon"): the results in date order.
public enum OrderStage {
    public static let stage = RuleStage(
        "order",
        rules: [
            QueryRule("order.word") { cursor, context in
                let words = cursor.tokens.map(\.norm)
                guard let (phrase, length) = context.lexicon.longestPhrase("order", in: words, at: cursor.position),
                    let order = context.lexicon.value("order", phrase).flatMap(order(_:))
                else { return nil }
                cursor.advance(length)
                return RuleOutcome(.order(order))
            }
        ])

    static func order(_ value: String) -> ResultOrder? {
        switch value {
        case "oldest": .oldestFirst
        case "newest": .newestFirst
        case "upcoming": .upcoming
        default: nil
        }
    }
}
