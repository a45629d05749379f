/// The bridge table (``SynonymTable/bridgeText``) read in place: one `key: value value …` line per
/// key, sorted by key, found by binary search. A search looks up a dozen keys; building a
/// dictionary of all 1,500 cost more than the rest of a search's start.
struct BridgeIndex: Sendable {
    private let bytes: [UInt8]
    /// Each line's key and values, as byte ranges, in key order.
    private let lines: [(key: Range<Int>, values: Range<Int>)]

    /// Reads `text`: lines starting with `#` and lines without a colon are skipped; a key is one
    /// word or two separated by one space. Lines must be sorted by key (byte order), as
    /// `tools/thesaurus/render_swift.py` writes them.
    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [(key: Range<Int>, values: Range<Int>)] = []
        var start = 0
        for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") || end == bytes.count - 1 {
            let stop = bytes[end] == UInt8(ascii: "\n") ? end : end + 1
            let line = Self.trimmed(start..<stop, in: bytes)
            start = end + 1
            guard !line.isEmpty, bytes[line.lowerBound] != UInt8(ascii: "#"),
                let colon = bytes[line].firstIndex(of: UInt8(ascii: ":"))
            else { continue }
            lines.append((Self.trimmed(line.lowerBound..<colon, in: bytes), colon + 1..<line.upperBound))
        }
        self.lines = lines
    }

    /// The values of `key`, or nil when it is not in the table.
    subscript(key: String) -> [String]? {
        let wanted = Array(key.utf8)
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = bytes[lines[middle].key]
            if candidate.lexicographicallyPrecedes(wanted) {
                low = middle + 1
            } else if wanted.lexicographicallyPrecedes(candidate) {
                high = middle
            } else {
                return bytes[lines[middle].values].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        return nil
    }

    /// How many keys the table holds.
    var count: Int { lines.count }

    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var range = range
        while let first = range.first, bytes[first] == UInt8(ascii: " ") { range = range.dropFirst() }
        while let last = range.last, bytes[last] == UInt8(ascii: " ") { range = range.dropLast() }
        return range
    }
}
