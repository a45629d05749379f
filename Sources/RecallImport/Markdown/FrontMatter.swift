import Foundation
import Yams

/// A note's YAML front matter: the block between a leading `---` line and the next `---` (or `...`) line.
struct FrontMatter {
    /// Values by lower-cased key (scalars as written, sequences as lists of scalars).
    var fields: [String: Value] = [:]
    /// The text after the front matter.
    var body: Substring
    /// Whether a front matter block was present but was not valid YAML.
    var isInvalid = false
    /// How many lines the front matter block took (so body line numbers can be reported).
    var lineCount = 0

    enum Value: Equatable {
        case scalar(String)
        case list([String])

        /// The scalar, or the list's items joined by ", ".
        var text: String {
            switch self {
            case .scalar(let text): text
            case .list(let items): items.joined(separator: ", ")
            }
        }

        /// The list's items, or a scalar split on commas.
        var items: [String] {
            let raw: [String] =
                switch self {
                case .scalar(let text): text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                case .list(let items): items
                }
            return raw.filter { !$0.isEmpty }
        }
    }

    /// Splits `text` into front matter and body. Text without front matter has empty fields.
    init(splitting text: String) {
        body = text[...]
        guard text.hasPrefix("---") else { return }
        var lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2, lines[0].trimmingCharacters(in: .whitespaces) == "---" else { return }
        var rest = lines[1]
        var yamlLines: [Substring] = []
        var closed = false
        var count = 1
        while !rest.isEmpty, count < 5000 {
            lines = rest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let line = lines[0]
            rest = lines.count == 2 ? lines[1] : ""
            count += 1
            let marker = line.trimmingCharacters(in: .whitespaces)
            if marker == "---" || marker == "..." {
                closed = true
                break
            }
            yamlLines.append(line)
        }
        guard closed else { return }
        body = rest
        lineCount = count
        parse(yaml: yamlLines.joined(separator: "\n"))
    }

    private mutating func parse(yaml: String) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            isInvalid = true
            return
        }
        guard let root else { return }
        guard let mapping = root.mapping else {
            isInvalid = true
            return
        }
        for (key, value) in mapping {
            guard let name = key.scalar?.string.lowercased() else { continue }
            if let scalar = value.scalar {
                fields[name] = .scalar(scalar.string)
            } else if let sequence = value.sequence {
                fields[name] = .list(sequence.compactMap { FrontMatter.itemText($0) })
            }
        }
    }

    /// A list item as text: a scalar, or a mapping's `name` (then `email`) entry.
    private static func itemText(_ node: Node) -> String? {
        if let scalar = node.scalar { return scalar.string }
        guard let mapping = node.mapping else { return nil }
        for (key, value) in mapping where ["name", "email"].contains(key.scalar?.string.lowercased() ?? "") {
            if let text = value.scalar?.string { return text }
        }
        return nil
    }

    /// The first present, non-empty field among `keys`.
    func value(_ keys: String...) -> Value? {
        for key in keys {
            if let value = fields[key], !value.text.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return nil
    }
}
