import RecallCore
import Testing

/// Notes and touchpoints written like minutes carry their outcomes and action items in labels.
struct LabeledFieldsTests {
    @Test(arguments: [
        ("Caught up with David on the migration. Decision: delay the cutover by two weeks.", [ChunkField.outcomes]),
        ("## Next steps\n- Priya to send the contract", [.actionItems]),
        ("Agreed on scope.\nAction items: Sam books the room", [.actionItems]),
        ("We decided to wait; the decision is not final.", []),
        ("Lunch with Maya: she got a greyhound.", []),
    ])
    func findsLabels(text: String, fields: [ChunkField]) {
        #expect(MeetingDescriptionSplitter.labeledFields(in: text) == Set(fields))
    }
}
