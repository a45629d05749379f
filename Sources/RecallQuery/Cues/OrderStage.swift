import RecallCore

/// The order stage: "first", "latest", "most recent", "next", "upcoming", and a "last" no time or
/// contact phrase took ("my last 1:1 notes with Jon"): the results in date order.
public enum OrderStage {
    public static let stage = RuleStage(
        "order",
        rules: [
            .phrase("order.word", "order") { value in value.flatMap(order(_:)).map { .order($0) } }
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
