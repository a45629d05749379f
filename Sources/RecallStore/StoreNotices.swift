import Foundation

/// Lines the store has for the user, each said once per process: a damaged derived file it rebuilt
/// or searched without. The CLI prints them on stderr when its command ends (``take()``).
public final class StoreNotices: @unchecked Sendable {  // `pending` and `said` are guarded by `lock`
    /// The process's notices.
    public static let shared = StoreNotices()
    private let lock = NSLock()
    private var pending: [String] = []
    private var said = Set<String>()

    /// Queues `line` unless it was queued before.
    func post(_ line: String) {
        lock.withLock {
            if said.insert(line).inserted { pending.append(line) }
        }
    }

    /// The lines queued since the last call, in order.
    public func take() -> [String] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }
}

extension RecallStore {
    /// Tells the user once that the derived file at `path` failed its checks, and what was done.
    func reportDamagedDerivedFile(_ path: String, rebuilt: Bool) {
        StoreNotices.shared.post(
            "\(path): damaged (it fails its checksums); "
                + (rebuilt
                    ? "rebuilt from the database" : "searching the database without it (run `recall doctor --repair`)"))
    }
}

extension VectorFile.Rejection {
    /// A file with this rejection was damaged, not merely stale, missing or of another format.
    var isDamage: Bool { [.wrongSize, .badIDs, .badColumnScales, .badRows].contains(self) }
}

extension TermFile.Rejection {
    /// A file with this rejection was damaged, not merely stale, missing or of another format.
    var isDamage: Bool { [.wrongSize, .badStructure, .badPostings].contains(self) }
}
