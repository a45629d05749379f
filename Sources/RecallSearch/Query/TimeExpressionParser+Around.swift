import RecallCore

/// "This time last year", "a year ago": the same time of an earlier year, give or take two weeks.
extension TimeExpressionParser {
    /// Days either side of the same date in an earlier year. A weekly note or a monthly meeting
    /// falls inside; a calendar year ("2025") would hold a dozen of each.
    static let aroundDays = 14

    /// "this time last year", "same time last year", "this time two years ago".
    func thisTimeLastYear(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        guard probe.skip(["this", "same"]), probe.skip(["time"]) else { return nil }
        let years: Int
        if probe.skip(["last"]), probe.skip(["year"]) {
            years = 1
        } else if let count = number(probe.peek()), unit(probe.peek(1)) == "year", probe.peek(2) == "ago" {
            years = count
            probe.advance(3)
        } else {
            return nil
        }
        cursor = probe
        return around(yearsAgo: years, phrase: years == 1 ? "this time last year" : "this time \(years) years ago")
    }

    /// The window ``aroundDays`` either side of today `years` back, labelled `phrase`.
    func around(yearsAgo years: Int, phrase: String) -> DateWindow {
        let day = today.addingMonths(-12 * years)
        var window = DaySpan(start: day.adding(days: -Self.aroundDays), end: day.adding(days: Self.aroundDays + 1), label: "")
            .labelled(phrase).window
        window.center = day
        return window
    }
}
