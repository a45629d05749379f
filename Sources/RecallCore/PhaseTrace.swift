import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An opt-in per-phase timer: with `RECALL_TRACE=1` in the environment, every ``mark(_:)``
/// writes one stderr line `trace <phase> <ms since the previous mark> <ms since the first>`.
/// Without it, a mark costs one load of a cached flag. For measuring, never for behaviour.
public enum PhaseTrace {
    /// Whether tracing is on (read once from `RECALL_TRACE`).
    public static let enabled: Bool = {
        guard let value = getenv("RECALL_TRACE") else { return false }
        return String(cString: value) == "1"
    }()

    /// The first and the previous mark's times (marks may come from two threads: a search runs its
    /// lexical side beside its vector side).
    nonisolated(unsafe) private static var marks: (first: Double, last: Double) = (0, 0)
    private static let lock = NSLock()

    /// Milliseconds on the monotonic clock.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    /// Ends the phase named `phase` (the time since the previous mark is attributed to it).
    public static func mark(_ phase: @autoclosure () -> String) {
        guard enabled else { return }
        let time = now()
        let (first, last) = lock.withLock {
            if marks.first == 0 { marks = (time, time) }
            defer { marks.last = time }
            return marks
        }
        let line = "trace \(phase()) \(format(time - last)) \(format(time - first))\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    private static func format(_ ms: Double) -> String {
        let hundredths = Int((ms * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
