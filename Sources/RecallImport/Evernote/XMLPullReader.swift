import Foundation

/// A small pull reader for the XML of Evernote exports: elements, character data, CDATA, comments,
/// processing instructions and a DOCTYPE (skipped, never resolved), over UTF-8 bytes with a cursor.
///
/// It notices what makes a file not well-formed in practice and keeps the first problem's line in
/// ``failure``. Like libxml2's recovery, local damage does not stop it: an end tag that does not
/// match closes the innermost element (or is ignored), an unknown entity and a `<`
/// that starts no tag stay text, a malformed attribute ends its tag. A document that ends inside an
/// element, text or a second element after the root, or no root at all, stop it. Attributes are checked for shape
/// but not kept (Recall reads none). Text comes back as raw byte ranges: a reader that skips an
/// element (base64 resources) never builds a string for it; ``decodeText(_:)`` resolves entities.
///
/// Foundation's `XMLParser` did this before; it brought libxml2 and ICU into every `recall` process
/// (0.5 ms of start-up), and it trapped on element names that were not UTF-8.
struct XMLPullReader {
    enum Event: Equatable {
        case start(name: String, line: Int)
        case end(name: String)
        /// Character data with entities still encoded (see ``XMLPullReader/decodeText(_:)``).
        case text(Range<Int>)
        case cdata(Range<Int>)
    }

    /// Why the document is not well-formed, and where.
    struct Failure: Error, Equatable {
        var line: Int
        var reason: String
    }

    let bytes: [UInt8]
    /// The cursor and its line, moved only through XMLPullReader+Cursor's methods.
    var index = 0
    var line = 1
    private var open: [String] = []
    private var sawRoot = false
    /// The end event owed by `<x/>`.
    private var pendingEnd: String?
    /// The first problem, when the document is not well-formed.
    private(set) var failure: Failure?
    /// The first element's name.
    private(set) var rootName: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next event, or nil at the end of the document or at a problem it cannot read past
    /// (then ``failure`` is set).
    mutating func next() -> Event? {
        do {
            return try nextEvent()
        } catch {
            note(error)
            return nil
        }
    }

    private mutating func nextEvent() throws(Failure) -> Event? {
        if let name = pendingEnd {
            pendingEnd = nil
            return close(name)
        }
        while index < bytes.count {
            let event = bytes[index] == UInt8(ascii: "<") ? try markup() : try characterData()
            if let event { return event }
        }
        if !open.isEmpty { throw fail("the document ends inside an element") }
        if !sawRoot { throw fail("no root element") }
        return nil
    }

    /// Keeps the first problem.
    private mutating func note(_ problem: Failure) {
        if failure == nil { failure = problem }
    }

    // MARK: Markup

    private mutating func markup() throws(Failure) -> Event? {
        if matches("<!--") {
            try skip(past: "-->", what: "comment")
            return nil
        }
        if matches("<![CDATA[") {
            guard !open.isEmpty else { throw fail("CDATA outside the root element") }
            index += 9
            let start = index
            try skip(past: "]]>", what: "CDATA section")
            return .cdata(start..<(index - 3))
        }
        if matches("<?") {
            try skip(past: "?>", what: "processing instruction")
            return nil
        }
        if matches("<!DOCTYPE") {
            guard !sawRoot else { throw fail("a DOCTYPE after the root element") }
            try skipDoctype()
            return nil
        }
        if matches("</") { return try endTag() }
        return try startTag()
    }

    private mutating func startTag() throws(Failure) -> Event? {
        let tagLine = line
        guard index + 1 < bytes.count, Self.isNameByte(bytes[index + 1], first: true) else {
            note(fail("a '<' that starts no tag"))
            index += 1
            return .text((index - 1)..<index)
        }
        index += 1
        let name = readName()
        if open.isEmpty {
            guard !sawRoot else { throw fail("a second root element") }
            sawRoot = true
            rootName = name
        }
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw fail("the document ends inside a tag") }
            if matches("/>") {
                index += 2
                open.append(name)
                pendingEnd = name
                return .start(name: name, line: tagLine)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                open.append(name)
                return .start(name: name, line: tagLine)
            }
            if !hadSpace || !skipAttribute() {
                note(fail("a malformed tag"))
                try skipTagRest()
                open.append(name)
                return .start(name: name, line: tagLine)
            }
        }
    }

    /// Moves past the next `>` (the rest of a damaged tag).
    private mutating func skipTagRest() throws(Failure) {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
        guard index < bytes.count else { throw fail("the document ends inside a tag") }
        index += 1
    }

    private mutating func endTag() throws(Failure) -> Event? {
        index += 2
        let name = readName()
        skipSpace()
        if index >= bytes.count || bytes[index] != UInt8(ascii: ">") {
            note(fail("a malformed end tag"))
            try skipTagRest()
        } else {
            index += 1
        }
        return close(name)
    }

    /// The end of `name`. As in libxml2's recovery, a mismatched end tag closes the innermost open
    /// element whatever its name, and one with nothing open is ignored.
    private mutating func close(_ name: String) -> Event? {
        guard let innermost = open.popLast() else {
            note(fail("an end tag that closes nothing"))
            return nil
        }
        if innermost != name { note(fail("an end tag that does not match its start tag")) }
        return .end(name: innermost)
    }

    /// One `name="value"`; false when it is not one (nothing is consumed past the damage).
    private mutating func skipAttribute() -> Bool {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { return false }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            return false
        }
        let quote = bytes[index]
        index += 1
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "<") { advance() }
        guard index < bytes.count, bytes[index] == quote else { return false }
        index += 1
        return true
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets when there is one (not interpreted).
    private mutating func skipDoctype() throws(Failure) {
        var depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
        throw fail("the DOCTYPE never ends")
    }

    // MARK: Character data

    private mutating func characterData() throws(Failure) -> Event? {
        let start = index
        var blank = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                blank = false
                checkEntity()
                continue
            }
            if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { blank = false }
            advance()
        }
        if open.isEmpty {
            guard blank else { throw fail(sawRoot ? "text after the root element" : "text before the root element") }
            return nil
        }
        return .text(start..<index)
    }

    /// Moves past the reference at `index`; an unknown one is a problem, and its `&` stays text.
    private mutating func checkEntity() {
        guard let end = bytes[index...].prefix(16).firstIndex(of: UInt8(ascii: ";")),
            Self.entityValue(bytes[(index + 1)..<end]) != nil
        else {
            note(fail("an unknown or malformed entity reference"))
            index += 1
            return
        }
        index = end + 1
    }
}
