import Foundation
import RecallCore

/// The moment a question is asked and the zone its dates are read in.
public struct QueryClock: Sendable, Hashable {
    /// The instant relative dates resolve against.
    public var now: Date
    public var timeZone: TimeZone
    /// `now` as a calendar day in `timeZone`.
    public var today: CalendarDay

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
        today = CalendarDay(now, in: timeZone)
    }
}
