import Foundation
import RecallCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serializes the processes that write one index (`recall index`, `forget`, `reindex`,
/// `doctor --repair`): an exclusive `flock` on `<database>.lock`, a 0600 file beside it that is
/// never removed (removing a lock file lets a third process lock a new one while the second holds
/// the old). The lock goes with the process, so a killed writer never leaves it taken.
///
/// SQLite alone lets two imports interleave batch by batch; each reads which files it has
/// already indexed and who owns each id once, before the other commits, so both could stamp the
/// same files and give sources to the wrong file. Under this lock one import sees the other's
/// whole result. Readers never take it.
public final class WriterLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// Lets the next writer in (closing the file does too).
    public func release() { flock(descriptor, LOCK_UN) }

    /// The lock file of the index at `databasePath`.
    public static func path(for databasePath: String) -> String { databasePath + ".lock" }

    /// Takes the lock for the index at `databasePath`, calling `waiting` once when another process
    /// holds it, then polling every 50 ms until it is free. Nil when the lock file cannot be
    /// created (a read-only folder: the write that follows fails with its own message). Throws
    /// `.interrupted` when `shouldStop` turns true while waiting.
    public static func acquire(
        for databasePath: String, waiting: () -> Void, shouldStop: () -> Bool = { false }
    ) throws -> WriterLock? {
        let descriptor = open(path(for: databasePath), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        let lock = WriterLock(descriptor: descriptor)
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        guard errno == EWOULDBLOCK else { return nil }
        waiting()
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return nil }
            if shouldStop() {
                throw RecallError(.interrupted, "interrupted while waiting for another writer; nothing was changed")
            }
            usleep(50_000)
        }
        return lock
    }
}
