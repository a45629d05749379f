/// The four kinds of thing Recall indexes.
public enum SourceKind: String, Codable, Sendable, CaseIterable, Comparable {
    case meeting
    case note
    case touchpoint
    case person

    public static func < (lhs: SourceKind, rhs: SourceKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!  // both are cases of allCases
    }

    /// The plural noun: "meetings", "notes", "touchpoints", "people".
    public var plural: String { self == .person ? "people" : rawValue + "s" }

    /// A count with the noun in the right number: "1 meeting", "3 notes", "2 people".
    public func counted(_ count: Int) -> String { "\(count) \(count == 1 ? rawValue : plural)" }
}

/// A stable identifier of one source, as printed in every output format.
///
/// Forms: `event:<UID>`, `event:<UID>@<YYYY-MM-DD>`, `note:<folder name>/<relative path>`,
/// `touchpoint:<id>`, `person:<id>`. An id never holds a control character or a line or
/// paragraph separator: the indexer writes each of their UTF-8 bytes as `%XX`
/// (``escapingControls``), so every id prints as one line.
public struct SourceID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    CustomStringConvertible, ExpressibleByStringLiteral
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
    public static func < (lhs: SourceID, rhs: SourceID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `event:<UID>` for a single event.
    public static func event(uid: String) -> SourceID { SourceID(rawValue: "event:\(uid)") }
    /// `event:<UID>@<YYYY-MM-DD>` for one occurrence of a recurring series.
    public static func event(uid: String, occurrence: CalendarDay) -> SourceID {
        SourceID(rawValue: "event:\(uid)@\(occurrence)")
    }
    /// For one occurrence of a recurring series (`event:<UID>@<YYYY-MM-DD>`), the series' `event:<UID>`;
    /// nil for anything else.
    public var series: String? {
        guard rawValue.hasPrefix("event:"), let at = rawValue.lastIndex(of: "@") else { return nil }
        let day = rawValue[rawValue.index(after: at)...]
        return day.count == 10 && CalendarDay(String(day)) != nil ? String(rawValue[..<at]) : nil
    }
    /// `note:<path relative to the indexed folder>` (stdin notes and tests; indexed files have a root).
    public static func note(relativePath: String) -> SourceID { SourceID(rawValue: "note:\(relativePath)") }
    /// `note:<root>/<relativePath>`: `root` names the indexed folder the file was found under (a
    /// `[sources.NAME]` name, else the folder's name, unique per index), so the same relative path
    /// in two folders gives two ids. An empty `root` gives `note:<relativePath>`.
    public static func note(root: String, relativePath: String) -> SourceID {
        root.isEmpty ? .note(relativePath: relativePath) : SourceID(rawValue: "note:\(root)/\(relativePath)")
    }
    /// `touchpoint:<id>`.
    public static func touchpoint(_ id: String) -> SourceID { SourceID(rawValue: "touchpoint:\(id)") }
    /// `person:<id>` (vCard UID, else email, else the people file's id).
    public static func person(_ id: String) -> SourceID { SourceID(rawValue: "person:\(id)") }

    /// A folder or source name as it can stand first in a note id: `/`, control characters and
    /// line separators become `-`; an empty name (the file system's root) is `root`.
    public static func rootName(_ name: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(name.unicodeScalars.map { $0 == "/" || isControl($0) ? "-" : $0 }))
        return cleaned.isEmpty || cleaned == "-" ? "root" : cleaned
    }

    /// Whether the id holds a character that ``escapingControls`` rewrites.
    public var hasControls: Bool { rawValue.unicodeScalars.contains(where: Self.isControl) }

    /// The id with every control character (C0, DEL, C1) and line or paragraph separator written
    /// as `%XX` per UTF-8 byte; an id without one is returned unchanged.
    public var escapingControls: SourceID {
        guard hasControls else { return self }
        var text = ""
        for scalar in rawValue.unicodeScalars {
            guard Self.isControl(scalar) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 { text += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
        }
        return SourceID(rawValue: text)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// The kind implied by the id's prefix, if it has a known one.
    public var kind: SourceKind? {
        switch rawValue.prefix(while: { $0 != ":" }) {
        case "event": .meeting
        case "note": .note
        case "touchpoint": .touchpoint
        case "person": .person
        default: nil
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
