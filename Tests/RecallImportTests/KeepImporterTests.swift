import Foundation
import RecallCore
import RecallImport
import Testing

struct KeepImporterTests {
    static func read(_ json: String, name: String = "Keep/note.json") -> ImportResult {
        KeepImporter().read(Data(json.utf8), file: ImportFile(path: "/t/" + name, relativePath: name),
                            options: ImportOptions(timeZone: .gmt))
    }

    @Test func textNoteWithLabels() throws {
        let json = #"{"color":"DEFAULT","isTrashed":false,"textContent":"do something\nelse","title":"Errands","userEditedTimestampUsec":1711987218461000,"createdTimestampUsec":1711987196106000,"labels":[{"name":"home"}]}"#
        let document = try #require(Self.read(json).documents.first)
        #expect(document.id == "note:Keep/note.json")
        #expect(document.title == "Errands")
        #expect(document.date?.iso8601 == "2024-04-01T15:59:56Z")
        guard case .note(let note) = document.content else { return }
        #expect(note.body == "do something\nelse")
        #expect(note.tags == ["home"])
    }

    @Test func listNoteWithoutTitleOrCreated() throws {
        let json = #"{"isTrashed":false,"listContent":[{"text":"milk","isChecked":true},{"text":"eggs","isChecked":false}],"title":"","userEditedTimestampUsec":1629964346280000}"#
        let document = try #require(Self.read(json).documents.first)
        #expect(document.title == "[x] milk")
        #expect(document.date?.iso8601 == "2021-08-26T07:52:26Z")
        guard case .note(let note) = document.content else { return }
        #expect(note.body == "[x] milk\n[ ] eggs")
    }

    @Test func trashedAndBrokenNotes() {
        let trashed = Self.read(#"{"isTrashed":true,"textContent":"x","title":"t"}"#)
        #expect(trashed.documents.isEmpty)
        #expect(trashed.counters.values.reduce(0, +) == 1)
        let broken = Self.read(#"{"textContent": "#)
        #expect(broken.documents.isEmpty)
        #expect(broken.diagnostics.count == 1)
    }

    @Test func sniffsKeepJSON() {
        let importer = KeepImporter()
        let file = ImportFile(path: "x", relativePath: "x.json")
        #expect(importer.accepts(file: file, prefix: Data(#"{"color":"RED","isTrashed":false}"#.utf8)))
        #expect(!importer.accepts(file: file, prefix: Data(#"{"name":"x"}"#.utf8)))
        #expect(!importer.accepts(file: file, prefix: Data()))
    }
}
