import ArgumentParser
import Foundation
import RecallCore
import RecallStore

/// A subcommand that returns its exit status; errors become one stderr line and a documented status.
protocol RecallCommand: AsyncParsableCommand {
    func execute() async throws -> Int32
}

extension RecallCommand {
    func run() async throws {
        let status: Int32
        do {
            status = try await execute()
        } catch let error as RecallError {
            Terminal.error("recall: \(error)")
            status = Self.status(for: error)
        }
        for notice in StoreNotices.shared.take() { Terminal.error("recall: \(notice)") }
        if status != 0 { throw ExitCode(status) }
    }

    static func status(for error: RecallError) -> Int32 {
        switch error.code {
        case .usage, .embedderMismatch: ExitStatus.usage
        case .interrupted: Interruption.shared.exitStatus
        case .invalidInput: ExitStatus.dataError
        default: ExitStatus.indexError
        }
    }
}
