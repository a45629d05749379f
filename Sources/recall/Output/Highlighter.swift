import Foundation

/// Marks the query's words in text for a colour terminal (bold yellow), and does nothing without
/// colour (``Terminal/useColor``: a pipe, `NO_COLOR`, `TERM=dumb`, `--color never`).
///
/// A word matches a query word when it starts with the query word's stem, case and accents aside:
/// the query word without its last two letters when it is longer than five ("renewal" marks
/// "renewals" and "renewing"), the word itself otherwise.
struct Highlighter {
    let stems: [String]

    init(query: String, enabled: Bool = Terminal.useColor) {
        guard enabled else {
            stems = []
            return
        }
        stems = Self.words(in: query).filter { $0.count >= 3 }.map { word in
            word.count > 5 ? String(word.dropLast(2)) : word
        }
    }

    static let on = "\u{1B}[1;33m"
    static let off = "\u{1B}[0m"

    /// `text` (already sanitized) with every matching word wrapped in colour codes.
    func apply(_ text: String) -> String {
        guard !stems.isEmpty else { return text }
        var out = ""
        var word = ""
        func flush() {
            if !word.isEmpty, matches(word) { out += Self.on + word + Self.off } else { out += word }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    private func matches(_ word: String) -> Bool {
        let folded = Self.fold(word)
        return stems.contains { folded.hasPrefix($0) }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func words(in text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
