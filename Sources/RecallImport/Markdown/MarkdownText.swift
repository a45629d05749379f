import Foundation

/// Small rewrites of markdown text: wiki-links to readable text, `[label](url)` to the label.
enum MarkdownText {
    /// Longest wiki-link target read (anything longer is left as written).
    static let maxLinkLength = 400

    /// `[[target|label]]` → label (Dendron's `[[label|target]]` too, judged by which side looks like a path),
    /// `[[target]]` and `![[target]]` → the target's last path component made readable.
    static func rewritingWikiLinks(_ text: String) -> String {
        // Two adjacent "[" bytes are needed for any match; most notes have none, and scanning
        // bytes is far cheaper than Foundation's search (which then decides as before).
        guard hasDoubleBracket(text.utf8), text.contains("[[") else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let open = rest.range(of: "[[") {
            var before = rest[..<open.lowerBound]
            if before.last == "!" { before = before.dropLast() }
            output += before
            let after = rest[open.upperBound...]
            let limit =
                after.index(after.startIndex, offsetBy: maxLinkLength, limitedBy: after.endIndex) ?? after.endIndex
            guard let close = after[..<limit].range(of: "]]"), !after[..<close.lowerBound].contains("\n") else {
                output += "[["
                rest = after
                continue
            }
            output += readable(link: after[..<close.lowerBound])
            rest = after[close.upperBound...]
        }
        output += rest
        return output
    }

    /// Whether the bytes contain "[[".
    static func hasDoubleBracket(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x5B, previous == 0x5B { return true }
            previous = byte
        }
        return false
    }

    /// The text to show for the inside of one wiki-link.
    static func readable(link: Substring) -> String {
        let parts = link.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            let (left, right) = (parts[0], parts[1])
            let label = looksLikeTarget(right) && !looksLikeTarget(left) ? left : right
            return label.trimmingCharacters(in: .whitespaces)
        }
        return readableTarget(link)
    }

    static func looksLikeTarget(_ text: Substring) -> Bool {
        text.contains("://")
            || (!text.contains(" ") && (text.contains(".") || text.contains("/") || text.contains("#")))
    }

    /// `dendron://vault/careers.mission#x` → "careers mission"; `Folder/My_Note.md` → "My Note".
    static func readableTarget(_ target: Substring) -> String {
        var text = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? target
        if let slash = text.lastIndex(of: "/") { text = text[text.index(after: slash)...] }
        if text.lowercased().hasSuffix(".md") { text = text.dropLast(3) }
        let words = text.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " })
        return words.joined(separator: " ")
    }

    /// `[label](url)` → label (bounded: links longer than a line are left alone).
    static func strippingLinks(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var output = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "["),
            let mid = rest[open...].range(of: "]("),
            let close = rest[mid.upperBound...].firstIndex(of: ")")
        {
            output += rest[..<open]
            output += rest[rest.index(after: open)..<mid.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }
}
