import Foundation
import RecallStore

/// The `files:` part of `recall status`: per origin, its state and when it was last indexed.
struct FreshnessReport {
    var entries: [OriginFreshness]
    var listAll: Bool

    var lines: [String] {
        guard !entries.isEmpty else { return ["files: none"] }
        var counts: [OriginFreshness.State: Int] = [:]
        for entry in entries { counts[entry.state, default: 0] += 1 }
        let states: [OriginFreshness.State] = [.current, .changed, .missing, .untracked]
        let summary = states.compactMap { state in counts[state].map { "\($0) \(state.rawValue)" } }.joined(
            separator: ", ")
        var lines = ["files: \(entries.count) (\(summary))"]
        let shown = listAll || entries.count <= 20 ? entries : entries.filter { $0.state != .current }
        for entry in shown {
            let when = entry.indexedAt.map(Self.format) ?? "unknown"
            let sources = Counted.phrase(entry.sources, "source")
            lines.append(
                "  \(entry.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) "
                    + "indexed \(when)  \(Terminal.singleLine(entry.origin)) (\(sources))"
            )
        }
        return lines
    }

    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = EffectiveSetting.timeZone(flag: nil)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }
}
