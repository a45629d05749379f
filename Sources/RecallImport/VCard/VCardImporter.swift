import Foundation
import RecallCore

/// Reads vCard 2.1, 3.0 and 4.0 files (`.vcf`, `.vcard`, or any file starting with `BEGIN:VCARD`):
/// one person per card that has a name or an email.
public struct VCardImporter: FormatImporter {
    /// The importer (it keeps no state).
    public init() {}

    /// "vcard".
    public var name: String { "vcard" }

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        if ["vcf", "vcard"].contains(file.fileExtension) { return true }
        if VCardImporter.cannotStartWithBegin(prefix) { return false }
        let head = String(decoding: prefix.prefix(512), as: UTF8.self)
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return head.uppercased().hasPrefix("BEGIN:VCARD")
    }

    /// A quick "no" for `accepts` (most files: notes, calendars): the first byte after ASCII
    /// white space is an ASCII byte other than `b`/`B`. Trimming stops at it and upper-casing
    /// maps it to itself or its ASCII capital, so the text cannot start with "BEGIN:VCARD".
    /// Anything else (non-ASCII first, all white space) takes the full check.
    static func cannotStartWithBegin(_ prefix: Data) -> Bool {
        guard let first = prefix.prefix(512).first(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }) else {
            return false
        }
        return first < 0x80 && first | 0x20 != UInt8(ascii: "b")
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        var diagnostics: [Diagnostic] = []
        guard let bytes = VCardImporter.bytes(of: data, file: file, diagnostics: &diagnostics) else {
            return ImportResult(diagnostics: diagnostics)
        }
        var reader = VCardFileReader(file: file)
        reader.result.diagnostics = diagnostics
        reader.read(bytes)
        return reader.result
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
            diagnostics.append(
                Diagnostic(
                    file: file.path, reason: "not valid UTF-8; read as Latin-1", severity: .warning))
        }
        return body
    }
}
