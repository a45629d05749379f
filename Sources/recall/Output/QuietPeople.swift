import RecallCore
import RecallStore

/// Who has gone quiet (`recall people --quiet-since`, "who haven't I talked to lately"): ranked by
/// direct contact, not by being in the same room.
///
/// Direct contact is a touchpoint with the person (a call, a message, a visit) or a meeting of at
/// most ``PersonEntry/smallMeeting`` attendees they took part in (``PersonEntry/lastDirectContact``).
/// Sitting in a kickoff or an all-hands with someone is not talking to them: people only ever seen
/// in larger meetings are left out unless asked for, and then listed after everyone else.
enum QuietPeople {
    /// The people whose last direct contact was more than `days` before `today`, most overdue
    /// first (never-contacted people are not quiet, they are strangers); with `includeBroadcast`,
    /// then the people seen only in larger meetings, most overdue first by their last meeting.
    static func select(_ people: [PersonEntry], days: Int, today: CalendarDay, includeBroadcast: Bool = false) -> [PersonEntry] {
        let cutoff = today.adding(days: -days)
        let direct = people.filter { $0.lastDirectContact.map { $0 < cutoff } ?? false }
            .sorted { ($0.lastDirectContact?.dayNumber ?? 0, $0.name) < ($1.lastDirectContact?.dayNumber ?? 0, $1.name) }
        guard includeBroadcast else { return direct }
        let broadcast = people.filter { $0.lastDirectContact == nil && ($0.lastContact.map { $0 < cutoff } ?? false) }
            .sorted { ($0.lastContact?.dayNumber ?? 0, $0.name) < ($1.lastContact?.dayNumber ?? 0, $1.name) }
        return direct + broadcast
    }
}
