import RecallCore

/// Word lists for query understanding (all normalized: lower case, no accents).
public enum QueryVocabulary {
    static let monthNames = DateText.monthNames

    /// Month words: full names and common abbreviations → 1…12.
    static let months: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, name) in monthNames.enumerated() {
            table[name.lowercased()] = index + 1
            table[String(name.lowercased().prefix(3))] = index + 1
        }
        table["sept"] = 9
        return table
    }()

    /// Month words that are also everyday words or names ("may I", "march on", "Jan said"):
    /// months only after a time preposition or before a day or year.
    static let ambiguousMonths: Set<String> = ["may", "march", "jan", "mar", "jun"]

    static let weekdays: [String: Int] = [
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6, "sun": 7,
    ]
    /// Weekday abbreviations that are also words ("sun", "wed", "sat"): weekdays only after on/last/this/next.
    static let ambiguousWeekdays: Set<String> = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"]

    /// Counts that are approximate: "a couple of days ago".
    static let vagueNumbers: Set<String> = ["couple", "few", "several"]

    static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
    ]

    /// Prepositions that introduce a single time expression and are consumed with it.
    static let timePrepositions: Set<String> = ["in", "on", "during", "over", "from", "around"]
    /// Prepositions after which a bare four-digit number is a year ("in 2025", not "around 2000 people").
    static let yearPrepositions: Set<String> = ["in", "during", "from", "since", "before", "after", "until", "till"]
    /// Words before a name that mark it as a name ("with Will", "to Mark").
    static let namePositionWords: Set<String> = [
        "with", "w", "to", "cc", "by", "from", "for", "called", "emailed", "texted", "met", "saw", "pinged",
        "meet", "call", "text", "email", "messaged", "ask", "asked", "tell", "told",
    ]
    /// Name positions strong enough for a lower-case misspelling ("with pria", "met jon").
    static let strongNamePositionWords: Set<String> = [
        "with", "w", "cc", "called", "emailed", "texted", "met", "pinged", "messaged", "ask", "asked", "told",
    ]
    /// Verbs whose subject, between "did" and the verb, is most likely a person: "what did margret
    /// say", "what does sasha think".
    static let speakerVerbs: Set<String> = [
        "say", "think", "mention", "suggest", "propose", "want", "need", "promise", "decide", "ask", "tell",
        "feel", "raise", "recommend",
    ]
    /// Verbs after which "to"/"from" introduce a person ("talk to", "heard from").
    static let contactVerbs: Set<String> = [
        "talk", "talked", "talking", "spoke", "speak", "speaking", "chat", "chatted", "wrote", "write", "reply",
        "replied", "sent", "send", "introduced", "intro", "heard", "hear", "message", "messages", "email",
        "emails", "text", "texts", "call", "calls", "note", "notes", "reach", "reached", "went", "go",
    ]

    /// Filler and function words dropped from the topical text.
    static let stopwords: Set<String> = [
        "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "anything", "are", "as", "at",
        "be", "been", "before", "being", "between", "both", "but", "by", "can", "could", "did", "do", "does",
        "doing", "during", "each", "either", "ever", "every", "everything", "find", "for", "from", "get", "give", "go",
        "going", "got", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how", "i",
        "if", "in", "into", "is", "it", "its", "just", "last", "let", "lets", "look", "looking", "me",
        "mention", "mentioned", "more", "most", "much", "my", "myself", "of", "on", "or", "our", "ours",
        "please", "recall", "regarding", "remember", "remind", "say", "said", "search", "see", "she", "should",
        "show", "so", "some", "something", "stuff", "tell", "than", "that", "the", "their", "them", "then",
        "there", "these", "they", "thing", "things", "this", "those", "time", "to", "up", "us", "was", "we",
        "were", "what", "whats", "when", "where", "which", "while", "who", "whom", "whos", "why", "will", "with",
        "would", "you", "your", "may", "might", "shall", "must", "ive", "id", "im", "via", "since", "until",
        "till", "happening", "happen", "happens", "through", "around", "whether", "re", "concerning", "w",
        // Question phrasing: "whose dog is Pepper", "which interviews did I sit in on", "did it actually work".
        "whose", "actually", "personally", "really", "eventually", "sit", "sat", "anyone", "someone", "anybody", "somebody",
        "know", "knew", "info", "information",  // "what do I know about Ana Zimmerman"
        "many", "name",  // "how many kids", "what is the name of José's dog"
        "earlier",  // "earlier this month"
        "exactly", "precisely", "roughly", "approximately",  // "exactly a year ago today"
        "we've", "weve", "i've", "i'm", "we're", "they've", "you've",  // "everything we've done together"
        "etc", "etc.",  // "calls, texts etc"
        "still", "yet", "already",  // "what do I still owe on the reorg"
        "folks", "guys",  // "my last meeting with the Bluefin Retail folks"
        "everyone", "everybody",  // "meetings held in the atrium with everyone"
        "not",  // "(not counting anything that got cancelled)"
    ]

    /// Words that ask for a fact about a person ("Dana's title", "which company does Ana work for"):
    /// the fields of their card and the rest of their life.
    public static let factWords = cardFieldWords.union(lifeFactWords)

    /// The card fields the chunker writes with their label ("Email: …", "Phone: …", "Birthday: …"):
    /// when nothing about a person matches one of these words, their card does not hold it.
    public static let labeledCardWords: Set<String> = ["email", "phone", "birthday", "bday"]

    /// The ``factWords`` a contact card answers from its own fields (title, organization, email,
    /// phone, address, birthday): the card leads even when its text does not repeat the word. For the
    /// others (a dog, a sport, the kids) the card leads only when its text mentions them.
    public static let cardFieldWords: Set<String> = [
        "manager", "boss", "title", "role", "job", "position", "email", "phone", "number", "birthday",
        "address", "company", "employer", "firm", "team", "reports", "location", "city", "timezone", "office",
        "department", "linkedin", "assistant", "org", "organization", "age", "anniversary", "hometown",
        "live", "lives", "work", "works", "born",
    ]

    /// The ``factWords`` about someone's life rather than their card: family, pets, sport, moves, studies.
    static let lifeFactWords: Set<String> = [
        "wife", "husband", "partner", "spouse", "kids", "children", "son", "daughter", "school", "background",
        "dog", "cat", "pet", "sport", "hobby", "hobbies", "moved", "move", "college", "university",
    ]

    /// Facts a source states in these words or their synonyms, never only around them: someone's
    /// kids, dog or marathon. When nothing involving the named person mentions one, they have no such
    /// fact on record, unlike a holiday ("back from two weeks in Patagonia") or a sport ("training for
    /// the Great North Run"), which are told without the word. A move is told with its verb ("has
    /// moved to York", "relocated"), a partner as one (``SynonymTable/personalAlternatives``).
    public static let statedLifeWords: Set<String> = Set([
        "wife", "husband", "spouse", "kid", "kids", "child", "children", "son", "daughter", "dog", "cat", "pet", "puppy",
        "baby", "wedding", "marathon", "girlfriend", "boyfriend", "fiance", "fiancee", "partner",
    ]).union(moveWords)

    /// A person's move, told with its verb ("has moved to York"); after another word it is a
    /// project's ("the Snowflake move").
    public static let moveWords: Set<String> = ["move", "moved", "moving", "relocate", "relocated", "relocating", "relocation"]

    /// Occasions a meeting or touchpoint is named for ("Coffee with Maya", "Lunch with Priya"): with
    /// a person named and none with them, there was no such occasion.
    public static let occasionWords: Set<String> = ["coffee", "lunch", "dinner", "drinks", "breakfast", "beers"]
    /// A one-to-one as typed in a topic ("notes from my 1:1 with Marcus"): an occasion like a coffee,
    /// which a person without one never had. Words, not terms: "1:1" is two "1" terms to BM25.
    public static let oneOnOneForms: Set<String> = ["1:1", "1-1", "1on1", "one-on-one", "121"]
    /// The one word that stands for all ``oneOnOneForms`` in a person's context words.
    static let oneOnOneWord = "1on1"

    /// A question word as compared with a person's context words: a one-to-one's forms, plural too
    /// ("1:1s"), are ``oneOnOneWord``; a plural weekday ("thursdays") its name; "biweekly" is
    /// "fortnightly" (the words of ``MeetingRhythm``).
    static func contextForm(_ word: String) -> String {
        let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
        if oneOnOneForms.contains(word) || oneOnOneForms.contains(singular) { return oneOnOneWord }
        if MeetingRhythm.weekdayNames.contains(singular) { return singular }
        return ["biweekly", "bi-weekly"].contains(word) ? "fortnightly" : word
    }

    /// Phrases for how often a one-to-one is, as ``MeetingRhythm`` words: "every other week".
    static let rhythmPhrases: [(words: [String], rhythm: String)] = [
        (["every", "other", "week"], "fortnightly"), (["every", "two", "weeks"], "fortnightly"),
        (["every", "2", "weeks"], "fortnightly"), (["alternate", "weeks"], "fortnightly"),
        (["every", "week"], "weekly"), (["each", "week"], "weekly"),
        (["every", "month"], "monthly"), (["each", "month"], "monthly"),
    ]

    /// The words of a person's context texts (organization, title, facts, meeting titles), with
    /// ``oneOnOneWord`` for a one-to-one however titled: "1:1 Farid / Jordan" is two "1"s to the normalizer.
    static func contextWords(of texts: [String]) -> Set<String> {
        let oneOnOne = texts.contains { text in oneOnOneForms.contains { text.lowercased().contains($0) } }
        return Set(texts.flatMap(TextNormalizer.words) + (oneOnOne ? [oneOnOneWord] : []))
    }

    /// The question's words outside `excluded`, as compared with a person's context words
    /// (``contextForm(_:)``), stopwords left out.
    static func contextWords(of tokens: [QueryToken], excluding excluded: (Int) -> Bool) -> Set<String> {
        Set(contextWordIndices(of: tokens, excluding: excluded).keys)
    }

    /// ``contextWords(of:excluding:)`` with the indices of the words that say each: a rhythm
    /// phrase ("every other week") says its ``MeetingRhythm`` word.
    static func contextWordIndices(of tokens: [QueryToken], excluding excluded: (Int) -> Bool) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for index in tokens.indices where !excluded(index) {
            let word = contextForm(tokens[index].norm)
            if !stopwords.contains(word) { found[word, default: []].append(index) }
        }
        for (phrase, rhythm) in rhythmPhrases {
            for start in tokens.indices where start + phrase.count <= tokens.count {
                let span = start..<start + phrase.count
                if span.allSatisfy({ !excluded($0) && tokens[$0].norm == phrase[$0 - start] }) { found[rhythm, default: []] += span }
            }
        }
        return found
    }

    /// Words that put a question in the present or future: "am I meeting Olivia this week", "will I
    /// see Mike", "what's coming up", "anything scheduled with Dana" (``UnderstoodQuery/looksAhead``).
    static let futureMarkers: Set<String> = ["am", "will", "shall", "gonna", "coming", "scheduled", "i'm", "im"]

    /// Words that ask what a named person said or thinks ("what does Pavel think about SRE hiring",
    /// "what has Maggie been telling me"): with a person named they are phrasing, and the answer is
    /// where that person's own words are (``UnderstoodQuery/asksTheirWords``).
    static let opinionWords: Set<String> = [
        "say", "said", "says", "saying", "think", "thinks", "thought", "feel", "feels", "felt", "tell", "tells",
        "telling", "told", "mention", "mentioned", "opinion", "view", "views", "suggest", "suggested",
    ]

    /// Verbs of conversation: the intent `.discuss`, removed from the topical text.
    static let discussWords: Set<String> = [
        "discuss", "discussed", "discussing", "discussion", "discussions", "talk", "talked", "talking", "spoke",
        "speak", "spoken", "chat", "chatted", "chatting", "met", "meet", "conversation", "conversations", "say", "said", "says",
        "together", "done", "dealt", "worked", "history", "interactions", "interacted", "relationship", "exchanged",
        "cover", "covered", "told", "summarise", "summarize", "summary", "came", "come", "happened", "catch", "caught", "update", "updated",
        "catchup", "catchups", "catch-up", "catch-ups", "touch",  // "last time I was in touch with"
        "heard", "hear",  // "who have I heard from this week"
        "topic", "topics",  // "january 2026: topics with the data analyst"
    ]

    /// Words that, beside a named person, only say "what we do together" or "tell me about them"
    /// ("what have I been working on with Rosa", "which projects do Grace and I share", "me and
    /// Farid: what's on our plate", "the story with Mei", "David Quinn overview"): no topic, so the
    /// answer is that person's sources.
    static let sharedWorkWords: Set<String> = [
        "work", "working", "works", "project", "projects", "stuff", "things", "plate", "share", "shared",
        "collaborate", "collaborated", "collaborating", "collaboration", "story", "overview", "rundown",
        "lowdown", "dealings", "relationship", "full", "complete", "entire", "whole",  // "Zoë — full history"
    ]

    /// English words that are also first or last names; they name a person only when capitalized
    /// mid-sentence, possessive, or right after a name position word.
    static let commonWordNames: Set<String> = [
        "will", "may", "mark", "bill", "grace", "summer", "june", "august", "rose", "faith", "hope", "chase",
        "drew", "art", "april", "joy", "dawn", "iris", "ivy", "lily", "violet", "holly", "amber", "ruby", "pearl",
        "crystal", "sunny", "autumn", "winter", "spring", "jack", "frank", "rich", "sue", "pat", "ray", "gene",
        "earl", "guy", "miles", "sky", "hunter", "king", "young", "brown", "green", "white", "black", "long",
        "park", "price", "cook", "hall", "wood", "bell", "rush", "case", "page", "love", "fox", "stone",
        "hill", "lane", "west", "ford", "day", "bush", "key", "law", "best", "sharp", "jay", "don", "ben",
        "max", "sam", "job", "cliff", "glen", "dean", "lee", "van", "mo", "al", "an", "ed", "so", "rob", "nick",
        "sandy", "penny", "candy", "bob", "dot", "kit", "robin", "wade", "reed", "bishop", "carter", "mason",
        "baker", "taylor", "cooper", "porter", "turner", "walker", "rock", "fisher", "hunt", "march",
    ]
}
