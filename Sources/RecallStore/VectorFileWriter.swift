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
        let generation = try generation()
        return try? VectorFile(path: vectorFilePath, expectedGeneration: generation, expectedDimension: dimension)
    }

    /// The current vector file, rebuilding it first when it is missing, stale or damaged and the
    /// folder is writable; nil when it cannot be used (callers then score from SQLite).
    public func currentVectorFile(dimension: Int) throws -> VectorFile? {
        if let file = try openVectorFile(dimension: dimension) { return file }
        let folder = (vectorFilePath as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else { return nil }
        guard (try? rebuildVectorFile(dimension: dimension)) != nil else { return nil }
        return try openVectorFile(dimension: dimension)
    }

    /// Rewrites the vector file from the database: one read transaction (so rows and generation
    /// agree), a sequential write to a temporary file, then an atomic rename over the old file.
    /// Rows whose BLOB is not `dimension` Float64 values are left out, as the SQLite scorer does.
    @discardableResult
    public func rebuildVectorFile(dimension: Int) throws -> VectorFile.Header {
        let target = vectorFilePath
        let temporary = target + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw RecallError(.io, "cannot write \(temporary)") }
        var closed = false
        defer {
            if !closed { close(fd) }
            unlink(temporary)
        }
        let header = try read { db in try VectorFileStream(fd: fd, dimension: dimension).write(db) }
        closed = true
        guard close(fd) == 0, rename(temporary, target) == 0 else { throw RecallError(.io, "cannot write \(target)") }
        return header
    }
}

/// Streams `vectors` rows into an open file descriptor in the ``VectorFile`` layout.
private struct VectorFileStream {
    let fd: Int32
    let dimension: Int
    /// Rows converted per write (an even count keeps checksum chunks 8-byte aligned).
    let rowsPerWrite = 256

    func write(_ db: Database) throws -> VectorFile.Header {
        let generation = try StoreWriter.generation(db)
        try put([UInt8](repeating: 0, count: VectorFile.Header.size))
        var ids: [Int64] = []
        var buffer: [Float] = []
        buffer.reserveCapacity(rowsPerWrite * dimension)
        var maxNorm = 0.0
        var rowsChecksum = ChecksumState()
        let cursor = try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM vectors ORDER BY chunk_id")
        while let row = try cursor.next() {
            guard let bytes = row.dataNoCopy(atIndex: 1), bytes.count == dimension * 8 else { continue }
            ids.append(row[0])
            var sum = 0.0
            bytes.withUnsafeBytes { raw in
                for i in 0..<dimension {
                    let value = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)))
                    sum += value * value
                    buffer.append(Float(value))
                }
            }
            maxNorm = max(maxNorm, sum.squareRoot())
            if buffer.count >= rowsPerWrite * dimension { try flush(&buffer, &rowsChecksum) }
        }
        try flush(&buffer, &rowsChecksum)
        let rowBytes = ids.count * dimension * 4
        try put([UInt8](repeating: 0, count: VectorFile.align(rowBytes) - rowBytes))
        let idsChecksum = ids.withUnsafeBytes { VectorFile.checksum($0) }
        try ids.withUnsafeBytes { try put($0) }
        let header = VectorFile.Header(
            dimension: dimension, count: ids.count, generation: generation, maxNorm: maxNorm,
            idsChecksum: idsChecksum, rowsChecksum: rowsChecksum.value)
        let encoded = header.encoded()
        guard pwrite(fd, encoded, encoded.count, 0) == encoded.count else { throw RecallError(.io, "cannot write the vector file") }
        return header
    }

    private func flush(_ buffer: inout [Float], _ checksum: inout ChecksumState) throws {
        try buffer.withUnsafeBytes { raw in
            checksum.add(raw)
            try put(raw)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func put(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try put($0) }
    }

    private func put(_ raw: UnsafeRawBufferPointer) throws {
        guard var pointer = raw.baseAddress else { return }
        var remaining = raw.count
        while remaining > 0 {
            let written = Glibc.write(fd, pointer, remaining)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw RecallError(.io, "cannot write the vector file (disk full?)") }
            pointer += written
            remaining -= written
        }
    }
}
