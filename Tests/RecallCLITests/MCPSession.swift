import Foundation
import RecallTestSupport

/// A JSON-RPC session with `recall mcp` over pipes: requests are written as lines, replies are
/// read line by line and matched by id; stdin stays open until every awaited reply is in.
final class MCPSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var replies: [Int: [String: Any]] = [:]

    init(binary: RecallBinary, arguments: [String], environment: [String: String]) throws {
        process.executableURL = binary.url
        process.arguments = ["mcp"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        var line = try JSONSerialization.data(withJSONObject: message)
        line.append(0x0A)
        input.fileHandleForWriting.write(line)
    }

    /// Sends one raw line (a newline is added), well-formed or not.
    func send(line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) throws -> Int {
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    /// The reply with `id`, reading until it arrives; nil if the server closed stdout first.
    func reply(_ id: Int) -> [String: Any]? {
        while replies[id] == nil {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                if let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any], let key = object["id"] as? Int {
                    replies[key] = object
                }
                continue
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        return replies[id]
    }

    /// Closes stdin, reads stdout to its end and waits for the server to exit; returns the exit
    /// status and every message not yet returned by `reply` (including those with a null id).
    func finishCollecting() -> (status: Int32, messages: [[String: Any]]) {
        try? input.fileHandleForWriting.close()
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let messages = buffer.split(separator: 0x0A).compactMap { line in
            (try? JSONSerialization.jsonObject(with: line)) as? [String: Any]
        }
        return (process.terminationStatus, messages)
    }

    /// Closes stdin and waits for the server to exit; returns its status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension [String: Any] {
    /// `result` of a tools/call reply: (the JSON text parsed, isError, the text).
    var toolResult: (json: Any?, isError: Bool, text: String) {
        let result = self["result"] as? [String: Any] ?? [:]
        let text = ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
        let json = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        return (json, result["isError"] as? Bool ?? false, text)
    }
}
