import Foundation
import RecallCore
import RecallImport
import Testing

struct TextDecodingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var bytes: [UInt8]
        var expected: TextDecoding.Outcome
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "UTF-8", bytes: Array("héllo".utf8), expected: .text("héllo", readAsLatin1: false)),
        Case(label: "UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array("hi".utf8), expected: .text("hi", readAsLatin1: false)),
        Case(label: "UTF-16 LE", bytes: [0xFF, 0xFE, 0x68, 0x00, 0xE9, 0x00], expected: .text("hé", readAsLatin1: false)),
        Case(label: "UTF-16 BE", bytes: [0xFE, 0xFF, 0x00, 0x68, 0x00, 0xE9], expected: .text("hé", readAsLatin1: false)),
        Case(label: "Latin-1", bytes: [0x63, 0x61, 0x66, 0xE9], expected: .text("café", readAsLatin1: true)),
        Case(label: "binary", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01], expected: .binary),
        Case(label: "empty", bytes: [], expected: .text("", readAsLatin1: false)),
    ]

    @Test(arguments: cases) func decodes(_ testCase: Case) {
        #expect(TextDecoding.decode(Data(testCase.bytes)) == testCase.expected)
    }

    @Test func latin1FallbackWarnsAndBinaryIsSkipped() {
        let file = ImportFile(path: "x.md", relativePath: "x.md")
        let latin = TextDecoding.text(of: Data([0x63, 0xE9]), file: file)
        #expect(latin.text == "cé")
        #expect(latin.diagnostics.map(\.line) == [1])
        #expect(latin.diagnostics.first?.reason.hasPrefix("not valid UTF-8 (this line)") == true)
        // One bad byte costs its line: the other lines stay UTF-8, and the warning names the line.
        let mixed = TextDecoding.text(of: Data("Köln\nCafé".utf8 + [0xFF] + "\nK".utf8 + [0xF6] + "ln\n".utf8), file: file)
        #expect(mixed.text == "Köln\nCafé\u{FFFD}\nKöln\n")
        #expect(mixed.diagnostics.map(\.line) == [2] && mixed.diagnostics.first?.reason.contains("2 lines") == true)
        #expect(latin.diagnostics.first?.severity == .warning)
        let binary = TextDecoding.text(of: Data([0, 1, 2]), file: file)
        #expect(binary.text == nil)
        #expect(binary.diagnostics.first?.severity == .error)
    }

    @Test(arguments: [
        ("windows-1252", [0x93, 0x41, 0x94, 0x80] as [UInt8], "“A”€"),
        ("iso-8859-1", [0xE9, 0x74, 0xE9], "été"),
        ("utf-8", [0xC3, 0xA9], "é"),
        (nil, [0xE9], "é"),
    ] as [(String?, [UInt8], String)])
    func decodesCharsets(charset: String?, bytes: [UInt8], expected: String) {
        #expect(TextDecoding.decode(bytes, charset: charset) == expected)
    }

    @Test func fnvIsTheReferenceHash() {
        // Reference values of 64-bit FNV-1a.
        #expect(FNV1a.hex("") == "cbf29ce484222325")
        #expect(FNV1a.hex("a") == "af63dc4c8601ec8c")
    }
}
