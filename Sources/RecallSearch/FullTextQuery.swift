import RecallCore
import RecallQuery
import RecallStore

/// Turns untrusted query text into a valid FTS5 expression at the edge.
///
/// Only word tokens survive (letters and digits after normalization); each is double-quoted,
/// so FTS5 syntax in the query (`"`, `*`, `NEAR(`, `-`, `:`, `AND`) is matched as plain words
/// or dropped, never interpreted. Stopwords are removed; terms are OR-ed so BM25 ranks partial matches.
public struct FullTextQuery: Sendable, Hashable {
    /// The distinct content terms, in query order.
    public let terms: [String]

    public init(_ text: String) {
        var seen = Set<String>()
        terms = TextNormalizer.words(text).filter { word in
            !Stopwords.english.contains(word) && (word.count > 1 || word.allSatisfy(\.isNumber))
                && seen.insert(word).inserted
        }
    }

    private init(terms: [String]) { self.terms = terms }

    /// The query with `words` OR-ed in after its own terms (each once).
    public func adding(_ words: [String]) -> FullTextQuery {
        var seen = Set(terms)
        return FullTextQuery(terms: terms + words.filter { seen.insert($0).inserted })
    }

    /// The query without the terms found in at least half of the `total` chunks, or the whole query
    /// when every term is that common. FTS5's BM25 gives such a term its floor IDF (1e-6, where
    /// `ln((N − n + 0.5)/(n + 0.5))` is not positive), so it moves no score by more than a few
    /// millionths, yet matching it costs a BM25 evaluation of nearly every row.
    public func withoutUbiquitousTerms(counts: [String: Int], total: Int) -> FullTextQuery {
        let kept = terms.filter { 2 * (counts[$0] ?? 0) < total }
        return kept.isEmpty ? self : FullTextQuery(terms: kept)
    }

    /// `"a" OR "b" OR …`, or empty when no term survives.
    public var expression: String { RecallStore.fullTextExpression(terms) }
}

/// Words that carry no topic in a question: the lexicon's `search-stopword` class.
public enum Stopwords {
    public static let english: Set<String> = Lexicon.standard.phrases("search-stopword")
}
