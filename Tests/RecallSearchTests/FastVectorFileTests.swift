import Foundation
import RecallCore
import RecallSearch
import RecallStore
import RecallTestSupport
import Testing

/// The derived vector file is rebuilt when stale and refused when damaged.
@Suite struct FastVectorFileTests {
    let folder: TemporaryDirectory
    let store: RecallStore
    var generator = VectorScorerTests.SplitMix(state: 5)

    init() throws {
        folder = try TemporaryDirectory()
        var generator = VectorScorerTests.SplitMix(state: 3)
        let vectors = (0..<120).map { _ in FastVectorSearchTests.randomUnit(16, &generator) }
        store = try FastVectorSearchTests.store(vectors, in: folder, perSource: 10)
    }

    func rejection(_ expectGeneration: Int64? = nil) -> VectorFile.Rejection? {
        do {
            _ = try VectorFile(path: store.vectorFilePath, expectedGeneration: expectGeneration, expectedDimension: 16)
            return nil
        } catch {
            return error
        }
    }

    /// Overwrites `count` bytes at `offset` (negative: from the end) with their complement.
    func damage(at offset: Int, count: Int = 1) throws {
        let url = URL(fileURLWithPath: store.vectorFilePath)
        var data = try Data(contentsOf: url)
        let start = offset >= 0 ? offset : data.count + offset
        for i in start..<(start + count) { data[i] = ~data[i] }
        try data.write(to: url)
    }

