import Foundation
import RecallCore
import RecallImport
import RecallTestSupport
import Testing

struct ImportPipelineTests {
    @Test(arguments: [
        ("*.md", "notes/a.md", true),
        ("*.md", "a.markdown", false),
        ("archive/*", "archive/2020/x.md", true),
        ("draft-?.txt", "draft-1.txt", true),
        ("draft-?.txt", "draft-12.txt", false),
        ("[a-c]*.vcf", "bob.vcf", true),
        ("[!a-c]*.vcf", "bob.vcf", false),
        ("*secret*", "dir/my-secret-notes.md", true),
        ("\\*.md", "*.md", true),
        ("*", "", true),
        ("a*b*c*d*e*f", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
    ])
    func globs(pattern: String, text: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(text) == expected)
    }

    static func tree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("# B", to: "b.md")
        try folder.write("# A", to: "a/z.md")
        try folder.write("BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nEND:VCARD\n", to: "a/contacts.txt")
        try folder.write("{}", to: "a/.obsidian/config.md")
        try folder.write("x", to: ".hidden.md")
        try folder.write("# skip", to: "archive/old.md")
        try folder.write("# skip too", to: "c/draft.md")
        try folder.write("binary?", to: "c/photo.png")
        return folder
    }

    @Test func walksSortedSkippingHiddenAndExcluded() throws {
        let folder = try Self.tree()
        let options = ImportOptions(excludeGlobs: ["archive", "draft.md"])
        let entries = Array(SourceScanner(paths: [folder.url.path], importers: DefaultImporters.all, options: options))
        #expect(entries.map(\.file.relativePath) == ["a/contacts.txt", "a/z.md", "b.md", "c/photo.png"])
        #expect(entries.map { $0.importer?.name ?? "-" } == ["vcard", "markdown", "markdown", "-"])
        #expect(entries.allSatisfy { $0.file.path.hasPrefix(folder.url.path) })
    }

    @Test func readsEverythingWithUnsupportedFormatsReported() throws {
        let folder = try Self.tree()
        let pipeline = ImportPipeline(options: ImportOptions(timeZone: .gmt))
        let result = pipeline.readAll([folder.url.path, folder.url.appendingPathComponent("b.md").path])
        let root = "note:" + folder.url.lastPathComponent  // a walk without an index names roots after their folders
        #expect(result.documents.map(\.id.rawValue) == [
            "person:vcard-\(FNV1a.hex("Ann Lee"))", "\(root)/a/z.md", "\(root)/archive/old.md", "\(root)/b.md",
            "\(root)/c/draft.md", "\(root)/b.md",
        ])
        #expect(result.diagnostics.map(\.reason) == ["unsupported format"])
        #expect(result.diagnostics.first?.file.hasSuffix("c/photo.png") == true)
    }

    @Test func singleFileUsesItsName() throws {
        let folder = try Self.tree()
        let result = ImportPipeline().read(file: ImportFile(path: folder.url.appendingPathComponent("a/z.md").path, relativePath: "z.md"))
        #expect(result.documents.map(\.id) == ["note:z.md"])
    }

    @Test func stdinNoteHasAContentID() throws {
        let text = "Call notes\n\nWe agreed on the plan.\n"
        let pipeline = ImportPipeline(options: ImportOptions(timeZone: .gmt))
        let untitled = pipeline.readStandardInput(Data(text.utf8), kind: .note)
        let document = try #require(untitled.documents.first)
        #expect(document.id.rawValue == "note:stdin/" + FNV1a.hex(text))
        #expect(document.title == "Call notes")
        #expect(document.origin == "-")
        let titled = pipeline.readStandardInput(Data(text.utf8), kind: .note, title: "Plan review")
        #expect(titled.documents.first?.title == "Plan review")
        #expect(titled.documents.first?.id == document.id)
    }

    @Test func stdinRecordsAndMeetings() {
        let pipeline = ImportPipeline(options: ImportOptions(timeZone: .gmt))
        let touchpoint = #"{"id":"t1","person_name":"Ann","interaction_type":"video","occurred_at":"2025-01-01T10:00:00Z"}"#
        #expect(pipeline.readStandardInput(Data(touchpoint.utf8), kind: .touchpoint).documents.map(\.id) == ["touchpoint:t1"])
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u1\r\nFN:Ann\r\nEND:VCARD\r\n"
        #expect(pipeline.readStandardInput(Data(card.utf8), kind: .person).documents.map(\.id) == ["person:u1"])
        let person = #"{"id":"p1","name":"Ann","emails":[]}"#
        #expect(pipeline.readStandardInput(Data(person.utf8), kind: .person).documents.map(\.id) == ["person:p1"])
        let onlyNotes = ImportPipeline(importers: [MarkdownNoteImporter()])
        let meeting = onlyNotes.readStandardInput(Data("BEGIN:VCALENDAR\r\n".utf8), kind: .meeting)
        #expect(meeting.documents.isEmpty)
        #expect(meeting.diagnostics.map(\.reason) == ["unsupported format"])
    }
}

/// `--exclude` rules: the relative path, the file's name, or (for a bare pattern) a folder's name.
struct ExcludeRulesTests {
    @Test(arguments: [
        (["archive"], "archive/old.md", true),
        (["archive"], "notes/archive/2019/old.md", true),
        (["archive"], "archived.md", false),
        (["*.png"], "c/photo.png", true),
        (["draft.md"], "c/draft.md", true),
        (["c/*.md"], "c/draft.md", true),
        (["c/*.md"], "d/c/draft.md", false),
        (["c"], "d/c/draft.md", true),
        (["2019-*"], "journal/2019-01/a.md", true),
        ([], "anything.md", false),
    ])
    func rules(patterns: [String], path: String, excluded: Bool) {
        #expect(ExcludeRules(patterns).excludes(path) == excluded)
    }
}
