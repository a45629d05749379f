import Foundation
import RecallStore

extension WriterLock {
    /// Takes the index's writer lock for a command, saying once on stderr when it waits for
    /// another process; Ctrl-C while waiting stops with nothing changed.
    static func forCommand(_ databasePath: String) throws -> WriterLock? {
        try acquire(
            for: databasePath,
            waiting: { Terminal.error("\(databasePath): waiting for another recall index (or forget, reindex, doctor --repair) to finish") },
            shouldStop: { Interruption.shared.requested != nil })
    }
}
