/// A count with its noun in the right number: "1 interaction", "3 sources", "2 people".
enum Counted {
    static func phrase(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// "today", "1 day ago", "436 days ago".
    static func daysAgo(_ days: Int) -> String {
        days == 0 ? "today" : phrase(days, "day") + " ago"
    }
}
