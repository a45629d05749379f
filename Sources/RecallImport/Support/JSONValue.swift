import Foundation

/// Reading loosely typed `JSONSerialization` values the same way on macOS and Linux, where a JSON
/// `0` also casts to `Bool` and `true` also casts to a number.
enum JSONValue {
    /// Whether the value came from JSON `true`/`false`.
    static func isBoolean(_ value: Any?) -> Bool {
        guard let value else { return false }
        return String(describing: type(of: value)).contains("Boolean") || type(of: value) == Bool.self
    }

    /// A number (not a boolean) as a Double.
    static func number(_ value: Any?) -> Double? {
        guard !isBoolean(value) else { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    /// A boolean (JSON `true`/`false` only).
    static func bool(_ value: Any?) -> Bool? {
        isBoolean(value) ? value as? Bool : nil
    }

    /// A non-empty trimmed string, or a (non-boolean) number as text.
    static func text(_ value: Any?) -> String? {
        if let string = value as? String {
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        guard !isBoolean(value), let number = value as? NSNumber else { return nil }
        return number.stringValue
    }
}
