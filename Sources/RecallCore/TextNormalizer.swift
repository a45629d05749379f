import Foundation

/// The one text normalization every component shares: NFKC, lower case, diacritics folded.
///
/// "Zoë Ångström" and "zoe angstrom" normalize to the same string, so a name typed without
/// accents finds the accented one, in the embedder, in full-text search and in name matching.
public enum TextNormalizer {
    /// NFKC, case-folded, diacritics removed.
    public static func normalize(_ text: String) -> String {
        // Fast path (same result, see FastTextPathTests): for ASCII, NFKC and width folding change
        // nothing and case/diacritic folding is lower-casing.
        var text = text
        if let ascii = text.withUTF8({ bytes in
            bytes.allSatisfy { $0 < 0x80 }
                ? String(decoding: bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self) : nil
        }) {
            return ascii
        }
        let composed = text.precomposedStringWithCompatibilityMapping
        let folded = composed.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
        )
        .precomposedStringWithCanonicalMapping
        return foldLetters(folded)
    }

    /// Letters that Unicode does not decompose but people type without: "Łukasz" → "lukasz".
    static let letterFolds: [Character: String] = [
        "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]

    private static func foldLetters(_ text: String) -> String {
        guard text.contains(where: { letterFolds[$0] != nil }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if let folded = letterFolds[character] { out += folded } else { out.append(character) }
        }
        return out
    }

    /// Lower-cased word tokens of the normalized text: runs of letters and digits
    /// (an apostrophe inside a word is dropped: "don't" → "dont").
    public static func words(_ text: String) -> [String] {
        wordsOfNormalized(normalize(text))
    }

    /// Word tokens of text that is already normalized.
    public static func wordsOfNormalized(_ normalized: String) -> [String] {
        var normalized = normalized
        if let ascii = normalized.withUTF8(asciiWords) { return ascii }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in normalized.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// ``wordsOfNormalized(_:)`` for ASCII bytes (nil otherwise): there, the alphanumerics are
    /// exactly `0-9`, `A-Z` and `a-z`, and the apostrophe is the only skipped character.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 {
                current.append(byte)
            } else if byte != 0x27, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Counts words the way the chunker does (whitespace-separated runs).
    public static func wordCount(_ text: String) -> Int {
        var text = text
        let ascii = text.withUTF8 { bytes -> Int? in
            // Fast path (same result) for ASCII: whitespace is exactly 0x09–0x0D and 0x20.
            var count = 0
            var inWord = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                let space = byte == 0x20 || (0x09...0x0D).contains(byte)
                if !space, !inWord { count += 1 }
                inWord = !space
            }
            return count
        }
        return ascii ?? text.split(whereSeparator: { $0.isWhitespace }).count
    }
}
