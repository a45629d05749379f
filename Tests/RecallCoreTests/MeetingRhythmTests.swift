import RecallCore
import Testing

/// The rhythm of one-to-ones, measured from their days: the words a question uses to say who.
struct MeetingRhythmTests {
    static func days(_ first: String, every step: Int, count: Int) -> [CalendarDay] {
        // The fixture days are valid ISO dates.
        let start = CalendarDay(first)!.dayNumber
        return (0..<count).map { CalendarDay(dayNumber: start + $0 * step) }
    }

    @Test(arguments: [
        (days("2026-01-01", every: 7, count: 6), ["1:1", "weekly", "thursday"]),  // 1 January 2026 is a Thursday
        (days("2026-01-05", every: 14, count: 5), ["1:1", "fortnightly", "monday"]),
        (days("2026-01-06", every: 28, count: 4), ["1:1", "monthly", "tuesday"]),
        (days("2026-01-01", every: 7, count: 2), []),  // two meetings are no rhythm
        (days("2026-01-01", every: 3, count: 5), ["1:1"]),  // every third day: no cadence, no usual weekday
    ])
    func rhythmWords(days: [CalendarDay], words: [String]) {
        #expect(MeetingRhythm.words(days: days) == words)
    }

    @Test func aMovedMeetingKeepsTheRhythm() {
        var days = Self.days("2026-01-01", every: 7, count: 6)
        days[2] = days[2].adding(days: 1)  // one Thursday moved to Friday
        #expect(MeetingRhythm.words(days: days + [days[0]]) == ["1:1", "weekly", "thursday"])
    }
}
