import Foundation
import RecallCore
#if canImport(Glibc)
import Glibc
#endif

/// `doctor` for the derived term file: stale, damaged or left over from an interrupted rebuild.
extension RecallStore {
    /// One finding for the term file (and one for leftovers, when there are any).
    func termFileFindings() throws -> [StoreFinding] {
        var findings = [leftoverFinding(of: termFilePath, kind: "term")].compactMap { $0 }
        let generation = try generation()
        do {
            let file = try TermFile(path: termFilePath, expectedGeneration: generation)
            let intact = file.verify()
            findings.append(intact
                ? StoreFinding("derived", .ok, "the term file matches generation \(generation)")
                : StoreFinding(
                    "derived", .stale, "the term file's postings fail their checksum",
                    repair: "`recall doctor --repair` removes it; it is rebuilt on the next search", repairable: true))
        } catch .missing {
            findings.append(StoreFinding("derived", .ok, "no term file (BM25 comes from FTS5, or it is built on demand)"))
        } catch {
            findings.append(StoreFinding(
                "derived", .stale, "the term file is unusable (\(error)); searches ignore it",
                repair: "`recall doctor --repair` removes it; it is rebuilt on the next search", repairable: true))
        }
        return findings
    }

    /// Removes a stale or damaged term file and leftovers; returns how many files went.
    func removeStaleTermFiles() throws -> Int {
        guard try termFileFindings().contains(where: { $0.severity == .stale }) else { return 0 }
        return (temporaryFiles(of: termFilePath) + [termFilePath]).filter { unlink($0) == 0 }.count
    }
}
