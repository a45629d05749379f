import RecallCore

/// How someone was met. Questions about meeting in the flesh — "where did I meet Pavel", "did I ever
/// go on site at Halden Health's office", "which Northwind meetings were on-site at their offices",
/// "when did we meet face to face" — are answered by a meeting's venue (not a Zoom link) or an
/// in-person touchpoint, and their cue words are no topic: "office" would otherwise find every "Out
/// of office" day. "Calls" include meetings held on a call; "what does Pavel think" asks for his own words.
extension QueryUnderstanding {
    /// Reads how the question says someone was met: a venue ("where did I meet Pavel", "on site at
    /// their office"), in the flesh ("in person", "face to face") or their own words ("what does
    /// Pavel think"), marking the cue words used. "In person" outside a venue question is later
    /// ranked as the word "person" (``parse(_:)``): a touchpoint logged as met in person says it,
    /// meetings that merely were not on a call do not.
    func readMeetingWay(_ tokens: [QueryToken], used: inout Set<Int>, into result: inout UnderstoodQuery) {
        if let cue = clientPremisesCue(tokens, used: used) {
            (result.asksVenue, result.asksPremises, result.asksClientPremises) = (true, true, true)
            used.formUnion(cue)
        } else if let cue = venueCue(tokens, people: result.people, used: used) {
            result.asksVenue = true
            result.asksPremises = cue.atPremises
            used.formUnion(cue.words)
        }
        let inPerson = inPersonCue(tokens, used: used)
        result.asksInPerson = !inPerson.isEmpty
        used.formUnion(inPerson)
        if !result.people.isEmpty {
            result.asksTheirWords = tokens.indices.contains { !used.contains($0) && QueryVocabulary.opinionWords.contains(tokens[$0].norm) }
        }
    }

    /// The kinds that follow from how someone was met: "the Corvid calls" are meetings on a call too
    /// ("meetings and calls" keeps every meeting, "outside of meetings" none), and the last call with
    /// someone is a call touchpoint first (a last-contact question widens to their meetings on a call
    /// only when they have none); a venue or "in person" with no kind named means meetings and
    /// in-person touchpoints.
    func widenKindsByWay(_ tokens: [QueryToken], used: Set<Int>, into result: inout UnderstoodQuery) {
        let meetingsExcluded = tokens.indices.contains {
            ["meeting", "meetings"].contains(tokens[$0].norm) && Self.negation(before: $0, tokens) != nil
        }
        result.asksCalls = result.kinds == [.touchpoint] && Self.namesCall(tokens, used: used) && !meetingsExcluded
        if result.asksCalls, result.intent != .lastContact { result.kinds.insert(.meeting) }
        if result.asksVenue || result.asksInPerson, result.kinds.isEmpty {
            (result.kinds, result.interactionTypes) = ([.meeting, .touchpoint], [.inPerson])
        }
    }

    /// Words that put the meeting at a place: "onsite", "on-site", "on site", "site visits".
    static let siteWords: Set<String> = ["onsite", "on-site"]
    /// Words that say the meeting was in the flesh: "f2f", "irl", "in person", "face to face"
    /// (``inPersonCue(_:used:)``).
    static let inPersonWords: Set<String> = ["f2f", "irl", "in-person", "face-to-face"]
    /// Multi-word forms of both: "on site", "in person", "face to face", "in a room with".
    static let sitePhrases: [[String]] = [["on", "site"], ["site", "visit"], ["site", "visits"]]
    static let inPersonPhrases: [[String]] = [["in", "person"], ["face", "to", "face"], ["in", "a", "room"], ["same", "room"]]
    /// A company's premises: a venue cue after a possessive that names no contact ("Bluefin's
    /// office", "their offices"), beside a site word, or before "address".
    static let premisesWords: Set<String> = ["office", "offices", "premises", "hq", "headquarters"]
    /// Words that make a following premises word someone else's: "their offices", "the client's office".
    static let premisesOwners: Set<String> = ["their", "his", "her", "its", "client", "customer"]
    /// Verbs that, after "where", ask where someone was met: "where did I meet Pavel", "where have I
    /// seen Leo" (not "where did Elliot go on holiday", which is a trip).
    static let meetingVerbs: Set<String> = ["meet", "met", "see", "saw", "seen", "visit", "visited"]
    /// Verbs that make a following premises word a company's: "when did I visit the HubSpot office".
    static let visitWords: Set<String> = ["visit", "visited", "visiting", "visits"]

