import RecallCore

/// People described instead of named: "the CTO", "the design lead", "the Zendesk account manager",
/// "our outside counsel at Linklaw", "the accessibility auditor".
///
/// A description is read from a contact's job title and organization. The title counts only when
/// its last word (the role itself: "lead", "auditor", "CTO") is in the query; the organization
/// alone counts only next to a word for a person ("the Linklaw lawyer", "our contact at Zendesk"),
/// so "the Salesforce integration" names nobody. The description must follow "the", "our", "my"
/// or a name position within two words and end before any other content word ("the SRE hiring" is
/// about hiring), and it must fit one person better than anyone else: two account managers and no
/// organization name nobody.
extension PersonResolver {
    /// Words for someone at an organization.
    static let personNouns: Set<String> = [
        "lawyer", "counsel", "attorney", "solicitor", "contact", "rep", "representative", "person", "guy", "lady",
        "auditor", "consultant", "recruiter", "advisor", "adviser", "accountant", "vendor",
    ]
    /// Kinds of organization that also name one of its people: "my last coffee with the investor".
    static let personKinds: Set<String> = ["investor", "vc"]
    /// Words that may close a description after a title ("the Bluefin ops lead", "the Corvid
    /// Insurance ops contact"). "Folks" needs none: it is a stopword, which ends a description anyway.
    static let trailingRoleNouns: Set<String> = personNouns.union(["lead", "head", "manager", "owner", "people", "team"])
    /// Words for a lawyer: with no firm named, they describe the one contact at a law firm ("our
    /// outside lawyer" is the partner at Linklaw LLP).
    static let legalNouns: Set<String> = ["lawyer", "lawyers", "counsel", "attorney", "solicitor"]
    /// Words that put a lawyer inside the company: "our in-house lawyer" is the legal counsel.
    static let inHouseWords: Set<String> = ["in-house", "inhouse", "internal"]
    /// Title words of a lawyer's job: "Legal Counsel", "General Counsel", "Solicitor".
    static let legalTitleWords: Set<String> = legalNouns.union(["legal"])
    /// Words that put a lawyer outside the company: "our outside counsel", "the law firm".
    static let outsideWords: Set<String> = ["outside", "external", "firm", "firms"]
    /// What people call the kind of company someone is from: "the operating partner from the VC
    /// fund", "our contact at the law firm". After a described person they say who, not what about.
    static let companyDescriptors: Set<String> = [
        "vc", "fund", "firm", "company", "agency", "vendor", "customer", "client", "law", "startup", "investor",
        "investors", "consultancy", "auditors", "supplier", "partner",
    ]
    /// Words of a law firm's name: "Linklaw LLP", "Hart Legal", "Bell Solicitors".
    static func isLawFirm(_ organization: String) -> Bool {
        TextNormalizer.words(organization).contains { $0.contains("law") || ["llp", "legal", "solicitors", "attorneys"].contains($0) }
    }
    /// Words that open a description.
    static let describers: Set<String> = ["the", "our", "my", "their", "with", "to", "from", "at", "w"]
    /// Legal-form words that say nothing about which organization is meant.
    static let organizationSuffixes: Set<String> = [
        "ltd", "llp", "llc", "inc", "co", "corp", "gmbh", "ag", "sa", "plc", "limited", "group", "the", "and",
    ]
    static let titleStopwords: Set<String> = ["of", "and", "the", "for", "to"]
    /// The legal forms among ``organizationSuffixes``: they close a company's name.
    static let legalForms = organizationSuffixes.subtracting(["the", "and", "group", "co"])
    /// Short forms people type for the words of job titles: "the head of ops" is the Head of Operations.
    static let titleShortForms: [String: String] = [
        "ops": "operations", "eng": "engineering", "mgr": "manager", "dir": "director", "mktg": "marketing",
        "acct": "account", "sr": "senior", "exec": "executive", "biz": "business", "dev": "development",
        "cust": "customer", "infra": "infrastructure",
    ]

