import Foundation
import RecallCore
import RecallIndex

/// `recall index --watch`: re-runs an import whenever a watched file's size or modification
/// time changes (or a file appears or vanishes), polling every `interval` seconds until SIGINT/SIGTERM.
struct WatchLoop {
    var paths: [String]
    var interval: TimeInterval
    /// Excluded files do not trigger a re-index.
    var filter = ExcludeFilter(patterns: [])

    /// A file's size and modification time.
    struct Stamp: Equatable {
        var size: Int64
        var modified: Double
    }

    /// Every regular file under `paths` (hidden entries skipped, like indexing) with its stamp.
    func snapshot() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for input in filter.apply(FileWalk.inputs(for: paths).inputs) {
            guard let url = input.url, let status = FileStatus.sizeAndModified(url.path) else { continue }
            result[url.path] = Stamp(size: status.size, modified: status.modified)
        }
        return result
    }

    /// Runs `index` once, then again after every change; ends only by a signal (thrown as `.interrupted`).
    func run(index: () async throws -> Int32) async throws -> Int32 {
        var last = snapshot()
        _ = try await index()
        Terminal.error("watching \(Counted.phrase(paths.count, "path")) every \(Self.format(interval))s; Ctrl-C to stop")
        while true {
            try await pause()
            let current = snapshot()
            guard current != last else { continue }
            last = current
            _ = try await index()
        }
    }

    /// Sleeps `interval`, waking every 100 ms to notice a signal.
    private func pause() async throws {
        let deadline = Date().addingTimeInterval(interval)
        while Date() < deadline {
            if Interruption.shared.requested != nil { throw RecallError(.interrupted, "interrupted") }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        if Interruption.shared.requested != nil { throw RecallError(.interrupted, "interrupted") }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
