import Foundation
import RecallCore
import RecallImport
import Testing

struct MarkdownNoteImporterTests {
    static let utc = ImportOptions(timeZone: .gmt)

    static func note(_ text: String, path: String = "notes/plan.md") -> (Document?, [Diagnostic]) {
        let file = ImportFile(path: "/vault/" + path, relativePath: path)
        let result = MarkdownNoteImporter().read(Data(text.utf8), file: file, options: utc)
        return (result.documents.first, result.diagnostics)
    }

    static func body(_ document: Document?) -> Note? {
        guard case .note(let note)? = document?.content else { return nil }
        return note
    }

    @Test(arguments: [
        ("---\ntitle: Launch plan\n---\n# Heading\n", "notes/plan.md", "Launch plan"),
        ("intro\n# First heading\n# Second\n", "notes/plan.md", "First heading"),
        ("```\n# not a heading\n```\nno heading\n", "notes/weekly-sync.md", "weekly-sync"),
        ("## level two only\n", "a/b/Ideas.markdown", "Ideas"),
        ("---\ntitle: ''\n---\n# Fallback\n", "x.md", "Fallback"),
    ])
    func titles(text: String, path: String, expected: String) {
        #expect(Self.note(text, path: path).0?.title == expected)
    }

    @Test(arguments: [
        ("---\ndate: 2024-03-05\n---\nx", "n.md", "2024-03-05"),
        ("---\ncreated: 2024-03-05T10:20:30Z\n---\nx", "n.md", "2024-03-05T10:20:30Z"),
        ("---\ncreated: 1645831075594\n---\nx", "n.md", "2022-02-25T23:17:55Z"),
        ("---\ndate: 2024-03-05 09:00\n---\nx", "n.md", "2024-03-05T09:00:00Z"),
        ("no front matter", "minutes/2015-05-27.md", "2015-05-27"),
        ("no date", "2015-05-27-V8.md", "2015-05-27"),
        ("- [[Ana]] re cutover", "journals/2026_03_14.md", "2026-03-14"),
        ("no date", "Daily/2026.03.14.md", "2026-03-14"),
        ("no date", "mixed/2026-03_14.md", nil),
        ("no date", "v1.2.3.4567.md", nil),
        ("no date", "notes/plan.md", nil),
        ("---\ndate: someday\n---\nx", "2020-01-02.md", "2020-01-02"),
        ("---\ndate: 2024-03-05 10:00:00 +01:00\n---\nx", "n.md", "2024-03-05T09:00:00Z"),
    ] as [(String, String, String?)])
    func dates(text: String, path: String, expected: String?) {
        #expect(Self.note(text, path: path).0?.date?.iso8601 == expected)
    }

    @Test func frontMatterTagsPeopleAndBody() {
        let text = """
            ---
            title: Sync
            tags: [planning, q3]
            attendees:
              - Sarah Chen
              - bob@example.com
              - name: Ana Ruiz
            ---
            Body text with [[projects/launch-plan]] and [[target|Shown label]]
            and [[Dendronites|dendron://site/community.concepts#x]].
            """
        let (document, diagnostics) = Self.note(text)
        let note = Self.body(document)
        #expect(diagnostics.isEmpty)
        #expect(document?.id == "note:notes/plan.md")
        #expect(note?.tags == ["planning", "q3"])
        #expect(note?.people == [PersonRef(name: "Sarah Chen"), PersonRef(email: "bob@example.com"), PersonRef(name: "Ana Ruiz")])
        #expect(note?.body == "Body text with launch plan and Shown label\nand Dendronites.")
    }

    @Test func presentSectionsBecomePeople() {
        let text = """
            # TSC Meeting 2020-02-26

            ## Present

            * Anna Henningsen @addaleax (TSC)
            * Rich Trott @Trott (voting member)
            * [Jane Roe](https://example.com/jane) - guest
            * Ali Sheikh <mailto:ofrobots@google.com>
              * a nested remark
            * Rod Vagg (facilitator, build representative)

            ### Observers

            * Mikeal Rogers

            ### Announcements

            * Not a person
            """
        let people = Self.body(Self.note(text).0)?.people ?? []
        #expect(people.map(\.displayName) == [
            "Anna Henningsen", "Rich Trott", "Jane Roe", "Ali Sheikh", "Rod Vagg", "Mikeal Rogers",
        ])
        #expect(people[3].email == "ofrobots@google.com")
    }

    @Test(arguments: [
        ("Present: Ann Lee, Bo Chen\n\nText", ["Ann Lee", "Bo Chen"]),
        ("**Attendees:**\n- Ann Lee\n- Bo Chen\n\nLater:\n- Not here", ["Ann Lee", "Bo Chen"]),
        ("## Participants\n\nN/A meeting cancelled.\n\n- later bullet", []),
        ("Presentation notes\n- Ann Lee", []),
        ("## Present\n- Antoine du Hamel @aduh95\n- Apologies for Ben\n- 黄世勇\n- Сковорода Никита", ["Antoine du Hamel", "黄世勇", "Сковорода Никита"]),
        ("# Squads\n\nWith Felix, Olivia, Björn.\n\nDecision: go.", ["Felix", "Olivia", "Björn"]),
        ("With Daniel and Raj Patel", ["Daniel", "Raj Patel"]),
        ("With Daniel and Raj in the finance room.", []),
        ("With the launch slipping, we cut scope.", []),
        ("Notes\nwith Felix", []),
    ])
    func attendeeLabels(text: String, expected: [String]) {
        #expect(Self.body(Self.note(text).0)?.people.map(\.displayName) == expected)
    }

    @Test(arguments: [
        ("tags: [a, '#b', a]", ["a", "b"]),
        ("tags: one, two", ["one", "two"]),
        ("tags: '#x #y'", ["x", "y"]),
        ("tags:\n  - stage.seed", ["stage.seed"]),
        ("tags:", []),
    ])
    func frontMatterTags(yaml: String, expected: [String]) {
        #expect(Self.body(Self.note("---\n\(yaml)\n---\nx").0)?.tags == expected)
    }

    @Test func invalidFrontMatterWarnsAndKeepsBody() {
        let (document, diagnostics) = Self.note("---\ntitle: [unclosed\n---\nBody\n")
        #expect(Self.body(document)?.body == "Body\n")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.reason.contains("unclosed") == false)
    }

    @Test func crlfAndBOMAreHandled() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: Win\r\n---\r\nLine\r\n".utf8)
        let file = ImportFile(path: "w.md", relativePath: "w.md")
        let result = MarkdownNoteImporter().read(Data(bytes), file: file, options: Self.utc)
        #expect(result.documents.first?.title == "Win")
        #expect(Self.body(result.documents.first)?.body == "Line\n")
    }
}
