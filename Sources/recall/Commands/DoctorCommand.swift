import ArgumentParser
import Foundation
import RecallCore
import RecallIndex
import RecallStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `recall doctor`: checks the index and says what is wrong and how to repair it.
struct DoctorCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the index for damage and say how to repair it.",
        discussion: """
            Checks SQLite integrity, the schema version, the embedder fingerprint, vector sizes, the \
            full-text index against the chunks, orphan rows, the write-ahead log, file modes (0600) and \
            derived files. Exit status 0 when healthy (stale derived files are rebuilt on their own), 66 \
            when something needs repair. --repair rebuilds the full-text index, removes orphans and bad \
            vectors (re-embedding from the stored text), sets 0600, checkpoints the log and removes stale \
            derived files.

              recall doctor
              recall doctor --repair --db /tmp/demo.sqlite
            """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Fix what can be fixed in place.") var repair = false

    func execute() async throws -> Int32 {
        let path = store.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw RecallError(.notFound, "no index at \(path)", hint: "run `recall index PATH` first, or pass --db")
        }
        let database: RecallStore
        let maintenance = IDFMaintenance()
        let expected: EmbedderFingerprint?
        do {
            database = try RecallStore(path: path, readOnly: !repair)  // checking writes nothing
            // A remote embedder's index is checked against itself (its vectors' dimension); a built-in
            // one against this build's embedder, which catches an older version's vectors.
            let remote = try database.fingerprint().map { $0.provider != "hashed" } ?? false
            expected = remote ? nil : try maintenance.embedder(for: database).fingerprint
        } catch let error as RecallError {
            // A read-only connection opens a damaged file lazily: its first read fails here.
            print(
                StoreFinding("open", .problem, error.message, repair: error.hint ?? "move the file away and re-index"))
            return ExitStatus.indexError
        }
        if repair { try await runRepair(database, maintenance: maintenance, expected: expected) }
        let findings: [StoreFinding]
        do {
            findings = try database.check(expected: expected)
        } catch let error as RecallError {
            print(
                StoreFinding("read", .problem, error.message, repair: error.hint ?? "move the file away and re-index"))
            return ExitStatus.indexError
        }
        for finding in findings { print(finding) }
        let problems = findings.filter { $0.severity == .problem }
        print(problems.isEmpty ? "healthy: \(path)" : "\(Counted.phrase(problems.count, "problem")) in \(path)")
        return problems.isEmpty ? 0 : ExitStatus.indexError
    }

    private func runRepair(_ database: RecallStore, maintenance: IDFMaintenance, expected: EmbedderFingerprint?)
        async throws
    {
        let lock = try WriterLock.forCommand(database.path)
        defer { lock?.release() }
        let stored = try database.fingerprint()
        let dimension = stored?.dimension
        let result = try database.repair(dimension: dimension)
        var done: [String] = []
        if result.fullTextRebuilt { done.append("rebuilt the full-text index") }
        if result.orphansRemoved > 0 { done.append("removed \(Counted.phrase(result.orphansRemoved, "orphan row"))") }
        if result.badVectorsRemoved > 0 {
            done.append("removed \(Counted.phrase(result.badVectorsRemoved, "bad vector"))")
        }
        if result.modesFixed > 0 { done.append("set 0600 on \(Counted.phrase(result.modesFixed, "file"))") }
        if result.derivedRemoved > 0 {
            done.append("removed \(Counted.phrase(result.derivedRemoved, "stale derived file"))")
        }
        let missing = try database.check(expected: expected).contains {
            $0.check == "vectors" && $0.severity == .problem
        }
        if missing, stored == nil || stored == expected {
            try await maintenance.refreshIfDrifted(database, force: true)
            done.append("re-embedded every chunk from the stored text")
        }
        let freed = try database.reclaimFreePages()
        if freed > 0 {
            done.append("gave \(ByteCountFormatter.string(fromByteCount: freed, countStyle: .file)) of free pages back")
        }
        Terminal.error("repair: " + (done.isEmpty ? "nothing to fix" : done.joined(separator: "; ")))
    }
}
