import RecallCore

/// The topic: what is left to rank by once the understood parts are taken out.
extension QueryParser {
    /// Free words that are not phrasing, the topic words rules rewrote, and the words of a kind read with
    /// low confidence (it ranks its kind first, and its word may be in the answer: "the planning call").
    /// A question of cue words alone with nothing else to narrow it keeps them ("what decisions did we
    /// make" ranks by "decisions").
    func readTopic(_ parse: inout QueryParse, _ state: ParseState) {
        var topic: [String] = []
        var phrasing: [String] = []
        for index in state.tokens.indices {
            let word = state.tokens[index].norm
            if let claim = state.claim(at: index) {
                if claim.tokens.lowerBound == index, case .topic(let rewritten) = claim.production {
                    topic.append(rewritten)
                }
                if claim.kinds != nil, claim.confidence < 0.7, isTopical(word, parse) { topic.append(word) }
                continue
            }
            phrasing.append(word)
            if isTopical(word, parse) { topic.append(word) }
        }
        parse.phrasing = phrasing
        let narrowed = parse.window != nil || !parse.people.isEmpty
        if topic.isEmpty, !narrowed, !parse.fields.isEmpty || parse.order != nil {
            topic = parse.claims.filter { $0.field != nil }.flatMap { state.tokens[$0.tokens].map(\.norm) }
                .filter { isTopical($0, parse) }
        }
        parse.topic = topic
        parse.verbs = Set(topic.filter { lexicon.contains("verb", $0) && !lexicon.contains("fact", $0) })
        parse.mistyped = Set(topic.filter(isMistypedPhrasing))
    }

    /// Whether a free word is topic rather than phrasing: not a stopword, filler, question word or verb
    /// of conversation; after a last-contact question, not a verb of contact either.
    func isTopical(_ word: String, _ parse: QueryParse) -> Bool {
        if ["stopword", "filler", "question", "discuss"].contains(where: { lexicon.contains($0, word) }) {
            return false
        }
        if parse.intent == .lastContact, lexicon.contains("last-contact", word) || lexicon.contains("quiet-verb", word)
        {
            return false
        }
        if parse.intent == .quietPeople,
            ["quiet-person", "quiet-verb", "quiet-denial"].contains(where: { lexicon.contains($0, word) })
        {
            return false
        }
        return word.contains(where: { $0.isLetter || $0.isNumber })
    }

    /// Whether `word` is a phrasing word typed with one slip ("discus", "talkd"): five letters or more,
    /// in no word class itself, one edit from a stopword, filler or verb of conversation.
    func isMistypedPhrasing(_ word: String) -> Bool {
        guard word.count >= 4, word.allSatisfy(\.isLetter) else { return false }
        let classes = ["stopword", "filler", "discuss", "question", "opinion"]
        guard !lexicon.isKnown(word) else { return false }
        return classes.contains { wordClass in
            lexicon.phrases(wordClass).contains { $0.count >= 5 && NameSimilarity.distance($0, word, limit: 1) <= 1 }
        }
    }
}
