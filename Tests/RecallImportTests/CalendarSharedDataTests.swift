import Foundation
import RecallCore
import RecallTestSupport
import Testing
@testable import RecallImport

@Suite("Calendar importer on the shared corpus")
struct CalendarSharedDataTests {
    @Test("every shared .ics file imports without crashing", .enabled(if: TestPaths.sharedData != nil, "\(TestPaths.sharedMissingMessage)"))
    func sharedCorpus() throws {
        // The condition above guarantees sharedData.
        let folder = TestPaths.sharedData!.appendingPathComponent("ics")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension.lowercased() == "ics" { files.append(url) }
        }
        #expect(files.count > 200)
        let options = ImportOptions(now: CalendarTestSupport.date("2026-01-01"), horizon: CalendarTestSupport.date("2027-01-01"))
        var documents = 0
        for url in files.sorted(by: { $0.path < $1.path }) {
            let data = try Data(contentsOf: url)
            let file = ImportFile(path: url.path, relativePath: url.lastPathComponent)
            let result = CalendarImporter().read(data, file: file, options: options)
            documents += result.documents.count
            #expect(result.documents.allSatisfy { $0.origin == url.path })
        }
        #expect(documents > 1000)
    }
}
