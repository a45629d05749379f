import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the Evernote ENEX importer (built only when it exists in the tree).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzENEX(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let result = EvernoteImporter().read(data, file: ImportFile(path: "/fuzz/in.enex", relativePath: "in.enex"), options: ImportOptions())
    FuzzChecks.check(result)
    return 0
}
