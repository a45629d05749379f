import Foundation
import RecallCore

/// Static word vectors: a text's vector is the normalized sum of its WordPiece tokens' rows in the
/// table distilled from all-MiniLM-L6-v2 (``StaticTokenTable``). No model runs; a lookup per token.
///
/// The rows carry what the model learned about words ("salary" sits near wages, compensation,
/// pay; "cancel" near cancellation, terminate), which hashed n-grams cannot know.
public struct StaticEmbedder: Sendable {
    public init() {}

    /// The tokenizer over the compiled-in table, which is read at the first text embedded, not
    /// when an embedder is made (a search with no topical words never needs it).
    private var tokenizer: WordPieceTokenizer { WordPieceTokenizer(table: .embedded) }

    /// Dimensions of every vector (the table's, checked when it is read; fixed when
    /// tools/static_vectors/distill.py ran).
    public static let dimension = 256

    /// What identifies the table in a fingerprint.
    public static let model = "minilm-l6-v2-static-pca256-int8"

    /// The unit vector of `text`; all zeros when it has no tokens.
    public func vector(for text: String) -> [Double] {
        let tokenizer = self.tokenizer
        var sum = [Double](repeating: 0, count: Self.dimension)
        for id in tokenizer.ids(text) { tokenizer.table.accumulate(id, into: &sum) }
        return VectorMath.normalized(sum)
    }

    /// The token ids of `text` (what the tests compare with Hugging Face `tokenizers`).
    public func tokenIDs(_ text: String) -> [Int] { tokenizer.ids(text) }
}
