import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// `recall export`: every source with its chunks, for backup and other tools.
struct ExportCommand: RecallCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every source (its public JSON document) and its chunks as JSON Lines.",
        discussion: """
            The first line is a header {"type":"recall-export","schema":"recall.export/2","version":2,\
            "embedder":{…},"sources":N,"chunks":M}; then one {"type":"source","schema":"recall.source/1",…} \
            line per source (the public schema, as `recall get` prints it), in id order, with its chunks \
            (and their vectors as arrays with --vectors).

              recall export > backup.jsonl
              recall export --vectors --output recall-with-vectors.jsonl
              recall export | jq -r 'select(.type=="source") | .id'
            """)

    @OptionGroup var store: StoreOptions

    @Option(help: "Output format (jsonl is the only one).")
    var format: ExportFormat = .jsonl

    @Flag(help: "Include each chunk's vector as an array of numbers.")
    var vectors = false

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write to this file instead of stdout.", valueName: "path"))
    var output: String?

    enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
        case jsonl
    }

    func execute() async throws -> Int32 {
        let database = try Components.openForReading(store)
        let handle = try outputHandle()
        defer { if output != nil { try? handle.close() } }
        let status = try database.status()
        var header: [String: Any] = [
            "type": "recall-export", "schema": PublicSchema.export, "version": 2, "vectors": vectors,
            "sources": status.sourcesByKind.values.reduce(0, +), "chunks": status.chunks,
        ]
        if let data = try database.meta("embedder.fingerprint"),
            let fingerprint = try? JSONSerialization.jsonObject(with: data)
        {
            header["embedder"] = fingerprint
        }
        handle.write(Data((SourceJSON.string(header) + "\n").utf8))
        var count = 0
        var buffer = Data()
        try database.exportSources(includeVectors: vectors) { source in
            var object = SourceJSON.object(source)
            object["type"] = "source"
            buffer.append(Data((SourceJSON.string(object) + "\n").utf8))
            count += 1
            if buffer.count > 1 << 20 {
                handle.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        handle.write(buffer)
        Terminal.error("exported \(Counted.phrase(count, "source"))\(output.map { " to \($0)" } ?? "")")
        return 0
    }

    private func outputHandle() throws -> FileHandle {
        guard let output else { return FileHandle.standardOutput }
        let path = StoreOptions.expand(output)
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw RecallError(.io, "cannot write \(path)") }
        return handle
    }
}
