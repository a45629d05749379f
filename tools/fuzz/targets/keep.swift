import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the Google Keep (Takeout JSON) importer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeep(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let file = ImportFile(path: "/fuzz/Keep/note.json", relativePath: "Keep/note.json")
    FuzzChecks.check(KeepImporter().read(data, file: file, options: ImportOptions()))
    return 0
}
