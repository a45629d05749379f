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

    /// Reads the file as UTF-8; when an unfolded line is not valid UTF-8, reads it again as Latin-1.
    static func parse(_ data: Data, path: String) -> Parsed {
        if let parsed = parse(data, path: path, latin1: false) { return parsed }
        // Reading as Latin-1 always succeeds.
        var parsed = parse(data, path: path, latin1: true)!
        parsed.diagnostics.insert(
            Diagnostic(file: path, reason: "not valid UTF-8; read as Latin-1", severity: .warning), at: 0)
        return parsed
    }

    /// nil when reading UTF-8 and a line is not valid UTF-8.
    private static func parse(_ data: Data, path: String, latin1: Bool) -> Parsed? {
        var invalid = false
        var builder = ComponentTreeBuilder(path: path)
        ICSLineSplitter.unfold(data) { bytes, number in
            if invalid { return }
            if !latin1 && !bytes.allSatisfy({ $0 < 0x80 }) && String(validating: bytes, as: UTF8.self) == nil {
                invalid = true
                return
            }
            if let line = ICSLineCursor.parse(bytes, line: number, latin1: latin1) {
                builder.add(line)
            } else {
                builder.malformed(line: number)
            }
        }
        return invalid ? nil : builder.finish()
    }
}

/// Nests BEGIN/END blocks into components, tolerating stray and unmatched lines.
struct ComponentTreeBuilder {
    let path: String
    private var roots: [ICSComponent] = []
    private var stack: [ICSComponent] = []
    private var diagnostics: [Diagnostic] = []
    private var badLines = 0

    init(path: String) { self.path = path }

    mutating func add(_ line: ICSContentLine) {
        switch line.name {
        case "BEGIN":
            guard stack.count < ICSDocumentParser.maximumDepth else { return }
            let component = ICSComponent(name: line.value.uppercased().icsTrimmed, line: line.line)
            if let parent = stack.last { parent.children.append(component) } else { roots.append(component) }
            stack.append(component)
        case "END":
            let name = line.value.uppercased().icsTrimmed
            if let index = stack.lastIndex(where: { $0.name == name }) {
                stack.removeSubrange(index...)
            } else {
                diagnostics.append(Diagnostic(
                    file: path, line: line.line, reason: "END without a matching BEGIN", severity: .warning))
            }
        default:
            if let current = stack.last { current.properties.append(line) } else { badLines += 1 }
        }
    }

    /// A line without a name or a `:`; the first 20 are reported one by one.
    mutating func malformed(line: Int) {
        badLines += 1
        if badLines <= 20 {
            diagnostics.append(Diagnostic(
                file: path, line: line, reason: "malformed content line (no name or ':')", severity: .warning))
        }
    }

    func finish() -> ICSDocumentParser.Parsed {
        var diagnostics = diagnostics
        if badLines > 20 {
            diagnostics.append(Diagnostic(
                file: path, reason: "\(badLines) malformed or stray lines in total", severity: .warning))
        }
        if let open = stack.first {
            diagnostics.append(Diagnostic(
                file: path, line: open.line, reason: "\(open.name) is never closed", severity: .warning))
        }
        return ICSDocumentParser.Parsed(roots: roots, diagnostics: diagnostics)
    }
}
