import Foundation
import RecallCore

/// Deterministic, offline parsing of a search query into a time window, people, source kinds,
/// an intent and the topical words left over.
///
/// Pure and cheap: no I/O, bounded work (queries are capped at 2,000 characters and 64 words),
/// same input → same output. Decisions worth knowing:
/// - Time: only the first time expression counts. A bare month, quarter, season or weekday is its
///   most recent occurrence that has started by today ("December" in Nov 2026 = Dec 2025); "last
///   <month/season>" is the most recent one that has ended; weeks are ISO (Monday start);
///   "N weeks ago" is the ISO week containing that day, "N months ago" the calendar month;
///   "since"/"after" leave the end open, "before"/"until" the start; "recently" = last 30 days.
///   Seasons are northern meteorological (winter 2025 = Dec 2025 – Feb 2026).
/// - Words that are dates only in context need one: "may", "march", "jan", "sun", "wed" need a
///   preposition, a day or a year ("in May", "May 3"); a season needs a preposition or year, so
///   "summer reading list" stays topical; a bare year needs a preposition ("in 2025"). "March"
///   capitalized mid-sentence is the month.
/// - People: a word that is also an English word ("will", "mark", "grace", "june") names someone
///   only when capitalized mid-sentence, possessive, or after with/to/from/by/cc, a contact verb,
///   or "and" after a named person: "Will the launch slip" names nobody even if a Will exists,
///   while "did Will say" and "lunch with will" do. Misspellings must sound alike or keep the
///   first letter with one edit, and are tried only for capitalized, possessive or "with x" words. A first name shared by several people picks the one whose context
///   words or name share other query words, then the higher context score, and lists the rest.
/// - Intent: last contact > fact lookup > discuss > search.
public struct QueryUnderstanding: Sendable {
    /// The instant "now" that relative dates resolve against.
    public let now: Date
    public let timeZone: TimeZone
    public let people: [PersonCandidate]
    private let resolver: PersonResolver
    let today: CalendarDay

    public init(now: Date, timeZone: TimeZone, people: [PersonCandidate] = []) {
        self.now = now
        self.timeZone = timeZone
        self.people = people
        today = CalendarDay(now, in: timeZone)
        resolver = PersonResolver(people: people, today: today)
    }

