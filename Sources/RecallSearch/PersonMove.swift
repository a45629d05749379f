import Foundation
import RecallCore

/// A person's move as documents tell it: "Maya has moved to York", "Moved to York." on a card. A
/// question asking where a named person moved is answered only by such a sentence, never by
/// ratings or dates that moved ("two moved from 'exceeds' to 'strong'", "the launch moved to May").
enum PersonMove {
    /// Whether `text` tells of someone moving: a move word ("moved", "relocated") opening a
    /// sentence or after a name or a personal pronoun, with auxiliaries and adverbs between, and no
    /// object after it.
    static func isTold(in text: String) -> Bool {
        let pieces = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let words = pieces.map { TextNormalizer.normalize($0.trimmingCharacters(in: .punctuationCharacters)) }
        let between: Set<String> = ["has", "have", "had", "just", "recently", "finally", "now", "also", "is", "was", "were", "be", "been", "since"]
        let objects: Set<String> = ["the", "a", "an", "our", "their", "it", "them", "this", "that", "his", "her", "my"]
        for index in words.indices where QueryVocabulary.moveWords.contains(words[index]) {
            // "move the standup", "Maya moved the meeting": moving something, not moving home.
            if index + 1 < words.count, objects.contains(words[index + 1]) { continue }
            // "Moved to the afternoon.", "moved to Thursday": a meeting rescheduled.
            if isReschedule(words, after: index) { continue }
            var before = index - 1
            while before >= 0, between.contains(words[before]) { before -= 1 }
            guard before >= 0 else { return true }
            let piece = pieces[before]
            if piece.last.map({ ".!?:;".contains($0) }) == true { return true }
            if ["he", "she", "they", "i", "we"].contains(words[before]) || (piece.first?.isUppercase == true && index - before < 4) { return true }
        }
        return false
    }

    /// Whether the words after the move word at `index` name a time: "to the afternoon", "to
    /// Thursday", "to next week", "to 3pm".
    private static func isReschedule(_ words: [String], after index: Int) -> Bool {
        var next = index + 1
        while next < words.count, ["to", "the", "until", "till", "into"].contains(words[next]) { next += 1 }
        guard next < words.count, next > index + 1 else { return false }
        let word = words[next]
        return timeWords.contains(word) || QueryVocabulary.weekdays[word] != nil || QueryVocabulary.months[word] != nil
            || word.first?.isNumber == true
    }

    private static let timeWords: Set<String> = [
        "morning", "afternoon", "evening", "lunchtime", "tomorrow", "today", "next", "later", "following", "week",
        "earlier",
    ]
}
