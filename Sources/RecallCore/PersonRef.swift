import Foundation

/// A mention of a person inside a source: an attendee, an organizer, a touchpoint's person.
///
/// At least one of `name`, `email` or `personID` is set. The store links a mention to a
/// person record by `personID`, then by email, then by an unambiguous full name.
public struct PersonRef: Hashable, Codable, Sendable {
    public var name: String?
    public var email: String?
    public var personID: String?

    public init(name: String? = nil, email: String? = nil, personID: String? = nil) {
        self.name = name?.trimmed.nilIfEmpty
        self.email = email.map(PersonRef.canonicalEmail).flatMap(\.nilIfEmpty)
        self.personID = personID?.trimmed.nilIfEmpty
    }

    /// The name to print: the name, else the email, else the id.
    public var displayName: String { name ?? email ?? personID ?? "" }

    /// Lower-cased, `mailto:` stripped, trimmed.
    public static func canonicalEmail(_ raw: String) -> String {
        var text = raw.trimmed
        if text.lowercased().hasPrefix("mailto:") { text = String(text.dropFirst(7)) }
        return text.lowercased()
    }
}

extension String {
    /// The string without surrounding whitespace and newlines.
    public var trimmed: String {
        // Fast path (same result): nothing to trim when both ends are visible ASCII.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
    /// nil when empty.
    public var nilIfEmpty: String? { isEmpty ? nil : self }
}
