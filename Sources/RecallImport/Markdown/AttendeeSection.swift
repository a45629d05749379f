import Foundation
import RecallCore

/// Finds the people a note lists under a "Present" / "Attendees" / "Participants" heading or line,
/// or on a line of names after "With".
enum AttendeeSection {
    static let labels = ["present", "attendees", "participants", "attendance"]
    /// Bullets read per section at most (a bound on hostile input).
    static let maxPeople = 200

    /// People named in every such section of `lines`, in order, without duplicates.
    ///
    /// The bullets that follow the label count, up to the first line of prose or the next heading;
    /// under a heading, short group sub-headings ("### Members", "### Observers") stay inside the section.
    static func people(in lines: [Substring]) -> [PersonRef] {
        var result: [PersonRef] = []
        var index = 0
        while index < lines.count {
            if let listed = withLine(lines[index]) {
                result += listed
                index += 1
                continue
            }
            guard let inline = label(of: lines[index]) else {
                index += 1
                continue
            }
            result += inline.split(separator: ",").compactMap { person(from: $0) }
            let level = headingLevel(lines[index])
            index += 1
            var firstIndent: Int?
            while index < lines.count, result.count < maxPeople * 4 {
                let line = lines[index]
                if let next = headingLevel(line) {
                    guard let level, next > level, isGroupHeading(line.dropFirst(next)) else { break }
                    index += 1
                    continue
                }
                let content = line.drop(while: { $0 == " " || $0 == "\t" })
                if !isBullet(line) {
                    if !content.isEmpty { break }
                    index += 1
                    continue
                }
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

    /// Whether a sub-heading inside a people section names a group of people ("Members", "Observers", "TSC")
    /// rather than starting the agenda.
    static func isGroupHeading(_ text: Substring) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        let agenda = ["announcements", "agenda", "minutes", "other", "notes", "updates", "actions", "discussion"]
        return (1...2).contains(words.count) && !text.contains("/")
            && !words.contains { agenda.contains($0.lowercased()) }
    }

    /// The level of an ATX heading line (`## x` → 2), nil for other lines.
    static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " || line.count == hashes else { return nil }
        return hashes
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

    /// The people of a line that is only a list of names after "With": "With Felix, Olivia, Björn.",
    /// "With Daniel and Raj". Every item must look like a name, so prose ("With the launch slipping,
    /// we…", "With Raj in the finance room") names nobody.
    static func withLine(_ line: Substring) -> [PersonRef]? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("With "), text.count <= 300 else { return nil }
        let list = text.dropFirst(5).trimmingCharacters(in: CharacterSet(charactersIn: " .:"))
        let items = list.replacingOccurrences(of: " and ", with: ", ").replacingOccurrences(of: " & ", with: ", ")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty, items.count <= 20,
            items.allSatisfy({
                $0.split(separator: " ").count <= 3 && $0.first?.isUppercase == true && looksLikeName($0)
            })
        else { return nil }
        return items.map { PersonRef(name: $0) }
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
        let name = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .trimmingCharacters(in: CharacterSet(charactersIn: " \t.,;_"))
        guard !name.isEmpty || email != nil else { return nil }
        guard name.count <= 60, name.split(separator: " ").count <= 6, looksLikeName(name) else { return nil }
        return PersonRef(name: name.isEmpty ? nil : name, email: email)
    }

    static let nameParticles: Set<String> = [
        "de", "da", "del", "della", "der", "den", "di", "du", "la", "le", "van", "von", "bin", "al", "el", "y", "e",
        "dos", "das", "ten", "ter", "zu",
    ]

    /// Whether every word is capitalised (or a particle such as "de" or "van"): "Antoine du Hamel" yes,
    /// "Apologies for Ben" no. Scripts without case always pass.
    static func looksLikeName(_ name: String) -> Bool {
        guard !name.isEmpty else { return true }
        return name.split(separator: " ").allSatisfy { word in
            guard let first = word.first, first.isLowercase else { return true }
            return nameParticles.contains(word.lowercased())
        }
    }

    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !text.contains(" ") && !parts[1].hasSuffix(".")
    }
}
