import Foundation
import RecallStore

extension WriterLock {
    /// Takes the index's writer lock for a command, saying once on stderr when it waits for
    /// another process; Ctrl-C while waiting stops with nothing changed.
    static func forCommand(_ databasePath: String) throws -> WriterLock? {
        try acquire(
            for: databasePath,
            waiting: {
                Terminal.error(
                    "\(databasePath): waiting for another recall index (or forget, reindex, doctor --repair) to finish")
            },
            shouldStop: { Interruption.shared.requested != nil })
    }

    /// Checks and opens the index for writing under its writer lock, released once it is open: two
    /// first imports at once must not both create or migrate its tables.
    static func openingStore(_ databasePath: String) throws -> RecallStore {
        let lock = try forCommand(databasePath)
        defer { lock?.release() }
        try RecallStore.checkBeforeWriting(path: databasePath)
        return try RecallStore(path: databasePath)
    }
}
