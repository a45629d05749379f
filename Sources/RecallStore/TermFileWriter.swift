import Foundation
import GRDB
import GRDBSQLite
import RecallCore

#if canImport(Glibc)
    import Glibc
#endif

extension RecallStore {
    /// Where the derived term file of this database lives.
    public var termFilePath: String { path + ".terms" }

    /// The term file when it exists, is intact and matches the current generation.
    public func openTermFile() throws -> TermFile? {
        var rejection: TermFile.Rejection?
        return try openTermFile(rejection: &rejection)
    }

    private func openTermFile(rejection: inout TermFile.Rejection?) throws -> TermFile? {
        let generation = try generation()
        return derivedFiles.terms.file(path: termFilePath, isCurrent: { $0.header.generation == generation }) {
            do {
                return try TermFile(path: termFilePath, expectedGeneration: generation)
            } catch let error as TermFile.Rejection {
                rejection = error
                return nil
            } catch {
                return nil
            }
        }
    }

    /// The current term file, rebuilding it first when it is missing, stale or damaged and the folder
    /// is writable; nil when it cannot be used (BM25 then comes from FTS5's `bm25()`). A damaged
    /// file is reported once (``StoreNotices``).
    public func currentTermFile() throws -> TermFile? {
        var rejection: TermFile.Rejection?
        if let file = try openTermFile(rejection: &rejection) { return file }
        let folder = (termFilePath as NSString).deletingLastPathComponent
        let rebuilt = access(folder.isEmpty ? "." : folder, W_OK) == 0 && (try? rebuildTermFile()) != nil
        if rejection?.isDamage == true { reportDamagedDerivedFile(termFilePath, rebuilt: rebuilt) }
        return rebuilt ? try openTermFile() : nil
    }

    /// Rewrites the term file from FTS5 in one read transaction (postings and generation agree),
    /// writing a temporary file renamed over the old one. Throws when FTS5's data cannot be mirrored
    /// exactly (a term repeated more than 65,535 times in one chunk, or sizes that disagree).
    @discardableResult
    public func rebuildTermFile() throws -> TermFile.Header {
        // The term frequencies follow the posting documents, whose count is known only at the end.
        try writeDerivedFile(to: termFilePath, what: "the term file") { db, file, scratch in
            try TermFileStream(main: file, side: scratch).write(db)
        }
    }
}

/// Streams FTS5's postings into the ``TermFile`` layout.
private struct TermFileStream {
    let main: FileSink
    let side: FileSink

    func write(_ db: Database) throws -> TermFile.Header {
        let generation = try StoreWriter.generation(db)
        let documents = try DocumentTable(db)
        try main.put([UInt8](repeating: 0, count: TermFile.Header.size))
        try main.put(documents.ids)
        try main.pad(after: documents.ids.count * 8)
        try main.put(documents.lengths)
        try main.pad(after: documents.lengths.count * 4)
        var postings = PostingAccumulator(main: main, side: side, documents: documents)
        documents.lengths.withUnsafeBytes { postings.checksum.add($0) }
        try db.execute(
            sql:
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.recall_fts_instances "
                + "USING fts5vocab(main, 'chunk_fts', 'instance')"
        )
        let statement = try db.makeStatement(sql: "SELECT term, doc FROM temp.recall_fts_instances")
        let raw = statement.sqliteStatement
        defer { sqlite3_reset(raw) }
        while true {
            let code = sqlite3_step(raw)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            let term = UnsafeRawBufferPointer(
                start: sqlite3_column_blob(raw, 0), count: Int(sqlite3_column_bytes(raw, 0)))
            try postings.add(term: term, document: sqlite3_column_int64(raw, 1))
        }
        try postings.finish()
        return try writeDictionary(postings, documents: documents, generation: generation)
    }

    /// Appends the frequencies, then the dictionary; returns the header written over the first page.
    private func writeDictionary(_ postings: PostingAccumulator, documents: DocumentTable, generation: Int64) throws
        -> TermFile.Header
    {
        try main.pad(after: postings.count * 4)
        var checksum = postings.checksum
        try main.append(from: side, count: postings.count * 2, checksum: &checksum, padded: false)
        try main.pad(after: postings.count * 2)
        try main.put(postings.termOffsets)
        try main.pad(after: postings.termOffsets.count * 4)
        try main.put(postings.starts)
        try main.pad(after: postings.starts.count * 8)
        try main.put(postings.termBytes)
        var header = TermFile.Header(
            generation: generation, documentCount: documents.ids.count, termCount: postings.starts.count - 1,
            postingCount: postings.count, totalTokens: documents.totalTokens, termBytesCount: postings.termBytes.count)
        header.postingsChecksum = checksum.value
        header.structureChecksum = documents.ids.withUnsafeBytes { ids in
            postings.termOffsets.withUnsafeBytes { offsets in
                postings.starts.withUnsafeBytes { starts in
                    postings.termBytes.withUnsafeBytes { bytes in
                        TermFile.structureChecksum(
                            documentIDs: ids, termOffsets: offsets, postingStarts: starts, termBytes: bytes)
                    }
                }
            }
        }
        try main.writeHeader(header.encoded())
        return header
    }
}
