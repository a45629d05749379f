import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// `recall status`: what the index holds and how it was built.
struct StatusCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show counts per kind, the embedder, the database path and size.",
        discussion: """
            Per file: when it was last indexed and whether it changed since (current, changed, missing, \
            untracked). Over 20 files only those not current are listed unless --files.

              recall status
              recall status --files --db /tmp/demo.sqlite
            """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "List every indexed file, not only changed and missing ones.")
    var files = false

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let status = try database.status()
        var lines = ["database: \(database.path) (\(ByteCountFormatter.string(fromByteCount: status.fileSize, countStyle: .file)))"]
        lines.append("embedder: \(try database.fingerprint()?.description ?? "none yet")")
        for kind in SourceKind.allCases {
            lines.append("\(kind.plural): \(status.sourcesByKind[kind] ?? 0)")
        }
        lines.append("chunks: \(status.chunks)")
        for (name, value) in status.counters.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        lines += FreshnessReport(entries: try database.freshness(), listAll: files).lines
        print(lines.joined(separator: "\n"))
        return 0
    }
}
