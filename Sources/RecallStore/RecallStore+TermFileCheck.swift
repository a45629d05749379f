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
            _ = try TermFile(path: termFilePath, expectedGeneration: generation, sealing: false)
            findings.append(StoreFinding("derived", .ok, "the term file matches generation \(generation)"))
        } catch .missing {
            findings.append(
                StoreFinding("derived", .ok, "no term file (BM25 comes from FTS5, or it is built on demand)"))
        } catch let error where error.isDamage {
            findings.append(
                StoreFinding(
                    "derived", .problem,
                    "the term file is damaged "
                        + "(\(error == .badPostings ? "its postings fail their checksum" : "\(error)"))",
                    repair: "the next search rebuilds it (and says so); `recall doctor --repair` removes it",
                    repairable: true))
        } catch {
            findings.append(
                StoreFinding(
                    "derived", .stale, "the term file is unusable (\(error)); searches ignore it",
                    repair: "`recall doctor --repair` removes it; it is rebuilt on the next search", repairable: true))
        }
        return findings
    }

    /// Removes a stale or damaged term file, its seal and leftovers; returns how many files went.
    func removeStaleTermFiles() throws -> Int {
        guard try termFileFindings().contains(where: { $0.severity != .ok }) else { return 0 }
        DerivedFileSeal.remove(for: termFilePath)
        return (temporaryFiles(of: termFilePath) + [termFilePath]).filter { unlink($0) == 0 }.count
    }
}
