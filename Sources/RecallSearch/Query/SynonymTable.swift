import RecallCore

/// Everyday workplace words that name the same thing, and the short forms people type for them.
///
/// A calendar says "Annual leave", the question says "holiday"; a note says "vendor", the question
/// says "supplier". BM25 cannot bridge that and the hashed embedder only shares character n-grams,
/// so the lexical side also looks for a query word's alternatives (``SearchRequest/expandsSynonyms``).
/// The groups are deliberately narrow: each word in a group could replace the others in a sentence
/// about work without changing what is meant. Broader relations ("budget" and "spend", "meeting" and
/// "call") are left out, because they would let a question about something absent match something
/// merely related, and "nothing" is a valid answer.
public enum SynonymTable {
    /// Groups of interchangeable single words (normalized: lower case, no accents).
    static let groups: [[String]] = [
        ["holiday", "holidays", "vacation", "leave", "pto", "ooo"],
        ["outage", "downtime", "incident"],
        ["vendor", "supplier", "provider"],
        ["postpone", "postponed", "delay", "delayed", "defer", "deferred"],
        ["alert", "alerts", "notification", "notifications"],
        ["overspend", "overspending", "overrun", "overruns"],
        ["layoff", "layoffs", "redundancy", "redundancies"],
        ["lawyer", "attorney", "solicitor", "counsel"],
        ["goal", "goals", "objective", "objectives"],
        ["kpi", "kpis", "metric", "metrics"],
        ["client", "customer"],
        ["contract", "agreement"],
        ["salary", "compensation"],
        ["hire", "hiring", "recruit", "recruiting", "recruitment"],
        ["resign", "resigned", "resignation", "quit"],
        ["cost", "costs", "expense", "expenses", "spend", "spending"],
        ["price", "pricing"],
        ["bug", "bugs", "defect", "defects"],
        ["launch", "release", "rollout"],
        ["reorg", "restructure", "restructuring", "reorganization", "reorganisation"],
        ["offsite", "retreat", "awayday"],
        ["onboarding", "induction"],
        ["kids", "children"],
        ["spouse", "wife", "husband"],
        ["birthday", "bday"],
        ["manager", "boss"],
        ["colleague", "coworker"],
        ["resume", "cv"],
        ["sick", "ill", "illness"],
        ["movie", "film"],
        ["car", "vehicle"],
        ["wfh", "remote"],
        ["sre", "reliability"],
        ["mfa", "2fa"],
        ["eng", "engineering"],
        ["mgmt", "management"],
        ["perf", "performance"],
        ["infra", "infrastructure"],
        ["k8s", "kubernetes"],
        ["a11y", "accessibility"],
        ["split", "splitting", "divide", "dividing"],
        ["retire", "retired", "retiring", "decommission", "decommissioned", "sunset"],
        ["partnership", "alliance"],
        ["vc", "vcs", "venture", "ventures"],
        ["discount", "concession"],
        ["audit", "assessment"],
        ["cut", "cuts", "reduce", "reduction", "reducing"],
        ["prod", "production"],
        ["db", "dbs", "database", "databases"],
        ["docs", "documentation"],
        ["dev", "development"],
    ]

    /// Words for a kind of thing, and the things people actually write: "what sport does Keisha do"
    /// is answered by "training for a hundred-mile ride", "the name of Ana's dog" by "brought Biscuit,
    /// the new rescue greyhound". One way only: a question about a greyhound is not about every dog.
    /// "The AWS bill" is what it cost; stemmed alone, "bill" only finds the "billing page" meetings.
    static let members: [String: [String]] = {
        let sports = [
            "runner", "jogging", "marathon", "triathlon", "cycling", "cyclist", "bike", "ride", "swimming", "swim",
            "climbing", "bouldering", "tennis", "padel", "squash", "football", "soccer", "rugby", "cricket", "golf",
            "yoga", "pilates", "hiking", "rowing", "skiing", "surfing", "boxing", "basketball", "volleyball",
            "hockey", "badminton", "crossfit", "gym", "sailing", "kayaking",
        ]
        let dogs = [
            "puppy", "greyhound", "labrador", "retriever", "spaniel", "terrier", "poodle", "collie", "beagle",
            "dachshund", "whippet", "pug", "husky", "corgi", "shepherd", "lurcher", "schnauzer", "labradoodle",
            "cockapoo", "dalmatian",
        ]
        let cats = ["kitten", "tabby", "siamese", "ragdoll", "persian"]
        let hobbies = sports + [
            "painting", "guitar", "piano", "chess", "baking", "gardening", "knitting", "photography", "pottery",
            "cooking", "singing", "choir", "drawing",
        ]
        let children = ["son", "sons", "daughter", "daughters", "baby", "toddler", "twins"]
        return [
            "sport": sports, "sports": sports, "dog": dogs, "dogs": dogs, "cat": cats, "cats": cats,
            "pet": ["dog", "cat"] + dogs + cats, "pets": ["dog", "cat"] + dogs + cats,
            "hobby": hobbies, "hobbies": hobbies, "kids": children, "children": children, "kid": children,
            "country": countries, "countries": countries,
            "bill": ["cost", "costs", "spend", "spending", "invoice"],
            "handset": ["mobile", "phone"], "expensive": ["price", "pricing", "cost"],
            "charge": ["price", "pricing", "fee"], "break": ["holiday", "vacation", "leave"],
            "cafe": ["coffee"], "cafes": ["coffee"],  // "which cafes have I met Björn at": "Coffee with Björn"
            // "where did our external lawyer relocate to", "where does she live now": "Moved to Norwich".
            "relocate": ["moved", "move"], "relocated": ["moved", "move"], "relocating": ["moving", "moved"],
            "live": ["moved"], "lives": ["moved"], "living": ["moved"],  // "which city is she living in now"
        ]
    }()

