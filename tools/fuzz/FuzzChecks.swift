import Foundation
import RecallCore
import RecallImport

/// Invariants every importer result must hold, whatever the input.
enum FuzzChecks {
    static func check(_ result: ImportResult) {
        for document in result.documents {
            precondition(!document.id.rawValue.isEmpty, "a document without an id")
            _ = DocumentCoding.json(document)
            _ = Chunker(timeZone: TimeZone(identifier: "UTC")!).chunks(for: document)  // fixed zone exists
        }
        for diagnostic in result.diagnostics {
            precondition(!diagnostic.reason.isEmpty, "a diagnostic without a reason")
        }
    }
}
