import ArgumentParser
import Foundation
import RecallCore
import RecallImport

/// `recall ics-expand FILE START END`: prints the canonical occurrence lines used for conformance checks.
struct ICSExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ics-expand",
        abstract: "Print an .ics file's occurrences in the oracle's canonical JSON form.",
        shouldDisplay: false)

    @Argument(help: "The .ics file.") var file: String
    @Argument(help: "Window start (YYYY-MM-DD or ISO date-time, UTC when no offset).") var start: String
    @Argument(help: "Window end, exclusive.") var end: String
    @Option(help: "At most this many occurrences per series.") var cap = 500
    @Option(help: "Floating times: local (print without Z), utc, or an IANA zone.") var floating = "local"

    func run() throws {
        guard let startDate = Self.parseWindow(start), let endDate = Self.parseWindow(end) else {
            throw ValidationError("START and END must be YYYY-MM-DD, YYYYMMDD or ISO date-times")
        }
        var zone: TimeZone?
        if floating == "utc" {
            zone = TimeZone(identifier: "UTC")
        } else if floating != "local" {
            guard let named = TimeZone(identifier: floating) else { throw ValidationError("unknown zone \(floating)") }
            zone = named
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let output = CalendarExpansion.canonicalLines(
            data: data, path: file, start: startDate, end: endDate, cap: cap, floating: zone)
        var text = output.lines.joined(separator: "\n")
        if !text.isEmpty { text += "\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
        for diagnostic in output.diagnostics {
            Terminal.error(diagnostic.description)
        }
    }

    static func parseWindow(_ text: String) -> Date? {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.count == 8, value.allSatisfy(\.isNumber) {
            value = "\(value.prefix(4))-\(value.dropFirst(4).prefix(2))-\(value.suffix(2))"
        }
        if let day = CalendarDay(value) { return day.start(in: .gmt) }
        if let date = ISO8601.date(from: value) { return date }
        return ISO8601.date(from: value + "Z") ?? ISO8601.date(from: value + ":00Z")
    }
}
