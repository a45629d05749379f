import ArgumentParser
import Foundation
import RecallCore
import RecallIndex
import RecallStore

/// `recall reindex --embedder X`: re-embed every stored chunk with another embedder.
struct ReindexCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "reindex",
        abstract: "Re-embed every stored chunk with another embedder, switching atomically.",
        discussion: """
            Uses the stored chunk text (the original files are not needed). The old vectors stay in \
            use until every chunk has its new vector; a failed or interrupted reindex changes nothing \
            and resumes where it stopped when run again. With openai or ollama, chunk text is sent \
            to the embedding server.

              recall reindex --embedder ollama --model nomic-embed-text
              recall reindex --embedder openai --base-url http://127.0.0.1:8000
              recall reindex --embedder hashed
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var embedding: EmbedderOptions

    @Flag(help: "Print only the summary line.") var quiet = false

    func execute() async throws -> Int32 {
        Interruption.shared.install()
        guard FileManager.default.fileExists(atPath: store.path) else {
            throw RecallError(
                .notFound, "no index at \(store.path)", hint: "run `recall index PATH` first, or pass --db")
        }
        try RecallStore.checkBeforeWriting(path: store.path)
        let database = try RecallStore(path: store.path)
        let lock = try WriterLock.forCommand(database.path)
        defer { lock?.release() }
        let total = try database.status().chunks
        let bar = ProgressBar(mode: ProgressBar.mode(quiet: quiet, verbose: false), total: total, unit: "chunks")
        defer { bar.finish() }
        let switcher = EmbedderSwitch(store: database) { bar.draw(done: $0) }
        let fingerprint = try await switcher.run(embedding.settings)
        bar.finish()
        Terminal.error("reindexed \(Counted.phrase(total, "chunk")) with \(fingerprint)")
        return 0
    }
}
