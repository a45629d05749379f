import Foundation

/// Splits note text into retrievable pieces.
///
/// Paragraphs are separated by blank lines. A paragraph over ``maxWords`` words is split by
/// sentence into pieces of ``minPieceWords``–``maxWords`` words. Pieces under ``minWords``
/// words are dropped unless nothing else is left. A markdown heading is not a piece of its own:
/// it travels, as a first line, with each paragraph under it.
public enum ParagraphSplitter {
    public static let maxWords = 200
    public static let minPieceWords = 50
    public static let minWords = 5

    /// The pieces of `text`, in order.
    public static func split(_ text: String) -> [String] {
        var pieces: [String] = []
        var headingStack: [(level: Int, text: String)] = []
        for paragraph in paragraphs(of: text) {
            var lines = Self.lines(of: paragraph[...], omittingEmpty: true).map(String.init)
            while let first = lines.first, let level = headingLevel(first) {
                let title = String(first.drop(while: { $0 == "#" })).trimmed
                headingStack.removeAll { $0.level >= level }
                if !title.isEmpty { headingStack.append((level, title)) }
                lines.removeFirst()
            }
            let body = lines.joined(separator: "\n").trimmed
            guard !body.isEmpty else { continue }
            let context = headingStack.last.map { $0.text + "\n" } ?? ""
            for piece in sized(body) { pieces.append(context + piece) }
        }
        let substantial = pieces.filter { TextNormalizer.wordCount($0) >= minWords }
        if !substantial.isEmpty { return substantial }
        if !pieces.isEmpty { return pieces }
        let whole = text.trimmed
        return whole.isEmpty ? [] : [whole]
    }

    static func paragraphs(of text: String) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        for line in lines(of: text[...], omittingEmpty: false) {
            let isHeading = headingLevel(line) != nil
            if line.allSatisfy({ $0.isWhitespace }) || (isHeading && !current.isEmpty) {
                if !current.isEmpty { result.append(current.joined(separator: "\n")) }
                current = isHeading ? [line] : []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: "\n")) }
        return result
    }

    /// `text.split(separator: "\n")`, on UTF-8 bytes when the text has no carriage return: a
    /// line feed is then always a character of its own (only "\r\n" joins it to another
    /// scalar), so the pieces are the same without walking grapheme clusters.
    static func lines(of text: Substring, omittingEmpty: Bool) -> [Substring] {
        guard !text.utf8.contains(0x0D) else {
            return text.split(separator: "\n", omittingEmptySubsequences: omittingEmpty)
        }
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }

    static func headingLevel(_ line: some StringProtocol) -> Int? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        return rest.isEmpty || rest.first == " " ? hashes : nil
    }

    /// A paragraph as is, or split by sentence into 50–200 word pieces when it is longer than 200.
    static func sized(_ paragraph: String) -> [String] {
        guard TextNormalizer.wordCount(paragraph) > maxWords else { return [paragraph] }
        var pieces: [String] = []
        var current: [String] = []
        var count = 0
        for sentence in sentences(of: paragraph) {
            let words = TextNormalizer.wordCount(sentence)
            if count > 0, count + words > maxWords, count >= minPieceWords {
                pieces.append(current.joined(separator: " "))
                current = []
                count = 0
            }
            if words > maxWords {  // one enormous "sentence": cut it by words
                let tokens = sentence.split(whereSeparator: { $0.isWhitespace })
                for start in stride(from: 0, to: tokens.count, by: maxWords) {
                    let slice = tokens[start..<min(start + maxWords, tokens.count)]
                    if !current.isEmpty {
                        pieces.append(current.joined(separator: " "))
                        current = []
                        count = 0
                    }
                    pieces.append(slice.joined(separator: " "))
                }
                continue
            }
            current.append(sentence)
            count += words
        }
        if !current.isEmpty {
            let tail = current.joined(separator: " ")
            if count < minPieceWords, let last = pieces.last,
                TextNormalizer.wordCount(last) + count <= maxWords + minPieceWords
            {
                pieces[pieces.count - 1] = last + " " + tail
            } else {
                pieces.append(tail)
            }
        }
        return pieces
    }

    /// Sentences: text up to `.`, `!` or `?` followed by whitespace.
    static func sentences(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousWasTerminator = false
        for character in text {
            if previousWasTerminator && character.isWhitespace {
                result.append(current.trimmed)
                current = ""
                previousWasTerminator = false
                continue
            }
            current.append(character)
            previousWasTerminator = ".!?".contains(character)
        }
        if !current.trimmed.isEmpty { result.append(current.trimmed) }
        return result.filter { !$0.isEmpty }
    }
}
