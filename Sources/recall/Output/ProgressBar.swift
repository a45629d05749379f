import Foundation
import RecallIndex

/// What `recall index` shows while it works: a live bar on a terminal, a line per file with
/// `--verbose`, or nothing but the final summary (in a pipe, with `--quiet`, or with `NO_COLOR`).
final class ProgressBar {
    enum Mode: Equatable {
        case bar, lines, silent
    }

    let mode: Mode
    private let total: Int
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false
    /// Redraws at most this often (10 per second).
    static let minimumInterval: TimeInterval = 0.1

    init(mode: Mode, total: Int) {
        self.mode = mode
        self.total = total
    }

    /// Picks the mode from the flags and whether stderr is a terminal.
    static func mode(quiet: Bool, verbose: Bool) -> Mode {
        if quiet { return .silent }
        if verbose { return .lines }
        let environment = ProcessInfo.processInfo.environment
        return Terminal.stderrIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb" ? .bar : .silent
    }

    /// Called after each file.
    func update(_ progress: IndexProgress) {
        switch mode {
        case .silent: return
        case .lines: Terminal.error("indexed \(progress.currentFile)")
        case .bar:
            let now = Date()
            guard now.timeIntervalSince(lastDraw) >= Self.minimumInterval || progress.files == total else { return }
            lastDraw = now
            drawn = true
            FileHandle.standardError.write(Data(("\r" + line(progress, now: now) + "\u{1B}[K").utf8))
        }
    }

    /// Clears the bar before the summary line is printed.
    func finish() {
        guard mode == .bar, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }

    /// `[#########-----------]  120/480 files · 3402 chunks · 35.2 files/s · ETA 0:10`
    func line(_ progress: IndexProgress, now: Date) -> String {
        let width = 24
        let fraction = total > 0 ? min(1, Double(progress.files) / Double(total)) : 0
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(progress.files) / elapsed
        var text = "[\(bar)] \(progress.files)/\(total) files · \(progress.chunks) chunks · \(String(format: "%.1f", rate)) files/s"
        if rate > 0, progress.files < total {
            let remaining = Int((Double(total - progress.files) / rate).rounded())
            text += " · ETA \(remaining / 60):\(String(format: "%02d", remaining % 60))"
        }
        return text
    }
}
