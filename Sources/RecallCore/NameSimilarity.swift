/// Spelling distance and a sound-alike key for names (inputs already normalized).
public enum NameSimilarity {
    /// Damerau-Levenshtein distance (optimal string alignment: adjacent swaps cost 1),
    /// giving up early and returning `limit + 1` once the distance must exceed `limit`.
    public static func distance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The edit distance a name of this length may be off by: 1 up to five letters, else 2.
    public static func allowedEdits(for name: String) -> Int { name.count <= 5 ? 1 : 2 }

    /// A Metaphone-like key: spelling rules for English names collapse sound-alike spellings
    /// ("Pria"/"Priya" → PR, "Catherine"/"Kathryn" → K0RN, "Steven"/"Stephen" → STFN).
    /// Vowels after the first letter are dropped; repeated codes collapse.
    public static func phoneticKey(_ name: String) -> String {
        var letters = Array(name.unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
        guard !letters.isEmpty else { return "" }
        letters = rewriteStart(letters)
        var codes: [Character] = []
        var index = 0
        while index < letters.count {
            let (code, width) = code(at: index, in: letters)
            if let code, code != codes.last { codes.append(code) }
            if code == nil, index > 0, isVowel(letters[index]) { codes.append("·") }
            index += width
        }
        return String(codes.filter { $0 != "·" }).uppercased()
    }

    private static func rewriteStart(_ letters: [Character]) -> [Character] {
        let head = String(letters.prefix(2))
        switch head {
        case "kn", "gn", "pn", "wr": return Array(letters.dropFirst())
        case "wh": return ["w"] + letters.dropFirst(2)
        default: return letters.first == "x" ? ["s"] + letters.dropFirst() : letters
        }
    }

    private static func isVowel(_ letter: Character) -> Bool { "aeiouy".contains(letter) }

    /// The code for the letter at `index` (nil = silent) and how many letters it used.
    private static func code(at index: Int, in letters: [Character]) -> (Character?, Int) {
        let letter = letters[index]
        let next: Character? = index + 1 < letters.count ? letters[index + 1] : nil
        let pair = next.map { String([letter, $0]) } ?? ""
        switch pair {
        case "ph": return ("F", 2)
        case "th": return ("0", 2)
        case "sh", "ch": return (index == 0 && pair == "ch" && letters.count > 2 && letters[2] == "r" ? "K" : "X", 2)
        case "ck": return ("K", 2)
        case "gh": return (nil, 2)
        case "dg": return ("J", 2)
        default: break
        }
        if isVowel(letter) { return (index == 0 ? "A" : nil, 1) }
        switch letter {
        case "c": return (next.map { "eiy".contains($0) } == true ? "S" : "K", 1)
        case "g": return (next.map { "eiy".contains($0) } == true ? "J" : "K", 1)
        case "q": return ("K", 1)
        case "z": return ("S", 1)
        case "v": return ("F", 1)
        case "h", "w": return (index == 0 ? Character(letter.uppercased()) : nil, 1)
        default: return (Character(letter.uppercased()), 1)
        }
    }
}
