import RecallCore

/// Regions and the places within them (`Sources/CQueryLexicon/data/places.tsv`, built from GeoNames by
/// `tools/places/build.py`): people ask at a coarser grain than they record. A question says "Scotland"
/// or "south east Asia", and the calendar entry says "Edinburgh" or "Hanoi".
///
/// Each line is `region<TAB>place|place|…`, most populous first. A region's places are read only when a
/// question names it, so the table costs one split into lines per process.
public struct Gazetteer: Sendable {
    private var regions: [String: Substring] = [:]
    private var longest = 0

    /// The table compiled into the binary.
    public static let standard = Gazetteer(
        table: Lexicon.embeddedFiles().first { $0.name == "places.tsv" }?.text ?? "")

    /// Reads `region<TAB>place|place|…` lines; `#` starts a comment, and a leading "the" is not part of a
    /// region's name ("the Balkans" is asked as "Balkans" once stopwords are gone).
    public init(table: String) {
        for line in table.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            var words = TextNormalizer.words(String(line[..<tab]))
            if words.first == "the" { words.removeFirst() }
            guard !words.isEmpty else { continue }
            regions[words.joined(separator: " ")] = line[line.index(after: tab)...]
            longest = max(longest, words.count)
        }
    }

    /// The places within each region that `terms` name, keyed by every term of the region's name; the
    /// longest region name wins at each position ("south america" before "america").
    public func places(in terms: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var start = 0
        while start < terms.count {
            var length = min(longest, terms.count - start)
            while length > 0, regions[terms[start..<start + length].joined(separator: " ")] == nil { length -= 1 }
            guard length > 0 else {
                start += 1
                continue
            }
            let names = regions[terms[start..<start + length].joined(separator: " ")] ?? ""
            let places = names.split(separator: "|").flatMap { TextNormalizer.words(String($0)) }
            for term in terms[start..<start + length] { result[term, default: []] += places }
            start += length
        }
        return result
    }
}
