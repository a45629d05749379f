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
        Terminal.error(
            "watching \(Counted.phrase(paths.count, "path")) every \(Self.format(interval))s; Ctrl-C to stop")
        while true {
            try await pause()
            let current = snapshot()
            guard current != last else { continue }
            for line in Self.changes(from: last, to: current) { Terminal.error(line) }
            last = current
            _ = try await index()
        }
    }

    /// One line per file that appeared, changed or vanished ("changed /notes/a.md"), at most
    /// ``maxChangeLines`` of them and then "… and N more".
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var lines: [String] = []
        for path in Set(old.keys).union(new.keys).sorted() {
            switch (old[path], new[path]) {
            case (nil, _?): lines.append("new \(path)")
            case (_?, nil): lines.append("vanished \(path)")
            case (let before?, let after?) where before != after: lines.append("changed \(path)")
            default: continue
            }
        }
        guard lines.count > maxChangeLines else { return lines }
        return Array(lines.prefix(maxChangeLines)) + ["… and \(lines.count - maxChangeLines) more"]
    }

    /// The most files a watch names before "… and N more".
    static let maxChangeLines = 20

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