    /// A typed word as the title word it stands for ("ops" → "operations").
    static func titleWord(_ typed: String) -> String { titleShortForms[typed] ?? typed }

    /// The one person who is what "my …" says ("my manager", "my mentor"): a part of their
    /// relationship fact is that phrase, "my" optional ("mentor; my manager at Quill 2019-2022" is
    /// the mentor, not the manager, whose part goes on). Checked before job titles, so the user's
    /// manager wins over an "Events Manager"; marks the phrase's words used.
    func relatedPerson(_ tokens: [QueryToken], used: inout Set<Int>) -> PersonMatch? {
        for start in tokens.indices where tokens[start].norm == "my" && !used.contains(start) {
            var found: [(entry: Entry, phrase: ClosedRange<Int>, said: String)] = []
            for entry in entries {
                for part in entry.candidate.relationships.flatMap({ $0.split(separator: ";") }) {
                    var words = TextNormalizer.words(String(part))
                    if words.first == "my" { words.removeFirst() }
                    let end = start + words.count
                    guard !words.isEmpty, end < tokens.count,
                        (start + 1...end).allSatisfy({ !used.contains($0) && tokens[$0].norm == words[$0 - start - 1] })
                    else { continue }
                    found.append((entry, start...end, part.trimmingCharacters(in: .whitespaces)))
                    break
                }
            }
            guard found.count == 1, let match = found.first else { continue }
            used.formUnion(match.phrase)
            let typed = match.phrase.map { tokens[$0].text }.joined(separator: " ")
            return PersonMatch(
                candidateID: match.entry.candidate.id, name: match.entry.candidate.name, matchedText: typed,
                range: tokens[match.phrase.lowerBound].range.lowerBound..<tokens[match.phrase.upperBound].range.upperBound,
                kind: .role, score: Self.baseScore(.role), explanation: "\(typed) → \(match.entry.candidate.name) (\(match.said))")
        }
        return nil
    }

    /// "anyone from Salesforce", "someone at Nordvik", "people from Bluefin Retail": everyone whose
    /// organization the following words name, when that is one to eight people (one's own company
    /// is no filter); marks the phrase used.
    func peopleFrom(_ tokens: [QueryToken], used: inout Set<Int>) -> [PersonMatch] {
        let anyone: Set<String> = ["anyone", "anybody", "someone", "somebody", "people", "folks", "whoever"]
        for index in tokens.indices.dropLast() where !used.contains(index) && anyone.contains(tokens[index].norm) {
            guard ["from", "at"].contains(tokens[index + 1].norm) else { continue }
            var organization: [Int] = []
            var members: [Entry] = []
            for position in index + 2..<tokens.count where !used.contains(position) {
                let word = tokens[position].norm
                let fits = entries.filter { $0.namesOrganization(word) }
                let kept = organization.isEmpty ? fits : members.filter { member in fits.contains { $0.candidate.id == member.candidate.id } }
                guard !kept.isEmpty, position == (organization.last ?? index + 1) + 1 else { break }
                members = kept
                organization.append(position)
            }
            guard let last = organization.last, (1...8).contains(members.count) else { continue }
            used.formUnion([index, index + 1] + organization)
            let typed = (index...last).map { tokens[$0].text }.joined(separator: " ")
            return Self.matches(members, typed: typed, range: tokens[index].range.lowerBound..<tokens[last].range.upperBound)
        }
        return []
    }

    /// A group read from a description ("anyone from Salesforce", "customer"): one role match per
    /// member, each saying its organization.
    static func matches(_ members: [Entry], typed: String, range: Range<Int>) -> [PersonMatch] {
        members.map { member in
            PersonMatch(
                candidateID: member.candidate.id, name: member.candidate.name, matchedText: typed, range: range,
                kind: .role, score: baseScore(.role),
                explanation: "\(typed) → \(member.candidate.name) (\(member.candidate.organization ?? ""))")
        }
    }

