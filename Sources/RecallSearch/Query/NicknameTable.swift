/// Common English nicknames and the formal first names they stand for (normalized).
enum NicknameTable {
    /// Formal name → its usual nicknames.
    private static let entries: [(formal: String, nicknames: [String])] = [
        ("michael", ["mike", "mikey", "mick", "mickey"]), ("robert", ["bob", "bobby", "rob", "robbie", "bert"]),
        ("william", ["bill", "billy", "will", "willy", "liam"]), ("elizabeth", ["liz", "lizzie", "beth", "betty", "eliza", "libby"]),
        ("james", ["jim", "jimmy", "jamie"]), ("katherine", ["kate", "katie", "kathy", "kat", "kay"]),
        ("catherine", ["kate", "katie", "cathy", "cat"]), ("kathryn", ["kate", "katie", "kathy"]),
        ("thomas", ["tom", "tommy"]), ("david", ["dave", "davey"]), ("daniel", ["dan", "danny"]),
        ("alexander", ["alex", "al", "xander", "sasha"]), ("alexandra", ["alex", "sasha", "lexi", "sandra"]),
        ("samuel", ["sam", "sammy"]), ("samantha", ["sam", "sammy"]), ("christopher", ["chris", "kit"]),
        ("christina", ["chris", "tina", "chrissy"]), ("christine", ["chris", "tina", "chrissy"]),
        ("nicholas", ["nick", "nicky"]), ("matthew", ["matt", "matty"]), ("anthony", ["tony"]),
        ("steven", ["steve", "stevie"]), ("stephen", ["steve", "stevie"]), ("jennifer", ["jen", "jenny", "jenn"]),
        ("patrick", ["pat", "paddy"]), ("patricia", ["pat", "patty", "trish", "tricia"]), ("andrew", ["andy", "drew"]),
        ("joseph", ["joe", "joey"]), ("benjamin", ["ben", "benny"]), ("richard", ["rick", "rich", "dick", "richie"]),
        ("charles", ["charlie", "chuck"]), ("edward", ["ed", "eddie", "ted", "ned"]), ("margaret", ["maggie", "meg", "peggy"]),
        ("jonathan", ["jon", "jonny"]), ("john", ["johnny", "jack"]), ("timothy", ["tim", "timmy"]),
        ("gregory", ["greg"]), ("jeffrey", ["jeff"]), ("geoffrey", ["jeff", "geoff"]), ("kenneth", ["ken", "kenny"]),
        ("ronald", ["ron", "ronnie"]), ("donald", ["don", "donnie"]), ("douglas", ["doug"]), ("lawrence", ["larry"]),
        ("raymond", ["ray"]), ("gerald", ["gerry", "jerry"]), ("jerome", ["jerry"]), ("peter", ["pete"]),
        ("frederick", ["fred", "freddie"]), ("phillip", ["phil"]), ("philip", ["phil"]), ("zachary", ["zach", "zack"]),
        ("jacob", ["jake"]), ("joshua", ["josh"]), ("nathan", ["nate"]), ("nathaniel", ["nate", "nat"]),
        ("theodore", ["ted", "teddy", "theo"]), ("leonard", ["leo", "len", "lenny"]), ("vincent", ["vince", "vinny"]),
        ("samson", ["sam"]), ("maximilian", ["max"]), ("maxwell", ["max"]), ("harold", ["harry", "hal"]),
        ("henry", ["harry", "hank"]), ("walter", ["walt"]), ("eugene", ["gene"]), ("francis", ["frank"]),
        ("franklin", ["frank"]), ("frances", ["fran", "frannie"]), ("albert", ["al", "bert"]), ("alfred", ["alf", "fred"]),
        ("victoria", ["vicky", "tori"]), ("rebecca", ["becky", "becca"]), ("susan", ["sue", "susie"]),
        ("suzanne", ["sue", "suzy"]), ("deborah", ["deb", "debbie"]), ("barbara", ["barb", "babs"]),
        ("jessica", ["jess", "jessie"]), ("abigail", ["abby", "abbie"]), ("amanda", ["mandy", "amy"]),
        ("cynthia", ["cindy"]), ("dorothy", ["dot", "dottie"]), ("eleanor", ["ellie", "nell", "nora"]),
        ("gabriel", ["gabe"]), ("gabrielle", ["gabby", "elle"]), ("isabella", ["bella", "izzy"]),
        ("isabel", ["izzy", "bel"]), ("jacqueline", ["jackie"]), ("josephine", ["jo", "josie"]), ("judith", ["judy"]),
        ("kimberly", ["kim"]), ("melissa", ["mel", "missy"]), ("melanie", ["mel"]), ("michelle", ["shelly", "chelle"]),
        ("natalie", ["nat"]), ("nicole", ["nikki", "nicky"]), ("pamela", ["pam"]), ("rosemary", ["rose", "rosie"]),
        ("sandra", ["sandy"]), ("stephanie", ["steph"]), ("theresa", ["terry", "tess", "tessa"]), ("valerie", ["val"]),
        ("virginia", ["ginny"]), ("veronica", ["ronnie"]), ("allison", ["ally", "allie"]), ("daniela", ["dani"]),
        ("danielle", ["dani"]), ("frederica", ["freddie"]), ("terrence", ["terry"]), ("randall", ["randy"]),
        ("russell", ["russ"]), ("stanley", ["stan"]), ("bradley", ["brad"]), ("cameron", ["cam"]),
        ("dominic", ["dom"]), ("elijah", ["eli"]), ("ezekiel", ["zeke"]), ("montgomery", ["monty"]),
        ("oliver", ["ollie"]), ("reginald", ["reggie"]), ("sebastian", ["seb"]), ("tobias", ["toby"]),
        ("wesley", ["wes"]), ("augustus", ["gus"]), ("ignatius", ["iggy"]), ("penelope", ["penny"]),
        ("priyanka", ["priya"]), ("aleksandr", ["sasha"]),
    ]

    /// Nickname → formal names, built so that repeated nicknames merge instead of clashing.
    static let formalNames: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for entry in entries {
            for nickname in entry.nicknames { table[nickname, default: []].insert(entry.formal) }
        }
        return table
    }()

    /// Formal name → its nicknames.
    private static let nicknamesOf: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for entry in entries { table[entry.formal, default: []].formUnion(entry.nicknames) }
        return table
    }()

    /// Every first name `typed` may stand for or be short for: its formal names, their other
    /// nicknames, and its own nicknames when it is a formal name. Excludes `typed` itself.
    static func relatedNames(_ typed: String) -> Set<String> {
        var names = nicknamesOf[typed] ?? []
        for formal in formalNames[typed] ?? [] {
            names.insert(formal)
            names.formUnion(nicknamesOf[formal] ?? [])
        }
        names.remove(typed)
        return names
    }

    /// Whether `typed` and `name` are a nickname and its formal name, in either direction,
    /// or two nicknames of the same formal name ("Mike" ↔ "Mikey").
    static func related(_ typed: String, _ name: String) -> Bool {
        guard typed != name else { return false }
        if formalNames[typed]?.contains(name) == true || formalNames[name]?.contains(typed) == true { return true }
        guard let left = formalNames[typed], let right = formalNames[name] else { return false }
        return !left.isDisjoint(with: right)
    }

    /// Number of distinct nicknames in the table.
    static var count: Int { formalNames.count }
}
