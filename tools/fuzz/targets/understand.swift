import Foundation
import RecallCore

/// A fixed directory (shared first names, accents, aliases, emails) so name resolution has work to do.
let fuzzPeople: [PersonCandidate] = [
    PersonCandidate(id: "sarah-chen", name: "Sarah Chen", interactionCount: 40,
                    lastContact: CalendarDay(year: 2026, month: 11, day: 10), contextWords: ["Acme"]),
    PersonCandidate(id: "sarah-kim", name: "Sarah Kim", interactionCount: 5, contextWords: ["Globex"]),
    PersonCandidate(id: "michael-ross", name: "Michael Ross", aliases: ["Mike R"], emails: ["mike@example.com"]),
    PersonCandidate(id: "priya", name: "Priya Natarajan", interactionCount: 8),
    PersonCandidate(id: "zoe", name: "Zoë Ångström", emails: ["zoe@example.com"]),
    PersonCandidate(id: "lukasz", name: "Łukasz Nowak"),
    PersonCandidate(id: "june", name: "June Hale"),
    // Titles and organizations, for descriptions ("the CTO", "the Zendesk account manager").
    PersonCandidate(id: "dana", name: "Dana Quinn", organization: "Linklaw LLP", title: "CTO"),
    PersonCandidate(id: "omar", name: "Omar Haddad", organization: "Zendesk", title: "Account Manager"),
    PersonCandidate(id: "ana", name: "Ana Ruiz", organization: "Accessible Ltd", title: "Account Manager"),
]

/// 2026-11-22T10:00:00Z in Berlin, like the unit tests' clock.
let fuzzUnderstanding = QueryUnderstanding(
    now: Date(timeIntervalSince1970: 1_795_341_600),
    timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, people: fuzzPeople)

/// libFuzzer entry: question understanding (time expressions, names, kinds, intent) on any text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnderstand(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let understood = fuzzUnderstanding.parse(text)
    if let window = understood.window, let start = window.start, let end = window.end {
        precondition(start < end, "an empty date window")
    }
    let known = Set(fuzzPeople.map(\.id))
    for match in understood.people {
        precondition(known.contains(match.candidateID), "a person outside the directory")
    }
    precondition(understood.topicalText.utf8.count <= max(64, text.utf8.count * 4), "topical text grew")
    // Bridges (everyday wording → workplace terms) for the question's words, and the table's
    // binary search on any key.
    let terms = understood.topicalText.split(separator: " ").map(String.init)
    let bridged = SynonymTable.bridges(for: terms, words: TextNormalizer.words(understood.topicalPhrasing))
    precondition(bridged.keys.allSatisfy(terms.contains), "a bridge for a word the question lacks")
    _ = SynonymTable.bridges[text]
    return 0
}
