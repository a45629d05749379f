import Foundation

/// The one text normalization every component shares: NFKC, lower case, diacritics folded.
///
/// "Zoë Ångström" and "zoe angstrom" normalize to the same string, so a name typed without
/// accents finds the accented one, in the embedder, in full-text search and in name matching.
public enum TextNormalizer {
    /// NFKC, case-folded, diacritics removed.
    public static func normalize(_ text: String) -> String {
        let composed = text.precomposedStringWithCompatibilityMapping
        return composed.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// Lower-cased word tokens of the normalized text: runs of letters and digits
    /// (an apostrophe inside a word is dropped: "don't" → "dont").
    public static func words(_ text: String) -> [String] {
        wordsOfNormalized(normalize(text))
    }

    /// Word tokens of text that is already normalized.
    public static func wordsOfNormalized(_ normalized: String) -> [String] {
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
