import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A derived, memory-mapped copy of the full-text index's postings (`recall.sqlite.terms`), so BM25
/// can be computed without FTS5 evaluating `bm25()` row by row (at 100k chunks a query whose term is
/// in half the rows cost FTS5 about 60 ms, mostly position-list decoding and a document-size lookup
/// per matching row).
///
/// It is read out of FTS5 itself (its `fts5vocab` instance table and its document sizes), so its
/// tokens are exactly FTS5's: stemmed, case-folded, diacritics removed. Like ``VectorFile`` it records
/// the store's generation and is used only when intact and current; SQLite stays the source of truth.
///
/// Layout (little-endian, each section 64-byte aligned): a 4096-byte header page; document rowids
/// (Int64, ascending); document lengths in tokens (UInt32); posting documents (UInt32 indexes into
/// the rowid array, ascending within a term); posting term frequencies (UInt16); term byte offsets
/// (UInt32, `termCount + 1`); posting starts (UInt64, `termCount + 1`); the terms' UTF-8 bytes,
/// sorted bytewise as FTS5 sorts them.
public final class TermFile: @unchecked Sendable {  // immutable after init; the mapping is read-only
    /// Header fields, in file order.
    public struct Header: Sendable, Hashable {
        public static let magic: UInt64 = 0x3146_4D52_544C_4352  // "RCLTRMF1" little-endian
        public static let version: UInt64 = 1
        public static let size = HeaderPage.size
        static let wordCount = 10

        public var generation: Int64
        public var documentCount: Int
        public var termCount: Int
        public var postingCount: Int
        /// Tokens in all documents (FTS5's column total; `totalTokens / documentCount` is avgdl).
        public var totalTokens: Int
        public var termBytesCount: Int
        /// Checksum of the rowids and the dictionary, verified on every open.
        public var structureChecksum: UInt64 = 0
        /// Checksum of the lengths and postings, verified by ``TermFile/verify()``.
        public var postingsChecksum: UInt64 = 0

        var documentIDsOffset: Int { Header.size }
        var lengthsOffset: Int { FileSink.align(documentIDsOffset + documentCount * 8) }
        var postingDocumentsOffset: Int { FileSink.align(lengthsOffset + documentCount * 4) }
        var frequenciesOffset: Int { FileSink.align(postingDocumentsOffset + postingCount * 4) }
        var termOffsetsOffset: Int { FileSink.align(frequenciesOffset + postingCount * 2) }
        var postingStartsOffset: Int { FileSink.align(termOffsetsOffset + (termCount + 1) * 4) }
        var termBytesOffset: Int { FileSink.align(postingStartsOffset + (termCount + 1) * 8) }
        /// The exact file size this header implies.
        public var fileSize: Int { termBytesOffset + termBytesCount }

        func encoded() -> [UInt8] {
            HeaderPage.encode([
                Header.magic, Header.version, UInt64(bitPattern: generation), UInt64(documentCount), UInt64(termCount),
                UInt64(postingCount), UInt64(totalTokens), UInt64(termBytesCount), structureChecksum, postingsChecksum,
            ])
        }

        /// Decodes and checks magic, version, the header checksum and the counts' ranges.
        init?(_ raw: UnsafeRawBufferPointer) {
            let limit = UInt64(UInt32.max)
            guard let words = HeaderPage.decode(raw, count: Header.wordCount), words[0] == Header.magic,
                words[1] == Header.version, words[3] < limit, words[4] < limit, words[5] < UInt64(1) << 40,
                words[6] < UInt64(1) << 50,
                words[7] < limit
            else { return nil }
            generation = Int64(bitPattern: words[2])
            documentCount = Int(words[3])
            termCount = Int(words[4])
            postingCount = Int(words[5])
            totalTokens = Int(words[6])
            termBytesCount = Int(words[7])
            structureChecksum = words[8]
            postingsChecksum = words[9]
        }

        init(
            generation: Int64, documentCount: Int, termCount: Int, postingCount: Int, totalTokens: Int,
            termBytesCount: Int
        ) {
            self.generation = generation
            self.documentCount = documentCount
            self.termCount = termCount
            self.postingCount = postingCount
            self.totalTokens = totalTokens
            self.termBytesCount = termBytesCount
        }
    }

    /// Why a file was not used.
    public enum Rejection: Error, Sendable, Hashable {
        case missing, unreadable, badHeader, wrongSize, badStructure, stale
        /// The lengths or postings differ from their checksum (the file is damaged).
        case badPostings
    }

    public let path: String
    public let header: Header
    private let mapping: MappedFile
    private var base: UnsafeRawPointer { UnsafeRawPointer(mapping.base) }

    /// Documents (FTS5 rowids, which are chunk ids), ascending.
    public var documentIDs: UnsafeBufferPointer<Int64> { buffer(header.documentIDsOffset, header.documentCount) }
    /// Each document's length in tokens, as FTS5 counts it.
    public var lengths: UnsafeBufferPointer<UInt32> { buffer(header.lengthsOffset, header.documentCount) }
    /// Posting documents: indexes into ``documentIDs``.
    public var postingDocuments: UnsafeBufferPointer<UInt32> {
        buffer(header.postingDocumentsOffset, header.postingCount)
    }
    /// Posting term frequencies, parallel to ``postingDocuments``.
    public var frequencies: UnsafeBufferPointer<UInt16> { buffer(header.frequenciesOffset, header.postingCount) }
    private var termOffsets: UnsafeBufferPointer<UInt32> { buffer(header.termOffsetsOffset, header.termCount + 1) }
    private var postingStarts: UnsafeBufferPointer<UInt64> { buffer(header.postingStartsOffset, header.termCount + 1) }

