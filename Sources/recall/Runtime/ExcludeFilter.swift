import Foundation
import RecallImport
import RecallIndex

/// `--exclude` and the config's `exclude = [...]`: globs (RecallImport's ``GlobPattern``, fnmatch
/// rules) matched against each file's path relative to the folder being indexed, and — for
/// patterns without a slash — its name.
struct ExcludeFilter {
    var patterns: [String]

    func excludes(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return patterns.contains { pattern in
            let glob = GlobPattern(pattern)
            return glob.matches(relativePath) || (!pattern.contains("/") && glob.matches(name))
        }
    }

    func apply(_ inputs: [IndexInput]) -> [IndexInput] {
        guard !patterns.isEmpty else { return inputs }
        return inputs.filter { $0.url == nil || !excludes($0.file.relativePath) }
    }
}
