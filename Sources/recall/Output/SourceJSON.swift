import Foundation
import RecallCore
import RecallStore

/// JSON for one whole stored source, shared by `recall get`, `recall export` and the MCP `get` tool,
/// in the public schema (``PublicSchema``).
enum SourceJSON {
    /// `{"schema","id","kind","title","date","origin","people","indexed_at","document","chunks"}`
    /// (+ `cancelled` for a cancelled meeting); the document in ``PublicSchema``'s form, never the
    /// stored coding; chunk vectors appear only when they were read.
    static func object(_ source: ExportedSource) -> [String: Any] {
        let decoded = try? DocumentCoding.decoder().decode(Document.self, from: Data(source.payload.utf8))
        var object: [String: Any] = [
            "schema": PublicSchema.source, "id": source.id.rawValue, "kind": source.kind, "origin": source.origin,
            "indexed_at": ISO8601.string(from: Date(timeIntervalSince1970: source.indexedAt)),
            "document": decoded.map(PublicSchema.document) ?? NSNull(), "chunks": source.chunks.map(chunk),
            "title": decoded?.title ?? NSNull(), "date": decoded?.date?.iso8601 ?? NSNull(),
            "people": decoded.map { $0.people.compactMap { $0.name ?? $0.email } } ?? [],
        ]
        if decoded?.isCancelled == true { object["cancelled"] = true }
        return object
    }

    static func chunk(_ chunk: ExportedChunk) -> [String: Any] {
        var object: [String: Any] = ["ordinal": chunk.ordinal, "field": chunk.field, "text": chunk.text]
        if let vector = chunk.vector { object["vector"] = vector }
        return object
    }

    /// Serializes with sorted keys; `pretty` for people, one line otherwise. DEL and C1 controls
    /// are escaped too (``Terminal/escapeJSONControls(_:)``), so the JSON is safe on a terminal.
    static func string(_ object: Any, pretty: Bool = false) -> String {
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        guard JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(withJSONObject: object, options: options)
        else { return "null" }
        return Terminal.escapeJSONControls(String(decoding: data, as: UTF8.self))
    }

    /// A readable rendering: header lines, then each chunk under its field name.
    static func text(_ source: ExportedSource) -> String {
        let object = object(source)
        var lines = [Terminal.bold(Terminal.sanitize(object["title"] as? String ?? source.id.rawValue))]
        lines.append("id: \(Terminal.singleLine(source.id.rawValue))")
        lines.append("kind: \(source.kind)")
        if let date = DisplayTime().stamp(object["date"] as? String) { lines.append("date: \(date)") }
        if let people = object["people"] as? [String], !people.isEmpty {
            lines.append("people: " + Terminal.sanitize(people.joined(separator: ", ")))
        }
        lines.append("origin: \(Terminal.singleLine(source.origin))")
        for chunk in source.chunks {
            lines.append("")
            lines.append(Terminal.dim("[\(chunk.field)]"))
            lines.append(Terminal.sanitize(chunk.text))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
