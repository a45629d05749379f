/// How often, and on which weekday, the user meets someone one to one, read from the days of
/// those meetings: the words a question uses to say who it means ("the engineering manager I have
/// weekly 1:1s with", "the analyst I meet every other week", "my Thursday 1:1").
///
/// A calendar title rarely says the rhythm, so it is measured: the middle gap between meetings
/// gives the cadence, and a weekday that holds at least half of them gives the day. Fewer than
/// three meetings say nothing.
public enum MeetingRhythm {
    /// English weekday names, Monday first (ISO order).
    public static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// "1:1", then the cadence word ("weekly", "fortnightly", "monthly") and the usual weekday's
    /// name of one-to-ones on `days`, each when there is one.
    public static func words(days: [CalendarDay]) -> [String] {
        let numbers = Set(days.map(\.dayNumber)).sorted()
        guard numbers.count >= 3 else { return [] }
        var words = ["1:1"]  // three meetings alone with the user are one-to-ones, however titled
        let gaps = zip(numbers.dropFirst(), numbers).map { $0 - $1 }.sorted()
        switch gaps[gaps.count / 2] {
        case 6...8: words.append("weekly")
        case 13...15: words.append("fortnightly")
        case 27...35: words.append("monthly")
        default: break
        }
        let weekdays = Dictionary(numbers.map { (CalendarDay(dayNumber: $0).isoWeekday, 1) }, uniquingKeysWith: +)
        // Ties go to the earlier weekday, so the words never depend on dictionary order.
        if let top = weekdays.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), top.value * 2 >= numbers.count {
            words.append(weekdayNames[top.key - 1])
        }
        return words
    }
}
