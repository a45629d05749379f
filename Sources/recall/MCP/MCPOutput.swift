import Foundation

/// Writes JSON-RPC messages to stdout, one compact JSON object per line; the actor keeps
/// concurrent replies from interleaving. stdout carries nothing else.
actor MCPOutput {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Writes one message and its newline. A closed stdout (the client left) is not an error:
    /// the server ends when stdin closes.
    func send(_ message: JSONValue) {
        guard var line = try? encoder.encode(message) else {
            Terminal.error("recall mcp: could not encode a reply")
            return
        }
        line.append(0x0A)
        try? FileHandle.standardOutput.write(contentsOf: line)
    }
}
