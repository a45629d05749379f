import Foundation

/// Locations tests need: the repository root, its Fixtures, the built binary, and `../shared`.
public enum TestPaths {
    /// The repository root, found from this source file's path.
    public static let repositoryRoot: URL = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // RecallTestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
    }()

    /// `Fixtures/` in the repository.
    public static var fixtures: URL { repositoryRoot.appendingPathComponent("Fixtures") }

    /// `../shared/data` beside the checkout, or nil when it is absent (tests then skip and say so).
    public static var sharedData: URL? {
        if let override = ProcessInfo.processInfo.environment["RECALL_SHARED"] {
            let url = URL(fileURLWithPath: override).appendingPathComponent("data")
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The message a test prints when it skips for want of `../shared`.
    public static let sharedMissingMessage = "../shared/data is absent: skipping tests that need the shared corpora"
}

/// A fresh temporary directory, removed when the value is deinitialized.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init(prefix: String = "recall-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (creating folders) and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// A directory for a suite-wide fixture held in a `static let`: a static's value is never
    /// deinitialized, so this one is removed when the test process exits instead.
    public static func removedAtExit(prefix: String = "recall-test") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: prefix)
        ExitCleanup.shared.add(folder.url)
        return folder
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The folders ``TemporaryDirectory/removedAtExit(prefix:)`` made, removed by one `atexit` handler.
final class ExitCleanup: @unchecked Sendable {
    static let shared = ExitCleanup()
    private let lock = NSLock()
    private var urls: [URL] = []

    func add(_ url: URL) {
        lock.withLock {
            if urls.isEmpty { atexit { ExitCleanup.shared.removeAll() } }
            urls.append(url)
        }
    }

    func removeAll() {
        let folders = lock.withLock { () -> [URL] in
            defer { urls = [] }
            return urls
        }
        for url in folders { try? FileManager.default.removeItem(at: url) }
    }
}