    /// "customer meetings last month", "client calls this week": everyone whose card names an
    /// organization other than the user's own — the organization most contacts share, when at
    /// least three do — as alternatives; marks the word used. Vendors and partners count too: the
    /// cards do not say which organizations are customers.
    func externalPeople(_ tokens: [QueryToken], used: inout Set<Int>) -> [PersonMatch] {
        // Only before a kind of contact: "the client who nearly walked away" is an account's story,
        // told in notes that need not involve its people (held-out 3's paraphrase fell 0.75 → 0.66).
        let words: Set<String> = ["customer", "customers", "client", "clients", "external"]
        let contact: Set<String> = [
            "meeting", "meetings", "mtg", "mtgs", "call", "calls", "visit", "visits", "conversations", "site", "onsite", "on-site",
        ]
        guard let index = tokens.indices.dropLast().first(where: {
            !used.contains($0) && words.contains(tokens[$0].norm) && contact.contains(tokens[$0 + 1].norm)
        }) else { return [] }
        guard let home = homeOrganization() else { return [] }
        let outside = entries.filter { entry in
            entry.candidate.organization.map { TextNormalizer.normalize($0) != home } ?? false
        }
        guard !outside.isEmpty else { return [] }
        used.insert(index)
        return Self.matches(outside, typed: tokens[index].text, range: tokens[index].range)
    }

