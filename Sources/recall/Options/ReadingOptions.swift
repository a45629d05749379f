import ArgumentParser
import Foundation
import RecallCore

/// Options shared by every command that reads the index and resolves relative dates.
struct ReadingOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Reference date for relative time (YYYY-MM-DD or ISO-8601; default today).", valueName: "date"))
    var now: String?

    @Option(
        name: .long, help: ArgumentHelp("Time zone for dates (IANA name; default the system's).", valueName: "zone"))
    var timezone: String?

    func validate() throws {
        if let now, ISO8601.date(from: now) == nil {
            throw ValidationError("--now must be a date like 2026-08-14 or 2026-08-14T09:00:00Z")
        }
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("--timezone: unknown time zone '\(timezone)'")
        }
    }

    var timeZone: TimeZone {
        EffectiveSetting.timeZone(flag: timezone)
    }

    /// The reference instant: `--now` (a bare date means noon that day in the time zone) or the clock.
    var reference: Date {
        guard let now else { return Date() }
        if let day = CalendarDay(now) { return day.start(in: timeZone).addingTimeInterval(12 * 3600) }
        return ISO8601.date(from: now) ?? Date()
    }
}

/// How many results and how good they must be.
struct ResultOptions: ParsableArguments {
    @Option(
        name: [.customShort("n"), .customLong("limit")],
        help: "Maximum number of results (default 5 as text, 10 in the other formats, or search.limit in config.toml).")
    var limitFlag: Int?

    @Option(
        name: .customLong("min-score"),
        help: "Minimum cosine similarity for a vector match (default 0.3, or search.min_score).")
    var minScoreFlag: Double?

    /// `--limit`, else `search.limit` from the config, else 5 for a reader (text) and 10 for a
    /// script (every other format): a pipeline ranks and cuts for itself, and evaluations such as
    /// nDCG@10 read ten.
    var limit: Int {
        limitFlag ?? RecallConfig.loaded.values["search.limit"]?.integer ?? (resolvedFormat == .text ? 5 : 10)
    }
    /// `--min-score`, else `search.min_score` from the config, else 0.3.
    var minScore: Double { minScoreFlag ?? RecallConfig.loaded.values["search.min_score"]?.number ?? 0.3 }

    @Option(name: .long, help: "Output format (default: text on a terminal, jsonl otherwise).")
    var format: SearchFormat?

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        guard (-1...1).contains(minScore) else { throw ValidationError("--min-score must be between -1 and 1") }
    }

    var resolvedFormat: OutputFormat { SearchFormat.resolve(format) }
}
