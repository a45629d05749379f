import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the JSON Lines touchpoint/people importer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLines(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let result = JSONLinesImporter().read(data, file: ImportFile(path: "/fuzz/touchpoints.jsonl", relativePath: "touchpoints.jsonl"), options: ImportOptions())
    FuzzChecks.check(result)
    return 0
}
