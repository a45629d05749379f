import Foundation
@testable import RecallStore
import RecallTestSupport
import Testing

/// Damaged derived files with intact headers: `doctor` names them, a search says so once, answers
/// from a rebuilt file exactly as before, and the next search is quiet.
@Suite struct DerivedFileDamageTests {
    enum Damage: String, CaseIterable {
        case vectorRows, vectorFacets, termPostings
    }

    static let queries = ["orchard budget review", "vendor contract", "hiring plan marker0x7", "offsite logistics"]

    func answers(_ binary: RecallBinary, _ db: String) throws -> [String] {
        try Self.queries.map { query in
            let run = try binary.run(["search", "--db", db, "--format", "ids", "-n", "10", "--no-understanding", query])
            return run.stdout
        }
    }

    /// Overwrites `count` bytes of `path` at `offset` with `byte` (or pseudo-random bytes when nil).
    static func overwrite(_ path: String, at offset: Int, count: Int, with byte: UInt8?) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<count).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return byte ?? UInt8(truncatingIfNeeded: state >> 33)
        }
        try handle.seek(toOffset: UInt64(offset))
        handle.write(Data(bytes))
    }

    static func damage(_ damage: Damage, db: String) throws {
        switch damage {
        case .vectorRows:
            let file = try VectorFile(path: db + ".vectors")
            try overwrite(file.path, at: VectorFile.Header.size, count: file.count * file.dimension * 4 / 2, with: nil)
        case .vectorFacets:
            let file = try VectorFile(path: db + ".vectors")
            try overwrite(file.path, at: file.header.facetsOffset, count: file.count * 8, with: 0)
        case .termPostings:
            let file = try TermFile(path: db + ".terms")
            try overwrite(file.path, at: file.header.postingDocumentsOffset, count: file.header.postingCount * 4, with: 0)
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedDerivedFileIsNamedAndRebuilt(damage: Damage) throws {
        let binary = try ReliabilityCorpus.binary()
        let folder = try TemporaryDirectory()
        let db = folder.url.appendingPathComponent("d.sqlite").path
        let notes = try ReliabilityCorpus.notes(200, in: folder)
        #expect(try binary.run(["index", "--db", db, notes.path]).status == 0)
        let before = try answers(binary, db)
        try Self.damage(damage, db: db)
        let doctor = try binary.run(["doctor", "--db", db])
        #expect(doctor.status == 66 && doctor.stdout.contains("is damaged"), "\(doctor.stdout)")
        let first = try binary.run(["search", "--db", db, "--format", "ids", "-n", "10", "--no-understanding", Self.queries[0]])
        let notices = first.stderr.split(separator: "\n").filter { $0.contains("damaged (it fails its checksums); rebuilt") }
        #expect(notices.count == 1, "\(first.stderr)")
        #expect(try answers(binary, db) == before)
        let quiet = try binary.run(["search", "--db", db, "--format", "ids", "--no-understanding", Self.queries[1]])
        #expect(!quiet.stderr.contains("damaged"), "\(quiet.stderr)")
        #expect(try binary.run(["doctor", "--db", db]).status == 0)
    }
}
