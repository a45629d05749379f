import Foundation
import RecallCore
import RecallRemote

/// One streamed Claude answer as it reached stdout: the text written so far and how it ended.
struct ClaudeStream {
    /// How the stream ended.
    enum End {
        /// `message_stop` arrived: the answer is whole.
        case complete
        /// SIGINT or SIGTERM cancelled the request; the text is cut off.
        case interrupted
        /// The request or the stream failed (before or after some text arrived).
        case failed(RecallError)
    }

    /// The text written to stdout, unsanitized (citations are read from it).
    var text: String
    var end: End

    /// Streams `prompt`, writing each delta to stdout (control characters escaped) as it arrives.
    /// A signal (``Interruption``) cancels the request; the partial text is kept and the stream
    /// ends `.interrupted`. Never throws: every failure is an ``End``.
    static func run(_ client: ClaudeClient, prompt: AnswerPrompt) async -> ClaudeStream {
        let consumer = Task { () -> ClaudeStream in
            var text = ""
            do {
                for try await delta in client.stream(prompt) {
                    FileHandle.standardOutput.write(Data(Terminal.sanitize(delta).utf8))
                    text += delta
                }
            } catch {
                return ClaudeStream(text: text, end: Task.isCancelled ? .interrupted : .failed(Self.recallError(error)))
            }
            // A cancelled stream ends its loop quietly, without an error.
            return ClaudeStream(text: text, end: Task.isCancelled ? .interrupted : .complete)
        }
        let watcher = Task {
            while !Task.isCancelled {
                if Interruption.shared.requested != nil { return consumer.cancel() }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        defer { watcher.cancel() }
        var result = await consumer.value
        if case .failed = result.end, Interruption.shared.requested != nil { result.end = .interrupted }
        return result
    }

    /// Whether stdout's last line is open (the partial text does not end with a newline).
    var leavesLineOpen: Bool { !text.isEmpty && !text.hasSuffix("\n") }

    private static func recallError(_ error: any Error) -> RecallError {
        error as? RecallError ?? RecallError(.network, "the answer stream failed (\(type(of: error)))")
    }
}
