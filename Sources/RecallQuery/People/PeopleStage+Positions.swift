import RecallCore

/// Where a word may be a name: the positions and the words that decide whether a word is read as one.
extension PeopleStage {
    /// Words with a job in the question's grammar, which name someone only when capitalized mid-sentence.
    static let reservedClasses = [
        "stopword", "question", "filler", "discuss", "kind", "fact", "field", "day-word", "recently", "month",
        "weekday", "season", "unit", "order", "future", "relation", "opinion",
    ]

    static func isReserved(_ word: String, _ context: RuleContext) -> Bool {
        reservedClasses.contains { context.isA($0, word) }
    }

    /// A month, season or weekday word right after a name-position word that is no time preposition
    /// ("notes with jan", "met june") names someone of that first name when the directory has one: a date
    /// follows a preposition of time, not "with".
    static func isCalendarWordAsName(_ position: Int, _ context: RuleContext) -> Bool {
        let tokens = context.state.tokens
        guard position > 0, context.people.hasFirstName(tokens[position].norm) else { return false }
        let word = tokens[position].norm
        let previous = tokens[position - 1].norm
        return ["month", "season", "weekday"].contains { context.isA($0, word) }
            && context.isA("name-position", previous) && !context.isA("time-preposition", previous)
    }

    /// Whether a word as typed carries accents its normalized form dropped ("Tó", "Zé"): no English
    /// function word does, so it is a name, not "to" or "ze".
    static func isAccented(_ token: QueryToken) -> Bool {
        token.text.lowercased() != token.norm && token.text.contains { !$0.isASCII }
    }

    static func isEligible(_ position: Int, _ context: RuleContext) -> Bool {
        let token = context.state.tokens[position]
        guard token.norm.count >= 2 || isAccented(token), token.norm.allSatisfy(\.isLetter) else { return false }
        if context.isA("common-word-name", token.norm) {
            return token.isCapitalizedMidSentence || token.isPossessive || isNamePosition(position, context)
        }
        if isReserved(token.norm, context), !isAccented(token) {
            return token.isCapitalizedMidSentence && token.norm.count >= 3 || isCalendarWordAsName(position, context)
        }
        return true
    }

    /// Shortened names and misspellings only for words of three letters or more that are not acronyms
    /// ("DNA") nor known words, nor after an article ("off in the Lakes"), and that are capitalized
    /// mid-sentence, possessive, or in a strong name position.
    static func isFuzzyEligible(_ position: Int, _ context: RuleContext) -> Bool {
        let token = context.state.tokens[position]
        guard token.norm.count >= 3, !isReserved(token.norm, context), !context.isA("common-word-name", token.norm),
            !token.text.prefix(2).allSatisfy(\.isUppercase),
            position == 0 || !["the", "a", "an"].contains(context.state.tokens[position - 1].norm)
        else { return false }
        return token.isCapitalizedMidSentence || token.isPossessive || isStrongNamePosition(position, context)
    }

    /// After a name-position word ("with", "to", "cc", a contact verb), "and" after a named person,
    /// beside "I" ("bill and I"), or the subject of a speaker verb ("what did bob say").
    static func isNamePosition(_ position: Int, _ context: RuleContext) -> Bool {
        let tokens = context.state.tokens
        if isPairedWithUser(position, tokens) || isSpeaker(position, context) { return true }
        guard position > 0 else { return false }
        let previous = tokens[position - 1].norm
        if previous == "and" { return isPerson(position - 2, context) }
        // "back from Geneva", "the flight to Lisbon": a place.
        if ["from", "to"].contains(previous), position > 1, context.isA("travel-word", tokens[position - 2].norm) {
            return false
        }
        return context.isA("name-position", previous)
    }

    /// Strong enough for a lower-case misspelling: "with pria", "met jon", "talk to margret",
    /// "what did margret say".
    static func isStrongNamePosition(_ position: Int, _ context: RuleContext) -> Bool {
        let tokens = context.state.tokens
        guard position > 0 else { return false }
        let previous = tokens[position - 1].norm
        if previous == "and" { return isPerson(position - 2, context) }
        if context.isA("strong-name-position", previous) || isSpeaker(position, context) { return true }
        guard position > 1, ["to", "from"].contains(previous) else { return false }
        return context.isA("contact-verb", tokens[position - 2].norm)
    }

    static func isPerson(_ position: Int, _ context: RuleContext) -> Bool {
        context.state.claim(at: position)?.person != nil
    }

    /// "what did bill and I chat about", "me and bob".
    static func isPairedWithUser(_ position: Int, _ tokens: [QueryToken]) -> Bool {
        let user: Set<String> = ["i", "me"]
        if position + 2 < tokens.count, tokens[position + 1].norm == "and", user.contains(tokens[position + 2].norm) {
            return true
        }
        return position > 1 && tokens[position - 1].norm == "and" && user.contains(tokens[position - 2].norm)
    }

    /// "what was bob saying", "what did bill think": the subject of a speaker verb after an auxiliary.
    static func isSpeaker(_ position: Int, _ context: RuleContext) -> Bool {
        let tokens = context.state.tokens
        guard position > 0, position + 1 < tokens.count,
            ["did", "does", "do", "was", "is", "has", "had"].contains(tokens[position - 1].norm)
        else { return false }
        let verb = tokens[position + 1].norm
        let stems = [verb, String(verb.dropLast(3)), String(verb.dropLast(3)) + "e", String(verb.dropLast())]
        return stems.contains { context.isA("speaker-verb", $0) } || context.isA("opinion", verb)
    }

    /// "talk to Priyanka Shah" when nobody is called Shah: a capitalized surname after a name in a name
    /// position says this is someone the index does not know, not a Priya.
    static func isUnknownFullName(_ position: Int, _ context: RuleContext) -> Bool {
        let tokens = context.state.tokens
        let next = position + 1
        guard tokens.indices.contains(next), context.state.isFree(next), isNamePosition(position, context) else {
            return false
        }
        let surname = tokens[next]
        return surname.isCapitalizedMidSentence && surname.norm.count >= 2 && surname.norm.allSatisfy(\.isLetter)
            && !isReserved(surname.norm, context)
    }

    /// Whether the word at `position` is a noun that the words before it modify, so that a title word
    /// there describes a thing ("the legal deadline", "our data warehouse", "the security audit"), not a
    /// person: a free, lower-case word of no grammatical class, no verb and no word for a person.
    static func modifiesNoun(at position: Int, _ context: RuleContext) -> Bool {
        guard let next = context.state.tokens[safe: position], context.state.isFree(position), !next.isCapitalized,
            next.norm.allSatisfy(\.isLetter), !context.people.hasFirstName(next.norm)
        else { return false }
        return !(reservedClasses + ["verb", "person-noun", "title-word", "name-position"]).contains {
            context.isA($0, next.norm)
        }
    }

    /// "our head of sales Sam": a title several people hold, followed by the first name of exactly one of
    /// them, names that one.
    static func namedNext(
        _ hits: [PersonDirectory.Hit], at position: Int, _ context: RuleContext
    ) -> PersonDirectory.Hit? {
        guard let token = context.state.tokens[safe: position], token.isCapitalized, context.state.isFree(position)
        else { return nil }
        let named = hits.filter { context.people.entries[$0.entry].first == token.norm }
        return named.count == 1 ? named[0] : nil
    }
}
