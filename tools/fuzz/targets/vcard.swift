import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the vCard importer (lexer, unfolding, quoted-printable, values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVCard(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let result = VCardImporter().read(data, file: ImportFile(path: "/fuzz/in.vcf", relativePath: "in.vcf"), options: ImportOptions())
    FuzzChecks.check(result)
    return 0
}
