import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// Turns a question plus explicit flags into a search request and the context to print.
///
/// Explicit flags win over what the question says: `--since/--until` over a parsed time window,
/// `--person` over names, `--kind` over kind words. Unless `--no-understanding`, the question is
/// parsed by ``QueryUnderstanding`` against the people directory, and only its topical words are
/// ranked; when nothing topical remains, the filters alone decide (browse mode).
struct QueryPlanner {
    var store: RecallStore
    var reading: ReadingOptions
    var options: QueryOptions

    struct Plan {
        var request: SearchRequest
        var context: ResolvedContext
        var understood: UnderstoodQuery?
        /// A question about a named person's facts ("which company does William work for"):
        /// their own card leads the results.
        var pinsPersonCards = false
        /// Whether `--explain` asked for the gate's evidence (``Answerability``) in the context.
        var explains = false
        /// For "who haven't I talked to in a while": the quiet people, most overdue first.
        var quietPeople: [PersonEntry]?
        /// For "whose birthdays are in November": the cards whose birthday falls in the window, each
        /// with its place in it.
        var birthdays: [SourceID: Int]?
        /// Whether browsing this plan's people takes the best of each kind in turn
        /// (``interleaves(_:window:)``): for the question itself when nothing is topical, and for
        /// the fallback when its topic matched nothing about them.
        var mixesKinds = false
        /// Whether the kinds came from the question's words, not from `--kind`: a last-contact
        /// question may then widen them when they find nothing.
        var kindsFromWords = false
        /// Whether the window came from the question's words, not from `--since`/`--until`: a month
        /// named without its year may then look one year back (``yearBefore(_:engine:)``).
        var windowFromWords = false
    }

    func plan(_ text: String, limit: Int, minScore: Double) throws -> Plan {
        var request = SearchRequest(
            text: text, limit: limit, minScore: minScore, ranking: options.ranking, groupBySource: !options.chunks)
        request.fusion = options.fusion
        request.today = CalendarDay(reading.reference, in: reading.timeZone)
        var context = ResolvedContext.none
        // The directory costs a pass over every people link: read it only when a name may matter.
        let needsPeople = options.person != nil || !options.noUnderstanding
        let directory = needsPeople ? try store.peopleDirectory(asOf: CalendarDay(reading.reference, in: reading.timeZone)) : []
        PhaseTrace.mark("people-directory (\(directory.count))")
        if let name = options.person {
            let entry = try Self.resolvePerson(name, in: directory)
            request.filter.people = [Self.filterIdentity(entry, in: directory)]
            context.people = [entry.name]
        }
        request.filter.kinds = Set(options.kinds)
        var understood: UnderstoodQuery?
        if !options.noUnderstanding {
            let parsed = understanding(directory).parse(text)
            apply(parsed, directory: directory, to: &request, context: &context)
            understood = parsed
        }
        applyExplicitWindow(to: &request, context: &context)
        request.isNarrowed = context.windowLabel != nil || !request.filter.people.isEmpty
        context.topic = request.text.isEmpty ? nil : request.text
        context.kinds = request.filter.kinds
        context.interactionTypes = request.filter.interactionTypes
        context.meetingVenue = request.filter.meetingVenue
        var plan = Plan(request: request, context: context, understood: understood, explains: options.explain)
        plan.kindsFromWords = options.kinds.isEmpty && !(understood?.kinds.isEmpty ?? true)
        plan.windowFromWords = options.since == nil && options.until == nil && understood?.window != nil
        plan.mixesKinds = Self.interleaves(request, window: understood?.window)
        plan.request.interleavesKinds = understood != nil && plan.mixesKinds && request.text.isEmpty
            && options.since == nil && options.until == nil
        if let understood {
            try assigningActionItems(understood, directory: directory, to: &plan)
            let described = understood.describedOrganization.map { " " + $0 } ?? ""
            plan.request.namePeople = Self.organizationsNamed(in: plan.request.text + described, directory: directory)
            let products = try Self.describedProductGroups(plan, store: store)
            plan.request.productDescribed = !products.isEmpty
            // A card naming the vendor as someone's employer says who they are, not that its price came up.
            if !products.isEmpty { plan.request.cardsAreEvidence = false }
            plan.request.requiredMentions = Self.nameGroups(plan) + Self.describedOrganizationGroups(plan)
                + products + Self.lifeFactGroups(plan)
            if options.explain, !plan.request.requiredMentions.isEmpty {
                let groups = plan.request.requiredMentions.map { $0.prefix(8).joined(separator: " or ") }
                plan.context.explanation.append("evidence must mention: " + groups.joined(separator: "; "))
            }
        }
        if let understood, understood.intent == .quietPeople, let days = understood.quietDays, options.person == nil {
            let today = CalendarDay(reading.reference, in: reading.timeZone)
            plan.quietPeople = PeopleCommand.quiet(directory, days: days, today: today)
            plan.context.topic = nil
            if options.explain { plan.context.explanation.append("intent: quietPeople; not in contact for \(days) days") }
            return plan
        }
        if let understood, let days = birthdayDays(understood, request: request) {
            plan.birthdays = Self.birthdayCards(in: days, directory: directory)
            plan.context.soughtNoun = "birthdays"
            plan.context.topic = nil
            if understood.window == nil {
                plan.context.windowLabel = "the next 30 days (\(days.from) – \(days.to.adding(days: -1)))"
                (plan.context.windowFrom, plan.context.windowTo) = (days.from, days.to)
            }
            if options.explain { plan.context.explanation.append("intent: birthdays from \(days.from) until \(days.to)") }
            return plan
        }
        if let understood, !request.filter.people.isEmpty, !request.text.isEmpty, request.filter.kinds.isEmpty {
            plan.pinsPersonCards = understood.intent == .factLookup || (understood.intent == .search && Self.namesFactWord(request.text))
            plan.request.cardsAreEvidence = plan.pinsPersonCards || understood.namesPossession || Self.namesFactWord(request.text)
        }
        return plan
    }

