import Foundation
import RecallCore

/// Finds the people a note lists under a "Present" / "Attendees" / "Participants" heading or line.
enum AttendeeSection {
    static let labels = ["present", "attendees", "participants", "attendance"]
    /// Bullets read per section at most (a bound on hostile input).
    static let maxPeople = 200

    /// People named in every such section of `lines`, in order, without duplicates.
    static func people(in lines: [Substring]) -> [PersonRef] {
        var result: [PersonRef] = []
        var index = 0
        while index < lines.count {
            guard let inline = label(of: lines[index]) else {
                index += 1
                continue
            }
            if !inline.isEmpty {
                result += inline.split(separator: ",").compactMap { person(from: $0) }
            }
            index += 1
            var firstIndent: Int?
            while index < lines.count, result.count < maxPeople * 4 {
                let line = lines[index]
                let content = line.drop(while: { $0 == " " || $0 == "\t" })
                if content.isEmpty {
                    if firstIndent != nil, index + 1 < lines.count, !isBullet(lines[index + 1]) { break }
                    index += 1
                    continue
                }
                guard isBullet(line) else { break }
                let indent = line.count - content.count
                if firstIndent == nil { firstIndent = indent }
                if indent <= (firstIndent ?? 0), let ref = person(from: content.dropFirst()) {
                    result.append(ref)
                }
                index += 1
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert(($0.name ?? "") + "|" + ($0.email ?? "")).inserted }
    }

    /// The text after the label when `line` is a section label ("## Present", "**Attendees:**", "Present: a, b").
    static func label(of line: Substring) -> Substring? {
        var text = line.drop(while: { $0 == " " })
        let isHeading = text.first == "#"
        text = text.drop(while: { $0 == "#" || $0 == " " || $0 == "*" || $0 == "_" })
        let word = text.prefix(while: \.isLetter)
        guard labels.contains(word.lowercased()) else { return nil }
        var rest = text.dropFirst(word.count).drop(while: { $0 == "*" || $0 == "_" || $0 == " " })
        if rest.first == ":" {
            rest = rest.dropFirst().drop(while: { $0 == "*" || $0 == "_" || $0 == " " })
        } else if !isHeading || !rest.allSatisfy({ $0 == "#" || $0 == " " || $0 == "*" }) {
            return nil
        } else {
            rest = ""
        }
        return rest
    }

    static func isBullet(_ line: Substring) -> Bool {
        let content = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = content.first, "-*+".contains(first) else { return false }
        return content.dropFirst().first == " "
    }

    /// A person from one bullet: "Jane Doe @jdoe (TSC)" → Jane Doe; "a@b.org" → email;
    /// "Jane <a@b.org>" → both. Nil when nothing name-like remains.
    static func person(from raw: Substring) -> PersonRef? {
        var text = MarkdownText.strippingLinks(String(raw))
        text = String(text.filter { $0 != "*" && $0 != "`" })
        var email: String?
        if let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            let inside = String(text[text.index(after: open)..<close])
            if looksLikeEmail(inside) { email = inside }
            text.removeSubrange(open...close)
        }
        let trimmedWhole = text.trimmingCharacters(in: .whitespaces)
        if looksLikeEmail(trimmedWhole) { return PersonRef(email: trimmedWhole) }
        for separator in [" @", "(", " - ", " – ", " — ", ":", " / "] {
            if let range = text.range(of: separator) { text = String(text[..<range.lowerBound]) }
        }
        let name = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t.,;_"))
        guard !name.isEmpty || email != nil else { return nil }
        guard name.count <= 60, name.split(separator: " ").count <= 6 else { return nil }
        return PersonRef(name: name.isEmpty ? nil : name, email: email)
    }

    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !text.contains(" ") && !parts[1].hasSuffix(".")
    }
}
