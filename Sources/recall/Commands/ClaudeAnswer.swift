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
        let evidence = offline.ordered.map { hit in
            AnswerPrompt.Evidence(
                id: hit.sourceID, date: hit.date.flatMap { CalendarDay(String($0.prefix(10))) }, kind: hit.kind,
                title: hit.title, text: hit.chunks.map(\.record.text).joined(separator: "\n…\n"))
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

    /// Streams the answer and prints the cited sources; falls back to the offline answer on failure.
    func run() async throws {
        let prompt = prompt
        do {
            let client = ClaudeClient(configuration: try configuration())
            let text = try await stream(client, prompt: prompt)
            printSources(CitationCheck(answer: text, evidence: prompt.evidence), evidence: prompt.evidence)
        } catch let error as RecallError where error.code != .interrupted {
            Terminal.error("recall: Claude answer unavailable: \(error); showing the offline answer")
            FileHandle.standardOutput.write(Data(offline.text.utf8))
        }
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

    /// Writes each text delta as it arrives; Ctrl-C cancels the request and ends with `interrupted`.
    private func stream(_ client: ClaudeClient, prompt: AnswerPrompt) async throws -> String {
        let consumer = Task { () throws -> String in
            var text = ""
            for try await delta in client.stream(prompt) {
                FileHandle.standardOutput.write(Data(Terminal.sanitize(delta).utf8))
                text += delta
            }
            return text
        }
        let watcher = Task {
            while !Task.isCancelled {
                if Interruption.shared.requested != nil { return consumer.cancel() }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        defer { watcher.cancel() }
        do {
            let text = try await consumer.value
            FileHandle.standardOutput.write(Data("\n".utf8))
            return text
        } catch {
            guard Interruption.shared.requested == nil else {
                FileHandle.standardOutput.write(Data("\n".utf8))
                throw RecallError(.interrupted, "interrupted; the answer is incomplete")
            }
            if !(error is RecallError) { throw RecallError(.network, "the answer stream failed (\(type(of: error)))") }
            throw error
        }
    }

    /// `Sources:` with `[n] id` for each cited document; citations of documents not sent go to stderr.
    private func printSources(_ check: CitationCheck, evidence: [AnswerPrompt.Evidence]) {
        var out = "\nSources:\n"
        for number in check.citations where number >= 1 && number <= evidence.count {
            out += "[\(number)] \(evidence[number - 1].id.rawValue)\n"
        }
        if check.cited.isEmpty { out += "(none cited)\n" }
        FileHandle.standardOutput.write(Data(out.utf8))
        if !check.unknown.isEmpty {
            let list = check.unknown.map { "[\($0)]" }.joined(separator: ", ")
            Terminal.error("recall: the answer cites \(list), which \(check.unknown.count == 1 ? "was" : "were") not among the \(evidence.count) document(s) sent")
        }
    }
}
