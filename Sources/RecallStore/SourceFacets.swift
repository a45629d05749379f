import Foundation
import RecallCore

/// The source columns a ``SourceFilter`` without people reads (`day`, `end_day`, `kind`,
/// `interaction`, `cancelled`), one packed word per vector-file row, so a date or kind filter runs over memory
/// instead of joining `sources` and `chunks` in SQLite (87 ms for a one-year window at 1M chunks).
///
/// Word layout (low bits first): the day as `yyyymmdd` (0 when NULL, ``malformedDay`` when the
/// text is not a plain `YYYY-MM-DD`), then one byte each for the kind code, the interaction code,
/// whether `cancelled` is non-zero (bit 48) with the days from `day` to `end_day` above it (bits
/// 49–55, 0 when there is no `end_day`), and whether the row has a source at all. Codes are positions
/// in ``kinds`` and ``interactions`` plus one (0 for NULL or an unknown value); ``digest`` names
/// that table in the file header, so a build with other codes never reads them.
public struct SourceFacets: Sendable, Hashable {
    public var day: Int32
    public var kind: UInt8
    public var interaction: UInt8
    public var cancelled: Bool
    /// Days from `day` to `end_day` (0: the source fits in its day).
    public var span: UInt8
    public var hasSource: Bool

    /// The `day` value of a day that is not a plain `YYYY-MM-DD`, or of a source whose `end_day` is
    /// not one or lies more than ``maxSpan`` days on: filters with date bounds fall back to SQL.
    static let malformedDay: Int32 = -1
    static let maxSpan = 127
    static let kinds = SourceKind.allCases.map(\.rawValue).sorted()
    static let interactions = InteractionType.allCases.map(\.rawValue).sorted()
    /// Identifies the code tables (FNV-1a of both lists).
    static let digest: UInt64 = FNV1a.hash(kinds.joined(separator: ",") + ";" + interactions.joined(separator: ","))

    /// A row's facets from its `sources` columns (all nil for a vector whose chunk has no source).
    init(day: String?, endDay: String? = nil, kind: String?, interaction: String?, cancelled: Int64?) {
        var code = day.map { Self.dayCode($0) ?? Self.malformedDay } ?? 0
        var span = 0
        if let endDay, code > 0 {
            let first = Self.calendarDay(code)
            span = CalendarDay(endDay).map { $0.dayNumber - first.dayNumber } ?? -1
            if !(0...Self.maxSpan).contains(span) { (code, span) = (Self.malformedDay, 0) }
        }
        self.day = code
        self.span = UInt8(span)
        self.kind = Self.code(kind, in: Self.kinds)
        self.interaction = Self.code(interaction, in: Self.interactions)
        self.cancelled = (cancelled ?? 0) != 0
        hasSource = kind != nil
    }

