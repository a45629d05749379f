import Foundation
import RecallCore
import RecallStore

/// Failed files: a file that could not be imported is recorded with its stamp and hash
/// (``RecallStore/recordFailures(_:clearing:)``), and while it stays the same it is neither read
/// nor reported again, so a cron job's every run does not repeat the same complaint (and exit 65).
/// `recall status` lists them. A file that imports again, or vanishes, is cleared.
extension Indexer {
    /// Writes the failures found so far, only after the batch with those files' good sources has
    /// committed: a kill in between leaves them unrecorded, so they are read (and reported) again.
    func recordFailures(_ state: inout IndexRun) throws {
        try store.recordFailures(state.newFailures, clearing: state.clearedFailures)
        state.newFailures = []
        state.clearedFailures = []
    }
}

extension IndexRun {
    /// Resets the per-file outcome before a file is processed.
    mutating func startFile() {
        fileOutcome = .indexed
        fileDiagnostics = []
    }

    /// Counts a file skipped with `diagnostic`.
    mutating func skip(_ diagnostic: Diagnostic) {
        summary.skippedFiles += 1
        summary.diagnostics.append(diagnostic)
        fileDiagnostics = [diagnostic]
        fileOutcome = .skipped
    }

    /// Whether `origin` failed before and is unchanged since: same size and modification time
    /// (`hash` nil), or the same bytes. Such a file counts as failed before and is not read.
    mutating func failedBefore(_ origin: String, size: Int64, modified: Double, hash: String?, salt: String) -> Bool {
        guard var failed = failures[origin], failed.hash.hasSuffix(salt.fnvHex) else { return false }
        if let hash {
            guard failed.hash == hash else { return false }
            failed.size = size
            failed.modified = modified
            newFailures.append(failed)  // the same bytes touched: remember the new stamp
        } else {
            guard failed.size == size, failed.modified == modified else { return false }
        }
        summary.failedBefore += 1
        fileOutcome = .failedBefore
        return true
    }

    /// Records `origin` as failed with `reason`.
    mutating func recordFailure(_ origin: String, size: Int64, modified: Double, hash: String, reason: String) {
        newFailures.append(FailedFile(path: origin, size: size, modified: modified, hash: hash, reason: reason))
    }

    /// After a file was read: records it when it had errors, else clears an earlier record.
    mutating func settleFailure(_ stamp: FileStamp, failedWith diagnostics: [Diagnostic]) {
        let errors = diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
            recordFailure(
                stamp.path, size: stamp.size, modified: stamp.modified, hash: stamp.hash, reason: first.reason + more)
        } else if failures[stamp.path] != nil {
            clearedFailures.append(stamp.path)
        }
    }
}
