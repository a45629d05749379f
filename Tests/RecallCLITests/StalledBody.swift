import FlyingFox
import FlyingSocks
import Foundation

/// A response body that sends its bytes, then sends nothing more until the connection is closed:
/// a server still thinking, for tests that interrupt a stream midway.
struct StalledBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes[...]) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: ArraySlice<UInt8>

        mutating func next() async throws -> UInt8? {
            guard let first = bytes.first else { return try await stall() }
            bytes = bytes.dropFirst()
            return first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            guard !bytes.isEmpty else { return try await stall() }
            let buffer = bytes.prefix(count)
            bytes = bytes.dropFirst(buffer.count)
            return buffer
        }

        /// Waits ten minutes (or until the server's task is cancelled), then ends the body.
        private func stall<T>() async throws -> T? {
            try await Task.sleep(for: .seconds(600))
            return nil
        }
    }
}
