import Foundation
import RecallCore

/// Reads Evernote exports (`.enex`, or XML starting an `<en-export>`): one note per `<note>`.
///
/// Ids are `note:<root>/<relativePath>#<FNV-1a of title and created>`; the ENML content becomes plain text
/// (lists as "- item", to-dos as "[x] ", table cells joined by " | "); media is skipped and encrypted
/// sections are skipped with a warning. A broken file keeps the notes read before the error.
public struct EvernoteImporter: FormatImporter {
    /// The importer (it keeps no state).
    public init() {}

    /// "enex".
    public var name: String { "enex" }

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        if file.fileExtension == "enex" { return true }
        guard ["xml", ""].contains(file.fileExtension) else { return false }
        return String(decoding: prefix.prefix(2048), as: UTF8.self).contains("<en-export")
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        if data.prefix(8192).contains(0), !data.starts(with: [0xFF, 0xFE]), !data.starts(with: [0xFE, 0xFF]) {
            return ImportResult(diagnostics: [Diagnostic(file: file.path, reason: "binary file skipped")])
        }
        var data = data
        var replaced = false
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            data = Self.utf8(fromUTF16: data)
        } else if String(validating: data, as: UTF8.self) == nil {
            data = Data(String(decoding: data, as: UTF8.self).utf8)
            replaced = true
        }
        var collector = ENEXCollector()
        let failure = collector.collect(XMLPullReader(Array(data)))
        var result = ImportResult()
        if replaced {
            result.diagnostics.append(
                Diagnostic(file: file.path, reason: "not valid UTF-8; invalid bytes replaced", severity: .warning))
        }
        var ids: [String: Int] = [:]
        for raw in collector.notes {
            result.append(document(from: raw, file: file, ids: &ids))
        }
        if let failure {
            let kept = collector.notes.count
            result.diagnostics.append(
                Diagnostic(
                    file: file.path, line: failure.line,
                    reason: "not well-formed XML (\(failure.reason)); kept the \(kept) notes it could read"))
        } else if collector.rootName == "en-note" {
            result.append(bareNote(data, file: file))
        } else if collector.notes.isEmpty {
            result.diagnostics.append(Diagnostic(file: file.path, reason: "no notes in the export", severity: .warning))
        }
        return result
    }

    /// A file holding one bare `<en-note>` (as some tools write): one note titled after the file.
    private func bareNote(_ data: Data, file: ImportFile) -> ImportResult {
        let converted = ENMLText.convert(String(decoding: data, as: UTF8.self))
        var diagnostics: [Diagnostic] = []
        if converted.encryptedSections > 0 {
            diagnostics.append(Diagnostic(file: file.path, reason: "encrypted section skipped", severity: .warning))
        }
        let document = Document(
            id: file.noteID(), title: file.baseName, date: nil, origin: file.path,
            content: .note(Note(body: converted.text)))
        return ImportResult(documents: [document], diagnostics: diagnostics)
    }

    private func document(from raw: ENEXCollector.RawNote, file: ImportFile, ids: inout [String: Int]) -> ImportResult {
        var diagnostics: [Diagnostic] = []
        let converted = ENMLText.convert(raw.content)
        if converted.encryptedSections > 0 {
            diagnostics.append(
                Diagnostic(
                    file: file.path, line: raw.line, reason: "encrypted section skipped", severity: .warning))
        }
        let stamp = raw.created ?? raw.updated
        let date = stamp.flatMap(EvernoteImporter.date(from:))
        if let stamp, date == nil, !stamp.trimmed.isEmpty {
            diagnostics.append(
                Diagnostic(
                    file: file.path, line: raw.line, reason: "note date is not a valid ENEX timestamp",
                    severity: .warning))
        }
        let title = raw.title.trimmed.nilIfEmpty ?? "Untitled note"
        var key = FNV1a.hex(raw.title + "\u{1F}" + (raw.created ?? ""))
        let count = ids[key, default: 0] + 1
        ids[key] = count
        if count > 1 { key += "-\(count)" }
        let note = Note(body: converted.text, tags: raw.tags.map(\.trimmed).filter { !$0.isEmpty })
        let document = Document(
            id: file.noteID(suffix: "#" + key), title: title, date: date.map(SourceDate.instant),
            origin: file.path, content: .note(note))
        return ImportResult(documents: [document], diagnostics: diagnostics)
    }

    /// UTF-16 (either byte order, after its BOM) re-encoded as UTF-8.
    static func utf8(fromUTF16 data: Data) -> Data {
        let littleEndian = data.starts(with: [0xFF, 0xFE])
        let units = stride(from: 2, to: data.count - 1, by: 2).map { i -> UInt16 in
            let a = UInt16(data[data.startIndex + i])
            let b = UInt16(data[data.startIndex + i + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        return Data(String(decoding: units, as: UTF16.self).utf8)
    }

    /// `20230102T030405Z` (UTC); nil for anything else or an impossible date.
    static func date(from text: String) -> Date? {
        let digits = Array(text.trimmed.utf8)
        guard digits.count == 16, digits[8] == UInt8(ascii: "T"), digits[15] == UInt8(ascii: "Z"),
            let day = CalendarDay(String(decoding: digits[0..<8], as: UTF8.self)),
            let hour = Int(String(decoding: digits[9..<11], as: UTF8.self)),
            let minute = Int(String(decoding: digits[11..<13], as: UTF8.self)),
            let second = Int(String(decoding: digits[13..<15], as: UTF8.self)),
            hour < 24, minute < 60, second < 61
        else { return nil }
        return day.start(in: .gmt).addingTimeInterval(Double(hour * 3600 + minute * 60 + second))
    }
}

/// Keeps the parts of each `<note>` Recall uses from an ``XMLPullReader``'s events and ignores
/// resource data (no string is built for it).
struct ENEXCollector {
    struct RawNote {
        var line: Int
        var title = ""
        var created: String?
        var updated: String?
        var tags: [String] = []
        var content = ""
    }

    private(set) var notes: [RawNote] = []
    /// The document's root element (`en-export`, or `en-note` for a bare note).
    private(set) var rootName: String?
    private var current: RawNote?
    private var capturing: String?
    private var buffer = ""
    private var resourceDepth = 0

    /// Reads every event; returns the reader's first problem, if any (every note it could read is
    /// kept, as libxml2's recovery did).
    mutating func collect(_ reader: XMLPullReader) -> XMLPullReader.Failure? {
        var reader = reader
        while let event = reader.next() {
            rootName = rootName ?? reader.rootName
            handle(event, reader)
        }
        return reader.failure
    }

    private mutating func handle(_ event: XMLPullReader.Event, _ reader: XMLPullReader) {
        switch event {
        case .start(let name, let line): start(name, line: line)
        case .end(let name): end(name)
        case .text(let range): if capturing != nil { buffer += reader.decodeText(range) }
        case .cdata(let range): if capturing != nil { buffer += String(decoding: reader.bytes[range], as: UTF8.self) }
        }
    }

    private mutating func start(_ name: String, line: Int) {
        switch name {
        case "note": current = RawNote(line: line)
        case "resource": resourceDepth += 1
        case "title", "created", "updated", "tag", "content":
            guard current != nil, resourceDepth == 0 else { return }
            capturing = name
            buffer = ""
        default: break
        }
    }

    private mutating func end(_ name: String) {
        switch name {
        case "note":
            if let current { notes.append(current) }
            current = nil
        case "resource": resourceDepth = max(0, resourceDepth - 1)
        default:
            guard name == capturing else { return }
            switch name {
            case "title": current?.title = buffer
            case "created": current?.created = buffer
            case "updated": current?.updated = buffer
            case "tag": current?.tags.append(buffer)
            default: current?.content = buffer
            }
            capturing = nil
            buffer = ""
        }
    }
}
