import RecallCore
import Testing

struct FactAgingTests {
    static let cases: [(PersonFact, String, String)] = [
        (PersonFact(category: "family", key: "education", value: "daughter Giulia started college, Fall 2025", date: CalendarDay("2025-09-14")),
         "2026-11-20", "daughter Giulia started college, Fall 2025 — now 2nd year"),
        (PersonFact(category: "family", key: "education", value: "daughter Giulia started college, Fall 2025", date: CalendarDay("2025-09-14")),
         "2025-10-01", "daughter Giulia started college, Fall 2025 — now 1st year"),
        (PersonFact(category: "family", key: "son", value: "started university in autumn 2023"),
         "2027-03-01", "started university in autumn 2023 — now 4th year"),
        (PersonFact(category: "work", key: "title", value: "CFO", date: CalendarDay("2024-10-01")), "2026-11-20", "CFO (since 2024-10-01)"),
        (PersonFact(category: "personal", key: "parental leave", value: "on leave", date: CalendarDay("2026-12-01")),
         "2026-11-20", "on leave (from 2026-12-01)"),
        (PersonFact(category: "personal", key: "dog", value: "a beagle called Pastel"), "2026-11-20", "a beagle called Pastel"),
    ]

    @Test(arguments: cases)
    func readsFactsAsOfToday(fact: PersonFact, today: String, expected: String) throws {
        let day = try #require(CalendarDay(today))
        #expect(FactAging.current(fact, today: day) == expected)
    }
}
