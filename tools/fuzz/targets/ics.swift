import Foundation
import RecallCore
import RecallImport

/// libFuzzer entry: the whole ICS importer (content lines, components, zones, RRULE expansion).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICS(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let options = ImportOptions(now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(identifier: "UTC")!)  // fixed zone exists
    let result = CalendarImporter().read(data, file: ImportFile(path: "/fuzz/in.ics", relativePath: "in.ics"), options: options)
    FuzzChecks.check(result)
    return 0
}
