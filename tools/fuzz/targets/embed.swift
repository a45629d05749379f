import Foundation
import RecallCore
import RecallEmbedding

/// The WordPiece vocabulary's size (the static table's rows).
let fuzzVocabularySize = 30_522

/// libFuzzer entry: the built-in embedder (hashed n-grams, then the BERT tokenizer and the static
/// word vectors) on any text: token ids in range and the same on a second run, a vector of the
/// embedder's dimension that is finite and of unit length (or all zeros), the same twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEmbed(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let statics = StaticEmbedder()
    let ids = statics.tokenIDs(text)
    precondition(ids.allSatisfy { (0..<fuzzVocabularySize).contains($0) }, "a token id outside the vocabulary")
    precondition(ids == statics.tokenIDs(text), "tokenizing twice gave other ids")
    precondition(ids.count <= max(8, text.unicodeScalars.count * 2), "more tokens than the text can hold")
    let embedder = HashedEmbedder()
    let vector = embedder.vector(for: text)
    precondition(vector.count == embedder.dimension, "a vector of another dimension")
    precondition(vector.allSatisfy(\.isFinite), "a value that is not finite")
    let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    precondition(norm == 0 || abs(norm - 1) < 1e-9, "neither a unit vector nor zero")
    precondition(vector == embedder.vector(for: text), "embedding twice gave another vector")
    return 0
}
