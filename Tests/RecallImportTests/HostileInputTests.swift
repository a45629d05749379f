import Foundation
import RecallCore
import RecallImport
import Testing

/// Odd and hostile inputs never crash an importer, and every importer answers with documents or diagnostics.
struct HostileInputTests {
    struct Input: Sendable, CustomTestStringConvertible {
        var label: String
        var bytes: [UInt8]
        var testDescription: String { label }
    }

    /// Deterministic pseudo-random bytes (a 64-bit LCG), so failures are reproducible.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    static let inputs: [Input] = [
        Input(label: "empty", bytes: []),
        Input(label: "noise", bytes: noise(count: 20_000, seed: 7).map { $0 == 0 ? 1 : $0 }),
        Input(label: "nested brackets", bytes: Array(String(repeating: "[", count: 5000).utf8)),
        Input(label: "many tags without close", bytes: Array(String(repeating: "<a<b", count: 20_000).utf8)),
        Input(label: "many wiki openers", bytes: Array(String(repeating: "[[x", count: 20_000).utf8)),
        Input(label: "front matter never closed", bytes: Array(("---\n" + String(repeating: "k: v\n", count: 8000)).utf8)),
        Input(label: "vcard begins only", bytes: Array(String(repeating: "BEGIN:VCARD\r\n", count: 3000).utf8)),
        Input(label: "qp equals", bytes: Array(("BEGIN:VCARD\r\nFN;ENCODING=QUOTED-PRINTABLE:" + String(repeating: "=", count: 9000)).utf8)),
        Input(label: "enex truncated", bytes: Array("<en-export><note><title>x</title><content><![CDATA[<en-note><div>".utf8)),
        Input(label: "json lines of junk", bytes: Array(String(repeating: "{\"a\":\n", count: 2000).utf8)),
        Input(label: "long present list", bytes: Array(("## Present\n" + String(repeating: "* Person Name\n", count: 5000)).utf8)),
    ]

    static let files = ["x.md", "x.jsonl", "x.vcf", "x.enex", "x.json"]

    @Test(arguments: inputs)
    func everyImporterSurvives(_ input: Input) {
        let pipeline = ImportPipeline(options: ImportOptions(timeZone: .gmt))
        for name in Self.files {
            let file = ImportFile(path: "/h/" + name, relativePath: name)
            for importer in pipeline.importers where importer.accepts(file: file, prefix: Data()) || name == "x.json" {
                let result = importer.read(Data(input.bytes), file: file, options: pipeline.options)
                #expect(!result.documents.isEmpty || !result.diagnostics.isEmpty || input.bytes.isEmpty,
                        "\(importer.name) on \(name) answered nothing")
            }
        }
    }
}
