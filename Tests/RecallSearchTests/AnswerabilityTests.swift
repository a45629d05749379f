@testable import RecallSearch
import Testing

/// What `--explain` says about the answerability gate.
struct AnswerabilityTests {
    @Test(arguments: [
        (Answerability(bestCosine: 0.74, minScore: 0.3, bestCoverage: nil, requiredCoverage: 0.28),
         true, "answered: cosine 0.74 reaches 0.30"),
        (Answerability(bestCosine: 0.12, minScore: 0.3, bestCoverage: 0.31, requiredCoverage: 0.28),
         true, "answered: a chunk covers 0.31 of the question's weight (needs 0.28); best cosine 0.12"),
        (Answerability(bestCosine: 0.19, minScore: 0.3, bestCoverage: 0.254, requiredCoverage: 0.28),
         false, "no answer: best cosine 0.19 (needs 0.30); best chunk covers 0.25 of the question's weight (needs 0.28)"),
        (Answerability(bestCosine: -0.05, minScore: 0.3, bestCoverage: nil, requiredCoverage: 0.14),
         false, "no answer: best cosine -0.05 (needs 0.30); nothing retrieved"),
        (Answerability(bestCosine: nil, minScore: 0.3, bestCoverage: 0.1, requiredCoverage: 0.15),
         false, "no answer: no vector ranking; best chunk covers 0.10 of the question's weight (needs 0.15)"),
    ])
    func summarySaysWhatOpenedTheGate(gate: Answerability, answered: Bool, summary: String) {
        #expect(gate.isAnswered == answered)
        #expect(gate.summary == summary)
    }
}