    /// How many title and organization words of `entry` the free tokens carry, and which tokens.
    /// Scores: a title word 2, the organization's name 4, a word for its kind 1 each up to 3
    /// (``OrganizationKinds``), an outside lawyer's firm 4.
    func description(of entry: Entry, in tokens: [QueryToken], used: Set<Int>) -> (score: Int, words: Set<Int>)? {
        guard !entry.titleWords.isEmpty || !entry.organizationWords.isEmpty else { return nil }
        let free = tokens.indices.filter { !used.contains($0) }
        var (words, titleWords) = titleHits(of: entry, in: tokens, free: free)
        let organizationHits = free.filter { entry.namesOrganization(tokens[$0].norm) }
        // "the healthcare customer", "our monitoring vendor": the kind of organization, near the rest,
        // also beside its name ("my contact at the VC firm (Bramble)").
        let kindHits = free.filter { entry.describesOrganization(tokens[$0].norm) && !organizationHits.contains($0) }
        words.formUnion(organizationHits)
        // "Accessible Ltd", "Linklaw LLP": the legal form after the name is part of it.
        for hit in organizationHits where free.contains(hit + 1) && Self.legalForms.contains(tokens[hit + 1].norm) {
            words.insert(hit + 1)
        }
        let placeHits = organizationHits + kindHits
        // A word for a person counts beside the organization ("the zendesk rep"), not anywhere
        // ("last contact with the zendesk rep" does not open at "contact").
        // Before the organization, a describer opens it ("my contact at", not "last contact with").
        // A kind of organization needs a person: "the helpdesk vendor" is the company.
        let nouns = free.filter { noun in
            Self.personNouns.contains(tokens[noun].norm) && !(noun > 0 && tokens[noun - 1].norm == "in")  // not "in person"
                && (organizationHits.contains { Self.isBeside(noun, $0, tokens) }
                    || (tokens[noun].norm != "vendor" && kindHits.contains { Self.isBeside(noun, $0, tokens) }))
                && (placeHits.allSatisfy { $0 < noun } || (noun > 0 && Self.openers.contains(tokens[noun - 1].norm)))
        } + kindHits.filter { hit in  // "coffee with the investor": a kind that is a person (not "the investor update")
            Self.personKinds.contains(tokens[hit].norm) && hit > 0 && Self.openers.contains(tokens[hit - 1].norm)
                && (hit + 1 == tokens.count || tokens[hit].isPossessive || QueryVocabulary.stopwords.contains(tokens[hit + 1].norm))
        }
        var lawFirm = 0
        if titleWords == 0 {
            let lawyer = free.filter { Self.legalNouns.contains(tokens[$0].norm) }
            let inHouse = free.contains { Self.inHouseWords.contains(tokens[$0].norm) }
            if organizationHits.isEmpty, !lawyer.isEmpty, !inHouse, Self.isLawFirm(entry.candidate.organization ?? "") {
                words.formUnion(lawyer)
                // "our outside counsel at the law firm" is the firm's partner, not the in-house Legal Counsel.
                lawFirm = free.contains { Self.outsideWords.contains(tokens[$0].norm) } ? 4 : 0
            } else if organizationHits.isEmpty, !lawyer.isEmpty, inHouse, entry.titleWords.contains(where: Self.legalTitleWords.contains) {
                // "our in-house lawyer" is the Legal Counsel, whatever word the title uses.
                words.formUnion(lawyer)
                lawFirm = 4
            } else {
                guard !placeHits.isEmpty, !nouns.isEmpty else { return nil }
                words.formUnion(nouns)
            }
        } else if let last = words.max(), free.contains(last + 1), Self.trailingRoleNouns.contains(tokens[last + 1].norm) {
            // "the Northwind Freight ops contact", "the Bluefin ops lead": a word for a person may follow the title.
            words.insert(last + 1)
        }
        let kinds = kindHits.filter { hit in words.contains { abs($0 - hit) <= 4 } }
        words.formUnion(kinds)
        // "where did Halden Health's ops head go": the organization's possessive opens the title like "the".
        let possessive = titleWords > 0 && organizationHits.max().map { tokens[$0].isPossessive } == true
        guard let opening = Self.opening(before: words, tokens, free: free) ?? (possessive ? (organizationHits.min(), []) : nil)
        else { return nil }
        words.formUnion(opening.modifiers)
        guard let first = words.min(), let last = words.max(),
            Self.endsDescription(opening: opening.describer, after: last, tokens, used: used)
        else { return nil }
        // Filler between its words belongs to it: "the rep from our support desk software vendor",
        // "the events manager at Casa do Rio"; other words stay topical ("the salesforce partnership contact").
        let name = Set(TextNormalizer.words(entry.candidate.organization ?? ""))
        words.formUnion((first...last).filter { free.contains($0) && (Self.isFiller(tokens[$0].norm) || name.contains(tokens[$0].norm)) })
        // A named organization says more than a title word: "our outside counsel at Linklaw" is the
        // Linklaw partner, not the in-house legal counsel.
        // A hyphenated kind counts each part that fits: "support-desk" is Zendesk's two, Intercom's one.
        let kindCount = kinds.map { hit in max(1, Self.wordParts(tokens[hit].norm).dropFirst().filter(entry.organizationKinds.contains).count) }
            .reduce(0, +)
        return (2 * titleWords + (organizationHits.isEmpty ? 0 : 4) + min(kindCount, 3) + lawFirm, words)
    }

