import CSQLite
import Foundation
import RecallCore

/// libFuzzer entry: untrusted query text → FTS5 expression, which SQLite must always accept.
nonisolated(unsafe) var database: OpaquePointer? = {
    var db: OpaquePointer?
    sqlite3_open(":memory:", &db)
    sqlite3_exec(db, "CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2'); INSERT INTO t(body) VALUES ('budget review with the vendor'), ('near the orchard');", nil, nil, nil)
    return db
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let query = FullTextQuery(text)
    _ = TextNormalizer.normalize(text)
    let expression = query.expression
    guard !expression.isEmpty else { return 0 }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(database, "SELECT rowid FROM t WHERE t MATCH ?", -1, &statement, nil) == SQLITE_OK else { fatalError("prepare") }
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    sqlite3_bind_text(statement, 1, expression, -1, transient)
    var status = sqlite3_step(statement)
    while status == SQLITE_ROW { status = sqlite3_step(statement) }
    if status != SQLITE_DONE {
        fatalError("FTS5 rejected the expression built from the query: \(String(cString: sqlite3_errmsg(database)))")
    }
    return 0
}
