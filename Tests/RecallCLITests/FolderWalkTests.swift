import Foundation
import RecallTestSupport
import Testing

/// Which files `recall index FOLDER` reads: regular files, recursively, in path order; hidden
/// entries are skipped, symbolic links followed only out of the folder (each one not followed
/// named), and unchanged files are counted on a second run.
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
        for link in ["link.md", "linked"] {
            #expect(first.stderr.contains("vault/\(link): warning: symbolic link into the indexed folder; not followed"), "\(first.stderr)")
        }
        let ids = try cli.recall(["export"]).stdout.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["id"] as? String
        }
        #expect(ids == ["note:vault/a/one.md", "note:vault/b/deeper/two.md", "note:vault/top.md"])
        let second = try cli.recall(["index", vault.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("unchanged 3 notes"), "\(second.stderr)")
    }

    /// Links out of the folder are read under the link's path (a linked file, a linked folder),
    /// a loop between two linked folders is walked once, and a broken link is an error line.
    @Test func linksOutOfTheFolderAreFollowedOnce() throws {
        let cli = try CLIHarness()
        let manager = FileManager.default
        let outside = cli.folder.url.appendingPathComponent("outside")
        let vault = cli.folder.url.appendingPathComponent("vault")
        try cli.folder.write("# kestrel\n\nThe kestrel note lives outside the vault.\n", to: "outside/kestrel.md")
        try cli.folder.write("# plover\n\nThe plover note lives in a linked folder.\n", to: "shared/plover.md")
        try cli.folder.write("# avocet\n\nThe avocet note lives in the vault itself.\n", to: "vault/avocet.md")
        let shared = cli.folder.url.appendingPathComponent("shared").path
        try manager.createSymbolicLink(atPath: vault.appendingPathComponent("kestrel.md").path, withDestinationPath: outside.appendingPathComponent("kestrel.md").path)
        try manager.createSymbolicLink(atPath: vault.appendingPathComponent("shared").path, withDestinationPath: shared)
        try manager.createSymbolicLink(atPath: shared + "/back", withDestinationPath: vault.path)  // into the vault
        try manager.createSymbolicLink(atPath: shared + "/up", withDestinationPath: cli.folder.url.path)  // holds the vault: a loop
        try manager.createSymbolicLink(atPath: shared + "/again", withDestinationPath: shared)  // itself, walked already
        try manager.createSymbolicLink(atPath: vault.appendingPathComponent("gone.md").path, withDestinationPath: "/nonexistent/gone.md")
        let run = try cli.recall(["index", vault.path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("indexed 3 files"), "\(run.stderr)")
        #expect(run.stderr.contains("vault/gone.md: broken symbolic link; skipped"), "\(run.stderr)")
        for link in ["shared/up", "shared/again"] {
            #expect(run.stderr.contains("vault/\(link): warning: symbolic link to a folder already walked"), "\(run.stderr)")
        }
        #expect(run.stderr.contains("vault/shared/back: warning: symbolic link into the indexed folder"), "\(run.stderr)")
        let ids = try cli.recall(["export"]).jsonLines.compactMap { $0["id"] as? String }
        #expect(ids == ["note:vault/avocet.md", "note:vault/kestrel.md", "note:vault/shared/plover.md"])
    }
}
