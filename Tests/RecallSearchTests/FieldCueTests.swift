import RecallCore
import RecallSearch
import Testing

struct FieldCueTests {
    static let cases: [(String, String, Set<ChunkField>, String)] = [
        ("decide mobile app launch", "What did we decide about the mobile app launch?", [.outcomes], "mobile app launch"),
        ("follow ups nordvik review", "What follow-ups came out of the Nordvik review?", [.actionItems], "nordvik review"),
        ("promise sales kickoff", "What did I promise sales after the kickoff?", [.actionItems], "sales kickoff"),
        ("brightwave negotiation held", "Where was the Brightwave negotiation held?", [.location], "brightwave negotiation"),
        ("budget review", "budget review", [], "budget review"),
        ("decisions", "decisions", [.outcomes], "decisions"),
    ]

    @Test(arguments: cases)
    func cuesBecomeFields(topical: String, original: String, fields: Set<ChunkField>, remaining: String) {
        let split = FieldCue.split(topical: topical, original: original)
        #expect(split.fields == fields)
        #expect(split.topical == remaining)
    }
}
