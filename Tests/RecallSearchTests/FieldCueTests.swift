import RecallCore
import RecallSearch
import Testing

struct FieldCueTests {
    static let cases: [(String, Set<ChunkField>, String)] = [
        ("decide mobile app launch", [.outcomes], "mobile app launch"),
        ("follow ups nordvik review", [.actionItems], "nordvik review"),
        ("promise sales kickoff", [.actionItems], "sales kickoff"),
        ("brightwave negotiation held", [.location], "brightwave negotiation"),
        ("elliot go holiday", [], "elliot go holiday"),
        ("budget review", [], "budget review"),
        ("decisions", [.outcomes], "decisions"),
        ("bjorn need new squad structure", [.actionItems], "bjorn new squad structure"),
        ("hook gdpr deletion work", [.actionItems], "gdpr deletion work"),
        ("meetings took place bristol", [.location], "meetings bristol"),
        ("action items brightwave renewal kickoff", [.actionItems], "brightwave renewal kickoff"),
        ("follow-ups nordvik churn review", [.actionItems], "nordvik churn review"),
        ("owes intercom renewal kickoff", [.actionItems], "intercom renewal kickoff"),
        ("agree pricing", [.outcomes], "pricing"),
        ("attended soc 2 walkthrough", [.attendees], "soc 2 walkthrough"),
        ("open action items pricing review", [.actionItems], "pricing review"),
        ("outstanding follow-ups nordvik", [.actionItems], "nordvik"),
        ("compliance-audit chores landed", [.actionItems], "compliance-audit landed"),
        ("open source licence", [], "open source licence"),
        ("decisions make pricing", [.outcomes], "pricing"),
        ("make buy analysis", [], "make buy analysis"),
    ]

    @Test(arguments: cases)
    func cuesBecomeFields(topical: String, fields: Set<ChunkField>, remaining: String) {
        let split = FieldCue.split(topical: topical)
        #expect(split.fields == fields)
        #expect(split.topical == remaining)
    }

    /// Phrases whose small words the topic lost are read from the phrasing: "on me", "signed up to";
    /// "sign up" alone is a user's sign-up.
    static let phraseCases: [(String, String, Set<ChunkField>, String)] = [
        ("salesforce tie-up", "what's on me for the salesforce tie-up", [.actionItems], "salesforce tie-up"),
        ("sign app release", "what did i sign up to do for the app release", [.actionItems], "app release"),
        ("signed partner agreement", "what have i signed up for on the partner agreement", [.actionItems], "partner agreement"),
        ("sign flow", "the sign up flow", [], "sign flow"),
    ]

    @Test(arguments: phraseCases)
    func phrasesCueFields(topical: String, phrasing: String, fields: Set<ChunkField>, remaining: String) {
        let split = FieldCue.split(topical: topical, phrasing: phrasing)
        #expect(split.fields == fields)
        #expect(split.topical == remaining)
    }

    /// Only cue words left: they are the topic, unless a person or a window narrows the question
    /// ("what do I owe Elizabeth": her sources, the action items first).
    @Test(arguments: [(false, "owe"), (true, "")])
    func cueWordsAloneAreTheTopicUnlessNarrowed(narrowed: Bool, remaining: String) {
        let split = FieldCue.split(topical: "owe", narrowed: narrowed)
        #expect(split.fields == [.actionItems])
        #expect(split.topical == remaining)
    }
}