    /// Parses `query`. Never fails: unknown words end up in `topicalText`.
    public func parse(_ query: String) -> UnderstoodQuery {
        let tokens = QueryToken.tokenize(query)
        var used = Set<Int>()
        var result = UnderstoodQuery(original: query)
        if let (window, span) = window(tokens) {
            result.window = window
            used.formUnion(span)
        }
        result.people = resolver.resolve(tokens, query: query, used: &used)
        if result.people.isEmpty, let related = resolver.relatedPerson(tokens, used: &used) {
            result.people = [related]
        } else if result.people.isEmpty, case let described = resolver.describedPeople(tokens, query: query, aboutSomeone: Self.asksAboutSomeone(tokens), used: &used), !described.isEmpty {
            result.people = described
            result.peopleAreAlternatives = described.count > 1
        } else if result.people.isEmpty {
            result.people = resolver.peopleFrom(tokens, used: &used)
            if result.people.isEmpty { result.people = resolver.externalPeople(tokens, used: &used) }
            result.peopleAreAlternatives = result.people.count > 1
        }
        for person in result.people { used.formUnion(resolver.descriptionWords(around: person, tokens, used: used)) }
        // "the standing thursday 1:1" that said who: "standing" went with it.
        used.formUnion(tokens.indices.dropLast().filter { Self.recurringWords.contains(tokens[$0].norm) && used.contains($0 + 1) })
        if result.window != nil { used.formUnion(Self.backBeforeWindow(tokens, used: used)) }
        if !result.people.isEmpty { used.formUnion(tokens.indices.filter { QueryVocabulary.sharedWorkWords.contains(tokens[$0].norm) }) }
        if result.people.isEmpty, let days = quietDays(tokens, window: result.window) {
            result.intent = .quietPeople
            result.quietDays = days
            result.window = nil  // the period people have been quiet for, not a window on sources
            return result
        }
        let outOfOffice = Self.outOfOffice(tokens)
        used.formUnion(outOfOffice)
        readMeetingWay(tokens, used: &used, into: &result)
        if result.asksClientPremises { result.premisesOrganizations = resolver.customerOrganizations() }
        result.intent = intent(tokens, people: result.people, used: &used)
        if result.intent == .factLookup {
            // "what's Priya's partner called": asks for a name; "called" is no call.
            used.formUnion(tokens.indices.filter { ["called", "named"].contains(tokens[$0].norm) })
        }
        result.namesPossession = tokens.indices.dropLast().contains { index in
            tokens[index].isPossessive && result.people.contains { $0.range.upperBound == tokens[index].range.upperBound }
        }
        (result.kinds, result.interactionTypes) = kinds(tokens, used: &used)
        widenKindsByWay(tokens, used: used, into: &result)
        if !result.kinds.isEmpty { used.formUnion(Self.takingWords(tokens)) }
        if result.intent == .lastContact, result.people.isEmpty, !tokens.contains(where: { ["about", "regarding"].contains($0.norm) }) {
            // "my last call with the insurance customer": an organization stands for its people.
            result.people = resolver.organizationMembers(tokens, used: &used)
            result.peopleAreAlternatives = result.people.count > 1
            if !result.people.isEmpty {
                used.formUnion(tokens.indices.filter { PersonResolver.companyDescriptors.contains(tokens[$0].norm) })
            }
        }
        // "on-site visits to the freight customer": the organization by its name, which the venues of
        // meetings at its premises carry. In other topics its words stay the topic, and only a kind
        // of business names it (``UnderstoodQuery/describedOrganization``); "our monitoring vendor's
        // price hike" is the glossary's.
        let organization = result.people.isEmpty && result.asksVenue ? resolver.describedOrganization(tokens, used: &used) : nil
        if result.people.isEmpty, !result.asksVenue {
            var scratch = used
            result.describedOrganization = resolver.describedOrganization(tokens, used: &scratch, industriesOnly: true)
        }
        if result.people.isEmpty, result.kinds.isEmpty, let phrase = Self.worksAtPhrase(tokens, used: used) {
            result.kinds = [.person]  // "who works at Brightwave": the people whose cards name it
            used.formUnion(phrase)
        }
        result.asksLast = result.intent != .lastContact && tokens.indices.contains { !used.contains($0) && tokens[$0].norm == "last" }
        readShape(tokens, used: &used, into: &result)
        let offWork = outOfOffice.isEmpty ? Self.offWorkWords(tokens, used: used) : outOfOffice
        used.formUnion(offWork)
        // "date of birth" is a birthday, as cards label it: "date" and "of" say nothing more.
        let births = tokens.indices.dropFirst(2).filter { index in
            tokens[index - 2].norm == "date" && tokens[index - 1].norm == "of" && tokens[index].norm == "birth"
        }
        used.formUnion(births.flatMap { [$0 - 2, $0 - 1] })
        let unused = tokens.indices.filter { !used.contains($0) }
            .map { births.contains($0) || tokens[$0].norm == "dob" ? "birthday" : Self.singularRatio(tokens[$0].norm) }
        result.topicalPhrasing = unused.joined(separator: " ")
        // "time" is phrasing except in "time off", which the bridge table reads as leave ("take"
        // before it is phrasing too).
        result.topicalText = unused.indices
            .filter { index in
                let word = unused[index], next = index + 1 < unused.count ? unused[index + 1] : ""
                if word == "time", next == "off" { return true }
                if ["take", "took", "taking", "taken"].contains(word), ["time", "day", "days", "off"].contains(next) { return false }
                return !QueryVocabulary.stopwords.contains(word) && !QueryVocabulary.discussWords.contains(word)
            }
            .map { unused[$0] }
            .joined(separator: " ")
        if let organization { result.prependTopic(TextNormalizer.words(organization).joined(separator: " ")) }
        if !offWork.isEmpty { result.prependTopic("leave") }
        if result.asksPlace, Self.asksTrip(tokens, used: used) { result.prependTopic("holiday") }
        // With a topic of its own ("anything I went to in person in Manchester") the in-person filter
        // is enough: "person" would have to meet "manchester" in one chunk.
        if result.asksInPerson, !result.asksVenue, result.topicalText.isEmpty { result.topicalText = "person" }
        return result
    }

    /// Whether the question asks about a person rather than a topic: when they were last in touch
    /// ("last", "latest", "most recent") or a fact of their life ("training for the marathon").
    /// "Partner" is left out: at work it is mostly a business partner ("the CRM partner").
    static func asksAboutSomeone(_ tokens: [QueryToken]) -> Bool {
        tokens.contains { ["last", "latest", "recent"].contains($0.norm) || (QueryVocabulary.statedLifeWords.contains($0.norm) && $0.norm != "partner") }
    }

