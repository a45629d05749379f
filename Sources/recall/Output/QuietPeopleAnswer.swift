import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// The answer to "who haven't I talked to in a while": the people `recall people --quiet-since`
/// lists, most overdue first, one line each with the last contact.
struct QuietPeopleAnswer {
    var people: [PersonEntry]
    var days: Int
    var today: CalendarDay
    var limit: Int

    /// The answer when `plan` asks who has gone quiet, else nil.
    init?(plan: QueryPlan, today: CalendarDay, limit: Int) {
        guard let people = plan.quietPeople, let days = plan.parse?.quietDays else { return nil }
        self.init(people: people, days: days, today: today, limit: limit)
    }

    init(people: [PersonEntry], days: Int, today: CalendarDay, limit: Int) {
        self.people = people
        self.days = days
        self.today = today
        self.limit = limit
    }

    var headline: String {
        people.isEmpty
            ? "Nobody you have been in direct contact with has been quiet for \(Counted.phrase(days, "day"))."
            : "People you have not been in direct contact with for \(Counted.phrase(days, "day")), most overdue first:"
    }

    var text: String {
        let lines = people.prefix(limit).enumerated().map {
            "[\($0 + 1)] " + PeopleCommand.text($1, today: today, direct: true)
        }
        let more =
            people.count > limit ? ["… and \(people.count - limit) more (recall people --quiet-since \(days)d)"] : []
        return Terminal.sanitize(
            ([headline] + (lines.isEmpty ? [] : [""] + lines + more)).joined(separator: "\n") + "\n")
    }

    var json: String {
        let object: [String: Any] = [
            "answer": headline, "quiet_days": days, "quiet_people": people.count,
            "people": people.prefix(limit).map { PeopleCommand.object($0, today: today) },
        ]
        return SourceJSON.string(object, pretty: true) + "\n"
    }
}
