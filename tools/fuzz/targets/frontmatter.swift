import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the Markdown note importer (YAML front matter via Yams, attendee sections, dates).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let result = MarkdownNoteImporter().read(data, file: ImportFile(path: "/fuzz/2024-05-01 note.md", relativePath: "2024-05-01 note.md"), options: ImportOptions())
    FuzzChecks.check(result)
    return 0
}
