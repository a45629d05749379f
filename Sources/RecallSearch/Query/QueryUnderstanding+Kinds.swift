import RecallCore

/// Kinds of source named by their words: "meetings", "calls", "video call", "notes", "texts", "my
/// calendar", and the words around them that decide whether they filter ("outside of meetings",
/// "in person or on a video call", "the planning call").
extension QueryUnderstanding {
    static let kindWords: [String: (SourceKind, [InteractionType])] = [
        "meeting": (.meeting, []), "meetings": (.meeting, []), "mtg": (.meeting, []), "meetups": (.meeting, []),
        "note": (.note, []), "notes": (.note, []),
        "call": (.touchpoint, [.phoneCall, .video]), "calls": (.touchpoint, [.phoneCall, .video]),
        "phone": (.touchpoint, [.phoneCall, .video]), "phoned": (.touchpoint, [.phoneCall, .video]),
        "message": (.touchpoint, [.text]), "messages": (.touchpoint, [.text]), "text": (.touchpoint, [.text]),
        "texts": (.touchpoint, [.text]), "texted": (.touchpoint, [.text]), "sms": (.touchpoint, [.text]),
        "chats": (.touchpoint, []), "touchpoints": (.touchpoint, []),
        "pinged": (.touchpoint, []), "pings": (.touchpoint, []),  // a message of any kind: text, email, social
        "write": (.note, []), "wrote": (.note, []), "written": (.note, []),
    ]

    /// Words that, after "my", mean the user's meetings: "on my calendar", "my schedule".
    static let diaryWords: Set<String> = ["calendar", "calender", "schedule", "agenda", "diary"]

    /// Nouns after "phone" that still mean a call: "phone conversations with Dan".
    static let callNouns: Set<String> = ["call", "calls", "conversation", "conversations", "chat", "chats"]

    /// "meetings", "calls", "video call", "notes", "texts" → kinds and interaction types.
    func kinds(_ tokens: [QueryToken], used: inout Set<Int>) -> (Set<SourceKind>, Set<InteractionType>) {
        var kinds = Set<SourceKind>()
        var types = Set<InteractionType>()
        var excluded = Set<SourceKind>()
        for index in tokens.indices where !used.contains(index) {
            let word = tokens[index].norm
            let next = tokens.indices.contains(index + 1) && !used.contains(index + 1) ? tokens[index + 1].norm : ""
            if let (kind, interaction) = Self.kindWords[word], interaction.isEmpty, let negation = Self.negation(before: index, tokens) {
                excluded.insert(kind)  // "who did I chat with outside of meetings"
                used.formUnion(negation + [index])
                continue
            }
            if Self.kindWords[word] != nil, Self.besideCatchUps(index, tokens) {
                used.insert(index)  // "meetings and catch-ups": every way of meeting, no filter
                continue
            }
            if Self.kindWords[word] != nil || word == "video", isOpenAlternative(index, tokens) {
                used.insert(index)  // "in person or on a video call": the question asks which, it filters nothing
                continue
            }
            if word == "video", ["call", "calls", "chat", "chats"].contains(next) {
                kinds.insert(.touchpoint)
                types.insert(.video)
                used.formUnion([index, index + 1])
            } else if Self.diaryWords.contains(word), index > 0, tokens[index - 1].norm == "my"
                || (index > 1 && tokens[index - 1].norm == "the" && ["on", "in"].contains(tokens[index - 2].norm)) {
                // "what's on my calendar next week", "anything on the calendar"; "the content calendar" stays a topic
                kinds.insert(.meeting)
                used.formUnion([index - 1, index])
            } else if word == "phone", next == "number" || next == "numbers" {
                continue  // "phone number" is a fact, not a call.
            } else if word == "phone", index == tokens.count - 1, index > 0, !QueryVocabulary.stopwords.contains(tokens[index - 1].norm) {
                continue  // "zoe lefevre phone" asks for her number; "on the phone" is a call.
            } else if word == "phone", index + 1 < tokens.count, !Self.callNouns.contains(next),
                isTopicalModifier(tokens[index + 1], at: index + 1, used: used) {
                continue  // "the phone version", "the phone app": the topic is the phone, not a call.
            } else if ["call", "meeting"].contains(word) || (word == "meetings" && isDefiniteSeries(index, tokens, used: used)),
                index > 0, isTopicalModifier(tokens[index - 1], at: index - 1, used: used) {
                // "the offsite planning call" names one event (which may be a Teams meeting), "the
                // squad structure meeting" one whose notes and follow-up calls count too, and "after
                // the bluefin renewal risk meetings" a series ("which Northwind meetings" asks for meetings).
                used.insert(index)
            } else if let (kind, interaction) = Self.kindWords[word] {
                if word == "phone", next == "call" || next == "calls" { used.insert(index + 1) }
                kinds.insert(kind)
                types.formUnion(interaction)
                used.insert(index)
            }
        }
        if kinds.isEmpty, !excluded.isEmpty { kinds = Set([.meeting, .touchpoint, .note]).subtracting(excluded) }
        return (kinds, types)
    }

