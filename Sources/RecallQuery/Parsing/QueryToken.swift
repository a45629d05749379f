import RecallCore

/// One word of a question: as typed (surrounding punctuation and a possessive "'s" removed) and normalized.
public struct QueryToken: Hashable, Sendable {
    /// The word as typed, without surrounding punctuation or a trailing "'s".
    public var text: String
    /// `TextNormalizer.normalize(text)`: lower case, no accents.
    public var norm: String
    /// Character offsets in the question, a possessive "'s" included.
    public var range: Range<Int>
    /// The first letter is upper case.
    public var isCapitalized: Bool
    /// First word of the question or of a sentence in it: capitals there say nothing about names.
    public var isSentenceStart: Bool
    /// Typed as "Dana's".
    public var isPossessive: Bool
    /// Typed with a full stop right after it ("K." in "Dana K."), which may mark an initial.
    public var endsWithPeriod: Bool

    /// Capitalized where capitals are a choice: not at the start of a sentence.
    public var isCapitalizedMidSentence: Bool { isCapitalized && !isSentenceStart }

    /// Questions are short; anything past these caps is ignored, so work stays bounded.
    public static let maxCharacters = 2000
    public static let maxTokens = 64

    /// Splits `text` on white space and commas; strips punctuation around each word but keeps inner
    /// characters, so "2025-08-14", "8/14", "1:1" and "sarah@acme.com" stay single tokens. A part of a
    /// month written with a hyphen ("mid-March") becomes two words.
    public static func tokenize(_ text: String, lexicon: Lexicon = .standard) -> [QueryToken] {
        var tokens: [QueryToken] = []
        var offset = 0
        var sentenceStart = true
        for chunk in text.prefix(maxCharacters).split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += chunk.count + 1 }
            let pieces = chunk.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ";" })
                .flatMap { splitPartOfMonth($0, lexicon: lexicon) }
            for piece in pieces where tokens.count < maxTokens {
                let start = offset + chunk.distance(from: chunk.startIndex, to: piece.startIndex)
                if let token = makeToken(piece, start: start, sentenceStart: sentenceStart) {
                    tokens.append(token)
                    sentenceStart = false
                }
                // "Dana K." keeps the sentence going: a single capital before the stop is an initial.
                if let last = piece.last, ".?!".contains(last), !piece.contains("@") || last != ".",
                    !(last == "." && isInitial(piece))
                {
                    sentenceStart = true
                }
            }
        }
        return tokens
    }

    /// "'s" that is "is" or "has", not a possessive: "what's", "where's", "it's".
    static let contractions: Set<String> = [
        "what's", "where's", "who's", "how's", "when's", "why's", "it's", "that's", "there's", "here's", "he's",
        "she's", "let's",
    ]

    /// "K." or "J.": one capital letter and a stop.
    static func isInitial(_ piece: Substring) -> Bool {
        piece.count == 2 && piece.first?.isUppercase == true && piece.last == "."
    }

    private static func splitPartOfMonth(_ piece: Substring, lexicon: Lexicon) -> [Substring] {
        guard let dash = piece.firstIndex(of: "-") else { return [piece] }
        let part = Lexicon.phrase(String(piece[..<dash]))
        let rest = piece[piece.index(after: dash)...]
        let month = Lexicon.phrase(String(rest.prefix(while: \.isLetter)))
        guard lexicon.contains("period-part", part), lexicon.contains("month", month) else { return [piece] }
        return [piece[..<dash], rest]
    }

    private static func makeToken(_ piece: Substring, start: Int, sentenceStart: Bool) -> QueryToken? {
        let isEdge: (Character) -> Bool = { !($0.isLetter || $0.isNumber) }
        var lower = piece.startIndex
        var upper = piece.endIndex
        while lower < upper, isEdge(piece[lower]) { lower = piece.index(after: lower) }
        while upper > lower, isEdge(piece[piece.index(before: upper)]) { upper = piece.index(before: upper) }
        guard lower < upper else { return nil }
        var word = String(piece[lower..<upper])
        let endOffset = start + piece.distance(from: piece.startIndex, to: upper)
        var possessive = false
        let contraction = contractions.contains(word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'"))
        for suffix in ["'s", "\u{2019}s", "'S", "\u{2019}S"]
        where word.hasSuffix(suffix) && word.count > 2 && !contraction {
            word.removeLast(2)
            possessive = true
            break
        }
        if !possessive, word.count > 2, word.hasSuffix("s'") || word.hasSuffix("s\u{2019}") {
            word.removeLast()  // "the Smiths'": a plural possessive
            possessive = true
        }
        // "july '25": an apostrophe before two digits is a year of this century.
        if lower > piece.startIndex, "'\u{2019}".contains(piece[piece.index(before: lower)]), word.count == 2,
            word.allSatisfy(\.isNumber)
        {
            word = "20" + word
        }
        let first = start + piece.distance(from: piece.startIndex, to: lower)
        let stop = upper < piece.endIndex && piece[upper] == "."
        let norm = TextNormalizer.normalize(word).replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "\u{2019}", with: "")
        return QueryToken(
            text: word, norm: norm, range: first..<endOffset,
            isCapitalized: word.first?.isUppercase ?? false, isSentenceStart: sentenceStart,
            isPossessive: possessive, endsWithPeriod: stop)
    }
}

/// A read position over question tokens, for the rules' hand-written patterns.
public struct TokenCursor: Sendable {
    public let tokens: [QueryToken]
    public var position: Int

    public init(_ tokens: [QueryToken], at position: Int = 0) {
        self.tokens = tokens
        self.position = position
    }

    public var isAtEnd: Bool { position >= tokens.count }

    /// The normalized word `ahead` tokens from here (negative: behind), or nil outside the question.
    public func peek(_ ahead: Int = 0) -> String? {
        let index = position + ahead
        return tokens.indices.contains(index) ? tokens[index].norm : nil
    }

    /// The token `ahead` tokens from here, or nil outside the question.
    public func token(_ ahead: Int = 0) -> QueryToken? {
        let index = position + ahead
        return tokens.indices.contains(index) ? tokens[index] : nil
    }

    /// Consumes the next word when it is one of `words`.
    public mutating func skip(_ words: Set<String>) -> Bool {
        guard let word = peek(), words.contains(word) else { return false }
        position += 1
        return true
    }

    /// Consumes the next word when `lexicon` lists it in `wordClass`.
    public mutating func skip(_ wordClass: String, in lexicon: Lexicon) -> Bool {
        guard let word = peek(), lexicon.contains(wordClass, word) else { return false }
        position += 1
        return true
    }

    public mutating func advance(_ count: Int = 1) { position += count }
}
