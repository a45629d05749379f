import Foundation
import RecallCore

/// Reads vCard 2.1, 3.0 and 4.0 files (`.vcf`, `.vcard`, or any file starting with `BEGIN:VCARD`):
/// one person per card that has a name or an email.
public struct VCardImporter: FormatImporter {
    public init() {}

    public var name: String { "vcard" }

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        if ["vcf", "vcard"].contains(file.fileExtension) { return true }
        let head = String(decoding: prefix.prefix(512), as: UTF8.self)
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return head.uppercased().hasPrefix("BEGIN:VCARD")
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        var result = ImportResult()
        guard let bytes = VCardImporter.bytes(of: data, file: file, diagnostics: &result.diagnostics) else {
            return result
        }
        var lexer = VCardLexer(bytes: bytes)
        var card: VCardCard?
        var previousName = ""
        var nestedDepth = 0
        var ids: [String: Int] = [:]
        func finish(_ card: VCardCard, terminated: Bool) {
            if !terminated {
                result.diagnostics.append(Diagnostic(
                    file: file.path, line: card.startLine, reason: "vCard has no END:VCARD", severity: .warning))
            }
            guard var person = card.person() else {
                result.diagnostics.append(Diagnostic(
                    file: file.path, line: card.startLine, reason: "vCard has no name or email; skipped"))
                return
            }
            let count = ids[person.id, default: 0] + 1
            ids[person.id] = count
            if count > 1 {
                person.id += "-\(count)"
                result.diagnostics.append(Diagnostic(
                    file: file.path, line: card.startLine, reason: "duplicate person id; suffixed -\(count)",
                    severity: .warning))
            }
            result.documents.append(Document(
                id: .person(person.id), title: person.name, date: nil, origin: file.path, content: .person(person)))
        }
        while let (number, line) = lexer.nextLogicalLine() {
            guard let property = VCardLexer.property(line, number: number) else { continue }
            let value = String(decoding: property.value, as: UTF8.self).trimmed.uppercased()
            if property.name == "BEGIN", value == "VCARD" {
                if let open = card {
                    if previousName == "AGENT" {
                        nestedDepth += 1
                        continue
                    }
                    finish(open, terminated: false)
                }
                card = VCardCard(startLine: number)
            } else if property.name == "END", value == "VCARD" {
                if nestedDepth > 0 {
                    nestedDepth -= 1
                } else if let open = card {
                    finish(open, terminated: true)
                    card = nil
                }
            } else if nestedDepth == 0 {
                card?.add(property)
            }
            previousName = property.name
        }
        if let open = card { finish(open, terminated: false) }
        if result.documents.isEmpty, !result.diagnostics.contains(where: { $0.severity == .error }) {
            result.diagnostics.append(Diagnostic(file: file.path, reason: "no vCard found"))
        }
        return result
    }

    /// The file's bytes as UTF-8-compatible bytes (BOM stripped, UTF-16 converted); nil for binary files.
    static func bytes(of data: Data, file: ImportFile, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        let raw = [UInt8](data)
        if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            guard case .text(let text, _) = TextDecoding.decode(data) else { return nil }
            return Array(text.utf8)
        }
        if raw.prefix(8192).contains(0) {
            diagnostics.append(Diagnostic(file: file.path, reason: "binary file skipped"))
            return nil
        }
        let body = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(raw.dropFirst(3)) : raw
        if String(validating: body, as: UTF8.self) == nil {
            diagnostics.append(Diagnostic(
                file: file.path, reason: "not valid UTF-8; read as Latin-1", severity: .warning))
        }
        return body
    }
}
