import Foundation
import Testing

@testable import RecallImport

/// The ENEX reader's events, its recovery from local damage and its fatal problems, with lines.
struct XMLPullReaderTests {
    /// Events as short strings: `<a@1`, `>a`, `"text"` (adjacent text joined and trimmed), `[cdata]`;
    /// then `!LINE` when a problem was noted.
    static func trace(_ xml: String) -> [String] {
        var reader = XMLPullReader(Array(xml.utf8))
        var out: [String] = []
        var text = ""  // consecutive text events, joined
        func flush() {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { out.append("\"\(trimmed)\"") }
            text = ""
        }
        while let event = reader.next() {
            if case .text(let range) = event {
                text += reader.decodeText(range)
                continue
            }
            flush()
            switch event {
            case .start(let name, let line): out.append("<\(name)@\(line)")
            case .end(let name): out.append(">\(name)")
            case .cdata(let range): out.append("[\(String(decoding: reader.bytes[range], as: UTF8.self))]")
            case .text: break
            }
        }
        flush()
        if let failure = reader.failure { out.append("!\(failure.line)") }
        return out
    }

    @Test(arguments: [
        ("<a>x</a>", ["<a@1", "\"x\"", ">a"]),
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE a SYSTEM \"x.dtd\">\n<a/>", ["<a@3", ">a"]),
        ("<!DOCTYPE a [<!ENTITY e \"]>\">]><a k='v' j=\"w\" >t</a>", ["<a@1", "\"t\"", ">a"]),
        ("<a><!-- <b> --><![CDATA[<en-note>x]]]]><![CDATA[>]]></a>", ["<a@1", "[<en-note>x]]]", "[>]", ">a"]),
        ("<a>&amp;&lt;&gt;&quot;&apos;&#233;&#xE9;</a>", ["<a@1", "\"&<>\"'éé\"", ">a"]),
        ("<a>\n<b>\n<c/></b></a>\n<!-- end -->\n", ["<a@1", "<b@2", "<c@3", ">c", ">b", ">a"]),
        ("<a:b x:y=\"1\">é</a:b>", ["<a:b@1", "\"é\"", ">a:b"]),
    ])
    func wellFormedDocuments(xml: String, expected: [String]) {
        #expect(Self.trace(xml) == expected)
    }

    /// Local damage is noted (first line) and read past, as libxml2's recovery did.
    @Test(arguments: [
        ("<a><b>x</c>y</a>", ["<a@1", "<b@1", "\"x\"", ">b", "\"y\"", ">a", "!1"]),
        ("<a>\n1 < 2 &nope; &#0; &</a>", ["<a@1", "\"1 < 2 &nope; &#0; &\"", ">a", "!2"]),
        ("<a k=v>x</a>", ["<a@1", "\"x\"", ">a", "!1"]),
        ("<a>x</a></b>", ["<a@1", "\"x\"", ">a", "!1"]),
        ("<a></a >", ["<a@1", ">a"]),
    ])
    func localDamageIsReadPast(xml: String, expected: [String]) {
        #expect(Self.trace(xml) == expected)
    }

    /// What cannot be read past stops the reader, keeping what came before.
    @Test(arguments: [
        ("<a><b>x", ["<a@1", "<b@1", "\"x\"", "!1"]),
        ("<a>\n<b", ["<a@1", "!2"]),
        ("<a><![CDATA[x", ["<a@1", "!1"]),
        ("<a><!-- x", ["<a@1", "!1"]),
        ("<a/><b/>", ["<a@1", ">a", "!1"]),
        ("<a/>\ntext", ["<a@1", ">a", "!2"]),
        ("text<a/>", ["!1"]),
        ("", ["!1"]),
        ("<!DOCTYPE a [", ["!1"]),
    ])
    func fatalProblemsStop(xml: String, expected: [String]) {
        #expect(Self.trace(xml) == expected)
    }

    @Test func utf16ExportsAreRead() {
        let xml = "<en-export><note><title>Ünïcode</title><content>x</content></note></en-export>"
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let units = Array(xml.utf16)
            let bytes = bom + units.flatMap { bom == [0xFF, 0xFE] ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let file = ImportFile(path: "/n/u.enex", relativePath: "u.enex")
            let result = EvernoteImporter().read(Data(bytes), file: file, options: ImportOptions(timeZone: .gmt))
            #expect(result.documents.map(\.title) == ["Ünïcode"])
        }
    }
}
