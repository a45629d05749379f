import Foundation
import RecallTestSupport
import Testing

/// Which files `recall index FOLDER` reads: regular files, recursively, in path order; hidden
/// entries and symbolic links are skipped, and unchanged files are counted on a second run.
@Suite struct FolderWalkTests {
    /// A folder with nested, hidden and symbolically linked notes.
    static func makeVault(in root: URL) throws -> URL {
        let vault = root.appendingPathComponent("vault")
        let manager = FileManager.default
        for folder in ["b/deeper", "a", ".hidden"] {
            try manager.createDirectory(at: vault.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (path, word) in [("b/deeper/two.md", "walrus"), ("a/one.md", "narwhal"), ("top.md", "pelican"), (".secret.md", "otter"), (".hidden/h.md", "heron")] {
            try Data("# \(word)\n\nThe \(word) note has five words at least.\n".utf8).write(to: vault.appendingPathComponent(path))
        }
        try manager.createSymbolicLink(atPath: vault.appendingPathComponent("link.md").path, withDestinationPath: "top.md")
        try manager.createSymbolicLink(atPath: vault.appendingPathComponent("linked").path, withDestinationPath: "a")
        return vault
    }

    @Test func walkSkipsHiddenEntriesAndSymbolicLinks() throws {
        let cli = try CLIHarness()
        let vault = try Self.makeVault(in: cli.folder.url)
        let first = try cli.recall(["index", vault.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("indexed 3 files"), "\(first.stderr)")
        let ids = try cli.recall(["export"]).stdout.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["id"] as? String
        }
        #expect(ids == ["note:vault/a/one.md", "note:vault/b/deeper/two.md", "note:vault/top.md"])
        let second = try cli.recall(["index", vault.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("unchanged 3 notes"), "\(second.stderr)")
    }
}
