/// "Who haven't I talked to in a while?": people the user has been in contact with, but not lately.
///
/// A denial followed within three words by a verb of contact ("haven't I talked to", "have I not
/// seen", "haven't been in touch with"), or "lost touch" / "out of touch", in a question about people
/// ("who", "people", "anyone") that names nobody ("when did I last talk to Priya" is a last-contact
/// question; "which risks haven't we talked about" is a topic). The quiet period is the question's window when
/// it has one that reaches today ("in the last three months", "lately": its days up to today), else
/// ``defaultQuietDays``.
extension QueryUnderstanding {
    /// The quiet period when the question names none ("in a while"), as `recall people --quiet-since 30d`.
    public static let defaultQuietDays = 30

    static let contactDenials: Set<String> = [
        "haven't", "havent", "haven’t", "hasn't", "hasnt", "hasn’t", "didn't", "didnt", "didn’t", "not", "never",
    ]
    static let contactVerbs: Set<String> = [
        "talked", "talk", "spoken", "spoke", "speak", "seen", "see", "heard", "hear", "contacted", "contact", "met",
        "meet", "caught", "messaged", "called", "texted", "emailed", "touch", "pinged",
    ]
    /// Words that make the question about people: "who", "people I haven't seen".
    static let personWords: Set<String> = [
        "who", "whom", "people", "anyone", "anybody", "someone", "somebody", "contacts", "friends", "colleagues", "folks",
    ]

    /// The quiet period in days when `tokens` ask who has gone quiet, else nil.
    func quietDays(_ tokens: [QueryToken], window: DateWindow?) -> Int? {
        let words: [String] = tokens.map(\.norm)
        let denied = words.indices.contains { (index: Int) -> Bool in
            guard Self.contactDenials.contains(words[index]) else { return false }
            let following: ArraySlice<String> = words[(index + 1)..<min(words.count, index + 4)]
            return following.contains { Self.contactVerbs.contains($0) }
        }
        let lostTouch = zip(words, words.dropFirst()).contains { (word: String, next: String) -> Bool in
            (word == "lost" || word == "of") && next == "touch"
        }
        guard denied || lostTouch, words.contains(where: Self.personWords.contains) else { return nil }
        guard let start = window?.start, let end = window?.end, start < today, end > today else {
            return Self.defaultQuietDays
        }
        return min(end, today.adding(days: 1)).dayNumber - start.dayNumber  // the window's days up to today
    }
}
