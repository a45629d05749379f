import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT/SIGTERM handling: the first signal asks work to stop after the current batch commits.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()
    private let lock = NSLock()
    private var signalNumber: Int32?
    private var sources: [DispatchSourceSignal] = []

    /// Starts listening; a second signal of the same kind ends the process at once.
    func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.received(number) }
            source.resume()
            sources.append(source)
        }
    }

    private func received(_ number: Int32) {
        lock.lock()
        let repeated = signalNumber != nil
        signalNumber = number
        lock.unlock()
        if repeated {
            signal(number, SIG_DFL)
            raise(number)
        }
    }

    /// The signal received, if any.
    var requested: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return signalNumber
    }

    /// 130 for SIGINT, 143 for SIGTERM.
    var exitStatus: Int32 { 128 + (requested ?? SIGINT) }
}