    /// Runs a plan. When people are named and none of the topical words match anything with them,
    /// the words were most likely phrasing ("what came up with Marcus in September"): the answer is
    /// then everything the filters admit, and the context says so.
    static func run(_ plan: inout Plan, engine: SearchEngine) async throws -> [SearchHit] {
        // A name found nowhere in the index ("what did Maggie say about our Datadog renewal", "the
        // budget for the Lisbon offsite") is a topic that is not there: the answer is nothing.
        if try namesUnknownTerm(plan, store: engine.store) {
            if plan.explains { plan.context.explanation.append("no answer: a name in the question is in no document") }
            return []
        }
        if try namesUnknownConcept(plan, store: engine.store) {
            if plan.explains { plan.context.explanation.append("no answer: a concept in the question is in no document") }
            return []
        }
        if let quiet = plan.quietPeople { return try await cards(of: quiet, limit: plan.request.limit, engine: engine) }
        if let places = plan.birthdays { return try await birthdayCards(places, limit: plan.request.limit, engine: engine) }
        let (found, answerability) = try await engine.searchExplained(plan.request)
        if plan.explains, let answerability { plan.context.explanation.append(answerability.summary) }
        var hits = try await pinningCards(plan, engine: engine, hits: found)
        if Self.onlyBroadcasts(plan, hits) {
            if plan.explains { plan.context.explanation.append("no answer: only broadcasts or cancelled meetings involve them") }
            return []
        }
        if hits.isEmpty, plan.understood?.window?.isVague == true, !plan.request.text.isEmpty {
            hits = try await beyondRecently(&plan, engine: engine)
        }
        if hits.isEmpty, plan.windowFromWords, plan.understood?.window?.yearGuessed == true, !plan.request.text.isEmpty {
            hits = try await yearBefore(&plan, engine: engine)
        }
        if hits.isEmpty { hits = try await notesElsewhere(&plan, engine: engine) }
        if plan.understood?.intent == .lastContact {
            if hits.isEmpty { hits = try await lastContactOfAnyKind(&plan, engine: engine) }
            hits = try await attachingMinutes(plan, engine: engine, hits: hits)
        }
        guard hits.isEmpty, !plan.request.text.isEmpty, !plan.request.filter.people.isEmpty else { return hits }
        if let reason = try unmatchedTopicReason(plan, store: engine.store) {
            if plan.explains { plan.context.explanation.append("no answer: " + reason) }
            return hits
        }
        var browse = plan.request
        browse.text = ""
        // A fact question's fallback stays by substance: the card, then what says most about them
        // ("where did Björn go on holiday" is one call, not a call, a meeting and a note).
        let specific = ["where", "when", "which", "how", "who", "whose"].contains(TextNormalizer.words(plan.understood?.original ?? "").first ?? "")
        let asksFact = namesFactWord(plan.request.text) || specific || plan.pinsPersonCards
            || plan.understood?.intent == .factLookup || plan.understood?.namesPossession == true
        browse.interleavesKinds = plan.mixesKinds && !asksFact
        let everything = try await engine.search(browse)
        if !everything.isEmpty {
            plan.context.explanation.append("nothing matched \"\(plan.request.text)\"; showing everything the filters admit")
        }
        return everything
    }