    @Test func buildsMatchingRowsAndIDs() throws {
        let file = try #require(try store.currentVectorFile(dimension: 16))
        let matrix = try store.vectors(chunkIDs: nil, dimension: 16)
        let generation = try store.generation()
        #expect(file.count == 120 && file.generation == generation)
        #expect(Array(file.ids) == matrix.ids)
        for i in 0..<(120 * 16) { #expect(file.rows[i] == Float(matrix.values[i])) }
        #expect(file.verifyRows())
        #expect(file.row(of: matrix.ids[37]) == 37)
        #expect(file.row(of: -5) == nil && file.row(of: 1_000_000) == nil)
        #expect(rejection() == nil)
        #expect(try store.openVectorFile(dimension: 8) == nil)
    }

    @Test func staleFilesAreRebuiltAfterEveryWrite() throws {
        let old = try #require(try store.currentVectorFile(dimension: 16))
        var generator = VectorScorerTests.SplitMix(state: 9)
        let extra = FastVectorSearchTests.randomUnit(16, &generator)
        let source = StoredSource(
            document: Document(id: "note:extra", title: "e", date: nil, origin: "/tmp/e.md", content: .note(Note(body: "e"))),
            contentHash: "e", day: nil, timestamp: nil,
            chunks: [StoredChunk(ordinal: 0, field: .body, text: "e", searchText: "e", vector: extra)])
        _ = try store.apply(upserts: [source], deletions: ["note:s0"], dimension: 16)
        #expect(try store.openVectorFile(dimension: 16) == nil)
        let generation = try store.generation()
        #expect(rejection(generation) == .stale)
        let fresh = try #require(try store.currentVectorFile(dimension: 16))
        #expect(fresh.generation > old.generation)
        #expect(fresh.count == 111)
        let ids = try store.vectors(chunkIDs: nil, dimension: 16).ids
        #expect(Array(fresh.ids) == ids)
        #expect(old.count == 120)  // a reader's mapping survives the rename
    }

    @Test(arguments: [
        (0, VectorFile.Rejection.badHeader), (12, .badHeader), (20, .badHeader), (56, .badHeader), (64, .badHeader),
        // 120 rows × 16 Float32 = 7,680 bytes after the header page: the id array starts at 11,776.
        (11_776 + 3, .badIDs),
        // The 120 UInt32 vector rows follow the 960 bytes of ids and share their checksum.
        (11_776 + 960 + 1, .badIDs),
    ])
    func damagedFilesAreRefusedAndRebuilt(offset: Int, expected: VectorFile.Rejection) throws {
        _ = try #require(try store.currentVectorFile(dimension: 16))
        try damage(at: offset)
        #expect(rejection() == expected)
        #expect(try store.openVectorFile(dimension: 16) == nil)
        #expect(try store.currentVectorFile(dimension: 16)?.count == 120)
        #expect(rejection() == nil)
    }

    @Test func truncatedExtendedAndDamagedRowsAreCaught() throws {
        _ = try #require(try store.currentVectorFile(dimension: 16))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store.vectorFilePath))
        let size = try handle.seekToEnd()
        try handle.truncate(atOffset: size - 8)
        #expect(rejection() == .wrongSize)
        try handle.truncate(atOffset: 100)
        #expect(rejection() == .badHeader)
        try handle.close()
        try FileManager.default.removeItem(atPath: store.vectorFilePath)
        #expect(rejection() == .missing)
        // Damage behind an intact header fails the checksums on the first open after it (the
        // file's seal no longer matches), so the file is never used.
        for offset in [VectorFile.Header.size + 5, -120 * 8 - 16 * 8 - 3, -5] {  // a row, a per-row magnitude, a facet word
            _ = try store.rebuildVectorFile(dimension: 16)
            #expect(rejection() == nil)
            try damage(at: offset)
            #expect(rejection() == .badRows)
            #expect(try store.openVectorFile(dimension: 16) == nil)
        }
    }

    /// A column scale that is zero, negative or not finite would break the scan's bound.
    @Test(arguments: [0.0, -1.0, .nan, .infinity])
    func badColumnScalesAreRefusedAndRebuilt(value: Double) throws {
        _ = try #require(try store.currentVectorFile(dimension: 16))
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: store.vectorFilePath))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 120 * 8 - 5 * 8)  // a column scale (before the 120 facet words)
        try handle.write(contentsOf: withUnsafeBytes(of: value.bitPattern.littleEndian) { Data($0) })
        try handle.close()
        #expect(rejection() == .badColumnScales)
        #expect(try store.currentVectorFile(dimension: 16)?.columnScales.allSatisfy { $0 > 0 } == true)
        #expect(rejection() == nil)
    }

    /// Chunks that share a stored vector share its rows: one Float32 and one Int8 row per distinct vector.
    @Test func sharedVectorsAreStoredOncePerFile() throws {
        let folder = try TemporaryDirectory()
        var generator = VectorScorerTests.SplitMix(state: 21)
        let distinct = (0..<7).map { _ in FastVectorSearchTests.randomUnit(16, &generator) }
        let vectors = (0..<90).map { distinct[($0 * 5) % 7] }
        let shared = try FastVectorSearchTests.store(vectors, in: folder, perSource: 30)
        let file = try #require(try shared.currentVectorFile(dimension: 16))
        #expect(file.count == 90 && file.vectorCount == 7)
        let matrix = try shared.vectors(chunkIDs: nil, dimension: 16)
        #expect(Array(file.ids) == matrix.ids)
        for row in 0..<file.count {
            let vectorRow = file.vectorRow(row)
            #expect(vectorRow == row % 7)  // rows 0–6 use the seven vectors first, in that order
            for j in 0..<16 { #expect(file.rows[vectorRow * 16 + j] == Float(matrix.values[row * 16 + j])) }
        }
    }

    @Test func int8RowsApproximateTheStoredVectorsWithinHalfAStep() throws {
        let file = try #require(try store.currentVectorFile(dimension: 16))
        #expect(file.header.idsOffset == 11_776)
        let matrix = try store.vectors(chunkIDs: nil, dimension: 16)
        let columns = Array(file.columnScales)
        for j in 0..<16 {  // 120 rows, fewer than the sample: each column scale is its largest |value|
            let largest = (0..<file.count).map { abs(matrix.values[$0 * 16 + j]) }.max()
            #expect(columns[j] == largest)
        }
        for row in 0..<file.count {
            let values = matrix.values[(row * 16)..<((row + 1) * 16)]
            let scale = file.scales[row]
            let divided = zip(values, columns).map { abs($0 / $1) }
            #expect(abs(scale * 127 - divided.max()!) < 1e-12)  // 16 values, never empty
            var magnitude = 0.0
            for (j, value) in values.enumerated() {
                let level = Double(file.quantized[row * 16 + j])
                magnitude += abs(level)
                #expect(abs(value - columns[j] * scale * level) <= columns[j] * scale / 2 * (1 + 1e-9))
            }
            #expect(magnitude == file.magnitudes[row])
        }
    }

    /// A file another format version wrote (an older build's) is stale for `doctor`, and searches rebuild it.
    @Test func anotherFormatVersionIsStaleAndRebuilt() throws {
        _ = try #require(try store.currentVectorFile(dimension: 16))
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: store.vectorFilePath))
        try handle.seek(toOffset: 8)
        try handle.write(contentsOf: withUnsafeBytes(of: UInt32(3).littleEndian) { Data($0) })
        try handle.close()
        #expect(rejection() == .badHeader)
        let finding = try #require(try store.check(expected: nil).first { $0.check == "derived" })
        #expect(finding.severity == .stale && finding.detail.contains("format 3"), "\(finding)")
        #expect(try store.currentVectorFile(dimension: 16) != nil)
        #expect(try store.check(expected: nil).first { $0.check == "derived" }?.severity == .ok)
    }

    @Test func leavesNoTemporaryFiles() throws {
        _ = try store.rebuildVectorFile(dimension: 16)
        _ = try store.rebuildVectorFile(dimension: 16)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.filter { $0.contains(".tmp-") }.isEmpty)
        #expect(names.contains("v.sqlite.vectors"))
    }
}
