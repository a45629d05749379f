import RecallCore
import RecallQuery
import RecallStore

/// How the intent and order of a question shape its search: conversations look back, the last contact
/// is the newest interaction, what comes next starts today, facts lead with the person's card.
extension QueryPlanner {
    func shapeForIntent(_ plan: inout QueryPlan, directory: [PersonEntry]) throws {
        guard let parse = plan.parse else { return }
        switch parse.intent {
        case .quietPeople where options.person == nil:
            plan.quietPeople = QuietPeople.select(directory, days: parse.quietDays ?? 30, today: options.today)
            plan.context.topic = nil
            plan.explain(
                "intent: quietPeople; not in contact for \(parse.quietDays ?? 30) days", when: options.explains)
            return
        case .birthdays:
            if let days = birthdayDays(parse) {
                plan.birthdays = Birthdays.cards(in: days, directory: directory)
                plan.context.soughtNoun = "birthdays"
                if parse.window == nil { plan.context.show(window: "the next 30 days", from: days.from, to: days.to) }
                return
            }
        case .attendees:
            plan.request.preferredFields.insert(.attendees)
        default:
            break
        }
        orderInTime(parse, &plan)
        shapeConversation(parse, &plan)
        try shapeActionItems(parse, directory: directory, &plan)
        if !plan.request.filter.people.isEmpty, !plan.request.text.isEmpty, plan.request.filter.kinds.isEmpty,
            !options.switchedOff.contains(PlannerStep.cardPinning.rawValue),
            parse.asksFact || parse.intent == .factLookup || Self.asksAboutSomeone(parse)
        {
            plan.pinsPersonCards = true
        }
        let conversation = parse.intent == .discuss || parse.intent == .lastContact
        plan.request.evidence.cardsAreEvidence = !conversation || plan.pinsPersonCards
        if parse.asksTheirWords, !plan.request.filter.people.isEmpty {
            plan.request.focus = SearchRequest.speakerFocusWeight
        }
        plan.request.interleavesKinds =
            plan.request.text.isEmpty && !plan.request.filter.people.isEmpty
            && plan.request.filter.kinds.isEmpty && plan.request.sort == .relevance && plan.request.filter.from == nil
    }

    /// A question put to a named person's facts: it opens with a question word or an auxiliary and asks
    /// no conversation ("what does Ffion study", "where does Isabel live", "is Sam vegetarian").
    static func asksAboutSomeone(_ parse: QueryParse) -> Bool {
        guard parse.intent == .search, let first = TextNormalizer.words(parse.original).first else { return false }
        return ["what", "whats", "where", "which", "who", "whose", "how", "does", "do", "is", "has", "did"].contains(
            first)
    }

    /// "first", "latest", a leftover "last" and "next": date orders, for questions about one's own life.
    private func orderInTime(_ parse: QueryParse, _ plan: inout QueryPlan) {
        // An order in time needs dated records: in mostly undated text "next" and "latest" are words.
        guard let order = parse.order, parse.isPersonal, plan.recordsAreDated else { return }
        let topical = !plan.request.text.isEmpty
        switch order {
        case .oldestFirst: plan.request.sort = topical ? .strongOldestFirst : .soonestFirst
        case .newestFirst:
            plan.request.sort = topical ? .strongNewestFirst : .newestFirst
            endToday(&plan)
        case .upcoming:
            plan.request.sort = topical ? .strongOldestFirst : .soonestFirst
            startToday(&plan)
        }
    }

    /// Conversations and last contacts look back (recurring meetings are expanded a year ahead) unless
    /// the question looks ahead; a last contact is a meeting or touchpoint the people took part in,
    /// newest first, broadcasts after real conversations.
    private func shapeConversation(_ parse: QueryParse, _ plan: inout QueryPlan) {
        let people = !plan.request.filter.people.isEmpty
        let conversational =
            parse.intent == .discuss || parse.intent == .lastContact || (people && plan.request.text.isEmpty)
        guard conversational, !parse.looksAhead, parse.order != .upcoming else { return }
        plan.request.preferConversations = true
        if parse.intent == .discuss, !people, plan.request.filter.kinds.isEmpty, options.kinds.isEmpty,
            TextNormalizer.words(parse.original).first == "who"
        {
            // "who did I talk to last week": the people met are in meetings and touchpoints.
            plan.request.filter.kinds = [.meeting, .touchpoint]
            plan.kindsFromWords = true
        }
        endToday(&plan)
        guard parse.intent == .lastContact else { return }
        // A dated note ("- drinks w/ Olly") records a meeting as much as a calendar entry does.
        if plan.request.filter.kinds.isEmpty { plan.request.filter.kinds = [.meeting, .touchpoint, .note] }
        plan.request.filter.excludeCancelled = true
        plan.request.filter.participantsOnly = true
        plan.request.sort = plan.request.text.isEmpty || people ? .newestFirst : .strongNewestFirst
        plan.request.broadcastsLast = true
        if plan.request.text.isEmpty { plan.request.limit = min(plan.request.limit, 3) }
    }

    /// Ends the window today, for what happened: an unbounded window keeps undated sources (a card), a
    /// bounded one does not. A window that starts after today was asked for and stays.
    func endToday(_ plan: inout QueryPlan) {
        let tomorrow = options.today.adding(days: 1)
        let filter = plan.request.filter
        guard filter.to.map({ $0 > tomorrow }) ?? true, filter.from.map({ $0 < tomorrow }) ?? true else { return }
        plan.request.filter.keepsUndated = filter.to == nil && filter.from == nil
        plan.request.filter.to = tomorrow
    }

    /// Starts the window today, for what comes next, and labels it when the question named no window.
    func startToday(_ plan: inout QueryPlan) {
        let today = options.today
        guard plan.request.filter.from.map({ $0 < today }) ?? true else { return }
        plan.request.filter.from = today
        plan.request.filter.keepsUndated = false
        if plan.context.windowLabel == nil {
            plan.context.show(window: "upcoming (from \(today))", from: today, to: plan.request.filter.to)
        }
    }

    /// The days a birthday question covers: its window (month and day; the year is ignored), else the
    /// next 30 days. Nil for "since March": no year-long list.
    private func birthdayDays(_ parse: QueryParse) -> (from: CalendarDay, to: CalendarDay)? {
        guard let window = parse.window?.value else { return (options.today, options.today.adding(days: 30)) }
        guard let start = window.start, let end = window.end else { return nil }
        return (start, end)
    }
}
