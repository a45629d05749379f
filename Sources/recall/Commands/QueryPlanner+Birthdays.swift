import Foundation
import RecallCore
import RecallSearch

/// "Whose birthdays are in November", "upcoming birthdays", "any birthdays next week": the people
/// whose cards give a birthday whose month and day fall in the window, in calendar order. The window
/// filters dated sources, and cards are undated, so without this the question found nothing.
extension QueryPlanner {
    /// Words that may stand beside "birthday(s)" in such a question; anything else is a topic
    /// ("birthday party budget").
    static let birthdayWords: Set<String> = ["birthday", "birthdays", "bday", "bdays"]
    private static let birthdayCompanions: Set<String> = ["whose", "coming", "celebrating", "any", "list"]

    /// The days a birthday question covers: its window, or the next 30 days for "upcoming
    /// birthdays" with none; nil when the question is not one (a person is named, or other words remain).
    func birthdayDays(_ understood: UnderstoodQuery, request: SearchRequest) -> (from: CalendarDay, to: CalendarDay)? {
        let words = Set(request.text.split(separator: " ").map(String.init))
        guard request.filter.people.isEmpty, !words.isDisjoint(with: Self.birthdayWords),
            words.isSubset(of: Self.birthdayWords.union(Self.birthdayCompanions))
        else { return nil }
        if let window = understood.window, options.since == nil, options.until == nil {
            guard let start = window.start, let end = window.end else { return nil }  // "since March": no year-long list
            return (start, end)
        }
        guard understood.asksNext || words.contains("coming") else { return nil }
        let today = CalendarDay(reading.reference, in: reading.timeZone)
        return (today, today.adding(days: 30))
    }

    /// The cards whose birthday (month and day; the year is ignored) falls in `days`, in the order
    /// the days come, at most `limit`.
    static func birthdayCards(in days: (from: CalendarDay, to: CalendarDay), limit: Int, engine: SearchEngine) async throws -> [SearchHit] {
        var position: [String: Int] = [:]
        var day = days.from
        while day < days.to, position.count < 366 {
            let monthDay = String(day.description.suffix(5))
            if position[monthDay] == nil { position[monthDay] = position.count }
            day = day.adding(days: 1)
        }
        var request = SearchRequest(text: "birthday", limit: 10_000, minScore: 0, ranking: .lexical, groupBySource: true)
        request.filter.kinds = [.person]
        let cards = try await engine.search(request).compactMap { hit -> (Int, SearchHit)? in
            let found = hit.chunks.lazy.compactMap { birthdayMonthDay(in: $0.record.text) }.first
            return found.flatMap { position[$0] }.map { ($0, hit) }
        }
        return cards.sorted { ($0.0, $0.1.title) < ($1.0, $1.1.title) }.prefix(limit).map(\.1)
    }

    /// "MM-DD" from a card's "Birthday: 1988-11-03" or a fact's "birthday: --11-03" / "--1103".
    static func birthdayMonthDay(in text: String) -> String? {
        guard let label = text.range(of: "birthday: ", options: .caseInsensitive) else { return nil }
        let value = text[label.upperBound...].prefix(10)
        let digits = value.filter(\.isNumber)
        if value.hasPrefix("--"), digits.count >= 4 {
            let mmdd = digits.prefix(4)
            return "\(mmdd.prefix(2))-\(mmdd.suffix(2))"
        }
        guard value.count == 10, digits.count == 8, CalendarDay(String(value)) != nil else { return nil }
        return String(value.suffix(5))
    }
}
