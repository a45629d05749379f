import Foundation
import RecallCore

/// `doctor` for the derived vector file and the leftovers of interrupted rebuilds of either file.
extension RecallStore {
    /// Leftover temporary files of interrupted rebuilds of the derived file at `derivedPath`
    /// (``vectorFilePath`` or ``termFilePath``).
    func temporaryFiles(of derivedPath: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (derivedPath as NSString).lastPathComponent + ".tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The finding for leftover temporary files of the derived file at `derivedPath`, nil when there
    /// are none; `kind` names the file in the message ("vector", "term").
    func leftoverFinding(of derivedPath: String, kind: String) -> StoreFinding? {
        let temporary = temporaryFiles(of: derivedPath)
        guard !temporary.isEmpty else { return nil }
        return StoreFinding(
            "derived", .stale, "\(temporary.count) leftover temporary \(kind) file(s) from an interrupted rebuild",
            repair: "`recall doctor --repair` removes them", repairable: true)
    }

    /// The vector file's header words: magic "RCLVECF1" (``VectorFile/Header/magic``),
    /// version | dimension << 32, count, generation.
    func derivedFindings(dimension: Int?) throws -> [StoreFinding] {
        var findings = [leftoverFinding(of: vectorFilePath, kind: "vector")].compactMap { $0 }
        guard let handle = FileHandle(forReadingAtPath: vectorFilePath) else {
            findings.append(
                StoreFinding("derived", .ok, "no vector file (searches read SQLite, or build it on demand)"))
            return findings
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 32)) ?? Data()
        let words =
            header.count == 32
            ? (0..<4).map { i in
                header.withUnsafeBytes {
                    UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                }
            }
            : []
        guard words.first == VectorFile.Header.magic else {
            findings.append(
                StoreFinding(
                    "derived", .stale, "the vector file has no valid header",
                    repair: "`recall doctor --repair` removes it; it is rebuilt on the next search",
                    repairable: true))
            return findings
        }
        let fileDimension = Int(words[1] >> 32)
        let fileVersion = UInt32(truncatingIfNeeded: words[1])
        let fileGeneration = Int64(bitPattern: words[3])
        let generation = try generation()
        if fileVersion != VectorFile.Header.version {
            findings.append(
                StoreFinding(
                    "derived", .stale,
                    "the vector file has format \(fileVersion), this build reads format \(VectorFile.Header.version)",
                    repair: "nothing to do: the next search rebuilds it; `recall doctor --repair` removes it",
                    repairable: true))
        } else if fileGeneration != generation || (dimension != nil && fileDimension != dimension) {
            findings.append(
                StoreFinding(
                    "derived", .stale,
                    "the vector file is from generation \(fileGeneration), the database is at \(generation)",
                    repair: "nothing to do: searches ignore it and rebuild it; `recall doctor --repair` removes it",
                    repairable: true))
        } else {
            findings.append(vectorRowsFinding(generation: generation))
        }
        return findings
    }

    /// Every byte of a current vector file against its checksums (ignoring any seal).
    private func vectorRowsFinding(generation: Int64) -> StoreFinding {
        do {
            _ = try VectorFile(path: vectorFilePath, expectedGeneration: generation, sealing: false)
            return StoreFinding("derived", .ok, "the vector file matches generation \(generation)")
        } catch {
            let what = error == .badRows ? "its rows, Int8 section or facets fail their checksums" : "\(error)"
            return StoreFinding(
                "derived", error.isDamage ? .problem : .stale, "the vector file is damaged (\(what))",
                repair: "the next search rebuilds it (and says so); `recall doctor --repair` removes it",
                repairable: true)
        }
    }
}
