import Foundation
import RecallCore
import RecallImport
import Testing

struct EvernoteImporterTests {
    static func enex(_ notes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
        <en-export export-date="20230809T184351Z" application="Evernote" version="10.58.8">
        \(notes)
        </en-export>
        """
    }

    static func note(title: String, created: String = "20230102T030405Z", tags: [String] = [], enml: String) -> String {
        """
        <note><title>\(title)</title><created>\(created)</created>
        \(tags.map { "<tag>\($0)</tag>" }.joined())
        <content><![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note>\(enml)</en-note>]]></content>
        <resource><data encoding="base64">iVBORw0KGgo=</data><mime>image/png</mime></resource>
        </note>
        """
    }

    static func read(_ text: String) -> ImportResult {
        let file = ImportFile(path: "/n/export.enex", relativePath: "n/export.enex")
        return EvernoteImporter().read(Data(text.utf8), file: file, options: ImportOptions(timeZone: .gmt))
    }

    static func body(_ document: Document?) -> String? {
        guard case .note(let note)? = document?.content else { return nil }
        return note.body
    }

    @Test(arguments: [
        ("<div>Things to buy:</div><ul><li><div>apple</div></li><li>banana</li></ul><div><br/></div>",
         "Things to buy:\n- apple\n- banana"),
        ("<div><en-todo checked=\"true\"/>done</div><div><en-todo checked=\"false\"/>open</div>", "[x] done\n[ ] open"),
        ("<table><tr><th>Name</th><th>Role</th></tr><tr><td>Ann</td><td>Lead</td></tr></table>",
         "Name | Role\nAnn | Lead"),
        ("<p>a&amp;b &lt;c&gt; &#233;&#x e9; &nbsp;x</p><p>second<br/>line</p>", "a&b <c> é&#x e9; x\nsecond\nline"),
        ("<div>before<en-media hash=\"abc\" type=\"image/png\"/>after</div>", "beforeafter"),
        ("<table><tr><td><div>c1</div><div>more</div></td><td><div>c2</div></td></tr><tr><td>r2</td></tr></table>",
         "c1 more | c2\nr2"),
        ("<ul><li>a<ul><li>a.1</li></ul></li><li>b</li></ul>", "- a\n  - a.1\n- b"),
        ("<ul style=\"--en-todo:true;\"><li style=\"--en-checked:true;\">Two</li></ul>", "[x] Two"),
        ("<div>text with < stray and <script>var x = 1;</script>end</div>", "text with < stray and end"),
        ("<p>unclosed <b", "unclosed <b"),
    ])
    func enmlToText(enml: String, expected: String) {
        let result = Self.read(Self.enex(Self.note(title: "T", enml: enml)))
        #expect(Self.body(result.documents.first) == expected)
    }

    /// Lists nested 3,000 deep are indented at most 8 levels, so the text stays about as long as the
    /// markup (unbounded, the 3,000th item alone was indented 6,000 spaces: 9 MB of text for 70 KB).
    @Test func deeplyNestedListsHaveBoundedIndentation() throws {
        let depth = 3000
        let enml = (0..<depth).map { "<ul><li>item \($0)" }.joined() + String(repeating: "</li></ul>", count: depth)
        let body = try #require(Self.body(Self.read(Self.enex(Self.note(title: "T", enml: enml))).documents.first))
        let lines = body.split(separator: "\n")
        #expect(lines.count == depth)
        #expect(lines.allSatisfy { $0.prefix(while: { $0 == " " }).count <= 16 }, "\(lines.map { $0.prefix(while: { $0 == " " }).count }.max() ?? 0)")
        #expect(lines.last.map(String.init) == String(repeating: "  ", count: 8) + "- item \(depth - 1)")
        #expect(body.utf8.count < enml.utf8.count * 2)
    }

    @Test func notesCarryTitleDateTagsAndStableIDs() throws {
        let text = Self.enex(Self.note(title: "Plan", tags: ["work", "q3"], enml: "<div>x</div>")
            + Self.note(title: "Plan", enml: "<div>y</div>"))
        let result = Self.read(text)
        let first = try #require(result.documents.first)
        #expect(first.title == "Plan")
        #expect(first.date?.iso8601 == "2023-01-02T03:04:05Z")
        #expect(first.id.rawValue == "note:n/export.enex#" + FNV1a.hex("Plan\u{1F}20230102T030405Z"))
        #expect(result.documents.last?.id.rawValue == first.id.rawValue + "-2")
        guard case .note(let note) = first.content else { return }
        #expect(note.tags == ["work", "q3"])
        #expect(Self.read(text).documents.map(\.id) == result.documents.map(\.id))
    }

    @Test func encryptedSectionsAreSkippedWithAWarning() {
        let enml = "<div>open</div><en-crypt hint=\"h\" cipher=\"AES\">U2VjcmV0</en-crypt><div>after</div>"
        let result = Self.read(Self.enex(Self.note(title: "S", enml: enml)))
        #expect(Self.body(result.documents.first) == "open\nafter")
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func invalidDateWarnsAndLeavesTheNoteUndated() {
        let result = Self.read(Self.enex(Self.note(title: "D", created: "20231332T999999Z", enml: "x")))
        #expect(result.documents.count == 1)
        #expect(result.documents.first?.date == nil)
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func brokenFileKeepsEarlierNotes() {
        let text = Self.enex(Self.note(title: "Good", enml: "ok")) .replacingOccurrences(of: "</en-export>", with: "<note><title>Bad</note>")
        let result = Self.read(text)
        #expect(result.documents.map(\.title) == ["Good"])
        #expect(result.diagnostics.contains { $0.severity == .error && $0.line != nil }, "\(result.diagnostics)")
    }

    @Test func bareENNoteIsOneNote() {
        let text = "<en-note><div>Hello <b>there</b></div><ul><li>x</li></ul></en-note>"
        let result = Self.read(text)
        #expect(result.documents.map(\.id) == ["note:n/export.enex"])
        #expect(result.documents.first?.title == "export")
        #expect(Self.body(result.documents.first) == "Hello there\n- x")
    }

    @Test func sniffsExports() {
        let importer = EvernoteImporter()
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "a.enex"), prefix: Data()))
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "a.xml"), prefix: Data(Self.enex("").utf8)))
        #expect(!importer.accepts(file: ImportFile(path: "x", relativePath: "a.xml"), prefix: Data("<rss/>".utf8)))
    }
}
