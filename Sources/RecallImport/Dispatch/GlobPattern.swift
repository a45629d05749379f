/// An fnmatch-style pattern: `*` (any run, `/` included), `?` (one character), `[abc]`, `[a-z]`, `[!x]`,
/// and `\` escaping the next character.
public struct GlobPattern: Sendable, Hashable {
    private let pattern: [Character]

    /// Compiles `pattern`.
    public init(_ pattern: String) { self.pattern = Array(pattern) }

    /// Whether the whole of `text` matches. Work is bounded by pattern length × text length.
    public func matches(_ text: String) -> Bool {
        let text = Array(text)
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                while p < pattern.count, pattern[p] == "*" { p += 1 }
                starP = p
                starT = t
                continue
            }
            if p < pattern.count, let next = matchOne(at: p, text[t]) {
                p = next
                t += 1
                continue
            }
            guard starP >= 0 else { return false }
            starT += 1
            t = starT
            p = starP
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The pattern index after matching `character` at `index`, or nil when it does not match.
    private func matchOne(at index: Int, _ character: Character) -> Int? {
        switch pattern[index] {
        case "?": return index + 1
        case "\\" where index + 1 < pattern.count:
            return pattern[index + 1] == character ? index + 2 : nil
        case "[":
            return matchClass(at: index, character)
        default:
            return pattern[index] == character ? index + 1 : nil
        }
    }

    private func matchClass(at index: Int, _ character: Character) -> Int? {
        var i = index + 1
        let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
        if negated { i += 1 }
        var matched = false
        var first = true
        while i < pattern.count, pattern[i] != "]" || first {
            first = false
            if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                if pattern[i] <= character && character <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if pattern[i] == character { matched = true }
                i += 1
            }
        }
        guard i < pattern.count else { return pattern[index] == character ? index + 1 : nil }
        return matched != negated ? i + 1 : nil
    }
}
