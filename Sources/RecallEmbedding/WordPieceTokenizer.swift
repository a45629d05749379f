import Foundation

/// BERT's uncased tokenizer, as all-MiniLM-L6-v2 uses it: clean, split off CJK ideographs, strip
/// accents, lower-case, split on white space and punctuation, then spell each word with the longest
/// vocabulary pieces from its start (`##` marks a piece inside a word). A word that cannot be
/// spelled, or is longer than 100 characters, becomes `[UNK]`.
///
/// It matches Hugging Face `tokenizers` on the cases `StaticEmbedderTests` lists. ASCII text, the
/// common case, takes a byte path that allocates nothing per character.
struct WordPieceTokenizer: Sendable {
    let table: StaticTokenTable
    static let maxWordLength = 100

    /// The token ids of `text`, without `[CLS]` and `[SEP]`.
    func ids(_ text: String) -> [Int] {
        var speller = Speller(table: table)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            Self.asciiWords(text) { speller.spell($0, characters: $0.count) }
        } else {
            for word in Self.words(text) {
                var bytes: [UInt8] = []
                for scalar in word { bytes.append(contentsOf: scalar.utf8) }
                speller.spell(bytes[...], characters: word.count)
            }
        }
        return speller.ids
    }

    /// The basic tokenizer on ASCII: controls dropped, letters lower-cased, punctuation alone.
    private static func asciiWords(_ text: String, _ body: (ArraySlice<UInt8>) -> Void) {
        var bytes = Array(text.utf8)
        var start = 0
        var end = 0
        func flush() {
            if end > start { body(bytes[start..<end]) }
        }
        for i in bytes.indices {
            let byte = bytes[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                flush()
                start = i + 1
                end = start
            } else if byte < 0x20 || byte == 0x7F {
                continue  // a control is removed, so the word goes on after it
            } else if isASCIIPunctuation(byte) {
                flush()
                body(bytes[i...i])
                start = i + 1
                end = start
            } else {
                if byte >= 0x41 && byte <= 0x5A { bytes[i] = byte + 0x20 }
                // Removed controls inside a word close up: move the byte next to the word's end.
                bytes[end] = bytes[i]
                end += 1
            }
        }
        flush()
    }

    /// The words BERT's basic tokenizer makes of `text`, each as Unicode scalars.
    static func words(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = []
        }
        for scalar in normalized(text) {
            if scalar.properties.isWhitespace {
                flush()
            } else if isPunctuation(scalar) || isIdeograph(scalar) {
                flush()
                words.append([scalar])
            } else {
                current.append(scalar)
            }
        }
        flush()
        return words
    }

    /// Controls dropped, accents stripped (NFD without nonspacing marks), lower-cased.
    static func normalized(_ text: String) -> [Unicode.Scalar] {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
        var result: [Unicode.Scalar] = []
        for scalar in cleaned.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            if scalar.isASCII {
                result.append(
                    scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
        if scalar.value == 0 || scalar.value == 0xFFFD { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned: return true
        default: return false
        }
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (33...47).contains(byte) || (58...64).contains(byte) || (91...96).contains(byte) || (123...126).contains(byte)
    }

    /// ASCII punctuation and symbols (`$`, `+`, `^` …) and every Unicode punctuation category.
    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The CJK ideograph blocks BERT treats as words of their own (built once, not per scalar).
    private static let ideographRanges: [ClosedRange<UInt32>] = [
        0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F,
        0x2B740...0x2B81F, 0x2B820...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F,
    ]

    /// CJK ideographs, which BERT treats as words of their own.
    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        ideographRanges.contains { $0.contains(scalar.value) }
    }
}

/// Greedy longest-match WordPiece, collecting ids.
private struct Speller {
    let table: StaticTokenTable
    var ids: [Int] = []

    /// Spells one word of `characters` characters (Unicode scalars) from its UTF-8 bytes.
    mutating func spell(_ word: ArraySlice<UInt8>, characters: Int) {
        guard characters <= WordPieceTokenizer.maxWordLength else { return ids.append(table.unknownID) }
        let first = ids.count
        var start = word.startIndex
        while start < word.endIndex {
            guard let token = table.longestToken(word[start...], continuation: start > word.startIndex) else {
                ids.removeSubrange(first...)
                return ids.append(table.unknownID)
            }
            ids.append(token.id)
            start += token.length
        }
    }
}
