import RecallCore

/// The question's shape beyond people, time and kinds: what comes next, tense, "who was at",
/// "how many", "who works at", and the phrasing that is no topic.
extension QueryUnderstanding {
    /// The question's shape beyond its filters: a leftover "next" or "upcoming" (not "next steps"),
    /// a present or future tense, "who was at", "how many" / "how often"; marks the words that are
    /// no topic ("next", "how many", "times") used.
    func readShape(_ tokens: [QueryToken], used: inout Set<Int>, into result: inout UnderstoodQuery) {
        let next = tokens.indices.filter { index in
            !used.contains(index) && ["next", "upcoming"].contains(tokens[index].norm)
                && !(index + 1 < tokens.count && ["step", "steps"].contains(tokens[index + 1].norm))
        }
        // In a question about the past, "next" is what was planned then, not a window from today:
        // "what did we commit to so the next db incident doesn't hurt as much".
        let past = tokens.prefix(while: { $0.norm != "next" && $0.norm != "upcoming" })
            .contains { ["did", "didn't", "didnt", "was", "were", "had"].contains($0.norm) }
        result.asksNext = !next.isEmpty && !past
        used.formUnion(next)
        result.looksAhead = tokens.contains { QueryVocabulary.futureMarkers.contains($0.norm) }
        // "who went to Japan" asks who travelled there, "what went on yesterday" what happened; "when
        // the service went down" keeps its verb; "what did last week look like" and "so far this
        // month" are phrasing.
        used.formUnion(tokens.indices.dropLast().filter { tokens[$0].norm == "went" && ["to", "on"].contains(tokens[$0 + 1].norm) })
        used.formUnion(tokens.indices.dropFirst().filter {
            tokens[$0].norm == "like" && ["look", "looks", "looked", "looking"].contains(tokens[$0 - 1].norm)
        })
        used.formUnion(tokens.indices.dropFirst().filter { tokens[$0].norm == "far" && tokens[$0 - 1].norm == "so" })
        // "what took me to Bristol", "what brought us to Leeds": why the trip, not a topic.
        used.formUnion(tokens.indices.dropLast(2).filter { index in
            ["took", "brought", "takes", "brings"].contains(tokens[index].norm) && ["me", "us"].contains(tokens[index + 1].norm)
                && tokens[index + 2].norm == "to"
        })
        // "who did I log chats with", "calls I logged": the user's own logging ("audit log" stays).
        used.formUnion(tokens.indices.dropFirst().filter { index in
            ["log", "logged", "logging"].contains(tokens[index].norm) && ["i", "we"].contains(tokens[index - 1].norm)
        })
        // "when was I in Glasgow for work", "in Leeds on business": why, not what about.
        used.formUnion(tokens.indices.dropFirst().filter { index in
            let (word, before) = (tokens[index].norm, tokens[index - 1].norm)
            let next = index + 1 < tokens.count ? tokens[index + 1].norm : ""
            let ends = next.isEmpty || (QueryVocabulary.stopwords.contains(next) && next != "from")  // not "work from home"
            return ends && ((before == "for" && word == "work") || (["for", "on"].contains(before) && word == "business"))
        })
        // "pull up all my notes on them", "bring up everything": asking to be shown ("what did
        // Daniel need to dig up" is the task itself).
        used.formUnion(tokens.indices.dropLast(2).filter { index in
            ["pull", "bring", "look"].contains(tokens[index].norm) && tokens[index + 1].norm == "up"
                && ["all", "everything", "my", "every", "any"].contains(tokens[index + 2].norm)
        }.flatMap { [$0, $0 + 1] })
        // "what's on my plate this week": everything in the window; "what was my productcon talk
        // called": its name, not a phone call.
        used.formUnion(tokens.indices.dropFirst(2).filter { index in
            tokens[index].norm == "plate" && tokens[index - 2].norm == "on" && ["my", "our", "the"].contains(tokens[index - 1].norm)
        }.flatMap { [$0 - 2, $0 - 1, $0] })
        if tokens.count > 2, tokens[tokens.count - 1].norm == "called",
            tokens.dropLast().contains(where: { ["was", "is", "were", "are"].contains($0.norm) }) {
            used.insert(tokens.count - 1)
        }
        result.asksAttendees = Self.asksAttendees(tokens.map(\.norm))
        result.asksPlace = Self.asksPlace(tokens.map(\.norm))
        if let how = tokens.indices.dropLast().first(where: { tokens[$0].norm == "how" && ["many", "often"].contains(tokens[$0 + 1].norm) }) {
            result.asksCount = true
            used.formUnion([how, how + 1])
            used.formUnion(tokens.indices.filter { ["times", "time", "frequently"].contains(tokens[$0].norm) })
        }
    }

