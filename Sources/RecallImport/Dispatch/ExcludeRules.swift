import Foundation

/// `--exclude` globs and the config's `exclude = [...]` (``GlobPattern``, fnmatch rules, `*` also
/// crossing `/`): a file is left out when a pattern matches its path relative to the folder being
/// indexed, or — for a pattern without a slash — its name or the name of a folder on that path, so
/// `archive` leaves out everything under any folder named `archive`, as in `.gitignore`.
public struct ExcludeRules: Sendable {
    public let patterns: [String]
    private let globs: [(glob: GlobPattern, bare: Bool)]

    public init(_ patterns: [String]) {
        self.patterns = patterns
        globs = patterns.map { (GlobPattern($0), !$0.contains("/")) }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// Whether `relativePath` (slash-separated, relative to the walked folder) is left out.
    public func excludes(_ relativePath: String) -> Bool {
        guard !globs.isEmpty else { return false }
        let names = relativePath.split(separator: "/").map(String.init)
        return globs.contains { rule in
            rule.glob.matches(relativePath) || (rule.bare && names.contains { rule.glob.matches($0) })
        }
    }
}
