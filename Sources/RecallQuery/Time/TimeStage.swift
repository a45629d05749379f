import RecallCore

/// The time stage: the question's first time expression, read by the first of these rules that
/// matches, in order (longer and more specific forms first). Later time words stay topical.
public enum TimeStage {
    /// The stage, for the parser's list.
    public static let stage = RuleStage("time", rules: rules, firstOnly: true)

    static let rules: [QueryRule] = [
        rule("time.part-of-period") { $0.partOfPeriod(&$1) },
        rule("time.range") { $0.range(&$1) },
        QueryRule("time.bound") { cursor, context in
            var probe = cursor
            guard parser(context).bound(&probe) != nil else { return nil }
            let words = cursor.tokens[cursor.position + 1..<probe.position].map(\.norm)
            // "after the Q4 2025 sales kickoff": the period names an event, and stays its topic.
            let outcome =
                namesAnEvent(probe, context)
                ? RuleOutcome(.topic(words.filter { !context.isA("stopword", $0) }.joined(separator: " ")))
                : parser(context).bound(&cursor).map { RuleOutcome(.window($0)) }
            cursor = probe
            return outcome
        },
        rule("time.ago") { $0.ago(&$1) },
        rule("time.last-counted") { $0.lastCounted(&$1) },
        rule("time.this-time-last-year") { $0.thisTimeLastYear(&$1) },
        rule("time.recently") { $0.recently(&$1) },
        rule("time.week-of") { $0.weekOf(&$1) },
        rule("time.day-beyond") { $0.dayBeyond(&$1) },
        rule("time.weekday-of-week") { $0.weekdayOfWeek(&$1) },
        rule("time.before-last") { $0.beforeLast(&$1) },
        rule("time.week-of-month") { $0.weekOfMonth(&$1) },
        rule("time.weekday-ahead") { $0.weekdayAhead(&$1) },
        QueryRule("time.point", match: point),
    ]

    static func parser(_ context: RuleContext) -> TimeExpressionParser {
        TimeExpressionParser(lexicon: context.lexicon, clock: context.clock)
    }

    private static func rule(
        _ name: String, _ read: @escaping @Sendable (TimeExpressionParser, inout TokenCursor) -> DateWindow?
    ) -> QueryRule {
        QueryRule(name) { cursor, context in read(parser(context), &cursor).map { RuleOutcome(.window($0)) } }
    }

    /// A single point, after an optional preposition ("in August", "on the 3rd", "August 2025"). A bare
    /// weekday that says when a recurring meeting is held ("my thursday 1:1", "every friday") is no window.
    @Sendable static func point(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        var probe = cursor
        let preposition = probe.peek() ?? ""
        let afterPreposition = probe.skip("time-preposition", in: context.lexicon)
        let allowYear = context.lexicon.contains("year-preposition", preposition)
        let start = probe.position
        // "what did mum say about christmas": after "about" a named time is the topic; one relative to
        // today still says when ("what did we talk about yesterday", "about last week").
        if ["about", "regarding"].contains(cursor.peek(-1) ?? ""),
            !context.isA("day-word", cursor.peek()), !context.isA("relative", cursor.peek())
        {
            return nil
        }
        // "notes with jan": a calendar word after "with" that is someone's first name is that person.
        if PeopleStage.isCalendarWordAsName(cursor.position, context) { return nil }
        guard let span = parser(context).point(&probe, afterPreposition: afterPreposition, allowYear: allowYear)
        else { return nil }
        if probe.position - start == 1, context.isA("weekday", probe.peek(-1)),
            context.isA("series-noun", probe.peek())
                || context.isA("series-opener", probe.tokens[safe: start - 1]?.norm)
        {
            return nil
        }
        cursor = probe
        return RuleOutcome(.window(span.window))
    }

    /// "after the Q4 2025 sales kickoff": a bound whose period is followed by a noun names an event, not
    /// a window.
    static func namesAnEvent(_ cursor: TokenCursor, _ context: RuleContext) -> Bool {
        guard let next = cursor.peek() else { return false }
        return next.allSatisfy(\.isLetter) && !context.isA("stopword", next) && !context.isA("kind", next)
            && !context.isA("discuss", next) && !context.isA("question", next)
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
