import Foundation
import RecallTestSupport
import Testing

/// People keep a note per person, titled with their name: in a search about that person it ranks among
/// the first results even where its words differ from the question's.
struct PersonNoteTests {
    static let files: [(name: String, text: String)] = [
        (
            "people.vcf",
            "BEGIN:VCARD\nVERSION:3.0\nUID:nia\nFN:Nia Evans\nN:Evans;Nia;;;\nEMAIL:nia@example.org\nEND:VCARD\n"
        ),
        ("notes/Nia - uni.md", "# Nia - uni\n\n- 2nd year Geography at Leeds, dissertation on flood risk\n"),
        (
            "notes/weekend.md",
            "# weekend\n\n- Nia came round; we talked about the garden, the car and the new kitchen tiles. "
                + "She was tired after a long week and we watched a film.\n"
        ),
        ("notes/library.md", "# library\n\n- study room booked for Tuesday; Nia might join\n"),
        ("notes/car.md", "# car\n\n- drove Nia to the station, she had lectures and a seminar to prepare.\n"),
    ]

    @Test func theirNoteRanksAboveNotesThatOnlyMentionThem() throws {
        let cli = try CLIHarness.indexing(Self.files)
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", "what does Nia study"])
        let ids = run.lines
        let note = ids.firstIndex { $0.contains("Nia - uni") }
        let other = ids.firstIndex { $0.contains("car") } ?? ids.count
        #expect(note != nil && note! < other, "\(run.stdout) \(run.stderr)")
    }
}