    /// "1:1s" → "1:1", "one-on-one" and "1-1s" → "1:1": documents title one meeting each, and "1s"
    /// matches no word of theirs.
    static func singularRatio(_ word: String) -> String {
        // "one-on-one": as titles write it
        if QueryVocabulary.contextForm(word) == QueryVocabulary.oneOnOneWord { return "1:1" }
        guard word.hasSuffix("s"), word.contains(":"), word.dropLast().allSatisfy({ $0.isNumber || $0 == ":" }) else { return word }
        return String(word.dropLast())
    }

    /// Words with a job in the query grammar (kinds, intents), never names.
    static func isReservedWord(_ word: String) -> Bool {
        kindWords[word] != nil || QueryVocabulary.discussWords.contains(word) || QueryVocabulary.factWords.contains(word)
            || ["who", "what", "when", "contact", "contacted", "video", "today", "yesterday", "recently"].contains(word)
    }
}

extension QueryUnderstanding {
    static let lastContactVerbs: Set<String> = [
        "talk", "talked", "spoke", "speak", "saw", "see", "seen", "met", "meet", "contact", "contacted", "heard",
        "call", "called", "texted", "emailed", "chat", "chatted", "messaged", "spoken", "reached",
        "email", "message", "text", "ping", "pinged", "visit", "visited", "hear", "catch", "caught",
        "phoned", "connect", "connected", "synced", "hang", "hung", "sit", "sat",
    ]
    /// Particles that finish a last-contact verb: "caught up", "hung out", "sat down".
    private static let lastContactParticles: Set<String> = ["up", "out", "down"]

    /// Words that may stand between "last" and its verb: "when did I last actually meet".
    private static let lastContactFillers: Set<String> = ["actually", "really", "properly", "even", "ever", "physically"]
    /// Nouns that make "last" a last-contact question and stay to name the kind: "my last meeting
    /// with Kwame", "emma sullivan last call".
    private static let lastContactNouns: Set<String> = [
        "meeting", "mtg", "call", "chat", "conversation", "convo", "catchup", "message", "text", "email", "sync",
        "interaction", "exchange", "touchpoint",
    ]

    /// lastContact > factLookup > discuss > search; marks the intent phrase's words used.
    private func intent(_ tokens: [QueryToken], people: [PersonMatch], used: inout Set<Int>) -> QueryIntent {
        let free = tokens.indices.filter { !used.contains($0) }
        for index in free where tokens[index].norm == "last" {
            if let phrase = Self.lastContactPhrase(at: index, tokens, used: used) {
                used.formUnion(phrase)
                return .lastContact
            }
        }
        if !people.isEmpty, let phrase = Self.howLongSincePhrase(tokens, free: free) {
            used.formUnion(phrase)
            return .lastContact
        }
        if let phrase = Self.mostRecentPhrase(tokens, free: free), !people.isEmpty || Self.opensContactWith(tokens, after: phrase) {
            used.formUnion(phrase)
            // "latest contact with": the noun says no kind.
            if let end = phrase.max(), end + 1 < tokens.count, tokens[end + 1].norm == "contact" { used.insert(end + 1) }
            return .lastContact
        }
        if isFactLookup(tokens, people: people, used: used) { return .factLookup }
        if free.contains(where: { QueryVocabulary.discussWords.contains(tokens[$0].norm) }) { return .discuss }
        return .search
    }

