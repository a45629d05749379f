import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A derived, memory-mapped copy of the stored vectors for fast scanning: Float32 and Int8 rows,
/// one per distinct vector, plus per-chunk arrays, beside the database (`recall.sqlite.vectors`).
///
/// SQLite stays the source of truth. The file records the store's ``RecallStore/generation()``
/// it was built from; a reader uses it only when the header is intact (magic, version, header
/// checksum, exact file size, id-array checksum) and the generation matches. Scores computed from
/// it only pick candidates: search rescoring reads the Float64 vectors from the database.
///
/// Chunks that share a stored vector (``SharedVectors``) share one row of each vector section: a
/// "chunk row" `i` is an index into the per-chunk arrays, and ``vectorRow(_:)`` maps it to the row
/// of its vector. Layout (little-endian): a 4096-byte header page, then `vectorCount × dimension`
/// Float32 values (row-major, in order of first use by ascending chunk id), then `count` Int64
/// chunk ids, ascending, then `count` UInt32 vector rows, then the int8 copy scanned first:
/// `vectorCount × dimension` Int8 values (row `r`'s value `j` ≈ `columnScales[j] × scales[r] × level`),
/// `vectorCount` Float64 row scales, `vectorCount` Float64 sums of |levels| and `dimension` Float64
/// column scales (each of the first four sections 64-byte aligned), then `count` packed
/// ``SourceFacets`` words, the source columns a filter without people reads.
///
/// The column scales exist because dimensions differ in range: a static word vector's first
/// principal components reach 0.4 where its last stay under 0.05. Dividing each column by its
/// range before quantizing gives the small columns their own steps, which keeps the scan's error
/// bound (half a step times the query's L1 norm) from being set by the widest column.
public final class VectorFile: @unchecked Sendable {  // immutable after init; the mapping is read-only
    /// Header fields, in file order.
    public struct Header: Sendable, Hashable {
        public static let magic: UInt64 = 0x3146_4345_564C_4352  // "RCLVECF1" little-endian
        public static let version: UInt32 = 6
        public static let size = HeaderPage.size

        public var dimension: Int
        /// Chunk rows (chunk ids).
        public var count: Int
        /// Distinct vector rows (at most ``count``).
        public var vectorCount: Int
        public var generation: Int64
        /// The largest Float64 L2 norm of any stored row (bounds the Float32 scoring error).
        public var maxNorm: Double
        /// ``VectorFile/checksum(_:)`` of the id array and the vector rows after it, verified on every open.
        public var idsChecksum: UInt64
        /// Checksum of the Float32 vector rows, verified by ``VectorFile/verifyRows()`` (not on the hot path).
        public var rowsChecksum: UInt64
        /// Checksum of the int8 section (values, scales, sums), verified by ``VectorFile/verifyRows()``.
        public var quantizedChecksum: UInt64 = 0
        /// ``SourceFacets/digest`` of the build that wrote the facets (another build's codes are not read).
        public var facetsDigest: UInt64 = SourceFacets.digest
        /// Rows whose day is not a plain `YYYY-MM-DD` (date filters then go to SQL).
        public var malformedDays: Int = 0

        /// Byte offset of the id array.
        public var idsOffset: Int { Header.size + FileSink.align(vectorCount * dimension * 4) }
        /// Byte offset of the chunk rows' UInt32 vector rows.
        public var vectorRowsOffset: Int { idsOffset + count * 8 }
        /// Byte offset of the int8 rows.
        public var quantizedOffset: Int { FileSink.align(vectorRowsOffset + count * 4) }
        /// Byte offset of the per-row Float64 scales (then the per-row Float64 sums of |values|).
        public var scalesOffset: Int { quantizedOffset + FileSink.align(vectorCount * dimension) }
        /// Byte offset of the per-column Float64 scales.
        public var columnScalesOffset: Int { scalesOffset + vectorCount * 16 }
        /// Byte offset of the per-row facet words.
        public var facetsOffset: Int { columnScalesOffset + dimension * 8 }
        /// The exact file size this header implies.
        public var fileSize: Int { facetsOffset + count * 8 }

        func encoded() -> [UInt8] {
            HeaderPage.encode([
                Header.magic, UInt64(Header.version) | UInt64(UInt32(dimension)) << 32, UInt64(count),
                UInt64(bitPattern: generation), maxNorm.bitPattern, idsChecksum, rowsChecksum, quantizedChecksum,
                facetsDigest, UInt64(malformedDays), UInt64(vectorCount),
            ])
        }

