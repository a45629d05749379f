import Foundation
import RecallCore

/// `{"model": …, "input": [...]}`, the same for OpenAI `/v1/embeddings` and Ollama `/api/embed`.
struct EmbeddingRequestBody: Encodable {
    var model: String
    var input: [String]
}

/// OpenAI's `{"data": [{"embedding": [...], "index": n}], …}`.
struct OpenAIEmbeddingResponse: Decodable {
    struct Item: Decodable {
        var embedding: [Double]
        var index: Int?
    }
    var data: [Item]

    /// The vectors ordered by `index` (input order when the server omits it).
    ///
    /// Throws when indices are present but are not exactly `0..<count`.
    static func vectors(from body: Data) throws -> [[Double]] {
        let items = try JSONDecoder().decode(OpenAIEmbeddingResponse.self, from: body).data
        let indices = items.compactMap(\.index)
        guard !indices.isEmpty else { return items.map(\.embedding) }
        guard indices.count == items.count, indices.sorted() == Array(0..<items.count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "indices are not 0..<count"))
        }
        return items.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map(\.embedding)
    }
}

/// Ollama's `{"model": …, "embeddings": [[...]]}`.
struct OllamaEmbedResponse: Decodable {
    var embeddings: [[Double]]
}

/// The parts of an error body safe to print: a short machine identifier such as `model_not_found`
/// or `overloaded_error`. The free-text message is only inspected, never printed (it could echo input).
struct RemoteErrorBody {
    /// A short `[A-Za-z0-9_.-]` identifier (`code`, else `type`), when the body had one.
    var identifier: String?
    /// The server's message, lowercased, for classification only.
    private var message = ""

    init(_ body: Data) {
        guard body.count <= 1 << 20, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return
        }
        if let text = object["error"] as? String {
            message = text.lowercased()
        } else if let error = object["error"] as? [String: Any] {
            message = (error["message"] as? String ?? "").lowercased()
            identifier = [error["code"] as? String, error["type"] as? String]
                .compactMap { $0 }
                .first(where: RemoteErrorBody.isSafeIdentifier)
        }
    }

    /// ` identifier` or nothing, to follow `HTTP 503`.
    var suffix: String { identifier.map { " \($0)" } ?? "" }

    /// Whether the server said the model does not exist (some servers answer 400 rather than 404).
    var mentionsUnknownModel: Bool {
        identifier == "model_not_found"
            || (message.contains("model")
                && (message.contains("not found") || message.contains("does not exist") || message.contains("unknown")))
    }

    private static func isSafeIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 48
            && text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
            }
    }
}
