import Foundation
import RecallCore
import RecallStore

/// What `recall status` and the MCP `status` tool report: the database, the embedder, counts per
/// kind, importer counters and each indexed file's freshness.
struct StatusReport {
    var path: String
    var status: StoreStatus
    var embedder: EmbedderFingerprint?
    var files: [OriginFreshness]
    /// Files that failed to import and have not changed since (not read again until they do).
    var failed: [FailedFile]

    /// Reads everything the report shows from `store`.
    init(store: RecallStore) throws {
        path = store.path
        status = try store.status()
        embedder = try store.fingerprint()
        files = try store.freshness()
        failed = try store.failedFiles().values.sorted { $0.path < $1.path }
    }

    /// The text `recall status` prints (every file with `listAll`, else see ``FreshnessReport``).
    func lines(listAll: Bool) -> [String] {
        var lines = [
            "database: \(path) (\(ByteCountFormatter.string(fromByteCount: status.fileSize, countStyle: .file)))"
        ]
        lines.append("embedder: \(embedder?.description ?? "none yet")")
        for kind in SourceKind.allCases {
            lines.append("\(kind.plural): \(status.sourcesByKind[kind] ?? 0)")
        }
        lines.append("chunks: \(status.chunks) (\(Counted.phrase(status.vectors, "distinct vector")))")
        for (name, value) in status.counters.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        return lines + FreshnessReport(entries: files, listAll: listAll).lines + failedLines
    }

    /// `failed: N files (…)` and a line per file with its reason, when any failed.
    var failedLines: [String] {
        guard !failed.isEmpty else { return [] }
        let head =
            "failed: \(Counted.phrase(failed.count, "file")) (not read again "
            + "until changed; fix them or list them in .recallignore)"
        return [head]
            + failed.map { file in
                let when = FreshnessReport.format(Date(timeIntervalSince1970: file.recordedAt))
                return "  failed    \(when)  \(Terminal.singleLine(file.path)): \(Terminal.singleLine(file.reason))"
            }
    }

    /// `{"database","bytes","embedder","sources":{kind: n},"chunks","counters","files":{state: n},"version"}`;
    /// `listing` adds `file_list`: every file's `path`, `state`, `indexed_at` (ISO-8601) and `sources`.
    func object(listing: Bool) -> [String: Any] {
        var kinds: [String: Int] = [:]
        for kind in SourceKind.allCases { kinds[kind.rawValue] = status.sourcesByKind[kind] ?? 0 }
        var states: [String: Int] = [:]
        for entry in files { states[entry.state.rawValue, default: 0] += 1 }
        var object: [String: Any] = [
            "database": path, "bytes": status.fileSize, "sources": kinds, "chunks": status.chunks,
            "vectors": status.vectors,
            "embedder": embedder?.description ?? NSNull(), "files": states, "counters": status.counters,
            "version": RecallVersion.current,
            "failed_files": failed.map { file in
                [
                    "path": file.path, "reason": file.reason,
                    "recorded_at": ISO8601.string(from: Date(timeIntervalSince1970: file.recordedAt)),
                ]
            },
        ]
        if listing {
            object["file_list"] = files.map { entry in
                [
                    "path": entry.origin, "state": entry.state.rawValue, "sources": entry.sources,
                    "indexed_at": entry.indexedAt.map { ISO8601.string(from: $0) } ?? NSNull(),
                ] as [String: Any]
            }
        }
        return object
    }
}
