import Foundation
import RecallCore

/// Walks the paths to index (files or folders) lazily, in sorted order, and pairs each file with the
/// importer that reads it (nil when none does).
///
/// Hidden files and folders (`.git`, `.obsidian`, `.DS_Store`) and paths matching `options.excludeGlobs`
/// (on the relative path or the name) are skipped. Symbolic links to folders are not followed.
public struct SourceScanner: Sequence {
    /// One file found, with its importer.
    public struct Entry {
        /// The file, its path relative to the folder it was found under.
        public var file: ImportFile
        /// The importer that reads it; nil for an unsupported format.
        public var importer: (any FormatImporter)?
    }

    /// The files and folders to walk, in the order given.
    public let paths: [String]
    /// The importers to ask, in order.
    public let importers: [any FormatImporter]
    /// `options.excludeGlobs`, compiled.
    public let excludes: [GlobPattern]

    /// A walk of `paths` with `importers`, skipping what `options.excludeGlobs` matches.
    public init(paths: [String], importers: [any FormatImporter], options: ImportOptions) {
        self.paths = paths
        self.importers = importers
        self.excludes = options.excludeGlobs.map(GlobPattern.init)
    }

    /// A fresh walk from the first path.
    public func makeIterator() -> Iterator { Iterator(scanner: self) }

    /// Bytes read from a file to sniff its format.
    public static let sniffLength = 4096

    /// Extensions that say little about the content (`.txt` may hold vCards or JSON Lines): such files
    /// are always sniffed.
    static let genericExtensions: Set<String> = ["txt", "text", ""]

    /// The importer for `file`: first by extension alone, then by sniffing its first 4 KiB.
    public static func importer(
        for file: ImportFile, among importers: [any FormatImporter], prefix: () -> Data
    ) -> (any FormatImporter)? {
        if !genericExtensions.contains(file.fileExtension),
            let byExtension = importers.first(where: { $0.accepts(file: file, prefix: Data()) })
        {
            return byExtension
        }
        let head = prefix()
        return importers.first { $0.accepts(file: file, prefix: head) }
    }

    /// The first `length` bytes of the file at `path` (empty when unreadable).
    public static func prefix(ofFileAt path: String, length: Int = sniffLength) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: length)) ?? Data()
    }

    func isExcluded(relativePath: String, name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        return excludes.contains { $0.matches(relativePath) || $0.matches(name) }
    }

    /// A depth-first walk holding only the pending siblings of the folders it is inside.
    public struct Iterator: IteratorProtocol {
        let scanner: SourceScanner
        private var roots: [String]
        /// (path, relative path) still to visit, next last.
        private var stack: [(path: String, relative: String)] = []

        init(scanner: SourceScanner) {
            self.scanner = scanner
            roots = scanner.paths.reversed()
        }

        /// The next file, or nil when every path has been walked.
        public mutating func next() -> Entry? {
            while true {
                if let (path, relative) = stack.popLast() {
                    if let entry = visit(path: path, relative: relative) { return entry }
                    continue
                }
                guard let root = roots.popLast() else { return nil }
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
                if exists, isDirectory.boolValue {
                    pushChildren(of: root, relative: "")
                } else {
                    let name = (root as NSString).lastPathComponent
                    return entry(for: ImportFile(path: root, relativePath: name))
                }
            }
        }

        private mutating func visit(path: String, relative: String) -> Entry? {
            let name = (relative as NSString).lastPathComponent
            guard !scanner.isExcluded(relativePath: relative, name: name) else { return nil }
            let url = URL(fileURLWithPath: path)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                else { return nil }
            } else if values?.isDirectory == true {
                pushChildren(of: path, relative: relative)
                return nil
            }
            return entry(for: ImportFile(path: path, relativePath: relative))
        }

        private mutating func pushChildren(of folder: String, relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted(by: >) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                stack.append((path, relative.isEmpty ? name : relative + "/" + name))
            }
        }

        private func entry(for file: ImportFile) -> Entry {
            let importer = SourceScanner.importer(for: file, among: scanner.importers) {
                SourceScanner.prefix(ofFileAt: file.path)
            }
            return Entry(file: file, importer: importer)
        }
    }
}
