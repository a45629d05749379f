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
        /// The file was refused unread (binary); its diagnostic already says why.
        var refused = false
    }

    /// Nesting deeper than this is hostile input; the excess is flattened away.
    static let maximumDepth = 64

    /// Reads the file: UTF-16 after its byte-order mark, else UTF-8 line by line (``ICSLineDecoding``);
    /// a file with a NUL byte in its first 8 KiB (and no UTF-16 mark) is binary and skipped.
    static func parse(_ data: Data, path: String) -> Parsed {
        var data = data
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            data = Data(TextDecoding.utf16(ArraySlice(data.dropFirst(2)), bigEndian: data.first == 0xFE).utf8)
        } else if data.prefix(8192).contains(0) {
            return Parsed(
                roots: [], diagnostics: [Diagnostic(file: path, reason: "binary file skipped (not a calendar)")],
                refused: true)
        }
        var decoding = ICSLineDecoding()
        var builder = ComponentTreeBuilder(path: path)
        ICSLineSplitter.unfold(data) { bytes, number in
            let (line, latin1) = decoding.decode(bytes, line: number)
            if let parsed = ICSLineCursor.parse(line, line: number, latin1: latin1) {
                builder.add(parsed)
            } else {
                builder.malformed(line: number)
            }
        }
        var parsed = builder.finish()
        if let warning = decoding.diagnostic(path: path) { parsed.diagnostics.insert(warning, at: 0) }
        return parsed
    }
}

/// Decodes a calendar line by line (``TextDecoding/decodeLine(_:)``), so one bad byte costs one
/// line, not the file, and counts the lines that were not valid UTF-8.
struct ICSLineDecoding {
    private(set) var badLines = 0
    private(set) var firstBadLine: Int?

    /// The bytes to parse and whether they are Latin-1.
    mutating func decode(_ bytes: [UInt8], line: Int) -> (bytes: [UInt8], latin1: Bool) {
        if bytes.allSatisfy({ $0 < 0x80 }) || String(validating: bytes, as: UTF8.self) != nil { return (bytes, false) }
        badLines += 1
        if firstBadLine == nil { firstBadLine = line }
        guard TextDecoding.holdsUTF8Character(bytes) else { return (bytes, true) }
        return (Array(String(decoding: bytes, as: UTF8.self).utf8), false)
    }

    /// One warning naming the first bad line and how many there are.
    func diagnostic(path: String) -> Diagnostic? {
        firstBadLine.map { TextDecoding.invalidLines(count: badLines, first: $0, file: path) }
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
                diagnostics.append(
                    Diagnostic(
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
            diagnostics.append(
                Diagnostic(
                    file: path, line: line, reason: "malformed content line (no name or ':')", severity: .warning))
        }
    }

    func finish() -> ICSDocumentParser.Parsed {
        var diagnostics = diagnostics
        if badLines > 20 {
            diagnostics.append(
                Diagnostic(
                    file: path, reason: "\(badLines) malformed or stray lines in total", severity: .warning))
        }
        if let open = stack.first {
            diagnostics.append(
                Diagnostic(
                    file: path, line: open.line, reason: "\(open.name) is never closed", severity: .warning))
        }
        return ICSDocumentParser.Parsed(roots: roots, diagnostics: diagnostics)
    }
}
