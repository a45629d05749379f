import RecallCore
import RecallSearch
import RecallStore

/// "Whose birthdays are in November", "upcoming birthdays", "any birthdays next week": the people
/// whose cards give a birthday whose month and day fall in the window, in calendar order. The window
/// filters dated sources, and cards are undated, so without this the question found nothing.
extension QueryPlanner {
    /// Words that may stand beside "birthday(s)" in such a question; anything else is a topic
    /// ("birthday party budget").
    static let birthdayWords: Set<String> = ["birthday", "birthdays", "bday", "bdays"]
    private static let birthdayCompanions: Set<String> = ["whose", "coming", "celebrating", "any", "list", "falls", "fall", "lands"]

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

    /// The cards (source ids) of the directory's records whose birthday — month and day, the year
    /// ignored — falls in `days`, each with its place in the window.
    static func birthdayCards(in days: (from: CalendarDay, to: CalendarDay), directory: [PersonEntry]) -> [SourceID: Int] {
        var position: [String: Int] = [:]
        var day = days.from
        while day < days.to, position.count < 366 {
            let monthDay = String(day.description.suffix(5))
            if position[monthDay] == nil { position[monthDay] = position.count }
            day = day.adding(days: 1)
        }
        var cards: [SourceID: Int] = [:]
        for record in directory.flatMap(\.records) {
            guard let place = birthdayMonthDay(of: record).flatMap({ position[$0] }) else { continue }
            cards[.person(record.id)] = place
        }
        return cards
    }

    /// The cards of `places`, in the order their birthdays come, at most `limit`; searched for
    /// "birthday" so each card's birthday line is what is shown.
    static func birthdayCards(_ places: [SourceID: Int], limit: Int, engine: SearchEngine) async throws -> [SearchHit] {
        var request = SearchRequest(text: "birthday", limit: 10_000, minScore: 0, ranking: .lexical, groupBySource: true)
        request.filter.kinds = [.person]
        let cards = try await engine.search(request).compactMap { hit in places[hit.sourceID].map { ($0, hit) } }
        return cards.sorted { ($0.0, $0.1.title) < ($1.0, $1.1.title) }.prefix(limit).map(\.1)
    }

    /// "MM-DD" of a record's birthday: its date, or a year-less vCard value kept as a fact
    /// ("--1103", "--11-03").
    static func birthdayMonthDay(of record: PersonRecord) -> String? {
        if let day = record.birthday { return String(day.description.suffix(5)) }
        guard let value = record.facts.first(where: { $0.key == "birthday" })?.value, value.hasPrefix("--") else { return nil }
        let digits = value.filter(\.isNumber)
        guard digits.count == 4 else { return nil }
        return "\(digits.prefix(2))-\(digits.suffix(2))"
    }
}
