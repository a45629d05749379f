import Foundation

/// Splits a meeting description on the headings people write ("Agenda:", "Outcomes:",
/// "Action items:", "Next steps:" …) into purpose, outcomes and action items.
///
/// Text before the first heading, and a description without headings, is the purpose.
/// A heading may be bare ("Decisions:"), carry text on its line ("Purpose: plan Q3"),
/// or be written in markdown (`## Next steps`, `**Outcomes:**`).
public enum MeetingDescriptionSplitter {
    static let headings: [(String, ChunkField)] = [
        ("agenda", .purpose), ("purpose", .purpose), ("goal", .purpose), ("goals", .purpose),
        ("objective", .purpose), ("objectives", .purpose), ("topics", .purpose), ("topic", .purpose),
        ("background", .purpose), ("context", .purpose), ("overview", .purpose), ("description", .purpose),
        ("outcomes", .outcomes), ("outcome", .outcomes), ("decisions", .outcomes), ("decision", .outcomes),
        ("notes", .outcomes), ("discussion", .outcomes), ("summary", .outcomes), ("results", .outcomes),
        ("conclusions", .outcomes), ("takeaways", .outcomes), ("key takeaways", .outcomes),
        ("minutes", .outcomes), ("meeting notes", .outcomes), ("highlights", .outcomes),
        ("action items", .actionItems), ("action item", .actionItems), ("actions", .actionItems),
        ("next steps", .actionItems), ("todo", .actionItems), ("to do", .actionItems), ("todos", .actionItems),
        ("follow-ups", .actionItems), ("follow ups", .actionItems), ("follow-up", .actionItems),
        ("follow up", .actionItems), ("followups", .actionItems), ("ais", .actionItems), ("tasks", .actionItems),
    ]

    /// The description's text per field, sections of the same field joined by newlines.
    public static func split(_ description: String) -> [ChunkField: String] {
        var sections: [ChunkField: [String]] = [:]
        var current = ChunkField.purpose
        for rawLine in description.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let (field, rest) = heading(in: line) {
                current = field
                if !rest.isEmpty { sections[current, default: []].append(rest) }
            } else if !line.trimmed.isEmpty {
                sections[current, default: []].append(line.trimmed)
            }
        }
        return sections.mapValues { $0.joined(separator: "\n") }
    }

    /// The fields whose headings label a line or a sentence of `text`: notes and touchpoints written
    /// like minutes ("Caught up with David. Decision: delay the cutover", "## Next steps").
    public static func labeledFields(in text: String) -> Set<ChunkField> {
        var fields = Set<ChunkField>()
        for line in text.split(separator: "\n") {
            for sentence in line.split(separator: ". ") {
                if let (field, _) = heading(in: String(sentence)) { fields.insert(field) }
            }
        }
        return fields
    }

    /// The field a heading line opens and any text after the heading on the same line.
    static func heading(in line: String) -> (ChunkField, String)? {
        var text = line.trimmed
        let hadHash = text.hasPrefix("#")
        text = String(text.drop(while: { $0 == "#" || $0 == " " || $0 == "*" || $0 == "_" }))
        guard let colon = text.firstIndex(of: ":") ?? (hadHash ? text.endIndex : nil) else { return nil }
        let label = text[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " *_")).lowercased()
        guard label.count <= 20, let match = headings.first(where: { $0.0 == label }) else { return nil }
        let rest = colon < text.endIndex ? text[text.index(after: colon)...] : ""
        return (match.1, String(rest).trimmingCharacters(in: CharacterSet(charactersIn: " *_")))
    }
}