    /// The code of `value` in `table`: its position plus one, 0 for NULL or a value the table lacks.
    static func code(_ value: String?, in table: [String]) -> UInt8 {
        value.flatMap { table.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 0
    }

    init(word: UInt64) {
        day = Int32(truncatingIfNeeded: word)
        kind = UInt8(truncatingIfNeeded: word >> 32)
        interaction = UInt8(truncatingIfNeeded: word >> 40)
        cancelled = (word >> 48) & 1 == 1
        span = UInt8(truncatingIfNeeded: word >> 49) & 0x7F
        hasSource = (word >> 56) & 1 == 1
    }

    var word: UInt64 {
        UInt64(UInt32(bitPattern: day)) | UInt64(kind) << 32 | UInt64(interaction) << 40
            | UInt64(cancelled ? 1 : 0) << 48 | UInt64(span & 0x7F) << 49 | UInt64(hasSource ? 1 : 0) << 56
    }

    /// The code of the source's last day: `day` itself, or `span` days on.
    var lastDay: Int32 {
        span == 0 ? day : Self.dayCode(Self.calendarDay(day).adding(days: Int(span))) ?? day
    }

    /// The code of `day`, without its text: the same value, or nil, as the text form of `dayCode` gives
    /// its `description` (`%04d-%02d-%02d`), which only fits when each part has that many digits.
    static func dayCode(_ day: CalendarDay) -> Int32? {
        guard (0...9999).contains(day.year), (0...99).contains(day.month), (0...99).contains(day.day) else {
            return nil
        }
        let value = Int32(day.year * 10000 + day.month * 100 + day.day)
        return value > 0 ? value : nil
    }

    /// The day of a `yyyymmdd` code.
    static func calendarDay(_ code: Int32) -> CalendarDay {
        CalendarDay(year: Int(code / 10000), month: Int(code / 100 % 100), day: Int(code % 100))
    }

    /// `yyyymmdd` of a plain `YYYY-MM-DD` (numeric order is then the text order SQLite compares), else nil.
    static func dayCode(_ text: String) -> Int32? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        var value: Int32 = 0
        for index in [0, 1, 2, 3, 5, 6, 8, 9] {
            guard (0x30...0x39).contains(bytes[index]) else { return nil }
            value = value * 10 + Int32(bytes[index] - 0x30)
        }
        return value > 0 ? value : nil
    }
}

/// A ``SourceFilter`` compiled against the codes, or nil when only SQL can decide it (people, undated
/// sources only, or a bound that is not a plain day).
struct FacetPredicate {
    var from: Int32?
    var to: Int32?
    var keepsUndated: Bool
    var keepsRunning: Bool
    var kinds: Set<UInt8>
    var interactions: Set<UInt8>
    var excludeCancelled: Bool
    var meetingVenue: MeetingVenueFilter?
    var touchpoint: UInt8
    var meeting: UInt8
    var video: UInt8

    init?(_ filter: SourceFilter) {
        guard filter.people.isEmpty, filter.origins.isEmpty, !filter.undatedOnly else { return nil }
        if let day = filter.from {
            guard let code = SourceFacets.dayCode(day) else { return nil }
            from = code
        }
        if let day = filter.to {
            guard let code = SourceFacets.dayCode(day) else { return nil }
            to = code
        }
        keepsUndated = filter.keepsUndated
        keepsRunning = filter.keepsRunning
        kinds = Set(filter.kinds.map { SourceFacets.code($0.rawValue, in: SourceFacets.kinds) })
        interactions = Set(
            filter.interactionTypes.map { SourceFacets.code($0.rawValue, in: SourceFacets.interactions) })
        excludeCancelled = filter.excludeCancelled
        meetingVenue = filter.meetingVenue
        touchpoint = SourceFacets.code(SourceKind.touchpoint.rawValue, in: SourceFacets.kinds)
        meeting = SourceFacets.code(SourceKind.meeting.rawValue, in: SourceFacets.kinds)
        video = SourceFacets.code(InteractionType.video.rawValue, in: SourceFacets.interactions)
    }

    var hasDateBounds: Bool { from != nil || to != nil }

    /// The same decision as ``SourceFilterSQL/whereClause(_:)`` for a row with these facets
    /// (rows with a malformed day never reach here when there are date bounds).
    func matches(_ facets: SourceFacets) -> Bool {
        guard facets.hasSource else { return false }
        if hasDateBounds {
            if facets.day == 0 {
                guard keepsUndated else { return false }
            } else if let from, (keepsRunning ? facets.lastDay : facets.day) < from {
                return false
            } else if let to, facets.day >= to {
                return false
            }
        }
        if !kinds.isEmpty, !kinds.contains(facets.kind) { return false }
        if !interactions.isEmpty, facets.kind == touchpoint, !interactions.contains(facets.interaction) { return false }
        if excludeCancelled, facets.cancelled { return false }
        if facets.kind == meeting, let venue = meetingVenue, (facets.interaction == video) != (venue == .onACall) {
            return false
        }
        return true
    }
}
