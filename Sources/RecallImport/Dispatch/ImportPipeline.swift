import Foundation
import RecallCore

/// Reads files, folders and stdin into documents: scans, decodes, dispatches to the right importer.
public struct ImportPipeline: Sendable {
    /// The importers asked for each file, in order.
    public var importers: [any FormatImporter]
    /// Settings passed to every importer.
    public var options: ImportOptions

    /// A pipeline over `importers` (by default ``DefaultImporters/all``).
    public init(importers: [any FormatImporter] = DefaultImporters.all, options: ImportOptions = ImportOptions()) {
        self.importers = importers
        self.options = options
    }

    /// A lazy walk of `paths` pairing every file with its importer.
    public func scan(_ paths: [String]) -> SourceScanner {
        SourceScanner(paths: paths, importers: importers, options: options)
    }

    /// Reads one scanned file; an unknown format or an unreadable file becomes a diagnostic.
    public func read(_ entry: SourceScanner.Entry) -> ImportResult {
        guard let importer = entry.importer else {
            return ImportResult(diagnostics: [Diagnostic(file: entry.file.path, reason: "unsupported format")])
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: entry.file.path))
        } catch {
            return ImportResult(diagnostics: [Diagnostic(file: entry.file.path, reason: "cannot read the file")])
        }
        return importer.read(data, file: entry.file, options: options)
    }

    /// Reads one file, choosing its importer by extension, then by its first bytes.
    public func read(file: ImportFile) -> ImportResult {
        let importer = SourceScanner.importer(for: file, among: importers) {
            SourceScanner.prefix(ofFileAt: file.path)
        }
        return read(SourceScanner.Entry(file: file, importer: importer))
    }

    /// Everything under `paths`, read one file at a time (convenient for small inputs and tests).
    public func readAll(_ paths: [String]) -> ImportResult {
        var result = ImportResult()
        for entry in scan(paths) { result.append(read(entry)) }
        return result
    }

    /// Documents from stdin bytes.
    ///
    /// - `note`: the text is one note with id `note:stdin/<FNV-1a hex of the bytes>`; title `title`, else its
    ///   front matter title or first heading, else its first line.
    /// - `touchpoint`, `person`: JSON Lines records (`person` also takes vCards).
    /// - `meeting`: whichever importer accepts the bytes as `stdin.ics`.
    public func readStandardInput(_ data: Data, kind: SourceKind, title: String? = nil) -> ImportResult {
        switch kind {
        case .note:
            return stdinNote(data, title: title)
        case .touchpoint:
            return dispatchStdin(data, as: ImportFile(path: "-", relativePath: "stdin.jsonl"), title: title)
        case .person:
            let vcard = ImportFile(path: "-", relativePath: "stdin.vcf")
            let isVCard = VCardImporter().accepts(
                file: ImportFile(path: "-", relativePath: "stdin"), prefix: data.prefix(4096))
            return dispatchStdin(
                data, as: isVCard ? vcard : ImportFile(path: "-", relativePath: "stdin.jsonl"), title: title)
        case .meeting:
            return dispatchStdin(data, as: ImportFile(path: "-", relativePath: "stdin.ics"), title: title)
        }
    }

    private func stdinNote(_ data: Data, title: String?) -> ImportResult {
        let file = ImportFile(path: "-", relativePath: "stdin/" + FNV1a.hex(bytes: data))
        let decoded = TextDecoding.text(of: data, file: file)
        guard let text = decoded.text else { return ImportResult(diagnostics: decoded.diagnostics) }
        var result = MarkdownNoteImporter().note(from: text, file: file, options: options)
        result.diagnostics.insert(contentsOf: decoded.diagnostics, at: 0)
        for index in result.documents.indices {
            if let title = title?.trimmed.nilIfEmpty {
                result.documents[index].title = title
            } else if result.documents[index].title == file.baseName {
                let firstLine = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
                result.documents[index].title = firstLine.map { String(String($0).trimmed.prefix(80)) } ?? "stdin"
            }
        }
        return result
    }

    private func dispatchStdin(_ data: Data, as file: ImportFile, title: String?) -> ImportResult {
        let importer = SourceScanner.importer(for: file, among: importers) { data.prefix(SourceScanner.sniffLength) }
        guard let importer else {
            return ImportResult(diagnostics: [Diagnostic(file: "-", reason: "unsupported format")])
        }
        var result = importer.read(data, file: file, options: options)
        if let title = title?.trimmed.nilIfEmpty, result.documents.count == 1 { result.documents[0].title = title }
        return result
    }
}