    /// Maps `path` read-only and validates it (against `generation` when given): the structure on
    /// every open, the postings too unless the file is sealed as verified in its current state
    /// (``DerivedFileSeal``); a file that passes is sealed. With `sealing` false (`doctor`, which
    /// writes nothing) the postings are always checked and no seal is read or written.
    public init(path: String, expectedGeneration: Int64? = nil, sealing: Bool = true) throws(Rejection) {
        let mapping: MappedFile
        do { mapping = try MappedFile(path: path, minimumSize: Header.size) } catch {
            throw error == .missing ? .missing : error == .unreadable ? .unreadable : .badHeader
        }
        guard let header = Header(UnsafeRawBufferPointer(start: mapping.base, count: Header.size)) else {
            throw .badHeader
        }
        guard header.fileSize == mapping.length else { throw .wrongSize }
        if let expectedGeneration, expectedGeneration != header.generation { throw .stale }
        self.path = path
        self.header = header
        self.mapping = mapping
        guard structureChecksum() == header.structureChecksum, dictionaryIsOrdered() else { throw .badStructure }
        if !sealing || !mapping.seal.isRecorded(for: path) {
            guard verify() else { throw .badPostings }
            if sealing { mapping.seal.record(for: path) }
        }
    }

    /// The postings of `token` (an FTS5 token: stemmed and folded) as a range of posting indexes,
    /// or an empty range when no document holds it.
    public func postings(of token: String) -> Range<Int> {
        let key = Array(token.utf8)
        let offsets = termOffsets
        let bytes = base + header.termBytesOffset
        var low = 0
        var high = header.termCount
        while low < high {
            let mid = (low + high) / 2
            let start = Int(offsets[mid])
            let count = Int(offsets[mid + 1]) - start
            let order = key.withUnsafeBytes { Self.compare(bytes + start, count, $0) }
            if order < 0 {
                low = mid + 1
            } else if order > 0 {
                high = mid
            } else {
                return Int(postingStarts[mid])..<Int(postingStarts[mid + 1])
            }
        }
        return 0..<0
    }

    /// Recomputes the postings checksum (reads the lengths and postings).
    public func verify() -> Bool {
        TermFile.postingsChecksum(
            lengths: UnsafeRawBufferPointer(lengths), documents: UnsafeRawBufferPointer(postingDocuments),
            frequencies: UnsafeRawBufferPointer(frequencies)) == header.postingsChecksum
    }

    static func postingsChecksum(
        lengths: UnsafeRawBufferPointer, documents: UnsafeRawBufferPointer, frequencies: UnsafeRawBufferPointer
    ) -> UInt64 {
        var state = ChecksumState()
        for section in [lengths, documents, frequencies] { state.add(section) }
        return state.value
    }

    static func structureChecksum(
        documentIDs: UnsafeRawBufferPointer, termOffsets: UnsafeRawBufferPointer, postingStarts: UnsafeRawBufferPointer,
        termBytes: UnsafeRawBufferPointer
    ) -> UInt64 {
        var state = ChecksumState()
        for section in [documentIDs, termOffsets, postingStarts, termBytes] { state.add(section) }
        return state.value
    }

    private func structureChecksum() -> UInt64 {
        TermFile.structureChecksum(
            documentIDs: UnsafeRawBufferPointer(documentIDs), termOffsets: UnsafeRawBufferPointer(termOffsets),
            postingStarts: UnsafeRawBufferPointer(postingStarts),
            termBytes: UnsafeRawBufferPointer(start: base + header.termBytesOffset, count: header.termBytesCount))
    }

    /// Offsets and posting starts never decrease and stay inside their sections, so lookups
    /// cannot read outside the mapping even when the checksum was forged.
    private func dictionaryIsOrdered() -> Bool {
        let offsets = termOffsets
        let starts = postingStarts
        guard offsets[0] == 0, starts[0] == 0, Int(offsets[header.termCount]) == header.termBytesCount,
            Int(starts[header.termCount]) == header.postingCount
        else { return false }
        for i in 0..<header.termCount where offsets[i] > offsets[i + 1] || starts[i] > starts[i + 1] { return false }
        return true
    }

    private func buffer<T>(_ offset: Int, _ count: Int) -> UnsafeBufferPointer<T> {
        UnsafeBufferPointer(start: (base + offset).assumingMemoryBound(to: T.self), count: count)
    }

    /// Bytewise comparison of a stored term with `key`, shorter first on a common prefix (FTS5's order).
    static func compare(_ stored: UnsafeRawPointer, _ count: Int, _ key: UnsafeRawBufferPointer) -> Int {
        let common = min(count, key.count)
        if common > 0, let keyBase = key.baseAddress {
            let order = memcmp(stored, keyBase, common)
            if order != 0 { return Int(order) }
        }
        return count - key.count
    }

}
