import Foundation
import RecallCore

/// Deterministic, offline parsing of a question into understood parts, each with a confidence and the
/// rule that read it, and the topic words left to rank by.
///
/// The stages run in the declared order over the words earlier stages left free: time, people,
/// intent, kinds, fields, order, phrasing. Pure and bounded (``QueryToken/maxTokens`` words); the same
/// question, clock and people give the same parse.
public struct QueryParser: Sendable {
    public var lexicon: Lexicon
    public var clock: QueryClock
    public var people: PersonDirectory
    public var stages: [any QueryStage] = QueryParser.standardStages

    /// The stages in order.
    public static let standardStages: [any QueryStage] = [
        TimeStage.stage, PeopleStage.stage, IntentStage.stage, KindStage.stage, FieldStage.stage, OrderStage.stage,
        PhrasingStage.stage,
    ]

    /// Without a first-person word or a person it knows, a question may be a text to match rather than a
    /// question about the user's life ("global temperatures since 1979"): its windows and kinds are this
    /// much less sure.
    public static let impersonalFactor = 0.6

    /// Intents in the order one wins over another when several rules claimed words.
    public static let intentPriority: [QueryIntent] = [
        .quietPeople, .lastContact, .birthdays, .count, .attendees, .factLookup, .discuss,
    ]

    public init(lexicon: Lexicon = .standard, clock: QueryClock, people: PersonDirectory = .empty) {
        self.lexicon = lexicon
        self.clock = clock
        self.people = people
    }

    /// This parser without the stages and rules named in `names` (a stage's name such as "people", or a
    /// rule's such as "people.relation"), to measure what each contributes. Unknown names change nothing.
    public func switchingOff(_ names: Set<String>) -> QueryParser {
        guard !names.isEmpty else { return self }
        var parser = self
        parser.stages = stages.compactMap { stage in
            guard !names.contains(stage.name) else { return nil }
            guard let ruled = stage as? RuleStage else { return stage }
            return RuleStage(
                ruled.name, rules: ruled.rules.filter { !names.contains($0.name) }, firstOnly: ruled.firstOnly,
                passes: ruled.passes.filter { !names.contains($0.name) })
        }
        return parser
    }

    /// The names ``switchingOff(_:)`` knows: every stage's, and every rule's and pass's in a stage of rules.
    public var switchableNames: Set<String> {
        Set(
            stages.flatMap { stage in
                let ruled = stage as? RuleStage
                return [stage.name] + (ruled?.rules.map(\.name) ?? []) + (ruled?.passes.map(\.name) ?? [])
            })
    }

    /// Parses `text`. Never fails: words no rule reads are the topic.
    public func parse(_ text: String) -> QueryParse {
        var state = ParseState(tokens: QueryToken.tokenize(text, lexicon: lexicon))
        let context = RuleContext(lexicon: lexicon, clock: clock, people: people, state: state)
        for stage in stages { stage.run(&state, context: context) }
        return finish(QueryParse(original: text), state)
    }

    private func finish(_ parse: QueryParse, _ state: ParseState) -> QueryParse {
        var parse = parse
        parse.claims = state.claims.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
        parse.tokens = state.tokens
        let persons = parse.claims.compactMap(\.person)
        parse.people = persons
        parse.unknownPeople = parse.claims.compactMap {
            if case .unknownPerson(let name) = $0.production { name } else { nil }
        }
        parse.peopleAreAlternatives = persons.contains {
            ($0.kind == .relation || $0.kind == .role) && !$0.samePerson.isEmpty
        }
        let words = state.tokens.map(\.norm)
        let askedKind = parse.claims.contains { $0.kinds != nil && $0.confidence >= KindStage.askedConfidence }
        readIntent(&parse, state)
        parse.isPersonal =
            !persons.isEmpty || askedKind || words.contains { QueryParser.firstPerson.contains($0) }
            || Self.personalIntents.contains(parse.intent) || isQuestion(state.tokens, original: parse.original)
        let factor = parse.isPersonal ? 1 : Self.impersonalFactor
        readWindow(&parse, factor: factor)
        parse.impersonalFactor = factor
        readKinds(&parse, state, factor: factor)
        if parse.intent == .quietPeople {
            parse.quietDays = quietDays(parse.window?.value)
            parse.window = nil  // the period people have been quiet for, not a window on sources
        }
        parse.fields = Set(parse.claims.compactMap(\.field))
        parse.order = parse.claims.compactMap(\.order).first
        parse.looksAhead = words.contains { lexicon.contains("future", $0) }
        parse.asksTheirWords = !persons.isEmpty && words.contains { lexicon.contains("opinion", $0) }
        readTopic(&parse, state)
        // "birthday of Michael", "Dana phone number": a named person and nothing but fact words.
        if !persons.isEmpty, !parse.topic.isEmpty, parse.topic.allSatisfy({ lexicon.contains("fact", $0) }) {
            parse.asksFact = true
        }
        return parse
    }

    /// Intents only a question about one's own life has.
    static let personalIntents: Set<QueryIntent> = [
        .quietPeople, .lastContact, .birthdays, .attendees, .factLookup, .count,
    ]

    /// Words that make a question about the user's own life.
    static let firstPerson: Set<String> = [
        "i", "me", "my", "mine", "myself", "we", "our", "ours", "us", "i'm", "im", "i've", "ive",
    ]

    private func readWindow(_ parse: inout QueryParse, factor: Double) {
        guard let claim = parse.claims.first(where: { $0.window != nil }), let window = claim.window else { return }
        parse.window = Understood(window, confidence: claim.confidence * factor, rule: claim.rule)
    }

    private func readKinds(_ parse: inout QueryParse, _ state: ParseState, factor: Double) {
        let claims = parse.claims.filter { $0.kinds != nil }
        guard let first = claims.first else { return }
        let cue = claims.compactMap(\.kinds).reduce(KindCue(kinds: [])) { $0.union($1) }
        let confidence = claims.map(\.confidence).max() ?? first.confidence
        parse.kinds = Understood(cue, confidence: confidence * factor, rule: first.rule)
    }

    private func readIntent(_ parse: inout QueryParse, _ state: ParseState) {
        let intents = Set(parse.claims.compactMap(\.intent))
        parse.intent = Self.intentPriority.first(where: intents.contains) ?? .search
        let possessiveFact = state.tokens.indices.dropLast().contains { index in
            state.tokens[index].isPossessive && state.claim(at: index)?.person != nil
                && lexicon.contains("fact", state.tokens[index + 1].norm)
        }
        parse.asksFact = parse.intent == .factLookup || possessiveFact
        if parse.intent == .search, possessiveFact { parse.intent = .factLookup }
    }

    /// Whether the text is put as a question or a request ("what was going on on monday", "anything from
    /// Dana?", "show me …") rather than stated ("sea ice has declined since 1979").
    func isQuestion(_ tokens: [QueryToken], original: String) -> Bool {
        if original.trimmingCharacters(in: .whitespaces).hasSuffix("?") { return true }
        guard let first = tokens.first?.norm else { return false }
        return lexicon.contains("question", first) || lexicon.contains("question-opener", first)
    }

    /// The quiet period: the window's days up to today when it reaches today ("in the last three
    /// months"), else 30 days.
    private func quietDays(_ window: DateWindow?) -> Int {
        let today = clock.today
        guard let start = window?.start, let end = window?.end, start < today, end > today else { return 30 }
        return min(end, today.adding(days: 1)).dayNumber - start.dayNumber
    }
}
