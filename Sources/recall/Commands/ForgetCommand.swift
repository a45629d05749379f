import ArgumentParser
import Foundation
import RecallCore
import RecallIndex
import RecallStore

/// `recall forget`: remove sources, or everything from one file, from the index.
struct ForgetCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Remove sources by id, or everything indexed from a file, from every table and the full-text index.",
        discussion: """
            Prints each removed source on stdout. Exit status 1 when nothing matched. A source \
            forgotten by id comes back only if its file changes and is indexed again; --origin also \
            forgets the file, so indexing it again re-imports it.

              recall forget touchpoint:t-0042
              recall forget --origin ~/exports/old-calendar.ics
              recall search --format ids "draft" | recall forget -
            """)

    @OptionGroup var store: StoreOptions

    @Option(
        name: .customLong("origin"),
        help: ArgumentHelp("Forget everything indexed from this file (repeatable).", valueName: "file"))
    var origins: [String] = []

    @Argument(help: "Source ids; '-' reads them from stdin, one per line.")
    var ids: [String] = []

    func validate() throws {
        if ids.isEmpty, origins.isEmpty { throw ValidationError("give source ids or --origin FILE") }
    }

    func execute() async throws -> Int32 {
        try RecallStore.checkBeforeWriting(path: store.path)
        let database = try Components.openForChanging(store)
        let lock = try WriterLock.forCommand(database.path)
        defer { lock?.release() }
        let wanted = QueryText.ids(ids)
        var removed = try database.forget(ids: wanted.map { SourceID(rawValue: $0) })
        for origin in origins {
            let path = URL(fileURLWithPath: StoreOptions.expand(origin)).standardizedFileURL.path
            let summary = try database.forget(origin: path)
            removed.sources += summary.sources
            removed.chunks += summary.chunks
            removed.files += summary.files
        }
        for id in removed.sources { print("forgot \(Terminal.singleLine(id.rawValue))") }
        for file in removed.files { Terminal.error("forgot file \(Terminal.sanitize(file))") }
        let matchedIDs = Set(removed.sources.map(\.rawValue))
        for id in wanted where !matchedIDs.contains(id) {
            Terminal.error("recall: no source with id \(Terminal.sanitize(id))")
        }
        guard !removed.isEmpty else { return ExitStatus.noResults }
        _ = try await IDFMaintenance().refreshIfDrifted(database)
        try database.purgeDeletedText()
        _ = try? database.reclaimFreePages()  // best effort: the forgetting is committed
        database.refreshDerivedFiles(dimension: try? database.fingerprint()?.dimension)
        Terminal.error(
            "removed \(Counted.phrase(removed.sources.count, "source")) and \(Counted.phrase(removed.chunks, "chunk"))")
        return 0
    }
}
