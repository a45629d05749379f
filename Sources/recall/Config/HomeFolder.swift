import Foundation

/// The user's home folder as the shell sees it: `$HOME` when set (so `HOME=/tmp/x recall …`
/// keeps every default path and every `~` under `/tmp/x`), else the account's.
enum HomeFolder {
    /// `$HOME`, else the account's home folder.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return NSHomeDirectory()
    }

    /// `path` with a leading `~` or `~/` replaced by ``path(environment:)``; `~name/…` is another
    /// account's home, looked up as the shell does; anything else is returned unchanged.
    static func expand(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard path.hasPrefix("~") else { return path }
        if path == "~" { return Self.path(environment: environment) }
        if path.hasPrefix("~/") {
            return (Self.path(environment: environment) as NSString).appendingPathComponent(String(path.dropFirst(2)))
        }
        return (path as NSString).expandingTildeInPath
    }
}
