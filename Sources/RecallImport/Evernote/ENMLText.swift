import Foundation

/// ENML (Evernote's XHTML) to plain text, in one pass over the bytes with a small cursor.
///
/// Paragraphs, divs and `<br>` become newlines, list items "- item", `<en-todo checked="true"/>` "[x] ",
/// table cells are joined by " | ", media and scripts are dropped, `<en-crypt>` sections are skipped
/// and counted. Malformed markup never fails: a `<` that starts no tag is kept as text.
///
/// Work and output are linear in the input: a list nested deeper than ``maxIndentLevels`` is
/// indented no further (thousands of nested `<ul>` once gave lines of thousands of spaces), and
/// ending a line never copies the output (`tools/bench/enex.py` measures it).
enum ENMLText {
    struct Output {
        var text: String
        var encryptedSections: Int
    }

    static let blockTags: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "section", "article", "header",
        "footer", "ul", "ol", "table", "tr", "hr", "en-note", "dl", "dt", "dd", "figure", "address",
    ]
    static let markers = ["- ", "[x] ", "[ ] "]
    /// Nested lists deeper than this are indented as this deep (two spaces a level).
    static let maxIndentLevels = 8
    static let skippedContainers: Set<String> = ["script", "style", "head", "title", "en-crypt", "object", "svg"]

    static func convert(_ enml: String) -> Output {
        var converter = Converter(bytes: Array(enml.utf8))
        converter.run()
        return Output(text: converter.finish(), encryptedSections: converter.encryptedSections)
    }

    /// One tag: name (lower-cased), whether it closes, whether it is self-closing, its raw attribute text.
    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: String
    }

    struct Converter {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []
        var encryptedSections = 0
        /// Cells seen in each open table row.
        var rowCells: [Int] = []
        var preDepth = 0
        var listDepth = 0
        /// Open table cells (block breaks inside them become spaces).
        var cellDepth = 0
        var noTagCloseAfter = Int.max

        init(bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count / 2)
        }

        mutating func run() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<"), let tag = readTag() {
                    handle(tag)
                } else if byte == UInt8(ascii: "&") {
                    appendText(ENMLEntities.decode(bytes, at: &index))
                } else {
                    appendByte(byte)
                    index += 1
                }
            }
        }

        /// Reads the tag at `index` (which is `<`) and moves past it; nil (index unchanged) when no tag starts here.
        mutating func readTag() -> Tag? {
            guard index < noTagCloseAfter else { return nil }
            let start = index + 1
            if bytes[start...].starts(with: Array("!--".utf8)) {
                index = find(Array("-->".utf8), from: start).map { $0 + 3 } ?? bytes.count
                return Tag(name: "!--", isClosing: false, isSelfClosing: true, attributes: "")
            }
            guard start < bytes.count else { return nil }
            let first = bytes[start]
            guard
                first == UInt8(ascii: "/") || first == UInt8(ascii: "!") || first == UInt8(ascii: "?")
                    || (first | 0x20 >= 97 && first | 0x20 <= 122)
            else { return nil }
            // A tag ends at the next `>`; meeting another `<` first means this one was text.
            guard let close = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") })
            else {
                noTagCloseAfter = index
                return nil
            }
            guard bytes[close] == UInt8(ascii: ">") else { return nil }
            let inner = bytes[start..<close]
            index = close + 1
            let isClosing = first == UInt8(ascii: "/")
            let body = isClosing ? inner.dropFirst() : inner
            let nameBytes = body.prefix { !($0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 || $0 == 47) }
            let name = String(decoding: nameBytes, as: UTF8.self).lowercased()
            return Tag(
                name: name, isClosing: isClosing, isSelfClosing: inner.last == UInt8(ascii: "/"),
                attributes: String(decoding: body.dropFirst(nameBytes.count), as: UTF8.self))
        }

        func find(_ needle: [UInt8], from start: Int) -> Int? {
            var position = start
            while position + needle.count <= bytes.count {
                if bytes[position] == needle[0], bytes[position..<(position + needle.count)].elementsEqual(needle) {
                    return position
                }
                position += 1
            }
            return nil
        }

        mutating func handle(_ tag: Tag) {
            let name = tag.name
            if !tag.isClosing, skippedContainers.contains(name), !tag.isSelfClosing {
                if name == "en-crypt" { encryptedSections += 1 }
                let closing = Array("</\(name)".utf8)
                index =
                    findCaseInsensitive(closing, from: index).flatMap { position in
                        bytes[position...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
                    } ?? bytes.count
                return
            }
            switch name {
            case "br": hardNewline()
            case "li": listItem(tag)
            case "ul", "ol":
                newline()
                listDepth = max(0, listDepth + (tag.isClosing ? -1 : 1))
            case "en-todo":
                let checked = tag.attributes.lowercased().replacingOccurrences(of: "'", with: "\"")
                    .contains("checked=\"true\"")
                append(checked ? "[x] " : "[ ] ")
            case "tr", "td", "th": tableTag(tag)
            case "pre":
                newline()
                preDepth = max(0, preDepth + (tag.isClosing ? -1 : 1))
            default:
                if blockTags.contains(name) { newline() }
            }
        }

        /// "- item" (indented two spaces per nested list), or "[x] " / "[ ] " for checklist items.
        mutating func listItem(_ tag: Tag) {
            newline()
            guard !tag.isClosing else { return }
            let style = tag.attributes.lowercased().filter { $0 != " " }
            let marker =
                style.contains("--en-checked:true") ? "[x] " : style.contains("--en-checked:false") ? "[ ] " : "- "
            append(String(repeating: "  ", count: min(max(0, listDepth - 1), ENMLText.maxIndentLevels)) + marker)
        }

        /// Rows on their own lines, cells joined by " | " (block content inside a cell stays on the row).
        mutating func tableTag(_ tag: Tag) {
            if tag.name == "tr" {
                cellDepth = 0
                newline()
                if tag.isClosing { _ = rowCells.popLast() } else { rowCells.append(0) }
                return
            }
            if tag.isClosing {
                cellDepth = max(0, cellDepth - 1)
                return
            }
            guard !rowCells.isEmpty else { return }
            if rowCells[rowCells.count - 1] > 0 {
                while output.last == 32 { output.removeLast() }
                append(" | ")
            }
            rowCells[rowCells.count - 1] += 1
            cellDepth += 1
        }

        func findCaseInsensitive(_ needle: [UInt8], from start: Int) -> Int? {
            var position = start
            while position + needle.count <= bytes.count {
                if bytes[position] == needle[0],
                    zip(bytes[position..<(position + needle.count)], needle).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
                {
                    return position
                }
                position += 1
            }
            return nil
        }

        mutating func append(_ text: String) { output += Array(text.utf8) }

        /// Appends text, collapsing whitespace runs outside `<pre>`.
        mutating func appendText(_ text: [UInt8]) {
            for byte in text { appendByte(byte) }
        }

        mutating func appendByte(_ byte: UInt8) {
            let isSpace = byte == 32 || byte == 9 || byte == 10 || byte == 13
            if isSpace, preDepth == 0 {
                if let last = output.last, last != 32, last != 10 { output.append(32) }
            } else {
                output.append(byte)
            }
        }

        /// Where the current output line starts.
        var lineStart = 0

        /// Ends the current line unless it is empty or holds only a list or to-do marker.
        mutating func newline() {
            if cellDepth > 0 {
                if let last = output.last, last != 32, last != 10 { output.append(32) }
                return
            }
            if lineHoldsOnlyAMarker() { return }
            while output.last == 32 { output.removeLast() }
            if output.count == lineStart { return }
            hardNewline()
        }

        /// Whether the current line is only indentation and a list or to-do marker. Reads the bytes
        /// in place: a slice of `output` kept alive across the next append would copy the whole
        /// buffer on every line break.
        func lineHoldsOnlyAMarker() -> Bool {
            var start = lineStart
            while start < output.count, output[start] == 32 { start += 1 }
            let length = output.count - start
            return ENMLText.markers.contains { marker in
                marker.utf8.count == length && zip(marker.utf8, start..<output.count).allSatisfy { $0 == output[$1] }
            }
        }

        /// Always starts a new line (`<br>`; a space inside a table cell).
        mutating func hardNewline() {
            if cellDepth > 0 {
                newline()
                return
            }
            while output.last == 32 { output.removeLast() }
            output.append(10)
            lineStart = output.count
        }

        /// The text with trailing spaces trimmed and at most one blank line in a row.
        func finish() -> String {
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            var result: [Substring] = []
            for line in lines {
                let trimmed = line.trimmingTrailingSpaces()
                if trimmed.isEmpty, result.last?.isEmpty ?? true { continue }
                result.append(trimmed)
            }
            while result.last?.isEmpty == true { result.removeLast() }
            return result.joined(separator: "\n")
        }
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\u{A0}" { text = text.dropLast() }
        return text
    }
}
