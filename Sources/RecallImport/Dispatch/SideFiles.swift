import Foundation

/// What exports are known to carry beside their data, which indexing passes over without a word
/// (they are neither data nor a problem): attachments and media, archives, the HTML twin and the
/// `Labels.txt` of every Google Keep note, Takeout's archive browser page, editor workspace files.
public enum SideFiles {
    /// Extensions of attachments, media and archives.
    static let extensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "heic", "heif", "bmp", "tif", "tiff", "svg", "ico",
        "3gp", "amr", "awb", "m4a", "mp3", "mp4", "mov", "wav", "ogg", "opus", "webm",
        "zip", "tgz", "gz", "tar", "7z", "rar",
    ]

    /// Files by name: Dendron's and editors' settings, Windows' and macOS's folder files.
    static let names: Set<String> = ["dendron.yml", "Thumbs.db", "desktop.ini", "Icon\r"]

    /// Why `path` is an export's side file, or nil when it is not one. `exists` says whether a
    /// path exists among the files being indexed (for a Keep note's HTML twin and labels).
    public static func reason(_ path: String, exists: (String) -> Bool) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        let base = url.deletingPathExtension().path
        let folder = url.deletingLastPathComponent()
        if extensions.contains(ext) { return "an attachment or archive" }
        if names.contains(name) || name.hasSuffix(".code-workspace") || name.hasSuffix(".schema.yml") {
            return "an editor's or system's settings file"
        }
        if ["html", "htm"].contains(ext), exists(base + ".json") { return "the HTML copy of a Google Keep note" }
        if ext == "html", folder.lastPathComponent == "Takeout" { return "Google Takeout's archive browser" }
        if name == "Labels.txt", Self.holdsKeepNotes(folder.path, exists: exists, name: name) {
            return "Google Keep's label list"
        }
        return nil
    }

    /// Whether a folder holds Keep notes: a `.json` file whose `.html` twin exists beside it.
    private static func holdsKeepNotes(_ folder: String, exists: (String) -> Bool, name: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { entry in
            entry.hasSuffix(".json") && exists(folder + "/" + entry.dropLast(5) + ".html")
        }
    }
}
