import RecallCore
import RecallStore

/// "Whose birthdays are in November", "upcoming birthdays": the cards whose birthday's month and day
/// fall in a window, in calendar order. Cards are undated, so a window filter alone finds none.
public enum Birthdays {
    /// The cards whose birthday (month and day; the year ignored) falls in `days`, each with its place.
    public static func cards(in days: (from: CalendarDay, to: CalendarDay), directory: [PersonEntry]) -> [SourceID: Int]
    {
        var position: [String: Int] = [:]
        var day = days.from
        while day < days.to, position.count < 366 {
            let monthDay = String(day.description.suffix(5))
            if position[monthDay] == nil { position[monthDay] = position.count }
            day = day.adding(days: 1)
        }
        var cards: [SourceID: Int] = [:]
        for record in directory.flatMap(\.records) {
            guard let place = monthDay(of: record).flatMap({ position[$0] }) else { continue }
            cards[.person(record.id)] = place
        }
        return cards
    }

    /// The cards of `places` in the order their birthdays come, at most `limit`, each showing its
    /// birthday line.
    static func hits(_ places: [SourceID: Int], limit: Int, engine: SearchEngine) async throws -> [SearchHit] {
        var request = SearchRequest(
            text: "birthday", limit: 10_000, minScore: 0, ranking: .lexical, groupBySource: true)
        request.filter.kinds = [.person]
        let cards = try await engine.search(request).compactMap { hit in places[hit.sourceID].map { ($0, hit) } }
        return cards.sorted { ($0.0, $0.1.title) < ($1.0, $1.1.title) }.prefix(limit).map(\.1)
    }

    /// "MM-DD" of a record's birthday: its date, or a year-less vCard value kept as a fact ("--1103").
    public static func monthDay(of record: PersonRecord) -> String? {
        if let day = record.birthday { return String(day.description.suffix(5)) }
        guard let value = record.facts.first(where: { $0.key == "birthday" })?.value, value.hasPrefix("--") else {
            return nil
        }
        let digits = value.filter(\.isNumber)
        guard digits.count == 4 else { return nil }
        return "\(digits.prefix(2))-\(digits.suffix(2))"
    }
}
