import Foundation
import RecallCore

/// Reads Google Keep notes from a Takeout export (one JSON object per `.json` file).
///
/// Title `title` (else the first line of the text, else the file name); body `textContent`, or
/// `listContent` items as "[x] item" / "[ ] item"; date `createdTimestampUsec`, else
/// `userEditedTimestampUsec`; `labels` become tags. Trashed notes are skipped and counted.
public struct KeepImporter: FormatImporter {
    /// The importer (it keeps no state).
    public init() {}

    /// "keep".
    public var name: String { "keep" }

    static let markerKeys = ["\"textContent\"", "\"listContent\"", "\"userEditedTimestampUsec\"", "\"isTrashed\""]

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        guard file.fileExtension == "json" || file.fileExtension.isEmpty,
            prefix.first(where: { $0 > 32 }) == UInt8(ascii: "{")
        else { return false }
        let head = String(decoding: prefix, as: UTF8.self)
        return KeepImporter.markerKeys.contains { head.contains($0) }
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            return ImportResult(diagnostics: [
                Diagnostic(file: file.path, reason: "not a valid Keep note (JSON object)")
            ])
        }
        if JSONValue.bool(object["isTrashed"]) == true {
            return ImportResult(counters: ["trashed Keep notes skipped": 1])
        }
        let text = KeepImporter.body(of: object)
        let firstLine = text.split(separator: "\n").first.map { String($0.prefix(80)).trimmed }
        let title = (object["title"] as? String)?.trimmed.nilIfEmpty ?? firstLine?.nilIfEmpty ?? file.baseName
        let micros =
            JSONValue.number(object["createdTimestampUsec"]) ?? JSONValue.number(object["userEditedTimestampUsec"])
        let date = micros.map { SourceDate.instant(Date(timeIntervalSince1970: $0 / 1_000_000)) }
        let labels = (object["labels"] as? [Any] ?? []).compactMap { label -> String? in
            ((label as? [String: Any])?["name"] as? String ?? label as? String)?.trimmed.nilIfEmpty
        }
        let document = Document(
            id: file.noteID(), title: title, date: date, origin: file.path,
            content: .note(Note(body: text, tags: labels)))
        return ImportResult(documents: [document])
    }

    /// `textContent`, or the list's items, one per line.
    static func body(of object: [String: Any]) -> String {
        if let list = object["listContent"] as? [Any] {
            let items = list.compactMap { item -> String? in
                guard let entry = item as? [String: Any], let text = (entry["text"] as? String)?.trimmed.nilIfEmpty
                else { return nil }
                return (JSONValue.bool(entry["isChecked"]) == true ? "[x] " : "[ ] ") + text
            }
            let text = (object["textContent"] as? String)?.trimmed.nilIfEmpty
            return ([text].compactMap { $0 } + items).joined(separator: "\n")
        }
        return (object["textContent"] as? String ?? "").normalizingNewlines
    }
}
