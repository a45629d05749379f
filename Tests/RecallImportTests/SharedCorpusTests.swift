import Foundation
import RecallCore
import RecallImport
import RecallTestSupport
import Testing

/// Every file of the shared corpora imports without crashing, with loosely asserted counts.
@Suite(.enabled(if: TestPaths.sharedData != nil, "\(TestPaths.sharedMissingMessage)"))
struct SharedCorpusTests {
    static func importAll(_ folder: String) -> (result: ImportResult, files: Int) {
        // The suite only runs when sharedData is set.
        let root = TestPaths.sharedData!.appendingPathComponent(folder).path
        let pipeline = ImportPipeline(options: ImportOptions(timeZone: .gmt))
        var result = ImportResult()
        var files = 0
        for entry in pipeline.scan([root]) {
            files += 1
            result.append(pipeline.read(entry))
        }
        return (result, files)
    }

    @Test func vcardCorpusProducesPersons() {
        let (result, files) = Self.importAll("vcf")
        let persons = result.documents.filter { $0.kind == .person }
        print("vcf: \(files) files, \(persons.count) persons, \(result.diagnostics.count) diagnostics")
        #expect(persons.count >= 400)
        #expect(persons.allSatisfy { !$0.title.isEmpty })
        for (origin, group) in Dictionary(grouping: persons, by: \.origin) {
            #expect(Set(group.map(\.id)).count == group.count, "duplicate ids in \(origin)")
        }
    }

    @Test func dendronNotesAreAllDated() {
        let (result, _) = Self.importAll("notes/dendron-vault")
        let notes = result.documents.filter { $0.kind == .note && $0.id.rawValue.hasSuffix(".md") }
        print("dendron: \(notes.count) notes, \(notes.filter { $0.date != nil }.count) dated")
        #expect(notes.count >= 1000)
        #expect(notes.allSatisfy { $0.date != nil })
        #expect(notes.allSatisfy { !$0.title.isEmpty })
        #expect(!notes.contains { note in
            if case .note(let body) = note.content { return body.body.contains("|dendron://") }
            return false
        })
    }

    @Test func nodejsMinutesNamePeople() {
        let (result, _) = Self.importAll("notes/nodejs-tsc-minutes")
        let notes = result.documents.filter { $0.id.rawValue.hasSuffix(".md") }
        let withPeople = notes.filter { !$0.people.isEmpty }
        print("nodejs: \(notes.count) notes, \(withPeople.count) with people")
        #expect(notes.count >= 390)
        #expect(withPeople.count >= 390)
        let names = Set(withPeople.flatMap(\.people).compactMap(\.name))
        #expect(names.contains("Rich Trott"))
        #expect(!names.contains { $0.contains("@") || $0.contains("(") })
    }

    @Test func evernoteExportsImport() {
        let (result, files) = Self.importAll("notes/evernote")
        let notes = result.documents.filter { $0.kind == .note }
        print("evernote: \(files) files, \(notes.count) notes, \(result.diagnostics.count) diagnostics")
        #expect(notes.count >= 130)
        #expect(Set(notes.map(\.id)).count == notes.count)
    }

    @Test func keepExportsImport() {
        let (result, files) = Self.importAll("notes/google-keep")
        let notes = result.documents.filter { $0.kind == .note && $0.id.rawValue.hasSuffix(".json") }
        print("keep: \(files) files, \(notes.count) notes")
        #expect(notes.count >= 15)
        #expect(notes.allSatisfy { $0.date != nil })
    }
}
