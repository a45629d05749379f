import Foundation
import RecallCore

/// Reads markdown and plain-text notes (`.md`, `.markdown`, `.txt`) into one note each.
///
/// Title: front matter `title`, else the first `# heading`, else the file name. Date: front matter
/// `date`/`created`, else a `YYYY-MM-DD` in the file name, else none. People: front matter
/// `people`/`attendees` and "Present"/"Attendees"/"Participants" sections.
public struct MarkdownNoteImporter: FormatImporter {
    /// The importer (it keeps no state).
    public init() {}

    /// "markdown".
    public var name: String { "markdown" }

    static let extensions: Set<String> = ["md", "markdown", "txt"]
    /// Text beyond this many UTF-8 bytes is not indexed (a warning says so): ~600,000 words,
    /// ~3,000 chunks, which keeps one note's time and memory bounded.
    public static let maxTextBytes = 4 << 20

    public func accepts(file: ImportFile, prefix: Data) -> Bool {
        MarkdownNoteImporter.extensions.contains(file.fileExtension)
    }

    public func read(_ data: Data, file: ImportFile, options: ImportOptions) -> ImportResult {
        let decoded = TextDecoding.text(of: data, file: file)
        guard var text = decoded.text else { return ImportResult(diagnostics: decoded.diagnostics) }
        var limit: Diagnostic?
        if text.utf8.count > Self.maxTextBytes {
            // Slicing rounds a UTF-8 index down to a character boundary: no character is split.
            let cut = text.utf8.index(text.utf8.startIndex, offsetBy: Self.maxTextBytes)
            limit = Diagnostic(
                file: file.path,
                reason:
                    "the note is \(text.utf8.count >> 20) MiB; "
                    + "only the first \(Self.maxTextBytes >> 20) MiB are indexed",
                severity: .warning)
            text = String(text[..<cut])
        }
        var result = note(from: text, file: file, options: options)
        result.diagnostics.insert(contentsOf: decoded.diagnostics + (limit.map { [$0] } ?? []), at: 0)
        return result
    }

    /// The note for already-decoded text.
    public func note(from rawText: String, file: ImportFile, options: ImportOptions) -> ImportResult {
        let text = rawText.normalizingNewlines
        let front = FrontMatter(splitting: text)
        var diagnostics: [Diagnostic] = []
        if front.isInvalid {
            diagnostics.append(
                Diagnostic(
                    file: file.path, line: 1, reason: "front matter is not valid YAML; ignored", severity: .warning))
        }
        let body = MarkdownText.rewritingWikiLinks(String(front.body))
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let title =
            front.value("title")?.text.trimmed.nilIfEmpty
            ?? MarkdownNoteImporter.firstHeading(in: lines)
            ?? file.baseName
        let date = noteDate(front: front, file: file, options: options, diagnostics: &diagnostics)
        let tags = MarkdownNoteImporter.tags(front.value("tags", "tag", "keywords"))
        let people = MarkdownNoteImporter.frontMatterPeople(front) + AttendeeSection.people(in: lines)
        var seen = Set<String>()
        let uniquePeople = people.filter { seen.insert(($0.name ?? "") + "|" + ($0.email ?? "")).inserted }
        let document = Document(
            id: file.noteID(), title: title, date: date, origin: file.path,
            content: .note(Note(body: body, tags: tags, people: uniquePeople)))
        return ImportResult(documents: [document], diagnostics: diagnostics)
    }

    private func noteDate(
        front: FrontMatter, file: ImportFile, options: ImportOptions, diagnostics: inout [Diagnostic]
    ) -> SourceDate? {
        if let raw = front.value("date", "created") {
            if let date = NoteDateParser.parse(raw.text, timeZone: options.timeZone) { return date }
            diagnostics.append(
                Diagnostic(
                    file: file.path, line: 1, reason: "front matter date is not a recognised date; ignored",
                    severity: .warning))
        }
        let fileName = (file.relativePath as NSString).lastPathComponent
        return NoteDateParser.day(inFileName: fileName).map(SourceDate.day)
    }

    /// The text of the first level-one ATX heading.
    static func firstHeading(in lines: [Substring]) -> String? {
        var inFence = false
        for line in lines {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, line.hasPrefix("# ") else { continue }
            let heading = line.dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " #"))
            if !heading.isEmpty { return MarkdownText.strippingLinks(heading) }
        }
        return nil
    }

    /// Tags from a list, or from a string separated by commas or spaces; a leading `#` is dropped.
    static func tags(_ value: FrontMatter.Value?) -> [String] {
        guard let value else { return [] }
        let items: [String] =
            switch value {
            case .list(let items): items
            case .scalar(let text): text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            }
        var seen = Set<String>()
        return items.map { $0.trimmed.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `people:` / `attendees:` / `participants:` front matter entries.
    static func frontMatterPeople(_ front: FrontMatter) -> [PersonRef] {
        let items = ["people", "attendees", "participants"].flatMap { front.fields[$0]?.items ?? [] }
        return items.compactMap { AttendeeSection.person(from: Substring($0)) }
    }
}

extension ImportFile {
    /// The lower-cased extension of the file name, without the dot ("" when none).
    public var fileExtension: String {
        let name = (relativePath as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The file name without its extension.
    public var baseName: String {
        let name = (relativePath as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
