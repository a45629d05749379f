import Foundation
import RecallCore
import RecallImport
import Testing

struct VCardImporterTests {
    static func read(_ bytes: [UInt8]) -> ImportResult {
        let file = ImportFile(path: "/c/contacts.vcf", relativePath: "contacts.vcf")
        return VCardImporter().read(Data(bytes), file: file, options: ImportOptions(timeZone: .gmt))
    }

    static func read(_ text: String) -> ImportResult { read(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)) }

    static func people(_ result: ImportResult) -> [PersonRecord] {
        result.documents.compactMap { document in
            if case .person(let person) = document.content { return person }
            return nil
        }
    }

    @Test func vcard3FieldsAreRead() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            UID:urn:uuid:1234-abcd
            FN:Sarah Chen
            N:Chen;Sarah;;;
            NICKNAME:Sare,SC
            item1.EMAIL;TYPE=INTERNET:Sarah@Example.com
            item1.X-ABLabel:work
            TEL;TYPE=CELL:+1 555 0100
            ORG:Acme Corp;Platform
            TITLE:Staff engineer
            BDAY:1990-04-05
            NOTE:Met at the conference\\, loves tea.\\nSecond line
            CATEGORIES:friends,work
            RELATED;TYPE=spouse:Bob Chen
            PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD
             /2wBDAAIBAQEBAQIBAQE
            END:VCARD
            """
        let result = Self.read(text)
        #expect(result.diagnostics.isEmpty)
        let person = try #require(Self.people(result).first)
        #expect(result.documents.first?.id == "person:1234-abcd")
        #expect(person.name == "Sarah Chen")
        #expect(person.aliases == ["Sare", "SC"])
        #expect(person.emails == ["sarah@example.com"])
        #expect(person.phones == ["+1 555 0100"])
        #expect(person.organization == "Acme Corp, Platform")
        #expect(person.jobTitle == "Staff engineer")
        #expect(person.birthday == CalendarDay(year: 1990, month: 4, day: 5))
        #expect(person.note == "Met at the conference, loves tea.\nSecond line")
        #expect(person.facts.map(\.value) == ["friends", "work", "Bob Chen"])
    }

    @Test func vcard21QuotedPrintableWithSoftBreaksInsideUTF8() throws {
        // "Ñoño Pérez": the soft line break falls between the two bytes of "é" (=C3=A9).
        let text = """
            BEGIN:VCARD
            VERSION:2.1
            N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:P=C3=
            =A9rez;=C3=91o=C3=B1o
            NOTE;ENCODING=QUOTED-PRINTABLE:line one=0D=0Aline=
             two
            TEL;WORK;VOICE:555
            END:VCARD
            """
        let person = try #require(Self.people(Self.read(text)).first)
        #expect(person.name == "Ñoño Pérez")
        #expect(person.note == "line one\nline two")
        #expect(person.phones == ["555"])
    }

    @Test(arguments: [
        ("ISO-8859-1", [0xC9, 0x6C, 0xE9, 0x6E, 0x61] as [UInt8], "Éléna"),
        ("windows-1252", [0x93, 0x41, 0x6E, 0x6E, 0x94], "“Ann”"),
        ("UTF-8", [0xC3, 0x89, 0x76, 0x61], "Éva"),
    ] as [(String, [UInt8], String)])
    func charsets(charset: String, nameBytes: [UInt8], expected: String) throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=\(charset):".utf8) + nameBytes
            + Array("\r\nEND:VCARD\r\n".utf8)
        let person = try #require(Self.people(Self.read(bytes)).first)
        #expect(person.name == expected)
    }

    @Test func quotedPrintableCharsetAppliesToDecodedBytes() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Ren=E9e\nEND:VCARD\n"
        #expect(Self.people(Self.read(text)).first?.name == "Renée")
    }

    @Test(arguments: [
        ("BDAY:19900405", CalendarDay(year: 1990, month: 4, day: 5), nil),
        ("BDAY:1990-04-05T00:00:00Z", CalendarDay(year: 1990, month: 4, day: 5), nil),
        ("BDAY:--0405", nil, "--0405"),
        ("BDAY:--04-05", nil, "--04-05"),
        ("BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-05", nil, "1604-04-05"),
        ("BDAY;VALUE=text:circa 1800", nil, "circa 1800"),
    ] as [(String, CalendarDay?, String?)])
    func birthdays(line: String, day: CalendarDay?, fact: String?) throws {
        let person = try #require(Self.people(Self.read("BEGIN:VCARD\nVERSION:4.0\nFN:A B\n\(line)\nEND:VCARD\n")).first)
        #expect(person.birthday == day)
        #expect(person.facts.first { $0.key == "birthday" }?.value == fact)
    }

    @Test func idsAndNamesFallBack() {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            N:Doe;John;Q;Dr.;Jr.
            EMAIL:JOHN@EXAMPLE.COM
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Only Name
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            EMAIL:anon@example.com
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Only Name
            END:VCARD
            """
        let result = Self.read(text)
        let hash = FNV1a.hex("Only Name")
        #expect(result.documents.map(\.id.rawValue) == [
            "person:john@example.com", "person:vcard-\(hash)", "person:anon@example.com", "person:vcard-\(hash)-2",
        ])
        #expect(result.documents.map(\.title) == ["Dr. John Q Doe Jr.", "Only Name", "anon@example.com", "Only Name"])
    }

    @Test func invalidCardsBecomeDiagnosticsWithLines() {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            TEL:555
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Kept Person
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Unterminated Person
            """
        let result = Self.read(text)
        #expect(result.documents.map(\.title) == ["Kept Person", "Unterminated Person"])
        #expect(result.diagnostics.map(\.line) == [1, 9])
        #expect(result.diagnostics.map(\.severity) == [.error, .warning])
        #expect(!result.diagnostics.contains { $0.reason.contains("Person") })
    }

    @Test func vcard4URIValues() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nFN:Ann\nTEL;VALUE=uri;TYPE=cell:tel:+1-555-0100\nEMAIL:mailto:Ann@X.org\nEND:VCARD\n"
        let person = try #require(Self.people(Self.read(text)).first)
        #expect(person.phones == ["+1-555-0100"])
        #expect(person.emails == ["ann@x.org"])
    }

    @Test func foldedLinesAreUnfolded() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Alexandra\n  Long\nNOTE:a\n\tb\nEND:VCARD\n"
        let person = try #require(Self.people(Self.read(text)).first)
        #expect(person.name == "Alexandra Long")
        #expect(person.note == "ab")
    }

    @Test func sniffsVCardContent() {
        let importer = VCardImporter()
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "x.vcf"), prefix: Data()))
        #expect(importer.accepts(file: ImportFile(path: "x", relativePath: "x.txt"), prefix: Data("\u{FEFF}begin:vcard\r\n".utf8)))
        #expect(!importer.accepts(file: ImportFile(path: "x", relativePath: "x.txt"), prefix: Data("hello".utf8)))
    }

    /// The quick "no" never rejects what the full check accepts.
    @Test(arguments: [
        (" \t\r\nBEGIN:VCARD\n", true), ("bEgIn:vCaRd", true), ("\u{00A0}BEGIN:VCARD", true), ("\u{2003}begin:vcard", true),
        ("---\ndate: 2024-01-01\n---", false), ("# BEGIN:VCARD", false), ("\u{1C}BEGIN:VCARD", false), ("", false),
        ("   ", false), ("BEGIN:VCALENDAR", false), ("B", false),
    ])
    func sniffingAgreesWithTheFullCheck(text: String, expected: Bool) {
        let file = ImportFile(path: "x", relativePath: "x.txt")
        #expect(VCardImporter().accepts(file: file, prefix: Data(text.utf8)) == expected)
    }
}