        /// Decodes and checks magic, version and the header checksum; nil when any is wrong.
        init?(_ raw: UnsafeRawBufferPointer) {
            guard let words = HeaderPage.decode(raw, count: 11), words[0] == Header.magic,
                UInt32(truncatingIfNeeded: words[1]) == Header.version, words[2] < UInt64(UInt32.max),
                words[10] <= words[2]
            else { return nil }
            dimension = Int(words[1] >> 32)
            count = Int(words[2])
            generation = Int64(bitPattern: words[3])
            maxNorm = Double(bitPattern: words[4])
            idsChecksum = words[5]
            rowsChecksum = words[6]
            quantizedChecksum = words[7]
            facetsDigest = words[8]
            malformedDays = Int(truncatingIfNeeded: words[9])
            vectorCount = Int(words[10])
            guard dimension > 0, dimension <= 1 << 16, maxNorm.isFinite, maxNorm >= 0 else { return nil }
        }

        public init(
            dimension: Int, count: Int, vectorCount: Int, generation: Int64, maxNorm: Double, idsChecksum: UInt64,
            rowsChecksum: UInt64, quantizedChecksum: UInt64 = 0, malformedDays: Int = 0
        ) {
            self.dimension = dimension
            self.count = count
            self.vectorCount = vectorCount
            self.generation = generation
            self.maxNorm = maxNorm
            self.idsChecksum = idsChecksum
            self.rowsChecksum = rowsChecksum
            self.quantizedChecksum = quantizedChecksum
            self.malformedDays = malformedDays
        }
    }

    /// Why a file was not used.
    public enum Rejection: Error, Sendable, Hashable {
        case missing, unreadable, badHeader, wrongSize, badIDs, wrongDimension, stale
        /// A column scale is not a positive finite number (the scan's bound would not hold).
        case badColumnScales
        /// The rows, the Int8 section or the facets differ from their checksums (the file is damaged).
        case badRows
    }

    public let path: String
    public let header: Header
    private let mapping: MappedFile
    private var base: UnsafeRawPointer { UnsafeRawPointer(mapping.base) }

    public var dimension: Int { header.dimension }
    public var count: Int { header.count }
    public var generation: Int64 { header.generation }
    /// Distinct vector rows.
    public var vectorCount: Int { header.vectorCount }
    /// Row-major Float32 vector rows (``vectorCount`` of them).
    public var rows: UnsafePointer<Float> { (base + Header.size).assumingMemoryBound(to: Float.self) }
    /// Chunk ids, ascending; `ids[i]` is row `i`'s chunk.
    public var ids: UnsafeBufferPointer<Int64> {
        UnsafeBufferPointer(start: (base + header.idsOffset).assumingMemoryBound(to: Int64.self), count: count)
    }
    /// The vector row of chunk row `row`: an index into ``rows``, ``quantized``, ``scales`` and ``magnitudes``.
    @inline(__always)
    public func vectorRow(_ row: Int) -> Int {
        Int(UInt32(littleEndian: (base + header.vectorRowsOffset).load(fromByteOffset: row * 4, as: UInt32.self)))
    }

    /// Row-major Int8 vector rows: row `r`'s value `j` is about
    /// `columnScales[j] × scales[r] × quantized[r × dimension + j]`, within `columnScales[j] × scales[r] / 2`.
    public var quantized: UnsafePointer<Int8> { (base + header.quantizedOffset).assumingMemoryBound(to: Int8.self) }
    /// Per-vector-row scales of the Int8 rows (the row's largest |value / column scale| / 127).
    public var scales: UnsafeBufferPointer<Double> {
        UnsafeBufferPointer(
            start: (base + header.scalesOffset).assumingMemoryBound(to: Double.self), count: header.vectorCount)
    }
    /// Per-vector-row sums of |Int8 value| (bounds the query's quantization error on that row).
    public var magnitudes: UnsafeBufferPointer<Double> {
        UnsafeBufferPointer(
            start: (base + header.scalesOffset + header.vectorCount * 8).assumingMemoryBound(to: Double.self),
            count: header.vectorCount)
    }

    /// Per-column scales of the Int8 rows, each positive and finite (checked on open).
    public var columnScales: UnsafeBufferPointer<Double> {
        UnsafeBufferPointer(
            start: (base + header.columnScalesOffset).assumingMemoryBound(to: Double.self), count: dimension)
    }

    /// Ascending chunk ids of the rows whose source passes `filter`, read from the facet words, or
    /// nil when only SQL can decide it (people, a bound or a stored day that is not a plain day, or
    /// facets written by a build with other codes). The same ids as ``RecallStore/chunkIDs(matching:)``'s SQL.
    public func chunkIDs(matching filter: SourceFilter) -> [Int64]? {
        guard header.facetsDigest == SourceFacets.digest, let predicate = FacetPredicate(filter) else { return nil }
        if predicate.hasDateBounds, header.malformedDays > 0 { return nil }
        let words = UnsafeBufferPointer(
            start: (base + header.facetsOffset).assumingMemoryBound(to: UInt64.self), count: count)
        let ids = self.ids
        var result: [Int64] = []
        for row in 0..<count where predicate.matches(SourceFacets(word: UInt64(littleEndian: words[row]))) {
            result.append(ids[row])
        }
        return result
    }

