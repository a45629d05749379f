import Foundation
import RecallCore
import RecallQuery
import Testing

/// The specification of question understanding: `Corpus/understanding.jsonl` holds questions with the
/// parse each must give, `Corpus/negative.jsonl` phrases that must not become a confident window, a
/// person or a confident kind. Every question is read against `Corpus/people.jsonl` on 2026-11-20.
@Suite struct UnderstandingCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static func lines(_ name: String) -> [[String: Any]] {
        let text = (try? String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    static let parser: QueryParser = {
        let people = lines("people.jsonl").map { object in
            PersonCandidate(
                id: object["id"] as? String ?? "", name: object["name"] as? String ?? "",
                aliases: object["aliases"] as? [String] ?? [], emails: object["emails"] as? [String] ?? [],
                interactionCount: object["interactions"] as? Int ?? 0, contextWords: object["context"] as? [String] ?? [],
                organization: object["organization"] as? String, title: object["title"] as? String,
                relationships: object["relationships"] as? [String] ?? [])
        }
        let clock = QueryClock(now: CalendarDay(year: 2026, month: 11, day: 20).start(in: utc).addingTimeInterval(43200), timeZone: utc)
        return QueryParser(clock: clock, people: PersonDirectory(people: people, today: clock.today))
    }()

    static let utc = TimeZone(identifier: "UTC")!

    static let expected = lines("understanding.jsonl").map { CorpusLine($0) }
    static let negative = lines("negative.jsonl").map { CorpusLine($0) }

    @Test("corpus is present") func corpusIsPresent() {
        #expect(Self.expected.count >= 50)
        #expect(Self.negative.count >= 15)
    }

    @Test(arguments: expected) func parsesAsSpecified(_ line: CorpusLine) {
        let parse = Self.parser.parse(line.question)
        for failure in line.failures(parse) {
            let trace = parse.trace(QueryToken.tokenize(line.question)).joined(separator: "\n  ")
            Issue.record(Comment(rawValue: "\(line.question): \(failure)\n  \(trace)"))
        }
    }

    @Test(arguments: negative) func doesNotParseAsAFilter(_ line: CorpusLine) {
        let parse = Self.parser.parse(line.question)
        let trace = parse.trace(QueryToken.tokenize(line.question)).joined(separator: "; ")
        if line.forbidden.contains("window") { #expect((parse.window?.confidence ?? 0) < 0.7, "\(line.question): \(trace)") }
        if line.forbidden.contains("kinds") { #expect((parse.kinds?.confidence ?? 0) < 0.7, "\(line.question): \(trace)") }
        if line.forbidden.contains("people") {
            #expect(parse.people.isEmpty && parse.unknownPeople.isEmpty, "\(line.question): \(trace)")
        }
    }
}

/// One corpus line: a question and the parts of its parse that are specified.
struct CorpusLine: Sendable, CustomTestStringConvertible {
    let question: String
    let object: [String: String]
    let forbidden: [String]

    init(_ raw: [String: Any]) {
        question = raw["q"] as? String ?? ""
        forbidden = raw["not"] as? [String] ?? []
        var object: [String: String] = [:]
        for (key, value) in raw where key != "q" && key != "not" {
            if value is NSNull { object[key] = "null"; continue }
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
            object[key] = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        }
        self.object = object
    }

    var testDescription: String { question }

    func failures(_ parse: QueryParse) -> [String] {
        var failures: [String] = []
        func check(_ key: String, _ actual: String) {
            if let wanted = object[key], wanted != actual { failures.append("\(key): wanted \(wanted), got \(actual)") }
        }
        let window = parse.window.map { "[\(Self.quote($0.value.start))," + "\(Self.quote($0.value.end))]" } ?? "null"
        check("window", window)
        check("windowConfidence", Self.level(parse.window?.confidence))
        check("people", Self.list(parse.people.map(\.name)))
        check("samePerson", Self.list(parse.people.flatMap(\.samePerson)))
        check("kinds", Self.list(parse.kinds.map { $0.value.kinds.map(\.rawValue).sorted() } ?? []))
        check("kindConfidence", Self.level(parse.kinds?.confidence))
        check("intent", "\"\(parse.intent.rawValue)\"")
        check("topic", "\"\(parse.topicText)\"")
        check("fields", Self.list(parse.fields.map(\.rawValue).sorted()))
        check("order", parse.order.map { "\"\($0.rawValue)\"" } ?? "null")
        check("quietDays", parse.quietDays.map(String.init) ?? "null")
        return failures
    }

    static func quote(_ day: CalendarDay?) -> String { day.map { "\"\($0)\"" } ?? "null" }
    static func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
    static func level(_ confidence: Double?) -> String {
        guard let confidence else { return "\"none\"" }
        return confidence >= 0.7 ? "\"high\"" : "\"low\""
    }
}
