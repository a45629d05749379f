@testable import RecallSearch
import Testing

/// What `--explain` says about the answerability gate.
struct AnswerabilityTests {
    @Test(arguments: [
        (Answerability(bestCosine: 0.74, minScore: 0.3, bestCoverage: nil, requiredCoverage: 0.28),
         true, "answered: cosine 0.74 reaches 0.30"),
        (Answerability(bestCosine: 0.12, minScore: 0.3, bestCoverage: 0.31, requiredCoverage: 0.28),
         true, "answered: a chunk covers 0.31 of the question's weight (needs 0.28)"),
        (Answerability(bestCosine: 0.19, minScore: 0.3, bestCoverage: 0.254, requiredCoverage: 0.28),
         false, "no answer: best cosine 0.19 (needs 0.30); best chunk covers 0.25 of the question's weight (needs 0.28)"),
        (Answerability(bestCosine: -0.05, minScore: 0.3, bestCoverage: nil, requiredCoverage: 0.14),
         false, "no answer: best cosine -0.05 (needs 0.30); nothing retrieved"),
        (Answerability(bestCosine: nil, minScore: 0.3, bestCoverage: 0.1, requiredCoverage: 0.15),
         false, "no answer: no vector ranking; best chunk covers 0.10 of the question's weight (needs 0.15)"),
        (Answerability(bestCosine: nil, minScore: 0.5, bestCoverage: 0, requiredCoverage: 0.28, wordsBesideName: ["renewal", "timeline"]),
         false, "no answer: no vector match that names it; best chunk covers 0.00 of the question's weight (needs 0.28)"
            + " (the words beside the name: \"renewal timeline\")"),
    ])
    func summarySaysWhatOpenedTheGate(gate: Answerability, answered: Bool, summary: String) {
        #expect(gate.isAnswered == answered)
        #expect(gate.summary == summary)
    }
}

/// A person's move is told of someone: the life fact "moved" asked of a named person needs it.
struct PersonMoveTests {
    @Test(arguments: [
        ("Maya has moved to York - they wanted to be near family.", true),
        ("Moved to York.", true),
        ("Personal news. She relocated to Norwich last spring.", true),
        ("Calibration: 12 promotion packets, two moved from 'exceeds' to 'strong'.", false),
        ("the launch date moved to May", false),
        ("Decision: move the standup to Tuesdays", false),
        // A meeting rescheduled: the move word opens a sentence, but a time follows it.
        ("Attendees: Jordan Hale, Sofia Byrne\nMoved to the afternoon. Topics:", false),
        ("Sofia moved to Thursday this week.", false),
        ("Sofia moved to 3pm.", false),
        ("Sofia moved to a new flat in Leeds.", true),
    ])
    func saysSomeoneMoved(text: String, moved: Bool) {
        #expect(PersonMove.isTold(in: text) == moved, "\(text)")
    }
}