    /// The words of a last-contact phrase opened by the "last" at `index`, if it is one: "last talked
    /// to", "last time I saw", "last in touch", "last actually met", and "my last meeting with" /
    /// "dana last call", whose noun stays free to name the kind ("last called Dana" is the verb).
    private static func lastContactPhrase(at index: Int, _ tokens: [QueryToken], used: Set<Int>) -> [Int]? {
        var position = index + 1
        while position < tokens.count, lastContactFillers.contains(tokens[position].norm) { position += 1 }
        func word(_ at: Int) -> String { tokens.indices.contains(at) ? tokens[at].norm : "" }
        let next = word(position), after = word(position + 1)
        // "what did Priya and I talk about last": a closing "last" after a verb of contact.
        if next.isEmpty, tokens[..<index].contains(where: { lastContactVerbs.contains($0.norm) }) { return [index] }
        if next == "in", after == "touch" { return Array(index...position + 1) }
        // "when was I last in a room with the CTO": the in-person cue already holds "in a room".
        if next == "in", used.contains(position), ["a", "the"].contains(after) { return [index] }
        if next == "get" || next == "got", after == "together" { return Array(index...position + 1) }
        if next == "get" || next == "got", after == "in", word(position + 2) == "touch" { return Array(index...position + 2) }
        if ["work", "worked"].contains(next), after == "with" { return Array(index...position) }  // "last work with her"
        let isNoun = lastContactNouns.contains(next) && !used.contains(position)
        if isNoun, ["", "with", "about", "w"].contains(after) { return Array(index..<position) }
        // "my last quick call with Dana", "last proper catchup with Leo": one word may say which;
        // it stays free too.
        if !isNoun, !used.contains(position), !used.contains(position + 1), lastContactNouns.contains(after),
            ["", "with", "w"].contains(word(position + 2)), !QueryVocabulary.stopwords.contains(next)
        {
            return Array(index..<position)
        }
        // "my last phone call with Daniel", "last video call w Lena": the kind words stay free.
        if ["phone", "video"].contains(next), lastContactNouns.contains(after), ["", "with", "about", "w"].contains(word(position + 2)) {
            return Array(index..<position)
        }
        // "when did I last have a meeting with Liam", "when was I last in a meeting with the legal
        // counsel", "last on a call with": the noun stays free to name the kind.
        if ["have", "had", "in", "at", "on"].contains(next) {
            let noun = ["a", "an"].contains(after) ? position + 2 : position + 1
            if lastContactNouns.contains(word(noun)), !used.contains(noun) { return Array(index..<noun) }
        }
        // "when did I last text Maya": a verb that is also a kind word stays free to name the kind.
        if kindWords[next] != nil, !used.contains(position) { return Array(index..<position) }
        if next == "time" || next == "contact" || next == "contacted" || lastContactVerbs.contains(next) {
            // "last time I saw": the pronoun and verb belong to the phrase too.
            let verbs = (position + 1..<min(position + 3, tokens.count)).filter { lastContactVerbs.contains(tokens[$0].norm) }
            let particle = lastContactVerbs.contains(next) && lastContactParticles.contains(after) ? [position + 1] : []
            return Array(index...position) + particle + verbs
        }
        return isNoun ? Array(index..<position) : nil
    }

    /// "how long has it been since I talked to / was in touch with …": "how long" and the contact words.
    private static func howLongSincePhrase(_ tokens: [QueryToken], free: [Int]) -> [Int]? {
        guard let how = free.first(where: { tokens[$0].norm == "how" && free.contains($0 + 1) && tokens[$0 + 1].norm == "long" })
        else { return nil }
        let contact = free.filter { $0 > how + 1 && (lastContactVerbs.contains(tokens[$0].norm) || tokens[$0].norm == "touch") }
        return contact.isEmpty ? nil : [how, how + 1] + contact
    }

    /// "latest …", "most recent …": the words of the phrase, when the query has one.
    private static func mostRecentPhrase(_ tokens: [QueryToken], free: [Int]) -> [Int]? {
        for index in free {
            if tokens[index].norm == "latest" { return [index] }
            if tokens[index].norm == "recent", index > 0, tokens[index - 1].norm == "most" { return [index - 1, index] }
        }
        return nil
    }

    /// Whether a contact noun and "with" follow the phrase: "latest contact with the Halden Health
    /// folks", whose organization then stands for its people.
    private static func opensContactWith(_ tokens: [QueryToken], after phrase: [Int]) -> Bool {
        guard let end = phrase.max(), end + 2 < tokens.count else { return false }
        let noun = tokens[end + 1].norm
        return (lastContactNouns.contains(noun) || noun == "contact") && ["with", "w"].contains(tokens[end + 2].norm)
    }

    /// "who is …" (always about a person), and "<person>'s <fact word>": "what is Mike's email",
    /// "Dana's title" (an unknown capitalized name counts as a person here).
    private func isFactLookup(_ tokens: [QueryToken], people: [PersonMatch], used: Set<Int>) -> Bool {
        let starts = tokens.prefix(2).map(\.norm)
        if starts.first == "who", starts.count == 2, ["is", "was", "are"].contains(starts[1]) || tokens[0].isPossessive {
            return true
        }
        for (index, token) in tokens.enumerated() where token.isPossessive && index + 1 < tokens.count && !used.contains(index + 1) {
            let isPerson = token.isCapitalized || people.contains { $0.range.upperBound == token.range.upperBound }
            if isPerson, QueryVocabulary.factWords.contains(tokens[index + 1].norm) { return true }
        }
        return false
    }
}
