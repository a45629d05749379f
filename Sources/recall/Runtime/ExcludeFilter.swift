import Foundation
import RecallIndex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--exclude` and the config's `exclude = [...]`: shell globs (fnmatch) matched against each
/// file's path relative to the folder being indexed, and — for patterns without a slash — its name.
struct ExcludeFilter {
    var patterns: [String]

    func excludes(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return patterns.contains { pattern in
            fnmatch(pattern, relativePath, 0) == 0 || (!pattern.contains("/") && fnmatch(pattern, name, 0) == 0)
        }
    }

    func apply(_ inputs: [IndexInput]) -> [IndexInput] {
        guard !patterns.isEmpty else { return inputs }
        return inputs.filter { $0.url == nil || !excludes($0.file.relativePath) }
    }
}
