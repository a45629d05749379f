import Foundation
import RecallIndex
import RecallTestSupport
import Testing

/// Stamps from one `stat` equal what `FileManager.attributesOfItem` reports for a regular file; a
/// symbolic link's stamp is its target's, so a linked file that changes is re-read.
@Suite struct FileStatusTests {
    @Test func sizeAndModifiedMatchFileManager() throws {
        let folder = try TemporaryDirectory(prefix: "recall-stat")
        var paths: [String] = []
        for (index, nanoseconds) in [0, 1, 123_456_789, 500_000_000, 999_999_999].enumerated() {
            let path = folder.url.appendingPathComponent("f\(index).md").path
            try Data(repeating: 0x61, count: index * 1000).write(to: URL(fileURLWithPath: path))
            var times = [timespec(tv_sec: 1_700_000_000 + index * 86_400, tv_nsec: nanoseconds), timespec(tv_sec: 1_700_000_000 + index * 86_400, tv_nsec: nanoseconds)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            paths.append(path)
        }
        let link = folder.url.appendingPathComponent("link.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: paths[3])
        for (path, target) in zip(paths, paths) + [(link, paths[3])] {
            let attributes = try FileManager.default.attributesOfItem(atPath: target)
            let status = try #require(FileStatus.sizeAndModified(path))
            #expect(status.size == (attributes[.size] as? NSNumber)?.int64Value)
            #expect(status.modified == (attributes[.modificationDate] as? Date)?.timeIntervalSince1970)
        }
        #expect(FileStatus.sizeAndModified(folder.url.appendingPathComponent("missing").path) == nil)
    }
}
