import Foundation
import GRDB
import RecallCore

#if canImport(Glibc)
    import Glibc
#endif

extension RecallStore {
    /// Where the derived vector file of this database lives.
    public var vectorFilePath: String { path + ".vectors" }

    /// The vector file when it exists, is intact and matches the current generation and `dimension`.
    public func openVectorFile(dimension: Int) throws -> VectorFile? {
        var rejection: VectorFile.Rejection?
        return try openVectorFile(dimension: dimension, rejection: &rejection)
    }

    private func openVectorFile(dimension: Int, rejection: inout VectorFile.Rejection?) throws -> VectorFile? {
        let generation = try generation()
        return derivedFiles.vectors.file(
            path: vectorFilePath, isCurrent: { $0.generation == generation && $0.dimension == dimension }
        ) {
            do {
                return try VectorFile(
                    path: vectorFilePath, expectedGeneration: generation, expectedDimension: dimension)
            } catch let error as VectorFile.Rejection {
                rejection = error
                return nil
            } catch {
                return nil
            }
        }
    }

    /// The current vector file, rebuilding it first when it is missing, stale or damaged and the
    /// folder is writable; nil when it cannot be used (callers then score from SQLite). A damaged
    /// file is reported once (``StoreNotices``).
    public func currentVectorFile(dimension: Int) throws -> VectorFile? {
        var rejection: VectorFile.Rejection?
        if let file = try openVectorFile(dimension: dimension, rejection: &rejection) { return file }
        let folder = (vectorFilePath as NSString).deletingLastPathComponent
        let rebuilt =
            access(folder.isEmpty ? "." : folder, W_OK) == 0 && (try? rebuildVectorFile(dimension: dimension)) != nil
        if rejection?.isDamage == true { reportDamagedDerivedFile(vectorFilePath, rebuilt: rebuilt) }
        return rebuilt ? try openVectorFile(dimension: dimension) : nil
    }

    /// Rewrites the vector file from the database: one read transaction (so rows and generation
    /// agree), a sequential write to a temporary file, then an atomic rename over the old file.
    /// Rows whose BLOB is not `dimension` Float64 values are left out, as the SQLite scorer does.
    @discardableResult
    public func rebuildVectorFile(dimension: Int) throws -> VectorFile.Header {
        // The Int8 rows follow the ids, whose count is known only at the end: they wait in the scratch file.
        try writeDerivedFile(to: vectorFilePath, what: "the vector file") { db, file, scratch in
            try VectorFileStream(file: file, scratch: scratch, dimension: dimension).write(db)
        }
    }
}

/// Streams the chunks and their distinct stored vectors into the ``VectorFile`` layout.
private struct VectorFileStream {
    let file: FileSink
    /// A scratch file for the Int8 rows until the id array is written.
    let scratch: FileSink
    let dimension: Int
    /// Rows converted per write (an even count keeps checksum chunks 8-byte aligned).
    let rowsPerWrite = 256

    func write(_ db: Database) throws -> VectorFile.Header {
        let generation = try StoreWriter.generation(db)
        try file.put([UInt8](repeating: 0, count: VectorFile.Header.size))
        var rows = RowBuffers(dimension: dimension, capacity: rowsPerWrite)
        var rowsChecksum = ChecksumState()
        // Each chunk's source columns come along for the facet words (LEFT JOIN: a chunk without a
        // source keeps its row, marked so that no filter admits it, as SQL's JOIN would not). A
        // stored vector is converted at its first chunk; later chunks point at its row.
        let cursor = try Row.fetchCursor(
            db,
            sql: """
                SELECT c.id, c.vector_id, b.vector, s.day, s.kind, s.interaction, s.cancelled, s.end_day
                FROM chunks c JOIN vector_blobs b ON b.id = c.vector_id LEFT JOIN sources s ON s.id = c.source_id
                ORDER BY c.id
                """)
        var vectorRows: [Int64: UInt32] = [:]
        while let row = try cursor.next() {
            let vectorID: Int64 = row[1]
            if vectorRows[vectorID] == nil {
                let added = try row.withUnsafeData(atIndex: 2) { data in
                    guard let bytes = data, bytes.count == dimension * 8 else { return false }
                    bytes.withUnsafeBytes { rows.appendVector($0) }
                    return true
                }
                guard added else { continue }
                vectorRows[vectorID] = UInt32(rows.vectorCount - 1)
            }
            guard let vectorRow = vectorRows[vectorID] else { continue }
            rows.ids.append(row[0])
            rows.vectorRows.append(vectorRow)
            rows.facets.append(
                SourceFacets(day: row[3], endDay: row[7], kind: row[4], interaction: row[5], cancelled: row[6]))
            if rows.floats.count >= rowsPerWrite * dimension { try flush(&rows, &rowsChecksum) }
        }
        rows.settleColumnScales()
        try flush(&rows, &rowsChecksum)
        return try finish(rows, generation: generation, rowsChecksum: rowsChecksum.value)
    }

    /// Writes the ids, vector rows and quantized sections after the Float32 rows, then the header.
    private func finish(_ rows: RowBuffers, generation: Int64, rowsChecksum: UInt64) throws -> VectorFile.Header {
        let ids = rows.ids
        try file.pad(after: rows.vectorCount * dimension * 4)
        var idsChecksum = ChecksumState()
        try ids.map(\.littleEndian).withUnsafeBytes { raw in
            idsChecksum.add(raw)
            try file.put(raw)
        }
        try rows.vectorRows.map(\.littleEndian).withUnsafeBytes { raw in
            idsChecksum.add(raw)
            try file.put(raw)
        }
        try file.pad(after: ids.count * 12)
        let quantizedChecksum = try appendQuantized(rows)
        let header = VectorFile.Header(
            dimension: dimension, count: ids.count, vectorCount: rows.vectorCount, generation: generation,
            maxNorm: rows.maxNorm, idsChecksum: idsChecksum.value, rowsChecksum: rowsChecksum,
            quantizedChecksum: quantizedChecksum,
            malformedDays: rows.facets.count { $0.day == SourceFacets.malformedDay })
        try file.writeHeader(header.encoded())
        return header
    }

