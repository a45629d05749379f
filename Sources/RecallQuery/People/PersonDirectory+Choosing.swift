import RecallCore

/// Choosing between people one name fits, and saying why.
extension PersonDirectory {
    /// How sure each kind of match is on its own.
    static func baseScore(_ kind: PersonMatchKind) -> Double {
        switch kind {
        case .exact, .email: 1.0
        case .fullName: 0.95
        case .unaccented: 0.9
        case .initial: 0.85
        case .nickname, .relation: 0.8
        case .firstName: 0.8
        case .lastName: 0.7
        case .shortened: 0.65
        case .role: 0.6
        case .misspelling: 0.55
        }
    }

    /// The best of `hits` for the words `matched`: the stronger kind of match, fewer edits, more of the
    /// question's `otherWords` in their context (rarer words weigh more), the more frequent and recent
    /// contact, then name and id. Its score is the kind's, lowered when another fits as well.
    func choose(_ hits: [Hit], matched: String, otherWords: Set<String>) -> PersonMatch {
        let ranked = hits.map { hit -> (hit: Hit, overlap: Double, contact: Double) in
            let entry = entries[hit.entry]
            let shared = otherWords.intersection(entry.context.union(entry.words))
            let overlap = shared.reduce(0.0) { $0 + 1 / Double(max(contextFrequency[$1] ?? 1, 1)) }
            return (hit, overlap, entry.candidate.contextScore(today: today))
        }.sorted { lhs, rhs in
            let (left, right) = (Self.baseScore(lhs.hit.kind), Self.baseScore(rhs.hit.kind))
            if left != right { return left > right }
            if lhs.hit.edits != rhs.hit.edits { return lhs.hit.edits < rhs.hit.edits }
            if lhs.overlap != rhs.overlap { return lhs.overlap > rhs.overlap }
            if lhs.contact != rhs.contact { return lhs.contact > rhs.contact }
            let (a, b) = (entries[lhs.hit.entry].candidate, entries[rhs.hit.entry].candidate)
            return (a.name, a.id) < (b.name, b.id)
        }
        let best = ranked[0]
        let chosen = entries[best.hit.entry]
        let same = sameNamed(as: best.hit.entry)
        let others = ranked.dropFirst().filter { !same.contains($0.hit.entry) }
        let tied =
            others.first.map {
                Self.baseScore($0.hit.kind) == Self.baseScore(best.hit.kind) && $0.hit.edits == best.hit.edits
                    && $0.overlap == best.overlap
            } ?? false
        let factor = others.isEmpty ? 1 : tied ? 0.6 : 0.85
        let otherNames = others.map { entries[$0.hit.entry].candidate }
        return PersonMatch(
            candidateID: chosen.candidate.id, name: chosen.candidate.name, matchedText: matched, kind: best.hit.kind,
            score: Self.baseScore(best.hit.kind) * factor, alternatives: otherNames.map(\.id),
            samePerson: same.filter { $0 != best.hit.entry }.map { entries[$0].candidate.id },
            explanation: explanation(matched, chosen.candidate, best.hit.kind, otherNames))
    }

    /// Entries with the same first and last name as the entry at `position` (itself included).
    func sameNamed(as position: Int) -> [Int] {
        let entry = entries[position]
        guard let first = entry.first, let last = entry.last else { return [position] }
        return byFirstLast[first + " " + last] ?? [position]
    }

    private func explanation(
        _ typed: String, _ chosen: PersonCandidate, _ kind: PersonMatchKind, _ others: [PersonCandidate]
    ) -> String {
        var text = "\(typed) → \(chosen.name)"
        switch kind {
        case .exact, .fullName, .firstName: break
        default: text += " (\(kind.rawValue))"
        }
        guard !others.isEmpty else { return text }
        let names = others.prefix(5).map(\.name).joined(separator: ", ") + (others.count > 5 ? ", …" : "")
        return text + " (\(others.count) other\(others.count == 1 ? "" : "s") fit: \(names))"
    }
}