    /// The named people's cards first, then the other hits. A card leads when the question asks for
    /// one of its fields ("Wei's job title") or its text mentions what was asked ("how many kids":
    /// "two kids, Ada and Ben"); otherwise it competes like any other source ("what sport does Keisha
    /// do" is answered by the touchpoint where she said she trains for a ride, not by her card).
    private static func pinningCards(_ plan: Plan, engine: SearchEngine, hits: [SearchHit]) async throws -> [SearchHit] {
        guard plan.pinsPersonCards, !hits.isEmpty else { return hits }
        var cards = plan.request
        cards.text = ""
        cards.filter.kinds = [.person]
        let terms = FullTextQuery(plan.request.text).terms
        let asksField = terms.contains(where: QueryVocabulary.cardFieldWords.contains)
        let asked = terms + plan.request.synonymAlternatives(for: terms).values.flatMap { $0 }
        // A card's chunks that mention what was asked come first, so its answer is what is shown.
        let pinned = try await engine.search(cards).compactMap { card -> SearchHit? in
            let mentioning = Set(card.chunks.filter { TermCoverage.mentions($0.record.text, anyOf: asked) }.map(\.record.chunkID))
            guard asksField || !mentioning.isEmpty else { return nil }
            var card = card
            card.chunks = card.chunks.filter { mentioning.contains($0.record.chunkID) }
                + card.chunks.filter { !mentioning.contains($0.record.chunkID) }
            return card
        }
        let ids = Set(pinned.map(\.sourceID))
        return Array((pinned + hits.filter { !ids.contains($0.sourceID) }).prefix(plan.request.limit))
    }

    private func understanding(_ directory: [PersonEntry]) -> QueryUnderstanding {
        QueryUnderstanding(now: reading.reference, timeZone: reading.timeZone, people: directory.map(Self.candidate))
    }