    /// The indices of the venue cue words, if the question asks where (or whether) someone was met
    /// at a place, and whether it asks about someone's premises ("on site", "their office": a place
    /// that names them); nil otherwise. The words leave the topic; "where" and its verb are left to
    /// the intent, which reads "met" as a conversation. A cue that is one side of an "or" ("was it
    /// in person or on a video call") asks which, and filters nothing.
    func venueCue(_ tokens: [QueryToken], people: [PersonMatch], used: Set<Int>) -> (words: [Int], atPremises: Bool)? {
        let free = tokens.indices.filter { !used.contains($0) && !Self.besideOr($0, tokens) }
        let site = Self.matches(Self.siteWords, Self.sitePhrases, in: tokens, free: free)
        let cued = !site.isEmpty || tokens.contains { $0.norm == "where" || Self.visitWords.contains($0.norm) }
        let premises = free.filter { index in
            Self.premisesWords.contains(tokens[index].norm) && isOthersPremises(index, tokens, people: people, cued: cued)
        }
        let address = free.filter { index in tokens[index].norm == "address" && index > 0 && premises.contains(index - 1) }
        guard !site.isEmpty || !premises.isEmpty || asksWhereMet(tokens) else { return nil }
        return ((site + premises + address).sorted(), !site.isEmpty || !premises.isEmpty)
    }

    /// Words for the user's customers in general: "which customer offices did I visit".
    static let clientWords: Set<String> = ["customer", "customers", "client", "clients"]
    /// Words that, beside a customer word, put the meeting at their place: "travel to Leeds for a
    /// client", "customer offices I've physically been to", "client site visits".
    static let goingWords: Set<String> = [
        "travel", "travelled", "traveled", "travelling", "traveling", "trip", "trips", "physically",
    ]
    /// Words between a customer word and their premises: "a customer at their own premises".
    static let premisesFiller: Set<String> = ["at", "their", "the", "own"]
    /// Words after "rather than" or "instead of" that only say where the meeting was not: "at HQ or
    /// online", "on a video call".
    static let elsewhereWords: Set<String> = [
        "at", "on", "in", "a", "an", "the", "our", "or", "hq", "headquarters", "office", "online", "video", "call",
        "calls", "zoom", "teams", "remote", "remotely", "virtual", "virtually", "home",
    ]

