import RecallCore

/// What a rule's match says about the question.
public enum Production: Sendable, Hashable {
    /// A time window the sources should fall in.
    case window(DateWindow)
    /// A person the question names or describes.
    case person(PersonMatch)
    /// A name in a name position that nobody in the directory has ("talk to Priyanka Shah").
    case unknownPerson(String)
    /// Kinds of source the question asks for.
    case kinds(KindCue)
    /// The part of a source the answer lives in.
    case field(ChunkField)
    /// What the question wants done.
    case intent(QueryIntent)
    /// An order of the results in time.
    case order(ResultOrder)
    /// Words that only phrase the question ("what did", "please", "tell me about").
    case phrasing
    /// Topic words written another way: the phrase the documents use ("1:1s" → "1:1").
    case topic(String)
}

extension Claim {
    /// What the claim read, when it is of that production.
    public var person: PersonMatch? { if case .person(let match) = production { match } else { nil } }
    public var window: DateWindow? { if case .window(let window) = production { window } else { nil } }
    public var kinds: KindCue? { if case .kinds(let cue) = production { cue } else { nil } }
    public var field: ChunkField? { if case .field(let field) = production { field } else { nil } }
    public var intent: QueryIntent? { if case .intent(let intent) = production { intent } else { nil } }
    public var order: ResultOrder? { if case .order(let order) = production { order } else { nil } }
}

/// A rule's match: what it produces and how sure it is (0…1).
public struct RuleOutcome: Sendable {
    public var production: Production
    public var confidence: Double?

    public init(_ production: Production, confidence: Double? = nil) {
        self.production = production
        self.confidence = confidence
    }
}

/// One named rule: a pattern read with a cursor and the production of a match.
///
/// `match` starts at the cursor's position and advances it over the words it consumes; it returns nil,
/// and its cursor is discarded, when the pattern does not match there. A match that consumes no word is
/// ignored. Its confidence is the outcome's, else the rule's.
public struct QueryRule: Sendable {
    public let name: String
    public let confidence: Double
    let match: @Sendable (inout TokenCursor, RuleContext) -> RuleOutcome?

    public init(
        _ name: String, confidence: Double = 1,
        match: @escaping @Sendable (inout TokenCursor, RuleContext) -> RuleOutcome?
    ) {
        self.name = name
        self.confidence = confidence
        self.match = match
    }
}

extension QueryRule {
    /// A rule that claims the longest phrase of `wordClass` at the cursor, producing what `produce` makes of
    /// the phrase's first value (nil when it has none); nil from `produce` is no match.
    public static func phrase(
        _ name: String, _ wordClass: String, _ produce: @escaping @Sendable (String?) -> Production?
    ) -> QueryRule {
        QueryRule(name) { cursor, context in
            let words = cursor.tokens.map(\.norm)
            guard let (phrase, length) = context.lexicon.longestPhrase(wordClass, in: words, at: cursor.position),
                let production = produce(context.lexicon.value(wordClass, phrase))
            else { return nil }
            cursor.advance(length)
            return RuleOutcome(production)
        }
    }
}

/// What rules may read besides the words: the vocabulary, the clock, the people and the parse so far.
public struct RuleContext: Sendable {
    public let lexicon: Lexicon
    public let clock: QueryClock
    public let people: PersonDirectory
    /// The claims made by earlier stages.
    public var state: ParseState

    /// Whether `word` is in `wordClass`.
    public func isA(_ wordClass: String, _ word: String?) -> Bool {
        word.map { lexicon.contains(wordClass, $0) } ?? false
    }
}

/// One consumed stretch of words: which rule of which stage took it and what it produced.
public struct Claim: Sendable, Hashable {
    public var rule: String
    public var stage: String
    public var tokens: Range<Int>
    public var production: Production
    public var confidence: Double
}

/// A stage of the parser: a group of rules that run together, in the order the parser declares.
public protocol QueryStage: Sendable {
    var name: String { get }
    func run(_ state: inout ParseState, context: RuleContext)
}

/// A named step a stage runs once its rules are done: a rule reads words where it stands, a pass
/// reconsiders what the rules read together (and may give words back).
public struct StagePass: Sendable {
    public let name: String
    let run: @Sendable (inout ParseState, RuleContext) -> Void

    public init(_ name: String, run: @escaping @Sendable (inout ParseState, RuleContext) -> Void) {
        self.name = name
        self.run = run
    }
}

/// A stage that scans free words left to right and, at each, tries its rules in order; the first that
/// matches over free words claims them. With `firstOnly`, the stage stops after its first claim. Its
/// passes run after that, in order.
public struct RuleStage: QueryStage {
    public let name: String
    public let rules: [QueryRule]
    public var firstOnly = false
    public var passes: [StagePass] = []

    public init(_ name: String, rules: [QueryRule], firstOnly: Bool = false, passes: [StagePass] = []) {
        self.name = name
        self.rules = rules
        self.firstOnly = firstOnly
        self.passes = passes
    }

    public func run(_ state: inout ParseState, context: RuleContext) {
        scan(&state, context: context)
        for pass in passes { pass.run(&state, context) }
    }

    private func scan(_ state: inout ParseState, context: RuleContext) {
        var position = 0
        while position < state.tokens.count {
            guard state.isFree(position), let (rule, end, outcome) = firstMatch(at: position, state, context)
            else {
                position += 1
                continue
            }
            state.claim(
                Claim(
                    rule: rule.name, stage: name, tokens: position..<end, production: outcome.production,
                    confidence: outcome.confidence ?? rule.confidence))
            if firstOnly { return }
            position = end
        }
    }

    private func firstMatch(
        at position: Int, _ state: ParseState, _ context: RuleContext
    ) -> (QueryRule, Int, RuleOutcome)? {
        var context = context
        context.state = state
        for rule in rules {
            var cursor = TokenCursor(state.tokens, at: position)
            guard let outcome = rule.match(&cursor, context), cursor.position > position,
                (position..<cursor.position).allSatisfy(state.isFree)
            else { continue }
            return (rule, cursor.position, outcome)
        }
        return nil
    }
}
