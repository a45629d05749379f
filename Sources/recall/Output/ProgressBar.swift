import Foundation
import RecallCore
import RecallIndex

/// What `recall index` shows while it works: a live bar on a terminal, a line per file with
/// `--verbose`, or nothing but the final summary (in a pipe, with `--quiet`, or with `NO_COLOR`).
final class ProgressBar {
    enum Mode: Equatable {
        case bar, lines, silent
    }

    let mode: Mode
    private let total: Int
    /// What is counted: `files` for imports, `chunks` for a reindex.
    private let unit: String
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false
    /// Redraws at most this often (10 per second).
    static let minimumInterval: TimeInterval = 0.1

    init(mode: Mode, total: Int, unit: String = "files") {
        self.mode = mode
        self.total = total
        self.unit = unit
    }

    /// Picks the mode from the flags and whether stderr is a terminal.
    static func mode(quiet: Bool, verbose: Bool) -> Mode {
        if quiet { return .silent }
        if verbose { return .lines }
        let environment = ProcessInfo.processInfo.environment
        return Terminal.stderrIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
            ? .bar : .silent
    }

    /// Called after each file: with `--verbose`, a line saying what became of it (`indexed`,
    /// `unchanged`, `skipped`, `unchanged since it failed`), then its problems beside it.
    func update(_ progress: IndexProgress) {
        if mode == .lines {
            Terminal.error("\(progress.outcome.rawValue) \(progress.currentFile)")
            for diagnostic in Diagnostic.capped(progress.diagnostics) { Terminal.error("  " + diagnostic.description) }
        }
        draw(done: progress.files, chunks: progress.chunks)
    }

    /// Redraws the bar with `done` of `total` counted (only in `.bar` mode).
    func draw(done: Int, chunks: Int = 0) {
        guard mode == .bar else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= Self.minimumInterval || done == total else { return }
        lastDraw = now
        drawn = true
        FileHandle.standardError.write(Data(("\r" + line(done: done, chunks: chunks, now: now) + "\u{1B}[K").utf8))
    }

    /// Clears the bar before the summary line is printed.
    func finish() {
        guard mode == .bar, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }

    /// `[#########-----------]  120/480 files · 3402 chunks · 35.2 files/s · ETA 0:10`
    func line(done: Int, chunks: Int, now: Date) -> String {
        let width = 24
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(done) / elapsed
        var text = "[\(bar)] \(done)/\(total) \(unit)"
        if unit == "files" { text += " · " + Counted.phrase(chunks, "chunk") }
        text += " · \(String(format: "%.1f", rate)) \(unit)/s"
        if rate > 0, done < total {
            let remaining = Int((Double(total - done) / rate).rounded())
            text += " · ETA \(remaining / 60):\(String(format: "%02d", remaining % 60))"
        }
        return text
    }
}
