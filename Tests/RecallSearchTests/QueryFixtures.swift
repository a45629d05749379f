import Foundation
import RecallCore
@testable import RecallSearch

/// Fixed clock and people for the query-understanding tests: Sunday 2026-11-22 in Berlin.
enum QueryFixtures {
    static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    /// 2026-11-22T10:00:00Z, a Sunday (ISO week 2026-11-16 … 2026-11-22).
    static let now = Date(timeIntervalSince1970: 1_795_341_600)

    static let people: [PersonCandidate] = [
        PersonCandidate(id: "sarah-chen", name: "Sarah Chen", interactionCount: 40,
                        lastContact: CalendarDay(year: 2026, month: 11, day: 10), contextWords: ["Acme", "Engineering"]),
        PersonCandidate(id: "sarah-kim", name: "Sarah Kim", interactionCount: 5, contextWords: ["Globex", "design"]),
        PersonCandidate(id: "sarah-lee", name: "Sarah Lee", interactionCount: 12,
                        lastContact: CalendarDay(year: 2026, month: 10, day: 1)),
        PersonCandidate(id: "sarah-park", name: "Sarah Park", interactionCount: 2),
        PersonCandidate(id: "michael-ross", name: "Michael Ross", interactionCount: 10, contextWords: ["Pearson", "legal"]),
        PersonCandidate(id: "priya", name: "Priya Natarajan", interactionCount: 8),
        PersonCandidate(id: "dana", name: "Dana Whitfield", contextWords: ["Initech"]),
        PersonCandidate(id: "zoe", name: "Zoë Ångström", emails: ["Zoe@Example.com"]),
        PersonCandidate(id: "will", name: "Will Turner"),
        PersonCandidate(id: "john", name: "John Smith"),
        PersonCandidate(id: "mark", name: "Mark Brandt"),
        PersonCandidate(id: "bob", name: "Robert Tables", aliases: ["Bobby T"]),
        PersonCandidate(id: "katherine", name: "Katherine Nguyen"),
        PersonCandidate(id: "summer", name: "Summer Lopez"),
        PersonCandidate(id: "bridget", name: "Bridget Jones"),
        PersonCandidate(id: "june", name: "June Hale"),
    ]

    static let understanding = QueryUnderstanding(now: now, timeZone: timeZone, people: people)
    static let noPeople = QueryUnderstanding(now: now, timeZone: timeZone)

    static func day(_ text: String) -> CalendarDay? { text == "-" ? nil : CalendarDay(text) }
}
