import RecallCore

/// Choosing between candidates that share a name, and explaining the choice.
extension PersonResolver {
    /// Base confidence of each kind of match.
    static func baseScore(_ kind: PersonMatchKind) -> Double {
        switch kind {
        case .exact, .email: 1.0
        case .fullName: 0.95
        case .unaccented: 0.9
        case .nickname: 0.8
        case .firstName: 0.75
        case .lastName: 0.7
        case .misspelling: 0.5
        case .role: 0.6
        }
    }

    /// Ranks `hits` by: stronger kind of match, fewer edits, more other query words in the person's context words or name,
    /// higher context score, then name and id. An ambiguous match scores 0.8 × its base.
    func choose(_ hits: [Hit], span: Range<Int>, tokens: [QueryToken], query: String, used: Set<Int>) -> PersonMatch {
        let otherWords = QueryVocabulary.contextWords(of: tokens, excluding: span.contains)
        let ranked = hits.map { hit -> (hit: Hit, overlap: Int, context: Double) in
            let entry = entries[hit.entry]
            // "Sarah at the support desk software company": what kind of organization they are from counts too.
            let overlap = otherWords.intersection(entry.context.union(entry.words).union(entry.organizationKinds)).count
            return (hit, overlap, entry.candidate.contextScore(today: today))
        }.sorted { lhs, rhs in
            let leftKind = Self.baseScore(lhs.hit.kind), rightKind = Self.baseScore(rhs.hit.kind)
            if leftKind != rightKind { return leftKind > rightKind }
            if lhs.hit.edits != rhs.hit.edits { return lhs.hit.edits < rhs.hit.edits }
            if lhs.overlap != rhs.overlap { return lhs.overlap > rhs.overlap }
            if lhs.context != rhs.context { return lhs.context > rhs.context }
            let left = entries[lhs.hit.entry].candidate, right = entries[rhs.hit.entry].candidate
            return (left.name, left.id) < (right.name, right.id)
        }
        let best = ranked[0].hit  // `bestSpan` only returns non-empty hit lists.
        let chosen = entries[best.entry].candidate
        let others = ranked.dropFirst().map { entries[$0.hit.entry].candidate }
        let characters = tokens[span.lowerBound].range.lowerBound..<tokens[span.upperBound - 1].range.upperBound
        let typed = tokens[span].map(\.text).joined(separator: " ")
        return PersonMatch(
            candidateID: chosen.id, name: chosen.name, matchedText: substring(query, characters), range: characters,
            kind: best.kind, score: Self.baseScore(best.kind) * (others.isEmpty ? 1 : 0.8),
            alternatives: others.map(\.id), explanation: explanation(typed, chosen, best.kind, others))
    }

    private func explanation(_ typed: String, _ chosen: PersonCandidate, _ kind: PersonMatchKind, _ others: [PersonCandidate]) -> String {
        var text = "\(typed) → \(chosen.name)"
        switch kind {
        case .nickname, .misspelling, .unaccented, .email, .lastName, .role: text += " (\(kind.rawValue))"
        case .exact, .fullName, .firstName: break
        }
        guard !others.isEmpty else { return text }
        let names = others.prefix(5).map(\.name).joined(separator: ", ") + (others.count > 5 ? ", …" : "")
        let plural = others.count == 1 ? typed : "\(typed)s"
        return text + " (\(others.count) other \(plural): \(names))"
    }

    private func substring(_ text: String, _ range: Range<Int>) -> String {
        let characters = Array(text)
        guard range.lowerBound >= 0, range.upperBound <= characters.count else { return "" }
        return String(characters[range])
    }
}