    /// Maps `path` read-only and validates it against `generation` and `dimension` when given.
    /// Every byte is checked against the header's checksums unless the file is sealed as verified
    /// in its current state (``DerivedFileSeal``); a file that passes is sealed. With `sealing` false
    /// (`doctor`, which writes nothing) every byte is checked and no seal is read or written.
    public init(
        path: String, expectedGeneration: Int64? = nil, expectedDimension: Int? = nil, sealing: Bool = true
    ) throws(Rejection) {
        let mapping: MappedFile
        do { mapping = try MappedFile(path: path, minimumSize: Header.size) } catch {
            throw error == .missing ? .missing : error == .unreadable ? .unreadable : .badHeader
        }
        let mapped = mapping.base
        let size = mapping.length
        guard let header = Header(UnsafeRawBufferPointer(start: mapped, count: Header.size)) else { throw .badHeader }
        guard header.fileSize == size else { throw .wrongSize }
        if let expectedDimension, expectedDimension != header.dimension { throw .wrongDimension }
        if let expectedGeneration, expectedGeneration != header.generation { throw .stale }
        // The ids and the vector rows after them share one checksum; every vector row must be in range.
        let idBytes = UnsafeRawBufferPointer(start: mapped + header.idsOffset, count: header.count * 12)
        guard Self.checksum(idBytes) == header.idsChecksum else { throw .badIDs }
        let vectorRows = UnsafeRawBufferPointer(start: mapped + header.vectorRowsOffset, count: header.count * 4)
        for row in 0..<header.count {
            let vectorRow = UInt32(littleEndian: vectorRows.load(fromByteOffset: row * 4, as: UInt32.self))
            if Int(vectorRow) >= header.vectorCount { throw .badIDs }
        }
        let columns = UnsafeBufferPointer(
            start: (UnsafeRawPointer(mapped) + header.columnScalesOffset).assumingMemoryBound(to: Double.self),
            count: header.dimension)
        guard columns.allSatisfy({ $0.isFinite && $0 > 0 }) else { throw .badColumnScales }
        // The Int8 section is read whole on every search: its page-table entries are filled in one
        // call (MADV_POPULATE_READ, Linux 5.14+; ignored elsewhere). The Float32 rows are read only
        // at candidates: MADV_RANDOM keeps the kernel from mapping 16 neighbouring pages per fault.
        let pageStart = header.quantizedOffset & ~4095
        madvise(mapped + Header.size, pageStart - Header.size, MADV_RANDOM)
        if madvise(mapped + pageStart, size - pageStart, 22 /* MADV_POPULATE_READ */) != 0 {
            madvise(mapped + pageStart, size - pageStart, MADV_WILLNEED)
        }
        self.path = path
        self.header = header
        self.mapping = mapping
        if !sealing || !mapping.seal.isRecorded(for: path) {
            guard verifyRows() else { throw .badRows }
            if sealing { mapping.seal.record(for: path) }
        }
    }

    /// The row of `chunkID`, or nil when the file has none (binary search over the sorted ids).
    public func row(of chunkID: Int64) -> Int? {
        ids.position(ofSorted: chunkID)
    }

    /// Rows of `chunkIDs` (ascending, duplicates allowed), skipping ids the file lacks.
    public func rows(of chunkIDs: [Int64]) -> [Int] {
        ids.positions(ofSorted: chunkIDs)
    }

    /// Recomputes the checksums of the Float32 rows and of everything after the ids (the Int8
    /// rows, their scales and the facets); reads the whole file.
    public func verifyRows() -> Bool {
        let quantizedBytes = header.fileSize - header.quantizedOffset
        return Self.checksum(UnsafeRawBufferPointer(start: base + Header.size, count: vectorCount * dimension * 4))
            == header.rowsChecksum
            && Self.checksum(UnsafeRawBufferPointer(start: base + header.quantizedOffset, count: quantizedBytes))
                == header.quantizedChecksum
    }

    /// A 64-bit word-wise FNV-style checksum (deterministic, fast enough for the id array on every open).
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state = ChecksumState()
        state.add(bytes)
        return state.value
    }

    static func checksum(_ words: [UInt64]) -> UInt64 {
        words.withUnsafeBytes { checksum($0) }
    }
}

/// Incremental form of ``VectorFile/checksum(_:)`` (feed 8-byte multiples except at the very end).
struct ChecksumState {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        var h = value
        for i in 0..<words {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            h = (h ^ word) &* 0x0000_0100_0000_01B3
            h ^= h >> 29
        }
        for i in (words * 8)..<bytes.count {
            h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01B3
        }
        value = h
    }
}
