import Foundation
import RecallCore

/// The system and user prompt for answering a question from retrieved evidence, with numbered
/// citations `[1]`, `[2]` that `CitationCheck` can verify afterwards.
public struct AnswerPrompt: Sendable, Hashable {
    /// One retrieved document as shown to the model (numbered from 1 in `evidence` order).
    public struct Evidence: Sendable, Hashable {
        public var id: SourceID
        public var date: CalendarDay?
        public var kind: SourceKind
        public var title: String
        /// The matched text (chunk or document text); cut to `maxCharactersPerEvidence` in the prompt.
        public var text: String

        public init(id: SourceID, date: CalendarDay?, kind: SourceKind, title: String, text: String) {
            self.id = id
            self.date = date
            self.kind = kind
            self.title = title
            self.text = text
        }

        /// Evidence from a document, its date taken in `timeZone`.
        public init(document: Document, text: String, timeZone: TimeZone) {
            self.init(
                id: document.id, date: document.date?.day(in: timeZone), kind: document.kind, title: document.title,
                text: text)
        }
    }

    public var question: String
    public var today: CalendarDay
    /// The resolved time window in words, e.g. `2026-11-09 to 2026-11-15 (last week)`; nil when none.
    public var window: String?
    /// Names of the people the question was resolved to.
    public var people: [String]
    public var evidence: [Evidence]
    /// Each evidence text is cut to this many characters (with `…`).
    public var maxCharactersPerEvidence: Int

    public init(
        question: String, today: CalendarDay, window: String? = nil, people: [String] = [], evidence: [Evidence],
        maxCharactersPerEvidence: Int = 4000
    ) {
        self.question = question
        self.today = today
        self.window = window
        self.people = people
        self.evidence = evidence
        self.maxCharactersPerEvidence = max(1, maxCharactersPerEvidence)
    }

    /// The instructions: answer only from the evidence, cite it as `[n]`, say so when it is not there.
    public var system: String {
        """
        You answer questions about the user's own meetings, notes, logged interactions and contacts. \
        Today is \(today).

        Rules:
        - Answer only from the numbered evidence documents in the user's message. Do not use outside knowledge \
        and do not guess.
        - Cite the evidence for every statement with its number in square brackets, like [1] or [2][3]. \
        Cite only numbers that appear in the evidence list.
        - If the evidence does not contain the answer, say that you could not find it in the user's records, \
        and mention what the closest evidence does say, with its citation.
        - Resolve relative dates against today's date and the evidence dates; give dates as YYYY-MM-DD.
        - Cancelled meetings did not take place.
        - Be concise: a few sentences or a short list.
        """
    }

    /// The question, its resolved context, and the numbered evidence.
    public var user: String {
        var lines = ["Question: \(question)", "Today: \(today)"]
        if let window, !window.isEmpty { lines.append("Time window: \(window)") }
        if !people.isEmpty { lines.append("People: \(people.joined(separator: ", "))") }
        lines.append("")
        if evidence.isEmpty {
            lines.append("Evidence: none was found.")
        } else {
            lines.append("Evidence (\(evidence.count) documents):")
            for (offset, item) in evidence.enumerated() {
                lines.append("")
                lines.append(render(item, number: offset + 1))
            }
        }
        lines.append("")
        lines.append("Answer the question from this evidence only, citing it as [n].")
        return lines.joined(separator: "\n")
    }

    private func render(_ item: Evidence, number: Int) -> String {
        let date = item.date.map(\.description) ?? "undated"
        var text = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count > maxCharactersPerEvidence {
            text = String(text.prefix(maxCharactersPerEvidence)) + "…"
        }
        return "[\(number)] id: \(item.id), date: \(date), kind: \(item.kind.rawValue), title: \(item.title)\n\(text)"
    }
}
