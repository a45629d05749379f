import Foundation
import RecallCore
import RecallRemote
import Testing

@Suite struct AnswerPromptTests {
    static let evidence = [
        AnswerPrompt.Evidence(
            id: "event:standup@2026-11-10", date: CalendarDay(year: 2026, month: 11, day: 10), kind: .meeting,
            title: "Launch standup", text: "  Ada: ship in May.\n"),
        AnswerPrompt.Evidence(id: "note:ideas.md", date: nil, kind: .note, title: "Ideas", text: String(repeating: "z", count: 50)),
    ]

    static let prompt = AnswerPrompt(
        question: "What did Ada say about the launch?", today: CalendarDay(year: 2026, month: 11, day: 22),
        window: "2026-11-09 to 2026-11-15 (last week)", people: ["Ada Lovelace", "Grace Hopper"], evidence: evidence,
        maxCharactersPerEvidence: 20)

    @Test func userPromptNumbersTheEvidence() {
        let user = Self.prompt.user
        #expect(user.contains("Question: What did Ada say about the launch?"))
        #expect(user.contains("Today: 2026-11-22"))
        #expect(user.contains("Time window: 2026-11-09 to 2026-11-15 (last week)"))
        #expect(user.contains("People: Ada Lovelace, Grace Hopper"))
        #expect(user.contains("[1] id: event:standup@2026-11-10, date: 2026-11-10, kind: meeting, title: Launch standup\nAda: ship in May."))
        #expect(user.contains("[2] id: note:ideas.md, date: undated, kind: note, title: Ideas\n" + String(repeating: "z", count: 20) + "…\n"))
        #expect(!user.contains("[3]"))
    }

    @Test func systemPromptDemandsCitationsAndEvidenceOnly() {
        let system = Self.prompt.system
        #expect(system.contains("[1]"))
        #expect(system.contains("Answer only from the numbered evidence"))
        #expect(system.contains("Today is 2026-11-22"))
    }

    @Test func noEvidenceAndNoContextAreSaidPlainly() {
        let user = AnswerPrompt(question: "q", today: CalendarDay(year: 2026, month: 1, day: 2), evidence: []).user
        #expect(user.contains("Evidence: none was found."))
        #expect(!user.contains("Time window:") && !user.contains("People:"))
    }
}

@Suite struct CitationCheckTests {
    @Test(arguments: [
        (answer: "Ship in May [1].", citations: [1], unknown: [Int]()),
        (answer: "Both [2][1] and again [1].", citations: [2, 1], unknown: []),
        (answer: "See [1, 2] and [1,2].", citations: [1, 2], unknown: []),
        (answer: "Range [1-2] and [3] and [0].", citations: [1, 2, 3, 0], unknown: [3, 0]),
        (answer: "Not citations: [note], [ ], [1a], [, [12345678], a[b]c.", citations: [], unknown: []),
        (answer: "Unclosed [1 then [2].", citations: [2], unknown: []),
        (answer: "En dash [1–2] works.", citations: [1, 2], unknown: []),
    ])
    func extractsAndFlags(answer: String, citations: [Int], unknown: [Int]) {
        let check = CitationCheck(answer: answer, evidence: AnswerPromptTests.evidence)
        #expect(check.citations == citations)
        #expect(check.unknown == unknown)
        #expect(check.isClean == unknown.isEmpty)
        #expect(check.cited.map(\.id) == citations.filter { (1...2).contains($0) }.map { AnswerPromptTests.evidence[$0 - 1].id })
    }

    @Test func hostileInputStaysLinear() {
        let answer = String(repeating: "[1,1,1,1,1,1,1,1,", count: 20_000)
        #expect(CitationCheck.extract(from: answer).isEmpty)
    }
}