    /// Words with a personal sense beside their working one, in that sense: a person's "partner" is
    /// their wife, husband or fiancé, not a reseller. Used only when the question names people
    /// (``SearchRequest/synonymAlternatives(for:asEvidence:)``).
    static let personalSenses: [String: [String]] = [
        "partner": ["spouse", "wife", "husband", "girlfriend", "boyfriend", "fiance", "fiancee"],
    ]

    /// For each of `terms` with a personal sense (``personalSenses``), the words of that sense the
    /// terms do not already hold.
    public static func personalAlternatives(for terms: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for term in terms {
            let others = (personalSenses[term] ?? []).filter { !terms.contains($0) }
            if !others.isEmpty { result[term] = others }
        }
        return result
    }

    /// Country names that mean nothing else ("turkey", "chad", "us" and the first name "jordan"
    /// do): "which country did Mei travel to" is answered by "back from two weeks in Vietnam".
    static let countries = cities.keys.sorted() + [
        "brazil", "argentina", "chile", "peru", "colombia", "egypt", "china", "korea", "singapore",
        "indonesia", "bali", "philippines", "malaysia", "cambodia", "nepal", "tanzania", "slovenia",
        "romania", "bulgaria", "lithuania", "latvia", "luxembourg", "cyprus", "malta", "israel",
    ]

    /// Words for going away that a source conveys without saying them: a holiday is "back from two
    /// weeks in Sicily", a trip "flying to Lisbon on Monday" (``placeAlternatives(for:)``).
    public static let travelWords: Set<String> = [
        "holiday", "holidays", "vacation", "vacations", "trip", "trips", "travel", "travelled", "traveled", "break",
    ]

    /// Islands and regions people go to on holiday, beside the ``countries``.
    static let holidayRegions = [
        "sicily", "sardinia", "corsica", "crete", "corfu", "santorini", "mykonos", "rhodes", "mallorca",
        "majorca", "menorca", "ibiza", "tenerife", "lanzarote", "madeira", "azores", "algarve", "tuscany",
        "provence", "dolomites", "patagonia", "tasmania", "hawaii", "maldives", "bali", "zanzibar", "lapland",
    ]

    /// For a question that asks where ("where did Björn go on holiday", "which country was Mei's
    /// trip to"), its travel words reach the countries and holiday regions: the answer names the
    /// place, not the trip ("Björn is back from two weeks in Iceland"). Not cities: a meeting's
    /// location names its city ("110 Queen Street, Glasgow"), and that was no trip.
    public static func placeAlternatives(for terms: [String]) -> [String: [String]] {
        let places = countries + holidayRegions.filter { !countries.contains($0) }
        var result: [String: [String]] = [:]
        for term in terms where travelWords.contains(term) { result[term] = places.filter { !terms.contains($0) } }
        return result
    }

    private static let byWord: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for word in group { table[word] = index }
        }
        return table
    }()

    /// For each term with alternatives, the group's other words that the query does not already
    /// contain (in table order), then its members, the products it describes and, for a country, its
    /// cities; terms without any are absent. `asEvidence` leaves out the products of ``describedRankingOnly`` words: they rank
    /// but do not show that the question has an answer.
    public static func alternatives(for terms: [String], asEvidence: Bool = false) -> [String: [String]] {
        let present = Set(terms)
        var result: [String: [String]] = [:]
        for (index, term) in terms.enumerated() {
            let group = byWord[term].map { groups[$0] } ?? []
            // "South America", "southeast Asia": the compass word is part of the region's name.
            let region = compassWords.contains(term) && index + 1 < terms.count ? regions[terms[index + 1]] ?? [] : []
            let products = asEvidence && describedRankingOnly.contains(term) ? [] : described[term] ?? []
            var seen = present
            let others = (group + (members[term] ?? []) + products + (cities[term] ?? []) + (regions[term] ?? []) + region).filter { seen.insert($0).inserted }
            if !others.isEmpty { result[term] = others }
        }
        return result
    }
}
