import Foundation
import RecallCore

/// A parsed component (VCALENDAR, VEVENT, VTIMEZONE, STANDARD …) with its properties and children.
final class ICSComponent: @unchecked Sendable {
    let name: String
    let line: Int
    var properties: [ICSContentLine] = []
    var children: [ICSComponent] = []

    init(name: String, line: Int) {
        self.name = name
        self.line = line
    }

    /// The first property with this name.
    func first(_ name: String) -> ICSContentLine? { properties.first { $0.name == name } }

    /// Every property with this name, in file order.
    func all(_ name: String) -> [ICSContentLine] { properties.filter { $0.name == name } }

    /// All descendants named `name`, depth first.
    func descendants(named name: String) -> [ICSComponent] {
        var result: [ICSComponent] = []
        var stack: [ICSComponent] = children.reversed()
        while let next = stack.popLast() {
            if next.name == name { result.append(next) }
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}

/// Builds component trees from a file's bytes.
enum ICSDocumentParser {
    struct Parsed {
        /// Top-level components: VCALENDARs, or bare VEVENT fragments.
        var roots: [ICSComponent]
        var diagnostics: [Diagnostic]
    }

    /// Nesting deeper than this is hostile input; the excess is flattened away.
    static let maximumDepth = 64

    static func parse(_ data: Data, path: String) -> Parsed {
        let raw = ICSLineSplitter.unfold(data)
        let (lines, latin1) = ICSLineSplitter.decode(raw)
        var diagnostics: [Diagnostic] = []
        if latin1 {
            diagnostics.append(Diagnostic(
                file: path, reason: "not valid UTF-8; read as Latin-1", severity: .warning))
        }
        var roots: [ICSComponent] = []
        var stack: [ICSComponent] = []
        var badLines = 0
        for (text, number) in lines {
            guard let line = ICSLineCursor.parse(text, line: number) else {
                badLines += 1
                if badLines <= 20 {
                    diagnostics.append(Diagnostic(
                        file: path, line: number, reason: "malformed content line (no name or ':')", severity: .warning))
                }
                continue
            }
            switch line.name {
            case "BEGIN":
                let component = ICSComponent(name: line.value.uppercased().trimmingCharacters(in: .whitespaces), line: number)
                if stack.count >= maximumDepth { continue }
                if let parent = stack.last { parent.children.append(component) } else { roots.append(component) }
                stack.append(component)
            case "END":
                let name = line.value.uppercased().trimmingCharacters(in: .whitespaces)
                if let index = stack.lastIndex(where: { $0.name == name }) {
                    stack.removeSubrange(index...)
                } else {
                    diagnostics.append(Diagnostic(
                        file: path, line: number, reason: "END without a matching BEGIN", severity: .warning))
                }
            default:
                if let current = stack.last {
                    current.properties.append(line)
                } else {
                    badLines += 1
                }
            }
        }
        if badLines > 20 {
            diagnostics.append(Diagnostic(
                file: path, reason: "\(badLines) malformed or stray lines in total", severity: .warning))
        }
        if let open = stack.first {
            diagnostics.append(Diagnostic(
                file: path, line: open.line, reason: "\(open.name) is never closed", severity: .warning))
        }
        return Parsed(roots: roots, diagnostics: diagnostics)
    }
}
