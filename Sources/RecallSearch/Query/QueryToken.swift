import RecallCore

/// One word of a query: its text as typed (trailing punctuation and possessive removed) and normalized.
struct QueryToken: Hashable, Sendable {
    /// The word as typed, without surrounding punctuation or a trailing "'s".
    var text: String
    /// `TextNormalizer.normalize(text)`: lower case, no accents.
    var norm: String
    /// Character offsets in the query, including a possessive "'s".
    var range: Range<Int>
    /// The first letter is upper case.
    var isCapitalized: Bool
    /// First word of the query or of a sentence in it (capitals there say nothing about names).
    var isSentenceStart: Bool
    /// Typed as "Dana's".
    var isPossessive: Bool

    /// Capitalized where capitals are a choice: not at the start of a sentence.
    var isCapitalizedMidSentence: Bool { isCapitalized && !isSentenceStart }

    /// Queries are short; anything past these caps is ignored so work stays bounded.
    static let maxCharacters = 2000
    static let maxTokens = 64

    /// Splits `query` on white space; strips punctuation around each word but keeps inner
    /// characters, so "2025-08-14", "8/14" and "sarah@acme.com" stay single tokens.
    static func tokenize(_ query: String) -> [QueryToken] {
        var tokens: [QueryToken] = []
        var offset = 0
        var sentenceStart = true
        for chunk in query.prefix(maxCharacters).split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += chunk.count + 1 }
            let pieces = chunk.split(whereSeparator: { $0.isWhitespace || $0 == "," }).flatMap(splitPartOfMonth)
            for piece in pieces where tokens.count < maxTokens {
                let start = offset + chunk.distance(from: chunk.startIndex, to: piece.startIndex)
                if let token = makeToken(piece, start: start, sentenceStart: sentenceStart) {
                    tokens.append(token)
                    sentenceStart = false
                }
                if let last = piece.last, ".?!".contains(last), !piece.contains("@") || last != "." {
                    sentenceStart = true
                }
            }
        }
        return tokens
    }

    /// "mid-March", "late-may": two words, so the time parser reads a part of a month.
    private static func splitPartOfMonth(_ piece: Substring) -> [Substring] {
        guard let dash = piece.firstIndex(of: "-") else { return [piece] }
        let part = piece[..<dash].lowercased(), rest = piece[piece.index(after: dash)...]
        let month = TextNormalizer.normalize(String(rest.prefix(while: \.isLetter)))
        guard ["early", "mid", "late"].contains(part), QueryVocabulary.months[month] != nil else { return [piece] }
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
        for suffix in ["'s", "\u{2019}s", "'S", "\u{2019}S"] where word.hasSuffix(suffix) && word.count > 2 {
            word.removeLast(2)
            possessive = true
            break
        }
        // "july '25": an apostrophe before two digits is a year of this century.
        if lower > piece.startIndex, "'\u{2019}".contains(piece[piece.index(before: lower)]), word.count == 2,
            word.allSatisfy(\.isNumber)
        {
            word = "20" + word
        }
        let first = start + piece.distance(from: piece.startIndex, to: lower)
        return QueryToken(
            text: word, norm: TextNormalizer.normalize(word), range: first..<endOffset,
            isCapitalized: word.first?.isUppercase ?? false, isSentenceStart: sentenceStart,
            isPossessive: possessive)
    }
}

/// A read position over query tokens, for hand-written pattern matching.
struct TokenCursor {
    let tokens: [QueryToken]
    var position: Int

    init(_ tokens: [QueryToken], at position: Int = 0) {
        self.tokens = tokens
        self.position = position
    }

    var isAtEnd: Bool { position >= tokens.count }
    /// The normalized word `ahead` tokens from here, or nil past the end.
    func peek(_ ahead: Int = 0) -> String? {
        let index = position + ahead
        return tokens.indices.contains(index) ? tokens[index].norm : nil
    }
    func token(_ ahead: Int = 0) -> QueryToken? {
        let index = position + ahead
        return tokens.indices.contains(index) ? tokens[index] : nil
    }
    /// Consumes the next word when it is one of `words`.
    mutating func skip(_ words: Set<String>) -> Bool {
        guard let word = peek(), words.contains(word) else { return false }
        position += 1
        return true
    }
    mutating func advance(_ count: Int = 1) { position += count }
}
