import Foundation

/// One `.recallignore` file: gitignore syntax, for the folder it sits in and everything below.
///
/// Each line is a pattern; blank lines and lines starting with `#` are skipped (`\#` and `\!`
/// escape a leading `#` or `!`); trailing spaces are dropped. `!` re-includes what an earlier
/// pattern left out. A trailing `/` matches folders only. A pattern with a `/` at its start or in
/// its middle is anchored to this folder; one without matches a name at any depth. `*` and `?` do
/// not cross `/`; `**` as a whole segment matches any number of folders. As in git, a file inside
/// a left-out folder cannot be re-included. The last matching line decides.
public struct IgnoreFile: Sendable {
    /// The file's name.
    public static let name = ".recallignore"

    struct Rule: Sendable {
        var segments: [GlobPattern]
        var negated: Bool
        var foldersOnly: Bool
        /// Whether the pattern names a path from this folder (else a name at any depth).
        var anchored: Bool
    }

    let rules: [Rule]

    /// Parses the text of an ignore file.
    public init(text: String) {
        rules = text.split(whereSeparator: \.isNewline).compactMap { Self.rule(String($0)) }
    }

    /// Reads `folder/.recallignore`; nil when there is none (or it cannot be read).
    public init?(folder: String) {
        let path = (folder as NSString).appendingPathComponent(Self.name)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    public var isEmpty: Bool { rules.isEmpty }

    private static func rule(_ raw: String) -> Rule? {
        var line = Substring(raw)
        while line.last == " ", !line.hasSuffix("\\ ") { line = line.dropLast() }
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        var negated = false
        if line.hasPrefix("!") {
            negated = true
            line = line.dropFirst()
        } else if line.hasPrefix("\\#") || line.hasPrefix("\\!") {
            line = line.dropFirst()
        }
        let foldersOnly = line.hasSuffix("/")
        while line.hasSuffix("/") { line = line.dropLast() }
        let anchored = line.dropLast().contains("/") || line.hasPrefix("/")
        while line.hasPrefix("/") { line = line.dropFirst() }
        guard !line.isEmpty else { return nil }
        let segments = line.split(separator: "/", omittingEmptySubsequences: true).map { GlobPattern(String($0)) }
        return Rule(segments: segments, negated: negated, foldersOnly: foldersOnly, anchored: anchored)
    }

    /// What this file says about `path` (segments relative to its folder): true to leave it out,
    /// false to keep it, nil when no line matches.
    func verdict(_ path: ArraySlice<String>, isFolder: Bool) -> Bool? {
        var result: Bool?
        for rule in rules where !rule.foldersOnly || isFolder {
            let matched =
                rule.anchored
                ? Self.match(rule.segments[...], path)
                : path.last.map { name in rule.segments.count == 1 && rule.segments[0].matches(name) } ?? false
            if matched { result = !rule.negated }
        }
        return result
    }

    /// Whether the pattern segments match the whole path, `**` standing for any run of segments.
    static func match(_ pattern: ArraySlice<GlobPattern>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == GlobPattern("**") {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { match(rest, path.dropFirst($0)) }
        }
        guard let head = path.first, first.matches(head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}

/// The `.recallignore` files that apply under one indexed folder, read once each.
public final class IgnoreRules: @unchecked Sendable {  // `files` is only touched by the thread that walks
    private let root: String
    private var files: [String: IgnoreFile?] = [:]

    /// Rules for the folder `root` (absolute), read lazily from it and its subfolders.
    public init(root: String) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// Whether the file at `relativePath` (slash-separated, relative to the root) is left out by
    /// a `.recallignore` in the root or any folder on its way, or lies in a folder that is.
    public func excludes(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return false }
        for depth in 1..<parts.count where ignored(parts[..<depth], isFolder: true) { return true }
        return ignored(parts[...], isFolder: false)
    }

    /// The last verdict of the ignore files from the root down to the path's own folder.
    private func ignored(_ path: ArraySlice<String>, isFolder: Bool) -> Bool {
        var result = false
        for level in 0..<path.count {
            guard let file = file(at: path.prefix(level)) else { continue }
            if let verdict = file.verdict(path.dropFirst(level), isFolder: isFolder) { result = verdict }
        }
        return result
    }

    private func file(at folder: ArraySlice<String>) -> IgnoreFile? {
        let key = folder.joined(separator: "/")
        if let cached = files[key] { return cached }
        let read = IgnoreFile(folder: folder.isEmpty ? root : root + "/" + key)
        files[key] = read
        return read
    }
}
