import Foundation
import RecallCore

/// Reads JSON Lines files of touchpoints or of people (`.jsonl`, `.ndjson`).
///
/// The file's kind is judged from the first valid line's keys: touchpoints carry `interaction_type` or
/// `occurred_at`; people carry `name` with `aliases`, `emails` or `facts`. A malformed line becomes a
/// diagnostic with its line number; the other lines are kept.
public struct JSONLinesImporter: FormatImporter {
    /// The importer (it keeps no state).
    public init() {}

    /// "jsonl".
    public var name: String { "jsonl" }

    enum Kind { case touchpoints, people }

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        if ["jsonl", "ndjson"].contains(file.fileExtension) { return true }
        guard ["", "json", "txt", "log"].contains(file.fileExtension) else { return false }
        let firstLine = prefix.split(separator: 10, maxSplits: 1).first ?? prefix[...]
        guard let object = try? JSONSerialization.jsonObject(with: Data(firstLine)) as? [String: Any] else {
            return false
        }
        return JSONLinesImporter.kind(of: object) != nil
    }

    static func kind(of object: [String: Any]) -> Kind? {
        if object["interaction_type"] != nil || object["occurred_at"] != nil { return .touchpoints }
        if object["name"] != nil, object["aliases"] != nil || object["emails"] != nil || object["facts"] != nil {
            return .people
        }
        return nil
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let decoded = TextDecoding.text(of: data, file: file)
        guard let text = decoded.text else { return ImportResult(diagnostics: decoded.diagnostics) }
        var result = ImportResult(diagnostics: decoded.diagnostics)
        var kind: Kind?
        var ids = Set<String>()
        for (offset, line) in text.normalizingNewlines.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = offset + 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                result.diagnostics.append(Diagnostic(file: file.path, line: number, reason: "not a valid JSON object"))
                continue
            }
            if kind == nil { kind = JSONLinesImporter.kind(of: object) }
            var reader = JSONLineReader(object: object, file: file, line: number, options: options)
            let document: Document? =
                switch kind {
                case .touchpoints: reader.touchpoint()
                case .people: reader.person()
                case nil: nil
                }
            if kind == nil {
                result.diagnostics.append(
                    Diagnostic(
                        file: file.path, line: number, reason: "neither a touchpoint nor a person record"))
            }
            result.diagnostics += reader.diagnostics
            guard let document else { continue }
            if ids.insert(document.id.rawValue).inserted {
                result.documents.append(document)
            } else {
                result.diagnostics.append(
                    Diagnostic(
                        file: file.path, line: number, reason: "duplicate id; later line skipped"))
            }
        }
        return result
    }
}
