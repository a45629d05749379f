import RecallCore

/// The question's time window, and the words beside a time phrase that belong to it or show it is no window.
extension QueryUnderstanding {
    /// The question's window and the tokens it covers: its first time phrase, passing over a weekday
    /// that says when a recurring meeting is held ("the designer I have the standing thursday 1:1
    /// with, sept 2025": the window is September's); nil when there is none, or when the phrase
    /// names an event (``namesAnEvent(_:_:)``).
    func window(_ tokens: [QueryToken]) -> (DateWindow, Range<Int>)? {
        let parser = TimeExpressionParser(now: now, timeZone: timeZone)
        var found = parser.parse(tokens)
        if let (_, span) = found, Self.namesARhythm(span, tokens) { found = parser.parse(tokens, from: span.upperBound) }
        guard let (window, span) = found, !Self.namesAnEvent(span, tokens) else { return nil }
        return (window, span)
    }

    /// "… our design lead back in Feb 2026": a "back" before the window, after a person or a
    /// stopword, only points at it ("pushed back in the summer" keeps its verb's "back").
    static func backBeforeWindow(_ tokens: [QueryToken], used: Set<Int>) -> [Int] {
        guard let back = tokens.indices.dropLast().first(where: { tokens[$0].norm == "back" && !used.contains($0) }),
            used.contains(back + 1) || (tokens.indices.contains(back + 2) && tokens[back + 1].norm == "in" && used.contains(back + 2)),
            back == 0 || used.contains(back - 1) || QueryVocabulary.stopwords.contains(tokens[back - 1].norm)
        else { return [] }
        return tokens[back + 1].norm == "in" ? [back, back + 1] : [back]
    }

    /// Words that say a meeting recurs ("the standing thursday 1:1"): they go with the words after them.
    static let recurringWords: Set<String> = ["standing", "recurring", "regular"]

    /// "my thursday 1:1", "the standing monday sync": a weekday that says when a recurring meeting
    /// is held, not which day the question is about.
    static func namesARhythm(_ span: Range<Int>, _ tokens: [QueryToken]) -> Bool {
        guard span.count == 1, MeetingRhythm.weekdayNames.contains(QueryVocabulary.contextForm(tokens[span.lowerBound].norm)) else {
            return false
        }
        let next = tokens.indices.contains(span.upperBound) ? tokens[span.upperBound].norm : ""
        let before = span.lowerBound > 0 ? tokens[span.lowerBound - 1].norm : ""
        let meetings: Set<String> = ["sync", "syncs", "standup", "standups", "catch-up", "catchup", "check-in"]
        return QueryVocabulary.contextForm(next) == QueryVocabulary.oneOnOneWord || meetings.contains(next)
            || ["standing", "every", "weekly"].contains(before)
    }

    /// "after the Q4 2025 sales kickoff": a bound ("after", "before", "since", "until") whose period
    /// is followed by a noun names an event, not a window; the words stay topical.
    static func namesAnEvent(_ span: Range<Int>, _ tokens: [QueryToken]) -> Bool {
        guard tokens.indices.contains(span.lowerBound), tokens.indices.contains(span.upperBound),
            ["after", "before", "since", "until", "following"].contains(tokens[span.lowerBound].norm)
        else { return false }
        let next = tokens[span.upperBound].norm
        return next.allSatisfy(\.isLetter) && !QueryVocabulary.stopwords.contains(next) && kindWords[next] == nil
            && !QueryVocabulary.discussWords.contains(next)
    }
}