    /// Copies the Int8 rows from the side file (zero-padded to 64 bytes), then the row scales,
    /// magnitudes, column scales and facet words; returns their checksum.
    private func appendQuantized(_ rows: RowBuffers) throws -> UInt64 {
        var checksum = ChecksumState()
        try file.append(from: scratch, count: rows.vectorCount * dimension, checksum: &checksum, padded: true)
        for values in [rows.scales, rows.magnitudes, rows.columnScales ?? []] {
            try values.withUnsafeBytes { raw in
                checksum.add(raw)
                try file.put(raw)
            }
        }
        try rows.facets.map { $0.word.littleEndian }.withUnsafeBytes { raw in
            checksum.add(raw)
            try file.put(raw)
        }
        return checksum.value
    }

    private func flush(_ rows: inout RowBuffers, _ checksum: inout ChecksumState) throws {
        try rows.floats.withUnsafeBytes { raw in
            checksum.add(raw)
            try file.put(raw)
        }
        try scratch.put(rows.int8s)
        rows.floats.removeAll(keepingCapacity: true)
        rows.int8s.removeAll(keepingCapacity: true)
    }
}

/// One batch of converted rows (Float32 and Int8) plus what the whole file accumulates.
///
/// The Int8 copy divides each column by a column scale before quantizing: the largest |value| of
/// that column over the first ``sampleRows`` rows (the whole file when smaller), so the file is
/// written in one pass and is the same for the same database. A later row with a larger value
/// only gets a coarser row scale; the bound holds whatever the column scales are.
private struct RowBuffers {
    /// Rows whose Float64 values wait for the column scales (25 MB at 768 dimensions).
    static let sampleRows = 4096

    let dimension: Int
    var floats: [Float] = []
    var int8s: [Int8] = []
    /// Chunk ids, ascending, and each one's vector row.
    var ids: [Int64] = []
    var vectorRows: [UInt32] = []
    /// Vector rows converted so far.
    private(set) var vectorCount = 0
    var scales: [Double] = []
    var magnitudes: [Double] = []
    var maxNorm = 0.0
    /// Each row's source columns, in row order.
    var facets: [SourceFacets] = []
    /// Set once ``sampleRows`` rows have arrived, or by ``settleColumnScales()`` at the end.
    private(set) var columnScales: [Double]?
    /// Float64 values of the rows seen before the column scales were set, in row order.
    private var pending: [Double] = []
    /// The row being converted (reused).
    private var row: [Double] = []

    init(dimension: Int, capacity: Int) {
        self.dimension = dimension
        floats.reserveCapacity(capacity * dimension)
        int8s.reserveCapacity(capacity * dimension)
    }

    /// Adds one Float64 vector row: its Float32 copy now, its Int8 copy once the column scales are known.
    mutating func appendVector(_ raw: UnsafeRawBufferPointer) {
        vectorCount += 1
        var sum = 0.0
        row.removeAll(keepingCapacity: true)
        for i in 0..<dimension {
            let value = Double(
                bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)))
            sum += value * value
            row.append(value)
            floats.append(Float(value))
        }
        maxNorm = max(maxNorm, sum.squareRoot())
        if let columnScales {
            let values = row
            values.withUnsafeBufferPointer { quantize($0, columnScales) }
        } else {
            pending.append(contentsOf: row)
            if vectorCount == Self.sampleRows { settleColumnScales() }
        }
    }

    /// Fixes the column scales from the pending rows and quantizes them (no-op once fixed).
    mutating func settleColumnScales() {
        guard columnScales == nil else { return }
        var largest = [Double](repeating: 0, count: dimension)
        for (index, value) in pending.enumerated() where value.isFinite {
            largest[index % dimension] = max(largest[index % dimension], abs(value))
        }
        // A column that is zero in every sampled row takes the widest column's scale (or 1).
        let fallback = largest.max().flatMap { $0 > 0 ? $0 : nil } ?? 1
        let fixed = largest.map { $0 > 0 ? $0 : fallback }
        columnScales = fixed
        let rows = pending
        pending = []
        rows.withUnsafeBufferPointer { all in
            for start in stride(from: 0, to: all.count, by: dimension) {
                quantize(UnsafeBufferPointer(rebasing: all[start..<(start + dimension)]), fixed)
            }
        }
    }

    /// Appends a row's Int8 levels of `value / column scale`, with scale = max |that| / 127.
    private mutating func quantize(_ values: UnsafeBufferPointer<Double>, _ columnScales: [Double]) {
        var largest = 0.0
        for i in 0..<dimension { largest = max(largest, abs(values[i] / columnScales[i])) }
        let scale = largest > 0 && largest.isFinite ? largest / 127 : 0
        var magnitude = 0.0
        for i in 0..<dimension {
            let level = scale > 0 ? max(-127, min(127, (values[i] / columnScales[i] / scale).rounded())) : 0
            int8s.append(Int8(level))
            magnitude += abs(level)
        }
        scales.append(scale)
        magnitudes.append(magnitude)
    }
}
