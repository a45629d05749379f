import Foundation
import RecallImport
import RecallIndex

/// `--exclude` and the config's `exclude = [...]` applied to the files of a walk (the rules are
/// RecallImport's ``ExcludeRules``, the same the import pipeline applies).
struct ExcludeFilter {
    var patterns: [String]

    func apply(_ inputs: [IndexInput]) -> [IndexInput] {
        let rules = ExcludeRules(patterns)
        guard !rules.isEmpty else { return inputs }
        return inputs.filter { $0.url == nil || !rules.excludes($0.file.relativePath) }
    }
}