    /// Nouns for meeting someone in any way: a kind listed beside one ("meetings and catch-ups")
    /// restricts nothing.
    static let catchUpNouns: Set<String> = ["catchup", "catchups", "catch-up", "catch-ups", "conversations", "interactions"]

    /// Whether the kind word at `index` is joined by "and" (or "&") to a ``catchUpNouns`` word.
    static func besideCatchUps(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        func word(_ at: Int) -> String { tokens.indices.contains(at) ? tokens[at].norm : "" }
        let joined = ["and", "&", "+"]
        return (joined.contains(word(index + 1)) && catchUpNouns.contains(word(index + 2)))
            || (joined.contains(word(index - 1)) && catchUpNouns.contains(word(index - 2)))
    }

    /// Whether a kind word the question used is "call" or "calls" (not a phone call): a meeting held
    /// on Zoom or Teams is a call too ("which Corvid calls were on Google Meet", "last call with the
    /// partner manager"), a phone call is not a meeting.
    static func namesCall(_ tokens: [QueryToken], used: Set<Int>) -> Bool {
        tokens.indices.contains { index in
            used.contains(index) && ["call", "calls"].contains(tokens[index].norm)
                && (index == 0 || !["phone", "phoned"].contains(tokens[index - 1].norm))
        }
    }

    /// The words that exclude the kind word at `index`: "outside (of)", "besides", "except",
    /// "excluding", "other than", "apart from", "not in".
    static func negation(before index: Int, _ tokens: [QueryToken]) -> [Int]? {
        func word(_ at: Int) -> String { at >= 0 ? tokens[at].norm : "" }
        if ["besides", "except", "excluding", "outside"].contains(word(index - 1)) { return [index - 1] }
        let pair = "\(word(index - 2)) \(word(index - 1))"
        return ["outside of", "other than", "apart from", "not in", "except for"].contains(pair) ? [index - 2, index - 1] : nil
    }

    /// Whether the topical words before the plural at `index` open with "the": "the bluefin renewal
    /// risk meetings" are those events, "which Northwind Freight meetings" a kind.
    func isDefiniteSeries(_ index: Int, _ tokens: [QueryToken], used: Set<Int>) -> Bool {
        var start = index - 1
        while start >= 0, isTopicalModifier(tokens[start], at: start, used: used) { start -= 1 }
        return start >= 0 && start < index - 1 && tokens[start].norm == "the"
    }

    /// Whether a kind word is one side of an "or" whose other side names no kind ("in person or on a
    /// video call", "was it a call or in the office"); "calls or meetings" keeps both kinds.
    func isOpenAlternative(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        let near = max(0, index - 4)..<min(tokens.count, index + 4)
        guard let or = near.first(where: { tokens[$0].norm == "or" }) else { return false }
        let otherSide = or < index ? max(0, or - 3)..<or : (or + 1)..<min(tokens.count, or + 4)
        return !otherSide.contains { Self.kindWords[tokens[$0].norm] != nil }
    }

    /// A free content word right before a noun: "planning" in "the planning call", not the "next"
    /// in "my next meeting".
    func isTopicalModifier(_ token: QueryToken, at index: Int, used: Set<Int>) -> Bool {
        // Letters, or a hyphenated word ("the co-marketing call").
        !used.contains(index) && token.norm.allSatisfy({ $0.isLetter || $0 == "-" }) && token.norm.first?.isLetter == true
            && !QueryVocabulary.stopwords.contains(token.norm)
            && Self.kindWords[token.norm] == nil && !Self.lastContactVerbs.contains(token.norm)
            && !Self.orderWords.contains(token.norm)
    }

    /// Words that pick an occurrence in time rather than name a topic.
    static let orderWords: Set<String> = [
        "next", "upcoming", "last", "latest", "first", "earliest", "previous", "recent", "newest", "final",
    ]
}
