import CStaticVectors
import Foundation

/// The token vectors distilled from all-MiniLM-L6-v2 (`tools/static_vectors/distill.py`) and the
/// WordPiece vocabulary they belong to, read in place from the bytes compiled into the binary.
///
/// Nothing is copied or built at start except the row scales, the vocabulary's line offsets and
/// the 512 lookup openings (about 0.25 MB, 0.6 ms), so a `recall search` that never embeds pays
/// nothing, and one that does pays a scan of 300 kB: ``embedded`` is built at the first lookup.
/// `@unchecked Sendable`: the two buffers point at constant data in the binary.
struct StaticTokenTable: @unchecked Sendable {
    /// Vectors per token: the first principal components of the model's outputs.
    let dimension: Int
    /// Tokens in the vocabulary (ids are `0..<count`).
    let count: Int
    /// `[UNK]`, the id of a word the vocabulary cannot spell.
    private(set) var unknownID = 0
    private let scales: [Float]
    private let values: UnsafeBufferPointer<Int8>
    private let vocabulary: UnsafeBufferPointer<UInt8>
    /// Start of each `token<TAB>id` line, in the file's (byte-sorted) order.
    private let lineStarts: [Int32]
    /// The lines that start with each byte (entries 0–255) and with `##` and each byte (256–511):
    /// where every lookup's walk begins, so the widest searches are done once.
    private var openings: [Range<Int>] = []

    /// The table compiled into this binary.
    static let embedded = StaticTokenTable()

    private init() {
        var length = 0
        let table = UnsafeRawBufferPointer(start: recall_static_vectors(&length), count: length)
        // The header was written by distill.py together with the body; a mismatch is a build defect.
        precondition(table.count >= 12 && Array(table[0..<4]) == Array("RSV1".utf8), "static vector table is damaged")
        count = Int(UInt32(littleEndian: table.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
        dimension = Int(UInt32(littleEndian: table.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        precondition(table.count == 12 + count * 4 + count * dimension, "static vector table is damaged")
        precondition(dimension == StaticEmbedder.dimension, "static vector table has the wrong dimension")
        scales = (0..<count).map {
            Float(bitPattern: UInt32(littleEndian: table.loadUnaligned(fromByteOffset: 12 + $0 * 4, as: UInt32.self)))
        }
        // `baseAddress` is non-nil: count > 12.
        values = UnsafeBufferPointer(
            start: (table.baseAddress! + 12 + count * 4).assumingMemoryBound(to: Int8.self), count: count * dimension)
        var vocabularyLength = 0
        vocabulary = UnsafeBufferPointer(start: recall_static_vocabulary(&vocabularyLength), count: vocabularyLength)
        var starts: [Int32] = [0]
        starts.reserveCapacity(count + 1)
        for (offset, byte) in vocabulary.enumerated() where byte == 0x0A && offset + 1 < vocabulary.count {
            starts.append(Int32(offset + 1))
        }
        // Both files come from one distill.py run; a mismatch is a build defect.
        precondition(starts.count == count, "static vocabulary and vectors disagree")
        lineStarts = starts
        let all = 0..<starts.count
        let continued = narrow(narrow(all, depth: 0, to: 0x23), depth: 1, to: 0x23)
        openings =
            (0..<256).map { narrow(all, depth: 0, to: UInt8($0)) }
            + (0..<256).map { narrow(continued, depth: 2, to: UInt8($0)) }
        let unknown = Array("[UNK]".utf8)
        unknownID =
            longestToken(unknown[...], continuation: false).flatMap { $0.length == unknown.count ? $0.id : nil } ?? 0
    }

    /// Adds token `id`'s row to `sum` (which has ``dimension`` elements).
    func accumulate(_ id: Int, into sum: inout [Double]) {
        let scale = Double(scales[id]) / 127
        guard let row = values.baseAddress.map({ $0 + id * dimension }) else { return }
        sum.withUnsafeMutableBufferPointer { out in
            for i in 0..<min(dimension, out.count) { out[i] += scale * Double(row[i]) }
        }
    }

    /// The longest vocabulary token that spells the start of `word` (with `##` in front when
    /// `continuation`): its id and the number of bytes it covers. Tokens are whole UTF-8 strings,
    /// so a match always ends on a character boundary.
    ///
    /// The sorted vocabulary is walked as a trie: each further byte narrows the range of lines
    /// that share the prefix, so a word costs two binary searches per byte, not one per candidate.
    func longestToken(_ word: ArraySlice<UInt8>, continuation: Bool) -> (id: Int, length: Int)? {
        guard let first = word.first else { return nil }
        let prefix = continuation ? 2 : 0
        var range = openings[(continuation ? 256 : 0) + Int(first)]
        var best: (id: Int, length: Int)?
        var depth = prefix
        while !range.isEmpty {
            if vocabulary[Int(lineStarts[range.lowerBound]) + depth + 1] == 0x09 {
                best = (parsedID(line: range.lowerBound), depth + 1 - prefix)
            }
            depth += 1
            guard depth - prefix < word.count else { break }
            range = narrow(range, depth: depth, to: word[word.startIndex + depth - prefix])
        }
        return best
    }

    /// The lines of `range` whose byte at `depth` is `byte`.
    private func narrow(_ range: Range<Int>, depth: Int, to byte: UInt8) -> Range<Int> {
        let low = firstLine(in: range, depth: depth) { $0 >= byte }
        return low..<firstLine(in: low..<range.upperBound, depth: depth) { $0 > byte }
    }

    /// The first line in `range` whose byte at `depth` satisfies `predicate` (lines in the range
    /// share their first `depth` bytes; a line that ends there reads as its tab, which sorts first).
    private func firstLine(in range: Range<Int>, depth: Int, _ predicate: (UInt8) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            // Every line in the range is longer than `depth` bytes: the range shares `depth` bytes.
            if predicate(vocabulary[Int(lineStarts[middle]) + depth]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func parsedID(line: Int) -> Int {
        var position = Int(lineStarts[line])
        while vocabulary[position] != 0x09 { position += 1 }
        var value = 0
        position += 1
        while position < vocabulary.count, vocabulary[position] != 0x0A {
            value = value * 10 + Int(vocabulary[position] - 0x30)
            position += 1
        }
        return value
    }
}
