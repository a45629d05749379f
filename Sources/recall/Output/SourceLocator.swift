import Foundation
import RecallSearch

/// Where a result sits in its file, as `path:line` (editors and fzf open it there): the line
/// holding the best chunk's own first line (after the heading it repeats), else the source's title
/// (a note's heading, an event's `SUMMARY`), else the path alone. The file is read when the result
/// is printed, so an edited file is still found; stdin's documents have no place.
struct SourceLocator {
    /// Lines of the files read so far, by path.
    private var files: [String: [Substring]] = [:]
    /// Files larger than this are not searched for a line (the path alone is printed).
    static let maxBytes = 8 << 20

    /// `path:line`, `path`, or nil for stdin.
    mutating func place(of hit: SearchHit) -> String? {
        guard hit.origin != "-" else { return nil }
        let lines = self.lines(of: hit.origin)
        // A chunk repeats its section's heading (the title) above its own text: its own first line
        // says where it is, the heading only where the section starts.
        let own = hit.best.record.text.split(whereSeparator: \.isNewline).map(String.init)
            .filter { $0.trimmingCharacters(in: .whitespaces) != hit.title }
        for needle in own.prefix(1) + [hit.title] {
            if let line = Self.line(of: needle, in: lines) { return "\(hit.origin):\(line)" }
        }
        return hit.origin
    }

    /// The 1-based number of the first line that contains the start of `needle` (its first 60
    /// characters, trimmed), or nil.
    static func line(of needle: String, in lines: [Substring]) -> Int? {
        let key = String(needle.trimmingCharacters(in: .whitespaces).prefix(60))
        guard key.count >= 3 else { return nil }
        return lines.firstIndex { $0.contains(key) }.map { $0 + 1 }
    }

    private mutating func lines(of path: String) -> [Substring] {
        if let cached = files[path] { return cached }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        let text =
            size <= Self.maxBytes
            ? FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } : nil
        let lines = text.map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) } ?? []
        files[path] = lines
        return lines
    }
}
