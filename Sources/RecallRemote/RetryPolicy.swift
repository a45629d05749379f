import Foundation
import RecallCore

/// When and how long to wait before trying a request again.
struct RetryPolicy: Sendable {
    var maxRetries: Int
    /// The first wait; each later one doubles.
    var baseDelay: TimeInterval
    /// No wait (backoff or `Retry-After`) is longer than this.
    var maxDelay: TimeInterval

    /// Whether a response status is worth another try (rate limits and server trouble).
    static func isRetryable(status: Int) -> Bool {
        status == 429 || (500...599).contains(status)
    }

    /// Whether a transport failure is worth another try (timeouts and dropped connections).
    static func isRetryable(_ error: RecallError) -> Bool {
        error.code == .network
    }

    /// The wait before retry number `attempt` (0-based): `Retry-After` when the server gave one,
    /// else exponential backoff with jitter (between half and all of `baseDelay · 2^attempt`).
    func delay(attempt: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let retryAfter { return min(max(retryAfter, 0), maxDelay) }
        let exponential = baseDelay * pow(2, Double(min(attempt, 30)))
        let jittered = exponential * Double.random(in: 0.5...1.0)
        return min(jittered, maxDelay)
    }

    /// `Retry-After` in seconds (the HTTP-date form is not used by these APIs and is ignored).
    static func retryAfter(_ headers: [String: String]) -> TimeInterval? {
        guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces),
            let seconds = Double(value), seconds.isFinite, seconds >= 0
        else { return nil }
        return seconds
    }

    /// Sleeps `seconds`, throwing if the task is cancelled meanwhile.
    static func sleep(_ seconds: TimeInterval) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
