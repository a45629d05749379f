import Foundation

/// The one JSON form of documents used for storage, export and content hashes.
public enum DocumentCoding {
    /// Sorted keys and ISO-8601 dates, so equal documents encode to equal bytes.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// The canonical JSON of a document.
    public static func json(_ document: Document) -> String {
        // Encoding plain Codable value types with no custom failures cannot throw.
        let data = try! encoder().encode(document)
        return String(decoding: data, as: UTF8.self)
    }
}
