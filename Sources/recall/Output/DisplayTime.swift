import Foundation
import RecallCore
import RecallStore

/// Dates and times as text output shows them: local to one zone, the zone named. JSON keeps
/// ISO-8601 in UTC; text says "2026-08-14 12:30 BST", never a bare "11:30" whose zone the
/// reader has to guess.
struct DisplayTime {
    /// The zone of `--timezone`, `RECALL_TIMEZONE` or the config, else the index's (see
    /// ``IndexZone``), else the system's.
    var zone: TimeZone

    init(zone: TimeZone = EffectiveSetting.timeZone(flag: nil)) {
        self.zone = zone
    }

    /// A stored date (`2026-08-14T11:30:00Z` or `2026-08-14`) as `2026-08-14 12:30 BST`, or the
    /// day alone for an all-day date; nil without a date.
    func stamp(_ iso: String?) -> String? {
        guard let iso else { return nil }
        guard let instant = Self.instant(iso) else { return iso }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let text = String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
        return text + " " + name(at: instant)
    }

    /// The local day of a stored date (`2026-08-14`); nil without a date.
    func day(_ iso: String?) -> CalendarDay? {
        guard let iso else { return nil }
        guard let instant = Self.instant(iso) else { return CalendarDay(iso) }
        return CalendarDay(instant, in: zone)
    }

    /// A chunk's text to show: a meeting's title chunk, which the indexer wrote with its start in
    /// the index's zone and no zone name, is written again in this zone with the zone named.
    func text(of record: ChunkRecord) -> String {
        guard record.kind == .meeting, record.field == .title, let iso = record.date, let instant = Self.instant(iso)
        else {
            return record.text
        }
        let cancelled = record.cancelled ? " (cancelled)" : ""
        return "\(record.title)\(cancelled) — \(DateText.long(.instant(instant), in: zone)) \(name(at: instant))"
    }

    /// The zone's name at `instant`: "UTC", a letters-only abbreviation ("BST", "CET"), else its
    /// identifier ("Europe/London"; Linux abbreviates most zones as a bare offset, "GMT+1").
    func name(at instant: Date) -> String {
        if Self.universal.contains(zone.identifier) { return "UTC" }
        if let short = zone.abbreviation(for: instant), short.allSatisfy(\.isLetter), short != "GMT" { return short }
        return zone.identifier
    }

    /// Names of the zone without offset or daylight saving, all shown as "UTC".
    static let universal: Set<String> = [
        "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "UCT", "Zulu",
    ]

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The instant of a stored timed date; nil for a day or anything else.
    static func instant(_ iso: String) -> Date? {
        iso.count > 10 ? ISO8601.date(from: iso) : nil
    }
}

/// The zone the open index was built in (`meta` `index.timezone`, written by `recall index`):
/// reading commands fall back to it before the system's zone, so an index built in London reads
/// in London on a machine set to UTC.
enum IndexZone {
    /// The `meta` key.
    static let key = "index.timezone"
    private static let box = ZoneBox()

    /// The zone recorded by the index this process opened, if any.
    static var current: TimeZone? { box.zone }

    /// Reads the zone `store` recorded (nothing when it recorded none).
    static func adopt(from store: RecallStore) {
        guard let data = try? store.meta(key), let zone = TimeZone(identifier: String(decoding: data, as: UTF8.self))
        else { return }
        box.zone = zone
    }
}

/// A lock-protected zone, set once a store is open and read by every command after.
private final class ZoneBox: @unchecked Sendable {  // `stored` is guarded by `lock`
    private let lock = NSLock()
    private var stored: TimeZone?

    var zone: TimeZone? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
