import RecallCore

extension SynonymTable {
    /// Everyday words and two-word phrases, and the workplace terms documents use for the same
    /// thing: "the customer who might walk away" is a churn risk, "releasing to everyone" is general
    /// availability, "people asking us to erase their data" are deletion requests. One way, like
    /// ``members``: a question that says "churn" is not about every customer who left.
    ///
    /// Unlike ``groups``, a bridge is a likely reading, not an equivalent: "everyone" is not always
    /// a general-availability release. So in BM25 a bridge stands in for its term (a chunk scores
    /// the term or its best bridge, not both), and as evidence that the question has an answer it
    /// counts for ``TermCoverage/bridgeShare`` of the term. The table lives in
    /// `tools/thesaurus/bridges.json`, written from general knowledge of workplace vocabulary by
    /// helpers that saw no documents; its README says how their prompts were seeded.
    static let bridges = BridgeIndex(bridgeText)

    /// For each of `terms` with bridges, the documents' words for it (``bridged(_:words:)``) that
    /// the terms do not already contain; terms without any are absent.
    public static func bridges(for terms: [String], words: [String]) -> [String: [String]] {
        let present = Set(terms)
        var result: [String: [String]] = [:]
        for term in terms {
            var seen = present
            let found = bridged(term, words: words).flatMap(documentTokens).filter { seen.insert($0).inserted }
            if !found.isEmpty { result[term] = found }
        }
        return result
    }

    /// A table value as documents tokenize it: "soc2" also as "soc", since documents write "SOC 2",
    /// two tokens, and the index matches single tokens. Only a letter part of three or more letters
    /// stands alone ("sev1" → "sev"; "p0" and "a11y" stay whole).
    static func documentTokens(_ value: String) -> [String] {
        guard let split = value.firstIndex(where: \.isNumber), value.distance(from: value.startIndex, to: split) >= 3,
            value[..<split].allSatisfy(\.isLetter), value[split...].allSatisfy(\.isNumber)
        else { return [value] }
        return [value, String(value[..<split])]
    }

    /// The bridges of each two-word phrase in `words` (the question's words, stopwords included:
    /// "sign up", "walk away") that `term` is part of, or when it is in no such phrase, of `term`
    /// alone: "walk away" is churn, and its "away" is not also time off.
    static func bridged(_ term: String, words: [String]) -> [String] {
        var phrases: [String] = []
        var inPhrase = false
        for (first, second) in zip(words, words.dropFirst()) where first == term || second == term {
            guard let found = baseForms(of: first).lazy.compactMap({ bridges[$0 + " " + second] }).first else { continue }
            inPhrase = true
            phrases += found
        }
        if inPhrase { return phrases }
        return bridges[term] ?? singulars(of: term).lazy.compactMap { bridges[$0] }.first ?? []
    }

    /// The singulars `term` may be the plural of: "disabilities" → disability, "plans" → plan.
    static func singulars(of term: String) -> [String] {
        guard term.hasSuffix("s"), !term.hasSuffix("ss") else { return [] }
        return term.hasSuffix("ies") && term.count > 4 ? [term.dropLast(3) + "y", String(term.dropLast())] : [String(term.dropLast())]
    }

    /// The two-word bridge keys in `words` (a question's words, stopwords included), as typed
    /// ("pen test", "walked away"), each with the documents' words for it.
    public static func bridgePhrases(in words: [String]) -> [(phrase: String, values: [String])] {
        zip(words, words.dropFirst()).compactMap { first, second in
            baseForms(of: first).lazy.compactMap { bridges[$0 + " " + second] }.first.map { ("\(first) \(second)", $0) }
        }
    }

    /// `word` and the verb forms it may be inflected from, most likely first: "walked" → walk,
    /// "bringing" → bring, "signed" → sign, "phased" → phase, "stopped" → stop. A phrase key is
    /// written with its base form ("walk away"); questions are often in the past tense.
    static func baseForms(of word: String) -> [String] {
        var forms = [word]
        for suffix in ["ing", "ed", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
            let stem = String(word.dropLast(suffix.count))
            forms += [stem, stem + "e"]
            if let last = stem.last, stem.dropLast().last == last { forms.append(String(stem.dropLast())) }
        }
        return forms
    }
}
