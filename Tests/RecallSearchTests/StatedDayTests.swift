import RecallCore
@testable import RecallSearch
import Testing

/// An undated note is of a window when its text states a day in it.
struct StatedDayTests {
    static let months = ["jan": 1, "june": 6, "jun": 6, "july": 7, "may": 5, "march": 3]
    static let june = (CalendarDay(year: 2026, month: 6, day: 1), CalendarDay(year: 2026, month: 7, day: 1))

    @Test(arguments: [
        ("12 June - three offers, went with the couple", true),
        ("Viewings from June 3rd", true),
        ("the 24th of June: induction day", true),
        ("June 2025: first valuation", false),  // a month with no day
        ("12 June 2025 - three offers", false),  // another year, written
        ("12 June 2026 - three offers", true),
        ("Jun 30 - last day", true),
        ("we may 3 times have asked", false),  // May 3, outside the window
        ("March 12 - completion", false),
        ("in June we should talk", false),
    ])
    func aDayInTheWindow(text: String, stated: Bool) {
        let (from, to) = Self.june
        #expect(SearchEngine.statesDay(text, from: from, to: to, monthWords: Self.months) == stated)
    }
}
