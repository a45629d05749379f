import ArgumentParser
import Foundation
import RecallCore
import RecallEmbedding
import RecallImport
import RecallIndex
import RecallRemote
import RecallStore

/// `recall index PATH...`: import files and folders into the index.
struct IndexCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Index calendars, contacts, notes, touchpoints and people.",
        discussion: """
            Formats are chosen by extension and content: .ics, .vcf, .md/.markdown/.txt, .enex, Google Keep \
            .json, and .jsonl touchpoints or people. Folders are walked recursively; hidden files are skipped; \
            symbolic links are followed when they lead out of the folder (each other one is named on stderr). \
            Re-indexing costs only a hash check per unchanged file; sources that vanished are removed.

              recall index ~/exports/calendar.ics ~/notes
              recall index --exclude 'drafts/*' ~/vault
              pbpaste | recall index - --kind note --title "Call with Sam"
              recall index                      # every [sources.NAME] in config.toml
              recall index --watch --interval 5 ~/notes
              recall index --embedder ollama --model nomic-embed-text ~/notes
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var embedding: EmbedderOptions

    @Argument(help: "Files and folders to index; '-' reads one document from stdin; none: the config's sources.")
    var paths: [String] = []

    @Option(help: "With '-': the kind of the document on stdin (note, touchpoint, meeting, person).")
    var kind: SourceKind = .note

    @Option(help: "With '-': the title of the document on stdin.")
    var title: String?

    @Option(
        name: .customLong("exclude"), help: ArgumentHelp("Skip paths matching a glob (repeatable).", valueName: "glob"))
    var excludes: [String] = []

    @Option(
        help: ArgumentHelp("Expand recurring events up to this date (default: a year from now).", valueName: "date"))
    var horizon: String?

    @Option(help: ArgumentHelp("Time zone for floating times and local dates (IANA name).", valueName: "zone"))
    var timezone: String?

    @Flag(help: "Print only the summary line.") var quiet = false
    @Flag(help: "Print a line per file.") var verbose = false
    @Flag(help: "Keep running and re-index when the files change (Ctrl-C to stop).") var watch = false
    @Option(help: ArgumentHelp("With --watch: seconds between checks.", valueName: "seconds")) var interval: Double = 2

    func validate() throws {
        if paths.isEmpty, RecallConfig.loaded.sources.isEmpty {
            throw ValidationError(
                "give at least one file or folder to index, '-' for stdin, "
                    + "or add [sources.NAME] to \(RecallConfig.defaultPath())"
            )
        }
        if watch, paths.contains("-") { throw ValidationError("--watch needs files or folders, not '-'") }
        if !(0.1...86400).contains(interval) {
            throw ValidationError("--interval must be between 0.1 and 86400 seconds")
        }
        if let horizon, ISO8601.date(from: horizon) == nil {
            throw ValidationError("--horizon must be a date like 2027-12-31")
        }
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("--timezone: unknown time zone '\(timezone)'")
        }
    }

    func execute() async throws -> Int32 {
        Interruption.shared.install()
        // Checked (quick_check) and opened under the writer lock, once per process, also for --watch.
        let database = try WriterLock.openingStore(store.path)
        // Without a zone setting, an index keeps the zone it was built in; reading commands show times in it.
        IndexZone.adopt(from: database)
        let zone = EffectiveSetting.timeZone(flag: timezone)
        let options = ImportOptions(
            now: Date(), horizon: horizon.flatMap(ISO8601.date(from:)), timeZone: zone,
            excludeGlobs: excludeFilter.patterns)
        let maintenance = IDFMaintenance()
        let remote = try await Components.indexingEmbedder(for: database, settings: embedding.settings)
        if remote == nil {
            let embedder = try maintenance.embedder(for: database)
            try Components.requireBuiltIn(stored: try database.fingerprint(), current: embedder.fingerprint)
            try database.setFingerprint(embedder.fingerprint)
        }
        guard watch else {
            return try await indexOnce(database, maintenance: maintenance, remote: remote, zone: zone, options: options)
        }
        return try await WatchLoop(paths: targets, interval: interval, filter: excludeFilter).run {
            try await indexOnce(database, maintenance: maintenance, remote: remote, zone: zone, options: options)
        }
    }

    /// `--exclude` globs plus the config's `exclude`.
    var excludeFilter: ExcludeFilter {
        ExcludeFilter(patterns: excludes + (RecallConfig.loaded.values["exclude"]?.strings ?? []))
    }

    /// The paths given, else every configured source.
    var targets: [String] { paths.isEmpty ? RecallConfig.loaded.sources.map(\.path) : paths }

    private func indexOnce(
        _ database: RecallStore, maintenance: IDFMaintenance, remote: RemoteEmbedder?, zone: TimeZone,
        options: ImportOptions
    ) async throws -> Int32 {
        let lock = try WriterLock.forCommand(database.path)
        defer { lock?.release() }
        if try database.meta(IndexZone.key) != Data(zone.identifier.utf8) {
            try database.setMeta(IndexZone.key, Data(zone.identifier.utf8))
        }
        // The hashed embedder afresh (after the lock: an IDF refresh, ours or another import's, changes it).
        let embedder: any Embedder = try remote ?? maintenance.embedder(for: database)
        let (inputs, found) = try collectInputs(database)
        for path in found.missing { Terminal.error("\(path): no such file or folder") }
        if verbose { for (path, reason) in found.ignored { Terminal.error("ignored \(path) (\(reason))") } }
        var indexer = Indexer(store: database, embedder: embedder, chunker: Chunker(timeZone: zone), timeZone: zone)
        indexer.settingsKey = "tz=\(zone.identifier);horizon=\(horizon ?? "default")"
        let bar = ProgressBar(mode: ProgressBar.mode(quiet: quiet, verbose: verbose), total: inputs.count)
        defer { bar.finish() }
        var stdinIDs: [SourceID] = []
        var summary = try await indexer.run(
            inputs: inputs, roots: found.roots,
            read: { data, file in
                let result = Self.read(data, file: file, options: options, title: file.path == "-" ? title : nil)
                if file.path == "-" { stdinIDs = result.documents.map(\.id) }
                return result
            },
            progress: bar.update, shouldStop: { Interruption.shared.requested != nil })
        bar.finish()
        PhaseTrace.mark("import (chunk, embed, store)")
        if remote == nil { summary.idfRefreshed = try await maintenance.refreshIfDrifted(database) }
        PhaseTrace.mark("idf-refresh")
        if !summary.added.isEmpty || !summary.updated.isEmpty || !summary.removed.isEmpty || summary.idfRefreshed {
            _ = try? database.reclaimFreePages()  // best effort: the import itself is committed
            database.refreshDerivedFiles(dimension: try? await embedder.fingerprint.dimension)
            PhaseTrace.mark("term-file")
        }
        summary.skippedFiles += found.missing.count + found.diagnostics.filter { $0.severity == .error }.count
        summary.ignoredFiles = found.ignored.count
        // With --verbose each file's problems were printed beside its line; the walk's come first.
        let shown = bar.mode == .lines ? found.diagnostics : found.diagnostics + summary.diagnostics
        summary.diagnostics = found.diagnostics + summary.diagnostics
        for diagnostic in Diagnostic.capped(shown) { Terminal.error(diagnostic.description) }
        Terminal.error(summary.line)
        // `recall index -` says what it created, for scripts: `id=$(recall index - < call.txt)`.
        for id in stdinIDs { print(Terminal.singleLine(id.rawValue)) }
        if let number = Interruption.shared.requested {  // arrived after the last file: everything is committed
            return 128 + number
        }
        return summary.hadErrors || !found.missing.isEmpty ? ExitStatus.dataError : 0
    }

    /// The inputs, each with its note root (``NoteRoots``), and what the walk found besides.
    private func collectInputs(_ database: RecallStore) throws -> ([IndexInput], FileWalk.Found) {
        guard paths != ["-"] else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let name = "stdin/\(FNV1a.hex(data))\(kind == .note ? ".md" : "")"
            return (
                [IndexInput(file: ImportFile(path: "-", relativePath: name), url: nil, data: data)], FileWalk.Found()
            )
        }
        var walked = FileWalk.inputs(for: targets.filter { $0 != "-" })
        let configured = Dictionary(
            RecallConfig.loaded.sources.map { (FileWalk.absolute($0.path).path, $0.name) },
            uniquingKeysWith: { first, _ in first })
        var names = try NoteRoots(store: database, configured: configured)
        let inputs = try names.assign(excludeFilter.apply(walked.inputs), folders: walked.roots)
        walked.inputs = []
        return (inputs, walked)
    }

    /// Parses one file with the first importer that accepts it.
    static func read(_ data: Data, file: ImportFile, options: ImportOptions, title: String? = nil) -> ImportResult {
        var result = dispatch(data, file: file, options: options)
        if let title {
            for index in result.documents.indices { result.documents[index].title = title }
        }
        return result
    }

    static func dispatch(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let prefix = data.prefix(4096)
        guard let importer = Components.importers.first(where: { $0.accepts(file: file, prefix: prefix) }) else {
            return ImportResult(diagnostics: [Diagnostic(file: file.path, reason: "unsupported format")])
        }
        return importer.read(data, file: file, options: options)
    }
}

extension SourceKind: ExpressibleByArgument {}
