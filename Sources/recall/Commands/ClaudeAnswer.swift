import Foundation
import RecallCore
import RecallRemote
import RecallSearch

/// `recall ask --summarize`: the retrieved evidence sent to Claude, its answer streamed to stdout,
/// then the sources it cited. Any failure is one stderr line and the offline answer instead.
struct ClaudeAnswer {
    var question: String
    var offline: ExtractiveAnswer
    var today: CalendarDay
    var settings: ClaudeSettings

    /// The prompt sent: the question, today, the resolved window and people, numbered evidence.
    var prompt: AnswerPrompt {
        let time = DisplayTime(zone: offline.context.timeZone)
        let evidence = offline.ordered.map { hit in
            AnswerPrompt.Evidence(
                id: hit.sourceID, date: time.day(hit.date), kind: hit.kind,
                title: hit.title, text: hit.chunks.map { time.text(of: $0.record) }.joined(separator: "\n…\n"))
        }
        return AnswerPrompt(
            question: question, today: today, window: windowText, people: offline.context.people, evidence: evidence)
    }

    /// `2026-08-01 to 2026-08-31 (August)`, or nil without a window.
    var windowText: String? {
        let context = offline.context
        guard let label = context.windowLabel else { return nil }
        // windowTo is exclusive; the prompt names the last day included.
        let last = context.windowTo?.adding(days: -1)
        guard context.windowFrom != nil || last != nil else { return label }
        return "\(context.windowFrom?.description ?? "…") to \(last?.description ?? "…") (\(label))"
    }

    /// What `--show-context` prints: exactly the system and user text that would be sent.
    var shownContext: String {
        let prompt = prompt
        let model = settings.model ?? ClaudeConfiguration.defaultModel
        return "model: \(model)\n\n--- system ---\n\(prompt.system)\n\n--- user ---\n\(prompt.user)\n"
    }

    /// Streams the answer and lists the sources it cited; returns the exit status.
    ///
    /// - A whole answer: `offlineStatus`.
    /// - Claude unavailable (no key, HTTP error, network), or failing after part of the answer
    ///   was written: one stderr line, then the offline answer (after a header line saying so when
    ///   part of Claude's answer is already on stdout, so the two never run together), and
    ///   ``ExitStatus/summaryFailed``.
    /// - SIGINT/SIGTERM: the partial answer ends with a newline and an `[answer interrupted]` line,
    ///   the sources cited so far are listed, and `.interrupted` is thrown (exit 130/143).
    func run(offlineStatus: Int32) async throws -> Int32 {
        let prompt = prompt
        let client: ClaudeClient
        do {
            client = ClaudeClient(configuration: try configuration())
        } catch let error as RecallError {
            return fallBack(after: ClaudeStream(text: "", end: .failed(error)))
        }
        let streamed = await ClaudeStream.run(client, prompt: prompt)
        let check = CitationCheck(answer: streamed.text, evidence: prompt.evidence)
        switch streamed.end {
        case .complete:
            FileHandle.standardOutput.write(Data("\n".utf8))
            printSources(check, evidence: prompt.evidence, heading: "Sources:", sayNone: true)
            return offlineStatus
        case .interrupted:
            FileHandle.standardOutput.write(
                Data(((streamed.leavesLineOpen ? "\n" : "") + Self.interruptedLine + "\n").utf8))
            if !check.cited.isEmpty {
                printSources(
                    check, evidence: prompt.evidence, heading: "Sources cited before the interruption:", sayNone: false)
            }
            throw RecallError(.interrupted, "interrupted; the answer is incomplete")
        case .failed:
            return fallBack(after: streamed)
        }
    }

    /// The line that ends an answer cut off by a signal.
    static let interruptedLine = "[answer interrupted]"

    /// The header between a partial Claude answer and the offline answer that replaces it.
    static let offlineHeader = "[Claude's answer broke off; the offline answer follows]"

    /// One stderr line and the offline answer, kept apart from any partial Claude text.
    private func fallBack(after streamed: ClaudeStream) -> Int32 {
        guard case .failed(let error) = streamed.end else { return ExitStatus.summaryFailed }
        if streamed.text.isEmpty {
            Terminal.error("recall: Claude answer unavailable: \(error); showing the offline answer")
            FileHandle.standardOutput.write(Data(offline.text.utf8))
        } else {
            Terminal.error("recall: Claude's answer failed midway: \(error); showing the offline answer")
            let open = streamed.leavesLineOpen ? "\n" : ""
            FileHandle.standardOutput.write(Data((open + "\n" + Self.offlineHeader + "\n\n" + offline.text).utf8))
        }
        return ExitStatus.summaryFailed
    }

    private func configuration() throws -> ClaudeConfiguration {
        guard let key = settings.apiKey, !key.isEmpty else {
            throw RecallError(.unauthorized, "no API key", hint: "set ANTHROPIC_API_KEY")
        }
        var configuration = ClaudeConfiguration(apiKey: key, model: settings.model ?? ClaudeConfiguration.defaultModel)
        if let base = settings.baseURL {
            guard let url = URL(string: base), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                throw RecallError(.usage, "claude base URL '\(base)' is not an http(s) URL")
            }
            configuration.baseURL = url
        }
        return configuration
    }

    /// `heading`, then `[n] date · kind · title · id` for each cited document (`sayNone`: "(none
    /// cited)" when there is none); citations of documents not sent go to stderr.
    private func printSources(_ check: CitationCheck, evidence: [AnswerPrompt.Evidence], heading: String, sayNone: Bool)
    {
        var out = "\n\(heading)\n"
        for number in check.citations where number >= 1 && number <= evidence.count {
            out += "[\(number)] \(Self.describe(evidence[number - 1]))\n"
        }
        if check.cited.isEmpty, sayNone { out += "(none cited)\n" }
        FileHandle.standardOutput.write(Data(out.utf8))
        if !check.unknown.isEmpty {
            let list = check.unknown.map { "[\($0)]" }.joined(separator: ", ")
            let verb = check.unknown.count == 1 ? "was" : "were"
            Terminal.error(
                "recall: the answer cites \(list), which \(verb) not among "
                    + "the \(Counted.phrase(evidence.count, "document")) sent"
            )
        }
    }

    /// `2026-08-14 · meeting · Vendor renewal · event:42` (`undated` without a date).
    static func describe(_ evidence: AnswerPrompt.Evidence) -> String {
        let date = evidence.date?.description ?? "undated"
        return
            "\(date) · \(evidence.kind.rawValue) · \(Terminal.sanitize(evidence.title)) "
            + "· \(Terminal.sanitize(evidence.id.rawValue))"
    }
}
