import Foundation

/// Runs the built `recall` executable, as a user or a script would.
public struct RecallBinary: Sendable {
    /// Output of one run.
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        /// stdout's lines (`--format ids` gives one id each).
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }

        /// stdout parsed as JSON Lines.
        public var jsonLines: [[String: Any]] {
            stdout.split(separator: "\n").compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }
        }
    }

    public let url: URL

    /// `$RECALL_BIN`, else `.build/debug/recall` (or release) under the repository root.
    public static func locate() -> RecallBinary? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let path = environment["RECALL_BIN"] { candidates.append(URL(fileURLWithPath: path)) }
        for configuration in ["debug", "release"] {
            candidates.append(TestPaths.repositoryRoot.appendingPathComponent(".build/\(configuration)/recall"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }.map(RecallBinary.init)
    }

    public init(url: URL) { self.url = url }

    /// Runs `recall arguments…` with optional stdin bytes and extra environment; waits for exit.
    public func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