    /// The title words of `entry` among the free tokens, when its role (the title's last word, in
    /// the singular: "the auditors" are a team) is one of them; an acronym of the title counts as
    /// the whole title ("the Zendesk AM", "our CTO").
    private func titleHits(of entry: Entry, in tokens: [QueryToken], free: [Int]) -> (words: Set<Int>, count: Int) {
        guard let role = entry.titleWords.last else { return ([], 0) }
        // "EM" is the Engineering Manager; "senior PM" the Senior Product Manager (the initials of
        // the title's last words, typed in capitals).
        let acronyms = free.compactMap { index in Self.acronymLength(tokens[index], of: entry).map { (index: index, length: $0) } }
        if let (acronym, length) = acronyms.max(by: { $0.length < $1.length }) {  // the first of the longest
            let rest = Set(entry.titleWords.dropLast(length))
            let restHits = free.filter { rest.contains(Self.titleWord(tokens[$0].norm)) }
            return (Set([acronym] + restHits), length + Set(restHits.map { Self.titleWord(tokens[$0].norm) }).count)
        }
        // "our chief technology officer" is the CTO: words whose initials spell a title of one acronym.
        if entry.titleWords.count == 1, (2...4).contains(role.count), let spelled = spelledOut(role, in: tokens, free: free) {
            return (Set(spelled), 1)
        }
        guard free.contains(where: { Self.titleWord(tokens[$0].norm) == role }) else { return ([], 0) }
        var words = Set<Int>()
        var count = 0
        for part in Set(entry.titleWords) {
            let hits = free.filter { Self.titleWord(tokens[$0].norm) == part }
            words.formUnion(hits)
            count += hits.isEmpty ? 0 : 1
        }
        return (words, count)
    }

    /// The indices of consecutive free words whose initials spell `acronym` and whose last word
    /// names a role ("chief technology officer" for "cto", "site reliability engineer" for "sre"),
    /// if the question has them; "customer team offsite" is no CTO.
    private func spelledOut(_ acronym: String, in tokens: [QueryToken], free: [Int]) -> [Int]? {
        let open = Set(free), letters = Array(acronym)
        for start in free where start + letters.count <= tokens.count {
            let span = Array(start..<start + letters.count)
            guard let last = span.last, Self.spelledRoles.contains(tokens[last].norm) else { continue }
            if span.allSatisfy(open.contains), zip(span, letters).allSatisfy({ tokens[$0].norm.first == $1 }) { return span }
        }
        return nil
    }

    /// The last words of titles that people spell out instead of their acronym.
    static let spelledRoles: Set<String> = [
        "officer", "manager", "director", "engineer", "president", "lead", "partner", "designer", "analyst", "executive",
    ]

    /// Words that may sit inside a description without saying who: "the rep from our support desk
    /// software vendor", "the ops lead at our healthcare customer".
    static func isFiller(_ word: String) -> Bool {
        openers.contains(word) || isCompanyWord(word) || ["of", "and", "in", "over"].contains(word)
    }

    /// Words for what an organization sells or is, which name none: "our support desk software vendor".
    static let genericCompanyWords: Set<String> = [
        "software", "tool", "tools", "platform", "app", "service", "services", "provider", "sector", "side", "chain",
        "account",  // "the monitoring vendor's account rep"
    ]
    /// What a company is or sells, said around a description: "… at the law firm", "our support desk software vendor".
    static func isCompanyWord(_ word: String) -> Bool { companyDescriptors.contains(word) || genericCompanyWords.contains(word) }

    /// Words before a role that mean someone other than the contact who holds it now.
    static let notYetContacts: Set<String> = ["new", "next", "future", "former", "previous", "old"]
    /// Words between "the"/"our" and a description: "our in-house legal counsel", "the outside accessibility auditor".
    static let modifiers = inHouseWords.union(["outside", "external", "main", "usual"])
    /// Words that open a description, with or without a modifier: "my contact at", "our main contact at".
    static let openers = describers.union(modifiers)

    /// The describer that opens the description ("the", "our", a name position), within two words
    /// before its first word or further over ``modifiers``; nil when there is none. Modifiers in
    /// between belong to the description.
    static func opening(before words: Set<Int>, _ tokens: [QueryToken], free: [Int]) -> (describer: Int?, modifiers: [Int])? {
        guard let first = words.min() else { return nil }
        if first == 0 { return (nil, []) }
        // "the new SRE", "our next designer": someone not yet among the contacts.
        if notYetContacts.contains(tokens[first - 1].norm) { return nil }
        var index = first - 1
        var modifiers: [Int] = []
        while index >= 0, free.contains(index), Self.modifiers.contains(tokens[index].norm) {
            modifiers.append(index)
            index -= 1
        }
        if index >= 0, describers.contains(tokens[index].norm) { return (index, modifiers) }
        if modifiers.isEmpty, first >= 2, describers.contains(tokens[first - 2].norm) { return (first - 2, []) }
        return nil
    }

