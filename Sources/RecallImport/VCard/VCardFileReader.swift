import RecallCore

/// Walks the content lines of one vCard file, card by card, collecting persons and diagnostics.
struct VCardFileReader {
    let file: ImportFile
    var result = ImportResult()
    private var card: VCardCard?
    private var previousName = ""
    /// Depth of vCards embedded in a 2.1 `AGENT` property (their properties are ignored).
    private var nestedDepth = 0
    /// How many persons each id was given to, to suffix duplicates.
    private var idCounts: [String: Int] = [:]

    init(file: ImportFile) { self.file = file }

    mutating func read(_ bytes: [UInt8]) {
        var lexer = VCardLexer(bytes: bytes)
        while let (number, line) = lexer.nextLogicalLine() {
            guard let property = VCardLexer.property(line, number: number) else { continue }
            handle(property)
            previousName = property.name
        }
        if let open = card { finish(open, terminated: false) }
        if result.documents.isEmpty, !result.diagnostics.contains(where: { $0.severity == .error }) {
            result.diagnostics.append(Diagnostic(file: file.path, reason: "no vCard found"))
        }
    }

    private mutating func handle(_ property: VCardProperty) {
        let value = String(decoding: property.value, as: UTF8.self).trimmed.uppercased()
        if property.name == "BEGIN", value == "VCARD" {
            if let open = card {
                if previousName == "AGENT" {
                    nestedDepth += 1
                    return
                }
                finish(open, terminated: false)
            }
            card = VCardCard(startLine: property.line)
        } else if property.name == "END", value == "VCARD" {
            if nestedDepth > 0 {
                nestedDepth -= 1
            } else if let open = card {
                finish(open, terminated: true)
                card = nil
            }
        } else if nestedDepth == 0, card != nil {
            let kept = capped(property)
            card?.add(kept)
        }
    }

    /// A property value beyond this many bytes is cut, and a warning says so: a contact's note of
    /// some 10,000 words is kept whole, and a runaway value cannot become one enormous fact chunk.
    static let maxValueBytes = 64 << 10

    /// `property` with its value cut to ``maxValueBytes`` on a UTF-8 boundary, with a warning.
    private mutating func capped(_ property: VCardProperty) -> VCardProperty {
        guard property.value.count > Self.maxValueBytes else { return property }
        var cut = Self.maxValueBytes
        while cut > 0, property.value[cut] & 0xC0 == 0x80 { cut -= 1 }  // not inside a UTF-8 sequence
        var kept = property
        kept.value = Array(property.value[..<cut])
        result.diagnostics.append(
            Diagnostic(
                file: file.path, line: property.line,
                reason:
                    "the \(property.name) value is \(property.value.count >> 10) KiB; "
                    + "only the first \(Self.maxValueBytes >> 10) KiB are indexed",
                severity: .warning))
        return kept
    }

    private mutating func finish(_ card: VCardCard, terminated: Bool) {
        if !terminated {
            result.diagnostics.append(
                Diagnostic(
                    file: file.path, line: card.startLine, reason: "vCard has no END:VCARD", severity: .warning))
        }
        guard var person = card.person() else {
            result.diagnostics.append(
                Diagnostic(
                    file: file.path, line: card.startLine, reason: "vCard has no name or email; skipped"))
            return
        }
        let count = idCounts[person.id, default: 0] + 1
        idCounts[person.id] = count
        if count > 1 {
            person.id += "-\(count)"
            result.diagnostics.append(
                Diagnostic(
                    file: file.path, line: card.startLine, reason: "duplicate person id; suffixed -\(count)",
                    severity: .warning))
        }
        result.documents.append(
            Document(
                id: .person(person.id), title: person.name, date: nil, origin: file.path, content: .person(person)))
    }
}
