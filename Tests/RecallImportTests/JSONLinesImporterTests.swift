import Foundation
import RecallCore
import RecallImport
import Testing

struct JSONLinesImporterTests {
    static func read(_ text: String) -> ImportResult {
        let file = ImportFile(path: "/data/log.jsonl", relativePath: "log.jsonl")
        return JSONLinesImporter().read(Data(text.utf8), file: file, options: ImportOptions(timeZone: .gmt))
    }

    @Test func touchpointsAreRead() throws {
        let line = #"{"id":"tp_1","person":"p_sarah","person_name":"Sarah Chen","interaction_type":"phone_call","occurred_at":"2025-03-04T15:30:00Z","raw_note":"Talked about the offsite","summary":"Offsite","mentioned_people":["Bob Lee","p_ana",{"name":"Cy Young","id":"p_cy"}]}"#
        let result = Self.read(line + "\n")
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.documents.first)
        #expect(document.id == "touchpoint:tp_1")
        #expect(document.title == "Phone call with Sarah Chen")
        #expect(document.date?.iso8601 == "2025-03-04T15:30:00Z")
        guard case .touchpoint(let touchpoint) = document.content else {
            Issue.record("not a touchpoint")
            return
        }
        #expect(touchpoint.person == PersonRef(name: "Sarah Chen", personID: "p_sarah"))
        #expect(touchpoint.interactionType == .phoneCall)
        #expect(touchpoint.rawNote == "Talked about the offsite")
        #expect(touchpoint.summary == "Offsite")
        #expect(touchpoint.mentionedPeople == [
            PersonRef(name: "Bob Lee"), PersonRef(personID: "p_ana"), PersonRef(name: "Cy Young", personID: "p_cy"),
        ])
    }

    @Test(arguments: [
        ("phone_call", InteractionType.phoneCall, "Phone call with Ann"),
        ("in_person", .inPerson, "Met Ann in person"),
        ("text", .text, "Messages with Ann"),
        ("video", .video, "Video call with Ann"),
        ("social", .social, "Social media with Ann"),
        ("other", .other, "Touchpoint with Ann"),
        ("carrier pigeon", .other, "Touchpoint with Ann"),
    ])
    func interactionTypes(raw: String, type: InteractionType, title: String) {
        let result = Self.read(#"{"id":"t","person_name":"Ann","interaction_type":"\#(raw)","occurred_at":"2025-01-01T00:00:00Z"}"#)
        guard case .touchpoint(let touchpoint)? = result.documents.first?.content else {
            Issue.record("no touchpoint")
            return
        }
        #expect(touchpoint.interactionType == type)
        #expect(result.documents.first?.title == title)
        #expect(result.diagnostics.count == (raw == "carrier pigeon" ? 1 : 0))
    }

    @Test func malformedLinesAreReportedAndOthersKept() {
        let text = """
            {"id":"a","person_name":"Ann","interaction_type":"text","occurred_at":"2025-01-01T00:00:00Z"}
            {"id":"b","person_name":"Secret Name",
            [1,2]

            {"id":"c","interaction_type":"text","occurred_at":"2025-01-02T00:00:00Z"}
            {"id":"d","person":"p_1","interaction_type":"text","occurred_at":"2025-01-03"}
            """
        let result = Self.read(text)
        #expect(result.documents.map(\.id.rawValue) == ["touchpoint:a", "touchpoint:d"])
        #expect(result.documents.last?.date == .day(CalendarDay(year: 2025, month: 1, day: 3)))
        #expect(result.diagnostics.map(\.line) == [2, 3, 5])
        #expect(!result.diagnostics.contains { $0.reason.contains("Secret") })
    }

    @Test func peopleAreRead() throws {
        let text = """
            {"id":"p_sarah","name":"Sarah Chen","aliases":["Sare"],"emails":["Sarah@Example.com"],"facts":[{"category":"work","key":"title","value":"Staff engineer","date":"2025-03-01"}]}
            {"id":"p_bob","name":"Bob Lee","aliases":[],"emails":[]}
            """
        let result = Self.read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.documents.map(\.id.rawValue) == ["person:p_sarah", "person:p_bob"])
        guard case .person(let sarah)? = result.documents.first?.content else {
            Issue.record("no person")
            return
        }
        #expect(sarah.name == "Sarah Chen")
        #expect(sarah.aliases == ["Sare"])
        #expect(sarah.emails == ["sarah@example.com"])
        #expect(sarah.facts == [PersonFact(category: "work", key: "title", value: "Staff engineer",
                                           date: CalendarDay(year: 2025, month: 3, day: 1))])
    }

    @Test func sniffsKindFromKeys() {
        let importer = JSONLinesImporter()
        let touch = Data(#"{"id":"1","interaction_type":"text"}"#.utf8)
        let person = Data(#"{"name":"A","emails":[]}"#.utf8)
        let other = Data(#"{"hello":1}"#.utf8)
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "x.jsonl"), prefix: Data()))
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "x.json"), prefix: touch))
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "x.txt"), prefix: person))
        #expect(!importer.accepts(file: ImportFile(path: "x", relativePath: "x.json"), prefix: other))
        #expect(!importer.accepts(file: ImportFile(path: "x", relativePath: "x.md"), prefix: touch))
    }
}
