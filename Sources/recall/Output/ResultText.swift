import Foundation
import RecallCore
import RecallSearch

extension ResultPrinter {
    /// Results for a reader: title, kind, date and score; the id; where it is (`path:line`, for
    /// editors and fzf); the best chunks, their matched words highlighted on a colour terminal.
    func text(_ hits: [SearchHit]) -> String {
        var out = ""
        if let label = context.windowLabel { out += Terminal.dim("window: \(label)") + "\n" }
        for note in context.explanation { out += Terminal.dim(note) + "\n" }
        let time = DisplayTime(zone: context.timeZone)
        let highlighter = Highlighter(query: context.topic ?? "")
        var locator = SourceLocator()
        for (index, hit) in hits.enumerated() {
            let date = time.stamp(hit.date).map { " · \($0)" } ?? ""
            let header = "\(index + 1). \(Terminal.singleLine(hit.title))"
            out +=
                Terminal.bold(header)
                + Terminal.dim("  [\(hit.kind.rawValue)\(date)] \(String(format: "%.3f", hit.score))") + "\n"
            out += "   " + Terminal.dim(Terminal.singleLine(hit.sourceID.rawValue)) + "\n"
            if let place = locator.place(of: hit) { out += "   " + Terminal.singleLine(place) + "\n" }
            for chunk in hit.chunks.prefix(2) {
                let text = Terminal.sanitize(time.text(of: chunk.record)).replacingOccurrences(of: "\n", with: " ")
                let clipped = text.count > 240 ? String(text.prefix(240)) + "…" : text
                out += "   \(chunk.record.field.rawValue): \(highlighter.apply(clipped))\n"
                if explain { out += Terminal.dim("   " + explainLine(chunk)) + "\n" }
            }
        }
        return out
    }

    /// `--format files`: each result's file once, in rank order (stdin's documents have none).
    func files(_ hits: [SearchHit]) -> String {
        var seen = Set<String>()
        return hits.map(\.origin).filter { $0 != "-" && seen.insert($0).inserted }
            .map { Terminal.singleLine($0) + "\n" }.joined()
    }
}
