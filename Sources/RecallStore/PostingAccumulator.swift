import Foundation
import RecallCore

/// Collapses FTS5's instance rows (one per token occurrence, by term, then document) into postings
/// (document, frequency): documents streamed to the term file, frequencies to its side file, the
/// dictionary kept in memory. Checks the order it relies on and that every document's instances add
/// up to its stored length.
struct PostingAccumulator {
    let main: FileSink
    let side: FileSink
    private let documents: DocumentTable

    /// Terms' UTF-8 bytes, concatenated in order.
    private(set) var termBytes: [UInt8] = []
    /// `termCount + 1` offsets into ``termBytes``.
    private(set) var termOffsets: [UInt32] = [0]
    /// `termCount + 1` posting starts.
    private(set) var starts: [UInt64] = [0]
    /// Postings so far.
    private(set) var count = 0
    /// Running checksum of the lengths, posting documents and frequencies (in file order).
    var checksum = ChecksumState()

    private var currentTerm: [UInt8] = []
    private var hasTerm = false
    private var currentDocument: Int64 = .min
    private var currentIndex = -1
    private var frequency = 0
    private var seenTokens: [UInt32]
    private var pendingDocuments: [UInt32] = []
    private var pendingFrequencies: [UInt16] = []
    /// Postings per write (a multiple of 4 keeps both checksum feeds 8-byte aligned).
    private let batch = 1 << 16

    init(main: FileSink, side: FileSink, documents: DocumentTable) {
        self.main = main
        self.side = side
        self.documents = documents
        seenTokens = [UInt32](repeating: 0, count: documents.documentCount)
        pendingDocuments.reserveCapacity(batch)
        pendingFrequencies.reserveCapacity(batch)
    }

    /// One instance row. Terms must ascend bytewise and documents within a term must not descend.
    mutating func add(term: UnsafeRawBufferPointer, document: Int64) throws {
        if !hasTerm || !sameTerm(term) {
            try startTerm(term)
        } else if document == currentDocument {
            frequency += 1
            countToken()
            return
        } else if document < currentDocument {
            throw Self.unordered
        }
        try closePosting()
        guard let index = documents.index(of: document) else {
            throw RecallError(.database, "the full-text index lists a chunk without a size")
        }
        currentDocument = document
        currentIndex = index
        frequency = 1
        countToken()
    }

    /// Flushes the last posting and term, and checks the lengths.
    mutating func finish() throws {
        try closePosting()
        if hasTerm { closeTerm() }
        try flush()
        guard documents.lengthsMatch(seenTokens) else {
            throw RecallError(.database, "the full-text index's sizes disagree with its postings")
        }
    }

    private func sameTerm(_ term: UnsafeRawBufferPointer) -> Bool {
        guard term.count == currentTerm.count else { return false }
        guard let base = term.baseAddress else { return true }
        return currentTerm.withUnsafeBytes { stored in
            stored.baseAddress.map { memcmp($0, base, term.count) == 0 } ?? false
        }
    }

    private static let unordered = RecallError(.database, "the full-text index's terms are not in the expected order")

    private mutating func startTerm(_ term: UnsafeRawBufferPointer) throws {
        try closePosting()
        if hasTerm {
            guard currentTerm.lexicographicallyPrecedes(term) else { throw Self.unordered }
            closeTerm()
        }
        currentTerm = Array(term)
        termBytes.append(contentsOf: currentTerm)
        guard termBytes.count < Int(UInt32.max) else {
            throw RecallError(.database, "too many distinct terms for a term file")
        }
        hasTerm = true
        currentDocument = .min
        currentIndex = -1
    }

    private mutating func closeTerm() {
        termOffsets.append(UInt32(termBytes.count))
        starts.append(UInt64(count))
    }

    private mutating func countToken() {
        seenTokens[currentIndex] &+= 1
    }

    private mutating func closePosting() throws {
        guard currentIndex >= 0 else { return }
        guard frequency <= Int(UInt16.max) else {
            throw RecallError(.database, "a term repeats too often in one chunk for a term file")
        }
        pendingDocuments.append(UInt32(currentIndex))
        pendingFrequencies.append(UInt16(frequency))
        count += 1
        currentIndex = -1
        if pendingDocuments.count == batch { try flush() }
    }

    private mutating func flush() throws {
        guard !pendingDocuments.isEmpty else { return }
        try pendingDocuments.withUnsafeBytes { raw in
            checksum.add(raw)
            try main.put(raw)
        }
        try side.put(pendingFrequencies)
        pendingDocuments.removeAll(keepingCapacity: true)
        pendingFrequencies.removeAll(keepingCapacity: true)
    }
}
