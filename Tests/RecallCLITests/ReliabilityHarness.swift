import Foundation
import RecallTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A `recall` process running in the background, with its stderr collected as it arrives.
final class BackgroundRecall: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var errorBytes = Data()
    private var outputBytes = Data()

    /// Starts `recall arguments…` (through `/bin/sh -c` when `shellPrefix` is given, e.g. `umask 000;`).
    init(_ binary: RecallBinary, _ arguments: [String], shellPrefix: String? = nil, environment extra: [String: String] = [:]) throws {
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            let quoted = ([binary.url.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            process.arguments = ["-c", "\(shellPrefix) exec \(quoted.joined(separator: " "))"]
        } else {
            process.executableURL = binary.url
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment.merging(extra) { $1 }
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock()
        if error { errorBytes.append(data) } else { outputBytes.append(data) }
        lock.unlock()
    }

    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorBytes, as: UTF8.self)
    }

    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: outputBytes, as: UTF8.self)
    }

    /// Waits (polling, at most `limit` seconds) until `condition` holds or the process exits;
    /// returns whether the condition held while it was still running.
    func wait(upTo limit: Double = 120, until condition: (BackgroundRecall) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition(self) { return process.isRunning }
            if !process.isRunning { return false }
            usleep(20_000)
        }
        return false
    }

    /// Lines of `--verbose` progress seen so far.
    var filesIndexed: Int { stderr.components(separatedBy: "indexed /").count - 1 }

    /// Sends `signal` and waits for the exit status.
    func finish(signal: Int32? = nil) -> Int32 {
        if let signal, process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        usleep(50_000)  // let the readability handlers drain
        return process.terminationStatus
    }
}

/// Generated corpora and shared steps for the reliability tests.
enum ReliabilityCorpus {
    /// `count` small notes, each with a unique token `marker<n>` and the shared word `orchard`.
    static func notes(_ count: Int, in folder: TemporaryDirectory, under name: String = "notes", seed: Int = 0) throws -> URL {
        let root = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let topics = ["budget review", "vendor contract", "garden orchard", "hiring plan", "offsite logistics", "roadmap risks"]
        for n in 0..<count {
            let topic = topics[(n + seed) % topics.count]
            let text = """
                # Note \(n) about \(topic)

                We talked about the \(topic) and the orchard again, marker\(seed)x\(n) was noted by the team.

                Next steps: follow up on the \(topic) with the group before the end of the month.
                """
            try Data(text.utf8).write(to: root.appendingPathComponent(String(format: "note-\(seed)-%05d.md", n)))
        }
        return root
    }

    static func binary() throws -> RecallBinary {
        try #require(RecallBinary.locate(), "build recall first (swift build) or set RECALL_BIN")
    }

    /// The `notes: N` line of `recall status`.
    static func noteCount(_ binary: RecallBinary, db: String) throws -> Int? {
        let status = try binary.run(["status", "--db", db])
        let line = status.stdout.split(separator: "\n").first { $0.hasPrefix("notes: ") }
        return line.flatMap { Int($0.dropFirst("notes: ".count)) }
    }

    /// Permission bits of a file, or nil when it does not exist.
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }
}
