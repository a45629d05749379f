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

            --format json prints one object (every file listed under file_list).

              recall status
              recall status --files --db /tmp/demo.sqlite
              recall status --format json | jq .sources
            """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "List every indexed file, not only changed and missing ones.")
    var files = false

    @Option(help: "Output format (default: text).")
    var format: ReportFormat?

    func execute() async throws -> Int32 {
        let report = try StatusReport(store: try Components.openForReading(store))
        if ReportFormat.resolve(format) == .json {
            print(SourceJSON.string(report.object(listing: true), pretty: true))
        } else {
            print(report.lines(listAll: files).joined(separator: "\n"))
        }
        return 0
    }
}