    /// The indices of the words that ask for meetings at any customer's premises — a customer word
    /// that names no organization ("a client", "which customer", not "the freight customer") beside
    /// a premises, visit, site, travel or in-person word — with those words and a "rather than at
    /// HQ or online" tail; nil when the question does not ask that. Only a venue that names an
    /// organization other than the user's own answers it (``UnderstoodQuery/asksClientPremises``).
    func clientPremisesCue(_ tokens: [QueryToken], used: Set<Int>) -> [Int]? {
        let free = tokens.indices.filter { !used.contains($0) }
        guard let client = free.first(where: { index in
            Self.clientWords.contains(tokens[index].norm)
                && (index == 0 || QueryVocabulary.stopwords.contains(tokens[index - 1].norm) || used.contains(index - 1))
        }) else { return nil }
        // An office or a site is theirs right after the customer word ("customer offices", "the
        // client's own offices", "a customer at their own premises", "which customer sites did I
        // visit"); going there, on site or in person may be said anywhere.
        let theirs = Self.premisesWords.union(["site", "sites"])
        let near = (client + 1..<min(tokens.count, client + 5)).prefix { index in
            !used.contains(index) && (theirs.contains(tokens[index].norm) || Self.premisesFiller.contains(tokens[index].norm))
        }
        let premises = near.filter { theirs.contains(tokens[$0].norm) || tokens[$0].norm == "own" }
        let goingWords = Self.visitWords.union(Self.goingWords).union(Self.siteWords)
        var cue = Array(premises) + free.filter { goingWords.contains(tokens[$0].norm) }
        cue += Self.matches(Self.inPersonWords, Self.sitePhrases + Self.inPersonPhrases, in: tokens, free: free)
        guard cue.contains(where: { tokens[$0].norm != "own" }) else { return nil }
        cue.append(client)
        if let rather = free.first(where: { index in
            index + 1 < tokens.count && ["rather than", "instead of"].contains("\(tokens[index].norm) \(tokens[index + 1].norm)")
        }) {
            cue += [rather, rather + 1] + (rather + 2..<tokens.count).prefix { Self.elsewhereWords.contains(tokens[$0].norm) }
        }
        return Array(Set(cue)).sorted()
    }

    /// The indices of the words that ask for meetings in the flesh ("when did I last see Lena in
    /// person", "face to face with Maya"): in-person touchpoints and meetings not held on a call
    /// answer them, so the words filter instead of ranking "Met … in person" titles.
    func inPersonCue(_ tokens: [QueryToken], used: Set<Int>) -> [Int] {
        let free = tokens.indices.filter { !used.contains($0) && !Self.besideOr($0, tokens) }
        return Self.matches(Self.inPersonWords, Self.inPersonPhrases, in: tokens, free: free).sorted()
    }

    /// Whether an "or" stands within three words of `index`: "in person or on a video call".
    private static func besideOr(_ index: Int, _ tokens: [QueryToken]) -> Bool {
        tokens[max(0, index - 3)..<min(tokens.count, index + 4)].contains { $0.norm == "or" }
    }

    /// The indices of `words` and of `phrases` among the `free` tokens.
    private static func matches(_ words: Set<String>, _ phrases: [[String]], in tokens: [QueryToken], free: [Int]) -> [Int] {
        let open = Set(free)
        var found = free.filter { words.contains(tokens[$0].norm) }
        for phrase in phrases {
            for start in free where start + phrase.count <= tokens.count {
                let span = Array(start..<start + phrase.count)
                if span.allSatisfy(open.contains), zip(span, phrase).allSatisfy({ tokens[$0].norm == $1 }) { found += span }
            }
        }
        return found
    }

    /// Whether the premises word at `index` is a company's, not a contact's: after a possessive
    /// that names nobody Recall knows ("Halden Health's office") or an owner word ("their offices"),
    /// before "address", or in a question that says where, visit or on site ("where's the Halden
    /// Health office", "visit the HubSpot office"), unless a contact owns it ("where is Dana's office").
    private func isOthersPremises(_ index: Int, _ tokens: [QueryToken], people: [PersonMatch], cued: Bool) -> Bool {
        let before = index > 0 ? tokens[index - 1] : nil
        if let before, before.isPossessive, people.contains(where: { $0.range.upperBound == before.range.upperBound }) {
            return false
        }
        if cued || (index + 1 < tokens.count && tokens[index + 1].norm == "address") { return true }
        guard let before else { return false }
        return Self.premisesOwners.contains(before.norm) || before.isPossessive
    }

    /// "where did I meet Pavel", "where have we seen Halden Health": "where" with a meeting verb
    /// within the next three words.
    private func asksWhereMet(_ tokens: [QueryToken]) -> Bool {
        guard let whereIndex = tokens.firstIndex(where: { $0.norm == "where" }) else { return false }
        return tokens[(whereIndex + 1)...].prefix(3).contains { Self.meetingVerbs.contains($0.norm) }
    }
}
