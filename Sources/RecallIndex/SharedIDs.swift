import Foundation
import RecallCore

/// Sources that two files carry under one id (one event UID in two calendar exports, the same
/// touchpoint id in two JSON Lines files): the greatest path keeps the id (``Indexer``), and every
/// other file that still carries it gets one error line per run naming the file that won, so a
/// copy is never dropped without a word.
struct SharedIDs {
    private struct Claim: Hashable {
        var id: SourceID
        var loser: String
    }

    /// For each id a file lost, the file that took it when the loss was seen.
    private var claims: [Claim: String] = [:]
    private var kinds: [SourceID: SourceKind] = [:]
    /// The ids each file lost, to forget those it no longer carries when it is read again.
    private var byLoser: [String: Set<SourceID>] = [:]

    /// `loser` carries `id` too, and `winner` keeps it.
    mutating func lost(_ id: SourceID, kind: SourceKind, loser: String, winner: String) {
        claims[Claim(id: id, loser: loser)] = winner
        kinds[id] = kind
        byLoser[loser, default: []].insert(id)
    }

    /// `origin` was read (again) and carries `ids`: losses of ids it no longer carries do not count.
    mutating func reread(_ origin: String, carrying ids: [SourceID: Document]) {
        guard let lost = byLoser[origin] else { return }
        for id in lost where ids[id] == nil { claims[Claim(id: id, loser: origin)] = nil }
        byLoser[origin] = lost.filter { ids[$0] != nil }
    }

    /// One error per losing file and winner: "2 meetings have the same ids as in WINNER, whose
    /// copies are kept". `owner` is the id's final owner in this run (nil: the one recorded); a
    /// file that ended up keeping the id lost nothing.
    func diagnostics(owner: (SourceID) -> String?) -> [Diagnostic] {
        var counts: [[String]: [SourceKind: Int]] = [:]
        for (claim, recorded) in claims {
            let winner = owner(claim.id) ?? recorded
            guard winner != claim.loser else { continue }
            counts[[claim.loser, winner], default: [:]][kinds[claim.id] ?? .note, default: 0] += 1
        }
        return counts.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { pair in
            let byKind = counts[pair] ?? [:]
            let total = byKind.values.reduce(0, +)
            let what = byKind.keys.sorted().map { $0.counted(byKind[$0] ?? 0) }.joined(separator: ", ")
            let verb = total == 1 ? "has the same id as one" : "have the same ids as sources"
            let kept = total == 1 ? "whose copy is kept" : "whose copies are kept"
            return Diagnostic(file: pair[0], reason: "\(what) \(verb) in \(pair[1]), \(kept) (the greater path wins)")
        }
    }
}