    /// Folds the parsed question into the request, leaving whatever a flag already decided.
    private func apply(_ parsed: UnderstoodQuery, directory: [PersonEntry], to request: inout SearchRequest, context: inout ResolvedContext) {
        if let window = parsed.window, options.since == nil, options.until == nil {
            request.filter.from = window.start
            request.filter.to = window.end
            request.nearDay = window.center
            context.windowFrom = window.start
            context.windowTo = window.end
            context.windowLabel = window.label
        }
        if options.person == nil, !parsed.people.isEmpty {
            let byID = Dictionary(directory.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let entries = parsed.people.compactMap { byID[$0.candidateID] }
            let identities = entries.map { Self.filterIdentity($0, in: directory) }
            // "Anyone from Salesforce": one identity made of them all, so any of them will do.
            request.filter.people = parsed.peopleAreAlternatives
                ? [PersonIdentity(ids: identities.flatMap(\.ids), emails: identities.flatMap(\.emails), names: identities.flatMap(\.names))]
                : identities
            context.people = entries.map(\.name)
            // Say how a name was read unless it was typed in full and nobody else could be meant.
            let plain: Set<PersonMatchKind> = [.exact, .fullName, .email]
            context.anyOfPeople = parsed.peopleAreAlternatives
            if parsed.peopleAreAlternatives, let first = parsed.people.first {
                // "customer → any of Inês Duarte, Ben Carter, …": one line for the group.
                context.explanation.append("\(first.matchedText) → any of " + parsed.people.map(\.name).joined(separator: ", "))
            } else {
                context.explanation += parsed.people.filter { !plain.contains($0.kind) || !$0.alternatives.isEmpty }.map(\.explanation)
            }
        }
        if options.kinds.isEmpty {
            request.filter.kinds = parsed.kinds
            request.filter.interactionTypes = parsed.interactionTypes
        }
        if options.kinds.isEmpty, request.filter.kinds.isEmpty, let kinds = Self.conversationKinds(asked: parsed) {
            request.filter.kinds = kinds
            request.filter.participantsOnly = true
        }
        let narrowed = !request.filter.people.isEmpty || request.filter.from != nil || request.filter.to != nil
        let phrasing = parsed.topicalPhrasing
        (request.preferredFields, request.text) = FieldCue.split(topical: parsed.topicalText, phrasing: phrasing, narrowed: narrowed)
        if !narrowed, !request.preferredFields.isEmpty, request.preferredFields.isSubset(of: FieldCue.listable),
            FieldCue.split(topical: parsed.topicalText, phrasing: phrasing, narrowed: true).topical.isEmpty {
            listCued(&request)
        }
        // A window's browse lists what happened in it; a topic or a place may be a leave begun before.
        request.filter.keepsRunning = !request.text.isEmpty || parsed.asksVenue || parsed.asksPlace
        if parsed.asksAttendees { request.preferredFields.insert(.attendees) }
        if parsed.asksVenue {
            request.preferredFields.insert(.location)
            request.physicalVenues = true
            request.venueOrganizations = parsed.premisesOrganizations
            if parsed.asksPremises { request.requiresPreferredField = true }  // no meeting at their premises: no answer
        }
        if parsed.asksInPerson {
            request.filter.meetingVenue = .notOnACall
        } else if parsed.asksCalls {
            request.filter.meetingVenue = .onACall
        }
        request.asksForPlace = parsed.asksPlace
        request.organizationDescribed = parsed.describedOrganization != nil && !request.text.isEmpty
        if parsed.asksTheirWords { request.focus = SearchRequest.speakerFocusWeight }
        request.phrasing = parsed.topicalPhrasing
        request.expandsSynonyms = true
        request.isParsedTopic = true
        orderInTime(parsed, request: &request, context: &context)
        if options.explain {
            let topical = request.text.isEmpty ? "nothing (filters only)" : "\"\(request.text)\""
            context.explanation.append("intent: \(parsed.intent.rawValue); ranking: \(topical)")
            if !parsed.kinds.isEmpty, options.kinds.isEmpty {
                let types = parsed.interactionTypes.map(\.rawValue).sorted()
                let kinds = parsed.kinds.map(\.rawValue).sorted().joined(separator: ", ")
                context.explanation.append("only \(kinds)" + (types.isEmpty ? "" : " (\(types.joined(separator: ", ")))"))
            }
            let terms = FullTextQuery(request.text).terms
            let alternatives = request.synonymAlternatives(for: terms).merging(request.bridgeAlternatives(for: terms)) { synonyms, bridges in
                synonyms + bridges.filter { !synonyms.contains($0) }
            }
            // A trip's places run to a hundred names: the first dozen and a count say what happened.
            let expanded = terms.compactMap { term in
                alternatives[term].map { words in
                    let more = words.count > 12 ? " and \(words.count - 12) more" : ""
                    return "\(term) → \(words.prefix(12).joined(separator: ", "))" + more
                }
            }
            if !expanded.isEmpty { context.explanation.append("BM25 also matches " + expanded.joined(separator: "; ")) }
        }
        shape(for: parsed.intent, people: !request.filter.people.isEmpty, upcoming: parsed.asksNext || parsed.looksAhead, request: &request)
    }

    /// Whether the topical words ask for a fact about a person ("job title", "kids", "birthday").
    static func namesFactWord(_ text: String) -> Bool {
        text.split(separator: " ").contains { QueryVocabulary.factWords.contains(String($0)) }
    }

    /// `--since` (inclusive) and `--until` (inclusive) replace any window the question named.
    private func applyExplicitWindow(to request: inout SearchRequest, context: inout ResolvedContext) {
        let since = options.since.flatMap { CalendarDay($0) }
        let until = options.until.flatMap { CalendarDay($0) }
        guard since != nil || until != nil else { return }
        request.filter.from = since
        request.filter.to = until?.adding(days: 1)
        context.windowFrom = since
        context.windowTo = request.filter.to
        context.windowLabel = "\(since?.description ?? "…") – \(until?.description ?? "…")"
    }

    /// What query understanding needs to know about a person.
    static func candidate(_ entry: PersonEntry) -> PersonCandidate {
        let facts = entry.records.flatMap(\.facts).map(\.value)
        // A card's note ("Daughter at the University of Glasgow") tells two people with one title apart.
        let context = [entry.organization, entry.jobTitle].compactMap { $0 } + facts + entry.records.compactMap(\.note)
            + entry.meetingTitles + MeetingRhythm.words(days: entry.oneOnOneDays)
        return PersonCandidate(
            id: entry.id, name: entry.name, aliases: entry.aliases, emails: entry.identity.emails,
            interactionCount: entry.interactions, lastContact: entry.lastContact, contextWords: context,
            organization: entry.organization, title: entry.jobTitle,
            relationships: entry.records.flatMap(\.facts).filter { $0.key == "relationship" }.map(\.value))
    }

    /// What a people filter matches for `entry`: its ids, emails and full names, and its first name
    /// alone when nobody else Recall knows (a contact, or someone the user met) has it, so that a
    /// note saying "With Felix, Olivia, Björn." involves Björn Ødegaard. With two Sarahs, a bare
    /// "Sarah" stays unattributed.
    static func filterIdentity(_ entry: PersonEntry, in directory: [PersonEntry]) -> PersonIdentity {
        var identity = entry.identity
        let words = TextNormalizer.words(entry.name)
        guard words.count > 1, let first = words.first else { return identity }
        let namesakes = directory.filter { other in
            (!other.records.isEmpty || other.interactions > 0) && TextNormalizer.words(other.name).first == first
        }
        if namesakes.allSatisfy({ $0.id == entry.id }), !identity.names.contains(first) { identity.names.append(first) }
        return identity
    }

    /// The directory entry for `--person`: exact id, email or name, else the only name containing it.
    static func resolvePerson(_ name: String, in directory: [PersonEntry]) throws -> PersonEntry {
        let key = TextNormalizer.normalize(name)
        let exact = directory.filter { entry in
            entry.identity.ids.contains(name) || entry.identity.emails.contains(key)
                || TextNormalizer.normalize(entry.name) == key || entry.aliases.contains { TextNormalizer.normalize($0) == key }
        }
        let partial = directory.filter { TextNormalizer.words($0.name).contains(key) }
        guard let entry = exact.first ?? (partial.count == 1 ? partial.first : nil) else {
            let hint = partial.isEmpty ? "see `recall people`" : "several match; use a full name or email"
            throw RecallError(.usage, "--person: no single person matches '\(name)'", hint: hint)
        }
        return entry
    }
}
