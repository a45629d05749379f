import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// Context printed with results: the window and people the question was resolved to.
typealias ResolvedContext = QueryContext

extension QueryContext {
    /// Writes the question-level notes (how the question was read, what was relaxed, why nothing
    /// answered) to stderr as `explain: …` lines: for machine formats, whose stdout must stay parseable.
    func writeExplanationToStandardError() {
        for note in explanation { Terminal.error("explain: " + note) }
    }

    var json: [String: Any] {
        var window: Any = NSNull()
        if let windowLabel {
            window =
                [
                    "label": windowLabel, "from": windowFrom?.description ?? NSNull(),
                    "until": windowTo?.description ?? NSNull(),
                ] as [String: Any]
        }
        var json: [String: Any] = ["window": window, "resolved_people": people]
        if !relaxed.isEmpty { json["relaxed"] = relaxed }
        if let assignee { json["assignee"] = assignee }
        return json
    }
}

/// Prints search hits in every output format.
struct ResultPrinter {
    var format: OutputFormat
    var explain: Bool
    var context: ResolvedContext

    func render(_ hits: [SearchHit]) -> String {
        switch format {
        case .text: return text(hits)
        case .json: return json(hits, pretty: true)
        case .jsonl:
            return hits.enumerated().map { line(object($1, rank: $0 + 1)) }.joined(separator: "\n")
                + (hits.isEmpty ? "" : "\n")
        case .tsv: return table(hits, separator: "\t")
        case .csv: return table(hits, separator: ",")
        case .md: return markdown(hits)
        // One record per line always: an id stored before ids were escaped may hold a line break.
        case .ids: return hits.map { $0.sourceID.escapingControls.rawValue + "\n" }.joined()
        case .files: return files(hits)
        }
    }

    /// The contract object: rank, score, id, kind, title, field, date, people, origin, text (+ extras).
    func object(_ hit: SearchHit, rank: Int) -> [String: Any] {
        let best = hit.best
        var object: [String: Any] = [
            "rank": rank, "score": Self.round(hit.score), "id": hit.sourceID.rawValue, "kind": hit.kind.rawValue,
            "title": hit.title, "field": best.record.field.rawValue, "date": hit.date ?? NSNull(),
            "people": hit.people, "origin": hit.origin, "text": best.record.text,
        ]
        if hit.chunks.count > 1 {
            object["chunks"] = hit.chunks.map {
                ["field": $0.record.field.rawValue, "text": $0.record.text, "score": Self.round($0.score)]
            }
        }
        if best.record.cancelled { object["cancelled"] = true }
        for (key, value) in context.json { object[key] = value }
        if explain { object["explain"] = explanation(best) }
        return object
    }

    func explanation(_ chunk: ScoredChunk) -> [String: Any] {
        [
            "vector_rank": chunk.vectorRank ?? NSNull(), "vector_score": chunk.vectorScore.map(Self.round) ?? NSNull(),
            "lexical_rank": chunk.lexicalRank ?? NSNull(),
            "lexical_score": chunk.lexicalScore.map(Self.round) ?? NSNull(),
            "fused_score": Self.round(chunk.score),
        ]
    }

    static func round(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }

    func line(_ object: [String: Any]) -> String {
        // JSONSerialization of strings, numbers, arrays, dictionaries and NSNull cannot fail.
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return Terminal.escapeJSONControls(String(decoding: data, as: UTF8.self))
    }

    func json(_ hits: [SearchHit], pretty: Bool) -> String {
        let objects = hits.enumerated().map { object($1, rank: $0 + 1) }
        let data = try! JSONSerialization.data(
            withJSONObject: objects, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])  // see line(_:)
        return Terminal.escapeJSONControls(String(decoding: data, as: UTF8.self)) + "\n"
    }

    func explainLine(_ chunk: ScoredChunk) -> String {
        let v =
            chunk.vectorRank.map { "vector #\($0) (\(String(format: "%.3f", chunk.vectorScore ?? 0)))" } ?? "vector —"
        let l = chunk.lexicalRank.map { "bm25 #\($0) (\(String(format: "%.2f", chunk.lexicalScore ?? 0)))" } ?? "bm25 —"
        return "\(v) · \(l) · fused \(String(format: "%.4f", chunk.score))"
    }

    func table(_ hits: [SearchHit], separator: String) -> String {
        let header = ["rank", "score", "id", "kind", "title", "field", "date", "people", "origin", "text"]
        var rows = [header]
        for (index, hit) in hits.enumerated() {
            rows.append([
                String(index + 1), String(Self.round(hit.score)), hit.sourceID.rawValue, hit.kind.rawValue, hit.title,
                hit.best.record.field.rawValue, hit.date ?? "", hit.people.joined(separator: "; "), hit.origin,
                hit.best.record.text,
            ])
        }
        return rows.map { $0.map { cell(Terminal.sanitize($0), separator: separator) }.joined(separator: separator) }
            .joined(separator: "\n") + "\n"
    }

    func cell(_ value: String, separator: String) -> String {
        if separator == "\t" {
            return value.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    func markdown(_ hits: [SearchHit]) -> String {
        var out = context.windowLabel.map { "_Window: \($0)_\n\n" } ?? ""
        for (index, hit) in hits.enumerated() {
            out +=
                "\(index + 1). **\(Terminal.singleLine(hit.title))** (\(hit.kind.rawValue)"
                + "\(DisplayTime(zone: context.timeZone).stamp(hit.date).map { ", \($0)" } ?? ""))"
                + " — `\(Terminal.singleLine(hit.sourceID.rawValue))`\n"
            out += "   > \(Terminal.sanitize(hit.best.record.text).replacingOccurrences(of: "\n", with: " "))\n"
        }
        return out
    }
}
