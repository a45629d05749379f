import Foundation
import RecallCore

/// People described rather than named ("the data analyst I meet every other week", "the marketing
/// head"): choosing among those a description fits equally.
extension PersonResolver {
    /// The person the free words describe, if any; marks the description's words used. When two or
    /// three people fit the same words equally and nothing else tells them apart ("the marketing
    /// head", with two Heads of Marketing), all of them, as alternatives any of whom will do, if
    /// the question asks about someone (`aboutSomeone`: a last contact or a life fact) rather than
    /// a topic ("the CRM partner that wanted us in their app store" is the partnership's story).
    func describedPeople(_ tokens: [QueryToken], query: String, aboutSomeone: Bool, used: inout Set<Int>) -> [PersonMatch] {
        let fits = entries.indices.compactMap { position in
            description(of: entries[position], in: tokens, used: used).map { (score: $0.score, entry: position, words: $0.words) }
        }
        guard let top = fits.map(\.score).max() else { return [] }
        let tied = fits.filter { $0.score == top }
        if let one = describedPerson(tied, tokens, used: &used) { return [one] }
        guard aboutSomeone, (2...3).contains(tied.count), Set(tied.map(\.words)).count == 1, let words = tied.first?.words,
            let low = words.min(), let high = words.max()
        else { return [] }
        used.formUnion(words)
        let typed = words.sorted().map { tokens[$0].text }.joined(separator: " ")
        return Self.matches(tied.map { entries[$0.entry] }, typed: typed, range: tokens[low].range.lowerBound..<tokens[high].range.upperBound)
    }

    /// The one of the equal `fits` that ``untied(_:_:used:)`` picks, as a match; marks its words used.
    private func describedPerson(
        _ fits: [(score: Int, entry: Int, words: Set<Int>)], _ tokens: [QueryToken], used: inout Set<Int>
    ) -> PersonMatch? {
        guard let (best, telling) = untied(fits, tokens, used: used),
            let low = best.words.min(), var high = best.words.max()
        else { return nil }
        used.formUnion(best.words)
        // "the engineering manager I have weekly 1:1s with": words of their context after the
        // description say who ("my last 1:1 with the staff engineer" still asks for the 1:1).
        // After a possessive come their things: "the product designer's daughter" asks for her.
        if !tokens[high].isPossessive { used.formUnion(telling.filter { $0 > high }) }
        used.formUnion(Self.relativeClause(after: high, in: tokens, holding: telling))
        // "… from the VC fund", "… at the law firm": the kind of company they are from.
        var next = high + 1
        while next < tokens.count, !used.contains(next), ["from", "at", "the", "our", "their"].contains(tokens[next].norm) { next += 1 }
        let kind = (next..<tokens.count).prefix { index in
            !used.contains(index) && Self.isCompanyWord(tokens[index].norm)
        }
        if let last = kind.last {
            used.formUnion(high + 1...last)
            high = last
        }
        let chosen = entries[best.entry].candidate
        let typed = (low...high).filter { best.words.contains($0) }.map { tokens[$0].text }.joined(separator: " ")
        let role = [chosen.title, chosen.organization].compactMap { $0 }.joined(separator: ", ")
        return PersonMatch(
            candidateID: chosen.id, name: chosen.name, matchedText: typed,
            range: tokens[low].range.lowerBound..<tokens[high].range.upperBound, kind: .role,
            score: Self.baseScore(.role), explanation: "\(typed) → \(chosen.name) (\(role))")
    }

    /// "the eng manager whose kid just started uni in Glasgow and I": a clause after the description
    /// that told who it is (it holds one of the `telling` words, which their context holds) says
    /// more of who, not what about, up to "and I"/"and me" or the question's end.
    static func relativeClause(after high: Int, in tokens: [QueryToken], holding telling: [Int]) -> [Int] {
        guard high + 1 < tokens.count, ["who", "whose"].contains(tokens[high + 1].norm) else { return [] }
        var end = high + 2
        while end < tokens.count, !(tokens[end].norm == "and" && end + 1 < tokens.count && ["i", "me"].contains(tokens[end + 1].norm)) {
            end += 1
        }
        let clause = Array(high + 1..<end)
        return telling.contains(where: clause.contains) ? clause : []
    }

    /// The one fit, or among equal fits the one whose context (organization, facts, the titles of
    /// the meetings they were in, the rhythm of their one-to-ones) holds more of the question's
    /// other words, each weighed by how few people's contexts hold it (``contextFrequency``): "my
    /// last one-on-one with the staff engineer" is the staff engineer the user has 1:1s with, "the
    /// analyst I meet every other week" the one met fortnightly, whoever else shares a "new". Also
    /// returns the indices of the question's words the winner's context holds (none for a single
    /// fit). Nil when still tied.
    func untied(
        _ fits: [(score: Int, entry: Int, words: Set<Int>)], _ tokens: [QueryToken], used: Set<Int>
    ) -> (fit: (score: Int, entry: Int, words: Set<Int>), telling: [Int])? {
        guard fits.count > 1 else { return fits.first.map { ($0, []) } }
        let described = fits.reduce(into: Set<Int>()) { $0.formUnion($1.words) }
        let others = QueryVocabulary.contextWordIndices(of: tokens) { used.contains($0) || described.contains($0) }
        let overlaps = fits.map { Set(others.keys).intersection(entries[$0.entry].context) }
        let total = Double(max(entries.count, 1))
        let weights = overlaps.map { words in words.reduce(0.0) { $0 + log(1 + total / Double(contextFrequency[$1] ?? 1)) } }
        guard let most = weights.max(), most > 0, weights.filter({ $0 == most }).count == 1,
            let winner = weights.firstIndex(of: most)
        else { return nil }
        return (fits[winner], overlaps[winner].flatMap { others[$0] ?? [] }.sorted())
    }
}
