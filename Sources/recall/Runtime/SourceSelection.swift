import Foundation
import RecallCore
import RecallStore

/// `--source NAME` (repeatable): a `[sources.NAME]` entry of the config, or any file or folder
/// that was indexed, as the origins a search keeps (``SourceFilter/origins``).
enum SourceSelection {
    /// The absolute origins `names` stand for; a name that is neither a configured source nor an
    /// indexed file or folder is a usage error that lists the configured names.
    static func origins(_ names: [String], store: RecallStore, config: RecallConfig = .loaded) throws -> [String] {
        try names.map { name in
            let configured = config.sources.first { $0.name == name }?.path
            let path = FileWalk.absolute(configured ?? name).path
            var probe = SourceFilter()
            probe.origins = [path]
            guard try store.chunkIDs(matching: probe)?.isEmpty == false else {
                let known = config.sources.map(\.name)
                let hint =
                    known.isEmpty
                    ? "give a folder or file that was indexed" : "configured sources: \(known.joined(separator: ", "))"
                throw RecallError(.usage, "--source: nothing indexed comes from '\(name)'", hint: hint)
            }
            return path
        }
    }
}
