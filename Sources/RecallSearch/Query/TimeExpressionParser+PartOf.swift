import RecallCore

/// A part of a period: "late May", "mid-March 2025", "the end of June", "early in August", "early 2026".
extension TimeExpressionParser {
    /// Where each part starts and ends, as fractions of the period. They overlap: one person's
    /// "early June" is another's "mid June", and a question that finds its answer a few days
    /// outside a window finds nothing.
    static let periodParts: [String: (from: Double, to: Double, label: String)] = [
        "early": (0, 0.4, "early"), "start": (0, 0.4, "start of"), "beginning": (0, 0.4, "beginning of"),
        "mid": (0.25, 0.75, "mid"), "middle": (0.25, 0.75, "middle of"),
        "late": (0.6, 1, "late"), "end": (0.6, 1, "end of"),
    ]

    /// "late May", "the end of June", "mid-March" (the tokenizer splits the hyphen), "early in
    /// August", "late 2025": that part of a month or longer period. Shorter periods ("the end of
    /// the week") and parts of nothing ("the end of the project") are left to the other readers.
    func partOfPeriod(_ cursor: inout TokenCursor) -> DateWindow? {
        var probe = cursor
        _ = probe.skip(["in", "during", "around", "by", "at"])
        guard let span = partOfPeriodSpan(&probe) else { return nil }
        cursor = probe
        return span.labelled(span.label).window
    }

    /// The part of a period at the cursor, after any "the": "the start of April" (also the bound
    /// of "since the start of April"), labelled without its dates.
    func partOfPeriodSpan(_ cursor: inout TokenCursor) -> DaySpan? {
        var probe = cursor
        _ = probe.skip(["the"])
        guard let word = probe.peek(), let part = Self.periodParts[word] else { return nil }
        probe.advance()
        _ = probe.skip(["of", "in"])
        guard let period = point(&probe, afterPreposition: true) else { return nil }
        let days = period.end.dayNumber - period.start.dayNumber
        guard days >= 28 else { return nil }
        cursor = probe
        let start = period.start.adding(days: Int((Double(days) * part.from).rounded(.down)))
        let end = period.start.adding(days: Int((Double(days) * part.to).rounded(.up)))
        return DaySpan(start: start, end: end, label: "\(part.label) \(period.label)")
    }
}
