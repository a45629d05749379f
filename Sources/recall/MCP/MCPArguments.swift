import Foundation
import RecallCore

/// Typed access to a tool call's arguments; a wrong type or value is a tool failure naming the argument.
struct MCPArguments {
    var values: [String: JSONValue]

    func string(_ name: String) throws -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw RecallTools.ToolFailure(message: "'\(name)' must be a string") }
        return text.trimmed.isEmpty ? nil : text.trimmed
    }

    func required(_ name: String) throws -> String {
        guard let text = try string(name) else {
            throw RecallTools.ToolFailure(message: "'\(name)' is required and must be a non-empty string")
        }
        return text
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name], value != .null else { return nil }
        let number = value.intValue ?? value.doubleValue.flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
        guard let number, range.contains(number) else {
            throw RecallTools.ToolFailure(
                message: "'\(name)' must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A `YYYY-MM-DD` day, returned as text for `QueryOptions`.
    func day(_ name: String) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard CalendarDay(text) != nil else {
            throw RecallTools.ToolFailure(message: "'\(name)' must be a date like 2026-08-01")
        }
        return text
    }

    /// One kind or an array of kinds.
    func kinds(_ name: String) throws -> [SourceKind] {
        guard let value = values[name], value != .null else { return [] }
        let texts = value.arrayValue.map { $0.compactMap(\.stringValue) } ?? value.stringValue.map { [$0] }
        guard let texts else { throw RecallTools.ToolFailure(message: "'\(name)' must be a kind or an array of kinds") }
        return try texts.map { text in
            guard let kind = SourceKind(rawValue: text) else {
                throw RecallTools.ToolFailure(
                    message: "'\(name)': unknown kind '\(text)' (meeting, note, touchpoint, person)")
            }
            return kind
        }
    }
}