    /// "which calls did I take this week": beside a kind word, taking a call is having it. "Take
    /// place", "take time off" and "take over" keep their words.
    static func takingWords(_ tokens: [QueryToken]) -> [Int] {
        tokens.indices.filter { index in
            ["take", "took", "taken", "taking"].contains(tokens[index].norm)
                && !(index + 1 < tokens.count && ["place", "off", "time", "over"].contains(tokens[index + 1].norm))
        }
    }

    /// "when was I off last month", "I was off yesterday", "my week off in October": being off is
    /// being on leave (as is being out of the office, ``outOfOffice(_:)``). The indices of "off" and
    /// of the period before it ("week", "days"); empty
    /// when "off" is not said of someone ("is the launch off", "sign off", "time off", which the
    /// bridge table reads itself). "Off" is a stopword to the index, so "leave" must say it.
    static func offWorkWords(_ tokens: [QueryToken], used: Set<Int>) -> [Int] {
        let beings: Set<String> = ["was", "were", "am", "is", "be", "been", "being", "i'm", "im"]
        let pronouns: Set<String> = ["i", "we", "you", "he", "she", "they"]
        let periods: Set<String> = ["week", "weeks", "day", "days", "afternoon", "morning", "fortnight"]
        for index in tokens.indices where tokens[index].norm == "off" && !used.contains(index) {
            func word(_ at: Int) -> String { tokens.indices.contains(at) ? tokens[at].norm : "" }
            if index + 1 < tokens.count, tokens[index + 1].norm == "to" { continue }  // a trip (asksTrip)
            if periods.contains(word(index - 1)), !used.contains(index - 1) { return [index - 1, index] }
            if beings.contains(word(index - 1)) || (pronouns.contains(word(index - 1)) && beings.contains(word(index - 2))) {
                return [index]
            }
        }
        return []
    }

    /// "out of (the) office" and "ooo": being on leave, read before venues so that "office" is not
    /// where a meeting was. The indices of the phrase; empty when there is none.
    static func outOfOffice(_ tokens: [QueryToken]) -> [Int] {
        let words = tokens.map(\.norm)
        if let ooo = words.firstIndex(of: "ooo") { return [ooo] }
        for start in words.indices where words[start] == "out" && words.indices.contains(start + 2) && words[start + 1] == "of" {
            let office = words[start + 2] == "the" ? start + 3 : start + 2
            if words.indices.contains(office), words[office] == "office" { return Array(start...office) }
        }
        return []
    }

    /// "where was I off to over the Christmas break": a trip, which a leave or a holiday names ("off"
    /// and "to" are stopwords, so nothing else would be left to rank).
    static func asksTrip(_ tokens: [QueryToken], used: Set<Int>) -> Bool {
        tokens.indices.dropLast().contains { tokens[$0].norm == "off" && tokens[$0 + 1].norm == "to" && !used.contains($0) }
    }

    /// "who works at Brightwave", "who's working for Nordvik", "anyone employed at Quill": the words that
    /// ask for people by their employer (the employer stays the topic).
    static func worksAtPhrase(_ tokens: [QueryToken], used: Set<Int>) -> [Int]? {
        guard let who = tokens.first?.norm, ["who", "who's", "whos", "anyone", "anybody", "people"].contains(who),
            let at = tokens.indices.dropFirst().first(where: { ["at", "for"].contains(tokens[$0].norm) && !used.contains($0) }),
            at + 1 < tokens.count, at > 1
        else { return nil }
        // Not "is"/"was": "who was at the offsite" asks for attendees.
        let verbs: Set<String> = ["works", "work", "working", "worked", "employed"]
        guard verbs.contains(tokens[at - 1].norm) else { return nil }
        return [at - 1, at]
    }

    /// "where did Björn go on holiday", "which country was the trip to", "what city is she in now".
    static func asksPlace(_ words: [String]) -> Bool {
        words.contains("where") || zip(words, words.dropFirst()).contains { first, second in
            ["which", "what"].contains(first) && ["country", "countries", "city", "cities", "place"].contains(second)
        }
    }

    /// "who was at the offsite", "who came to the QBR", "who joined the walkthrough", "who went to …".
    static func asksAttendees(_ words: [String]) -> Bool {
        guard words.first == "who" || words.first == "who's", words.count > 2 else { return false }
        let pairs: Set<String> = ["was at", "were at", "was in", "were in", "came to", "went to", "was there", "were there"]
        return words.contains("joined") || words.contains("attended")
            || zip(words, words.dropFirst()).contains { pairs.contains("\($0) \($1)") }
    }
}
