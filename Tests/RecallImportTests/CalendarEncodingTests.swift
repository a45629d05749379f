import Foundation
import RecallCore
import RecallImport
import Testing

/// Calendars in the encodings exports use: UTF-16 with a byte-order mark, a bad byte in one line
/// of a UTF-8 file, an old 8-bit export; a binary `.ics` is skipped, not read as an empty calendar.
@Suite struct CalendarEncodingTests {
    static let file = ImportFile(path: "/h/cal.ics", relativePath: "cal.ics")

    static func read(_ bytes: [UInt8]) -> ImportResult {
        CalendarImporter().read(Data(bytes), file: file, options: ImportOptions(timeZone: .gmt))
    }

    static func calendar(summary: String = "Köln offsite", location: String = "Café Müller") -> String {
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:enc@h\r\nDTSTART:20260814T090000Z\r\nSUMMARY:\(summary)\r\n"
            + "LOCATION:\(location)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    static func meeting(_ result: ImportResult) -> (title: String, location: String?)? {
        guard let document = result.documents.first, case .meeting(let meeting) = document.content else { return nil }
        return (document.title, meeting.location)
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkIsRead(bigEndian: Bool) {
        let units = Array(Self.calendar().utf16)
        let bytes = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units.flatMap { unit -> [UInt8] in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
        let result = Self.read(bytes)
        #expect(Self.meeting(result)?.title == "Köln offsite", "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
    }

    /// One bad byte costs its own line only: the other lines stay UTF-8 ("Köln", not "KÃ¶ln"), and
    /// the warning names the line.
    @Test func aBadByteCostsOneLine() {
        let text = Array(Self.calendar().utf8)
        let location = Array("LOCATION:Café".utf8)
        let start = text.indices.first { text[$0...].starts(with: location) }!
        var bytes = text
        bytes.insert(0xFF, at: start + location.count)  // LOCATION:Café\xFF Müller
        let result = Self.read(bytes)
        #expect(Self.meeting(result)?.title == "Köln offsite")
        #expect(Self.meeting(result)?.location == "Café\u{FFFD} Müller")
        #expect(result.diagnostics.map(\.line) == [6] && result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics)")
    }

    /// A line in an old 8-bit encoding (no UTF-8 character in it) is read as Latin-1.
    @Test func anEightBitLineIsLatin1() {
        var bytes = Array(Self.calendar(summary: "K_ln offsite").utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "_"))!] = 0xF6
        let result = Self.read(bytes)
        #expect(Self.meeting(result)?.title == "Köln offsite")
        #expect(Self.meeting(result)?.location == "Café Müller")
        #expect(result.diagnostics.first?.line == 5)
    }

    @Test func aBinaryFileIsSkipped() {
        let result = Self.read([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01] + Array(Self.calendar().utf8))
        #expect(result.documents.isEmpty)
        #expect(result.diagnostics.map(\.severity) == [.error] && result.diagnostics.first?.reason.contains("binary") == true)
    }
}
