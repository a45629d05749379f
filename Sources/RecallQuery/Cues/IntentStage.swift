import RecallCore

/// The intent stage: what the question wants done. Several rules may claim words; the parse keeps the
/// strongest intent (``QueryParser/intentPriority``).
public enum IntentStage {
    public static let stage = RuleStage(
        "intent",
        rules: [
            QueryRule("intent.quiet-people", match: quietPeople),
            QueryRule("intent.last-contact", match: lastContact),
            QueryRule("intent.how-long-since", match: howLongSince),
            .phrase("intent.count", "count") { _ in .intent(.count) },
            .phrase("intent.attendees", "attendees") { _ in .intent(.attendees) },
            QueryRule("intent.birthdays", match: birthdays),
            QueryRule("intent.who-is", match: whoIs),
            QueryRule("intent.discuss", match: discuss),
        ])

    /// "who haven't I talked to in a while", "people I've lost touch with": a denial and a verb of
    /// contact within three words, or a phrase of losing touch, in a question about people that names
    /// nobody.
    @Sendable static func quietPeople(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        let start = cursor.position
        let aboutPeople = words.contains { context.isA("quiet-person", $0) }
        guard aboutPeople, !hasPerson(context) else { return nil }
        if context.isA("quiet-denial", words[start]),
            let verb = (start + 1..<min(words.count, start + 4)).first(where: { context.isA("quiet-verb", words[$0]) })
        {
            cursor.advance(verb - start + 1)
            return RuleOutcome(.intent(.quietPeople))
        }
        for lost in ["lost touch", "out of touch"]
        where context.lexicon.longestPhrase("quiet-phrase", in: words, at: start)?.phrase == lost {
            cursor.advance(lost.split(separator: " ").count)
            return RuleOutcome(.intent(.quietPeople))
        }
        return nil
    }

    /// "last talked to", "last time I saw", "last in touch", "my last call with", "dana last call": "last"
    /// with a verb or noun of contact. A contact noun stays free to name a kind. Another word for "last"
    /// ("the latest call with Dana", "most recent time I saw Bo") asks so only with someone named: "the
    /// latest notes about the budget" is an order.
    @Sendable static func lastContact(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        let words = cursor.tokens.map(\.norm)
        guard let (opener, openerLength) = context.lexicon.longestPhrase(
            "last-contact-opener", in: words, at: cursor.position),
            opener == "last" || hasPerson(context)
        else { return nil }
        var position = cursor.position + openerLength
        while position < words.count, context.isA("last-contact-filler", words[position]) { position += 1 }
        // "what did Priya and I talk about last": a closing "last" after a verb of contact.
        if position >= words.count {
            guard opener == "last", words[..<cursor.position].contains(where: { context.isA("last-contact", $0) })
            else { return nil }
            cursor.advance()
            return RuleOutcome(.intent(.lastContact))
        }
        if let (_, length) = context.lexicon.longestPhrase("last-contact", in: words, at: position) {
            cursor.position = position + length
            return RuleOutcome(.intent(.lastContact))
        }
        // "my last call with", "last meeting about", "last quick call w", "when was I last in a meeting with":
        // the noun stays free.
        var noun = position
        if ["have", "had", "in", "at", "on"].contains(words[noun]) { noun += 1 }
        if noun < words.count, ["a", "an", "the"].contains(words[noun]) { noun += 1 }
        if noun + 1 < words.count, !context.isA("last-contact-noun", words[noun]),
            context.isA("last-contact-noun", words[noun + 1])
        {
            noun += 1  // one word may say which: "my last quick call with"
        }
        guard noun < words.count, context.isA("last-contact-noun", words[noun]) || context.isA("kind", words[noun])
        else { return nil }
        let after = noun + 1 < words.count ? words[noun + 1] : ""
        guard ["", "with", "w", "about", "to", "from"].contains(after) || context.state.claim(at: noun + 1) != nil
        else {
            return nil
        }
        cursor.advance(openerLength)
        return RuleOutcome(.intent(.lastContact))
    }

    /// "how long has it been since I talked to Dana": with someone named.
    @Sendable static func howLongSince(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard cursor.peek() == "how", cursor.peek(1) == "long", hasPerson(context) else { return nil }
        let words = cursor.tokens.map(\.norm)
        guard words[(cursor.position + 2)...].contains(where: { context.isA("last-contact", $0) }) else { return nil }
        cursor.advance(2)
        return RuleOutcome(.intent(.lastContact))
    }

    /// "whose birthday is in November", "any birthdays coming up": birthdays of nobody named. With
    /// someone named ("when is Ana's birthday") the word stays the topic of a fact question.
    @Sendable static func birthdays(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard !hasPerson(context),
            let (_, length) = context.lexicon.longestPhrase(
                "birthday", in: cursor.tokens.map(\.norm), at: cursor.position)
        else { return nil }
        cursor.advance(length)
        return RuleOutcome(.intent(.birthdays))
    }

    /// "who is Dana", "who's Mike Rossi": a person's facts.
    @Sendable static func whoIs(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard cursor.position == 0, ["who", "whos"].contains(cursor.peek() ?? "") else { return nil }
        let length = cursor.peek() == "whos" ? 1 : ["is", "was", "s"].contains(cursor.peek(1) ?? "") ? 2 : 0
        guard length > 0, hasPerson(context), context.state.claim(at: length) != nil else { return nil }
        cursor.advance(length)
        return RuleOutcome(.intent(.factLookup))
    }

    /// "what did we discuss", "what did Bob say": verbs of conversation ask what was said.
    @Sendable static func discuss(_ cursor: inout TokenCursor, _ context: RuleContext) -> RuleOutcome? {
        guard context.isA("discuss", cursor.peek()) else { return nil }
        cursor.advance()
        return RuleOutcome(.intent(.discuss))
    }

    static func hasPerson(_ context: RuleContext) -> Bool {
        context.state.claims.contains { $0.person != nil }
    }
}
