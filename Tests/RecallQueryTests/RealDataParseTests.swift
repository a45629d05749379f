import Foundation
import RecallCore
import RecallTestSupport
import Testing
import RecallQuery

/// Real names (Node.js TSC minutes' "## Present" lists) against real non-person text (SciFact claims).
@Suite(.enabled(if: TestPaths.sharedData != nil, "\(TestPaths.sharedMissingMessage)"))
struct RealDataParseTests {
    /// Attendees of the minutes: one candidate per distinct name, counted and dated by meeting.
    static func attendees(in data: URL) throws -> [PersonCandidate] {
        let folder = data.appendingPathComponent("notes/nodejs-tsc-minutes")
        var counts: [String: (count: Int, last: CalendarDay?)] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let day = CalendarDay(String(file.prefix(10)))
            for name in presentNames(text) {
                let previous = counts[name] ?? (0, nil)
                counts[name] = (previous.count + 1, max(previous.last ?? day ?? CalendarDay(year: 1970, month: 1, day: 1), day ?? previous.last ?? CalendarDay(year: 1970, month: 1, day: 1)))
            }
        }
        return counts.keys.sorted().enumerated().map { index, name in
            PersonCandidate(id: "tsc-\(index)", name: name, interactionCount: counts[name]?.count ?? 0, lastContact: counts[name]?.last)
        }
    }

    /// "* Antoine du Hamel @aduh95 (voting member)" → "Antoine du Hamel", for the "## Present" section.
    static func presentNames(_ text: String) -> [String] {
        var names: [String] = []
        var inPresent = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { inPresent = line.lowercased().contains("present") }
            guard inPresent, line.hasPrefix("* ") || line.hasPrefix("- ") else { continue }
            let name = String(line.dropFirst(2).prefix { $0 != "@" && $0 != "(" && $0 != "[" && $0 != "," })
                .components(separatedBy: " - ")[0].trimmingCharacters(in: .whitespaces)
            let words = name.split(separator: " ").count
            if (2...4).contains(words), name.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "." }) {
                names.append(name)
            }
        }
        return names
    }

    static func scifactClaims(in data: URL) throws -> [String] {
        let text = try String(contentsOf: data.appendingPathComponent("ir/scifact/queries.jsonl"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["text"] as? String
        }
    }

    static func understanding(_ data: URL) throws -> (QueryParser, [PersonCandidate]) {
        let people = try attendees(in: data)
        let clock = QueryClock(now: TimeStageTests.now, timeZone: TimeStageTests.timeZone)
        return (QueryParser(clock: clock, people: PersonDirectory(people: people, today: clock.today)), people)
    }

    /// Every attendee's full name finds that person (or a namesake spelled the same).
    @Test func findsEveryAttendeeByFullName() throws {
        let (understanding, people) = try Self.understanding(#require(TestPaths.sharedData))
        #expect(people.count > 100)
        for person in people {
            let match = understanding.parse("what did I discuss with \(person.name) in August").people.first
            #expect(match.map { TextNormalizer.words($0.name) } == TextNormalizer.words(person.name), "\(person.id)")
        }
    }

    /// A lower-case first name after "with" finds someone with that first name.
    @Test func findsAttendeesByFirstName() throws {
        let (understanding, people) = try Self.understanding(#require(TestPaths.sharedData))
        for person in people {
            guard let first = TextNormalizer.words(person.name).first, first.count >= 3 else { continue }
            let match = understanding.parse("notes with \(first) about the release").people.first
            #expect(match.flatMap { TextNormalizer.words($0.name).first } == first, "\(person.id)")
        }
    }

    /// SciFact claims name no one we know: at most 1% may match a person, and every window sure
    /// enough to filter must come from a written year ("in 2010", "from 2009 to 2014").
    @Test func scientificClaimsStayImpersonal() throws {
        let data = try #require(TestPaths.sharedData)
        let (understanding, _) = try Self.understanding(data)
        let claims = try Self.scifactClaims(in: data)
        #expect(claims.count > 1000)
        var withPeople = 0
        for claim in claims {
            let understood = understanding.parse(claim)
            if !understood.people.isEmpty { withPeople += 1 }
            if let window = understood.window, window.confidence >= QueryParserConfidence.filter {
                #expect(claim.contains(/(19|20)\d\d/), "\(claim)")
            }
        }
        #expect(withPeople * 100 <= claims.count, "\(withPeople) of \(claims.count) claims matched a person")
    }
}

/// The confidence at which a reading filters (the planner's ``RecallSearch/QueryPlanner/filterConfidence``).
enum QueryParserConfidence {
    static let filter = 0.7
}
