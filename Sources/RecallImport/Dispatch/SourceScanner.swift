import Foundation
import RecallCore

/// Walks the paths to index (files or folders) one at a time, each folder in sorted order, and pairs each file with the
/// importer that reads it (nil when none does).
///
/// Hidden files and folders (`.git`, `.obsidian`, `.DS_Store`), symbolic links back into the folder
/// (``FolderWalk``) and paths that `options.excludeGlobs` leaves out (``ExcludeRules``) are skipped.
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
    /// `options.excludeGlobs`.
    public let excludes: ExcludeRules

    /// A walk of `paths` with `importers`, skipping what `options.excludeGlobs` matches.
    public init(paths: [String], importers: [any FormatImporter], options: ImportOptions) {
        self.paths = paths
        self.importers = importers
        self.excludes = ExcludeRules(options.excludeGlobs)
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

    /// Walks one path at a time: a folder's files (``FolderWalk``, minus the excluded ones) are
    /// listed when the walk reaches it.
    public struct Iterator: IteratorProtocol {
        let scanner: SourceScanner
        private var roots: [String]
        /// Files of the current folder still to visit, next last.
        private var pending: [ImportFile] = []

        init(scanner: SourceScanner) {
            self.scanner = scanner
            roots = scanner.paths.reversed()
        }

        /// The next file, or nil when every path has been walked.
        public mutating func next() -> Entry? {
            while true {
                if let file = pending.popLast() { return entry(for: file) }
                guard let root = roots.popLast() else { return nil }
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
                let name = (root as NSString).lastPathComponent
                guard exists, isDirectory.boolValue else {
                    let folder = ((root as NSString).deletingLastPathComponent as NSString).lastPathComponent
                    return entry(for: ImportFile(path: root, relativePath: name, root: SourceID.rootName(folder)))
                }
                let prefix = root.hasSuffix("/") ? root.count : root.count + 1
                pending = FolderWalk.regularFiles(under: root).reversed().compactMap { path in
                    let relative = String(path.dropFirst(prefix))
                    return scanner.excludes.excludes(relative)
                        ? nil : ImportFile(path: path, relativePath: relative, root: SourceID.rootName(name))
                }
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
