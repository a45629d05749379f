import RecallCore

/// The `[n]` citations in a model's answer, checked against the evidence that was sent.
///
/// Recognises `[1]`, `[1][2]`, `[1, 2]`, `[1,2]` and ranges `[1-3]` / `[1–3]`. Brackets holding
/// anything else (`[note]`, `[ ]`, markdown links' text) are ignored. Linear in the answer's length.
public struct CitationCheck: Sendable, Hashable {
    /// Distinct citation numbers in order of first appearance.
    public let citations: [Int]
    /// The evidence the valid citations refer to, in citation order.
    public let cited: [AnswerPrompt.Evidence]
    /// Citations with no evidence behind them (0, or past the number of documents sent), in order.
    public let unknown: [Int]

    /// Ranges wider than this are treated as a single unknown citation of their upper end.
    static let maxRange = 50

    public init(answer: String, evidence: [AnswerPrompt.Evidence]) {
        let numbers = CitationCheck.extract(from: answer)
        citations = numbers
        cited = numbers.filter { $0 >= 1 && $0 <= evidence.count }
            .map { evidence[$0 - 1] }
        unknown = numbers.filter { $0 < 1 || $0 > evidence.count }
    }

    /// Whether every citation refers to a document that was sent.
    public var isClean: Bool { unknown.isEmpty }

    /// Distinct citation numbers in order of first appearance.
    public static func extract(from answer: String) -> [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        let scalars = Array(answer.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "[" else {
                index += 1
                continue
            }
            var cursor = CitationCursor(scalars: scalars, position: index + 1)
            if let numbers = cursor.bracketBody() {
                for number in numbers where seen.insert(number).inserted { result.append(number) }
                index = cursor.position
            } else {
                index += 1
            }
        }
        return result
    }
}

/// Reads the inside of one `[…]` citation: numbers separated by commas, optionally as ranges.
private struct CitationCursor {
    let scalars: [Unicode.Scalar]
    var position: Int

    /// The numbers cited, with the cursor after `]`; nil (cursor position meaningless) if not a citation.
    mutating func bracketBody() -> [Int]? {
        var numbers: [Int] = []
        while true {
            skipSpaces()
            guard let low = number() else { return nil }
            skipSpaces()
            if peek == "-" || peek == "–" {
                position += 1
                skipSpaces()
                guard let high = number(), high >= low else { return nil }
                numbers += high - low > CitationCheck.maxRange ? [high] : Array(low...high)
                skipSpaces()
            } else {
                numbers.append(low)
            }
            switch peek {
            case "]":
                position += 1
                return numbers
            case ",", ";":
                position += 1
            default:
                return nil
            }
        }
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    /// One to six ASCII digits.
    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek, ("0"..."9").contains(scalar) {
            guard digits < 6 else { return nil }
            value = value * 10 + Int(scalar.value - 48)
            digits += 1
            position += 1
        }
        return digits > 0 ? value : nil
    }
}
