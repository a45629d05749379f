import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// `recall get ID…`: whole sources, as stored.
struct GetCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print whole sources by id: the stored document and every chunk.",
        discussion: """
            Exit status 1 when an id is unknown (the others are still printed).

              recall get event:standup-42@2026-08-14
              recall get --format json note:projects/budget.md
              recall search --format ids budget | xargs recall get --format jsonl
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var colors: ColorOptions

    @Option(help: "Output format (default: text on a terminal, jsonl otherwise).")
    var format: RecordFormat?

    @Flag(help: "Include each chunk's stored vector.")
    var vectors = false

    @Argument(help: "Source ids (as printed by search); '-' reads them from stdin, one per line.")
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one source id") }
    }

    func execute() async throws -> Int32 {
        colors.apply()
        let database = try Components.openForReading(store)
        let wanted = QueryText.ids(ids)
        let format = RecordFormat.resolve(self.format)
        var found: [ExportedSource] = []
        var missing = false
        for id in wanted {
            if let source = try database.exportedSource(SourceID(rawValue: id), includeVectors: vectors) {
                found.append(source)
            } else {
                Terminal.error("recall: no source with id \(Terminal.sanitize(id))")
                missing = true
            }
        }
        let output: String
        switch format {
        case .json where found.count == 1: output = SourceJSON.string(SourceJSON.object(found[0]), pretty: true) + "\n"
        case .json: output = SourceJSON.string(found.map(SourceJSON.object), pretty: true) + "\n"
        case .text: output = found.map(SourceJSON.text).joined(separator: "\n")
        default: output = found.map { SourceJSON.string(SourceJSON.object($0)) + "\n" }.joined()
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return missing ? ExitStatus.noResults : 0
    }
}