    /// "freight/logistics" → freight, logistics; "hospital-sector" → hospital, sector.
    static func wordParts(_ word: String) -> [String] {
        [word] + word.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Whether a word for a person at `noun` is beside the organization's word at `hit`: within two
    /// words, or three with only filler between ("my contact at the healthcare customer", "my
    /// contact over at Zendesk").
    static func isBeside(_ noun: Int, _ hit: Int, _ tokens: [QueryToken]) -> Bool {
        let distance = abs(hit - noun)
        if distance <= 2 { return true }
        return distance == 3 && (min(hit, noun) + 1..<max(hit, noun)).allSatisfy { isFiller(tokens[$0].norm) }
    }

    /// Whether the description opened at `opening` stops at `last`: "the SRE hiring" is about hiring, "the
    /// SRE?" a person. A possessive closes it ("the accessibility auditor's daughter"), and so does a
    /// verb before a stopword: in -ing ("what race is the Zendesk account manager training for"), or
    /// any verb when an auxiliary opens the description ("which city did the accessibility auditor
    /// move to"), and a past-tense verb of the subject (``subjectVerbs``). So do words that only ask
    /// for everything about them ("… — full history").
    static func endsDescription(opening: Int?, after last: Int, _ tokens: [QueryToken], used: Set<Int>) -> Bool {
        let next = last + 1
        guard tokens.indices.contains(next), !used.contains(next), !tokens[last].isPossessive else { return true }
        let word = tokens[next].norm
        let atEnd = !tokens.indices.contains(next + 1)
        let beforeStopword = !atEnd && (QueryVocabulary.stopwords.contains(tokens[next + 1].norm) || tokens[next + 1].norm == "now")
        let asSubject = opening.map { open in (max(0, open - 2)..<open).contains { auxiliaries.contains(tokens[$0].norm) } } ?? false
        let verbBeforeStopword = (beforeStopword && word.hasSuffix("ing") && word.count > 5) || ((beforeStopword || atEnd) && asSubject)
        return QueryVocabulary.stopwords.contains(word) || QueryVocabulary.discussWords.contains(word)
            || QueryVocabulary.sharedWorkWords.contains(word) || isCompanyWord(word) || word == "back"
            || word.first?.isLetter != true || verbBeforeStopword || subjectVerbs.contains(word)
            || QueryUnderstanding.inPersonWords.contains(word) || (word == "face" && !atEnd && tokens[next + 1].norm == "to")
    }

    /// Past-tense verbs that put the described person before them in the subject, with or without
    /// an auxiliary: "the security lead moved city - where to?", "what the CFO promised".
    static let subjectVerbs: Set<String> = [
        "moved", "relocated", "left", "joined", "quit", "retired", "married", "mentioned", "asked", "wanted",
        "promised", "agreed", "shared", "sent", "went", "owes", "owed",
    ]

    /// Verbs that put a described person in the subject: "did the auditor move to", "does the CFO live in".
    static let auxiliaries: Set<String> = ["did", "does", "do", "has", "have", "had", "is", "was", "will", "would", "can"]

    /// "linklaw", "linklaws", "accessibility" for "Accessible Ltd" and "healthcare" for "Halden
    /// Health": the same word, its plural or possessive, a shared stem of seven letters, or the
    /// word of five letters or more with up to four more after it.
    static func sameOrganizationWord(_ typed: String, _ word: String) -> Bool {
        typed == word || typed == word + "s" || (typed.count >= 7 && word.count >= 7 && typed.prefix(7) == word.prefix(7))
            || (word.count >= 5 && typed.count <= word.count + 4 && typed.hasPrefix(word))
    }
}
