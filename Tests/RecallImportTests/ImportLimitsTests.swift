import Foundation
import RecallCore
import RecallImport
import RecallTestSupport
import Testing

/// Small-scale versions of the size limits (tools/fuzz/limits.py runs the full-size ones) and
/// every fuzzing reproducer in Fuzz/reproducers: bounded work, diagnostics, no crash.
@Suite struct ImportLimitsTests {
    static let options = ImportOptions(now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(identifier: "UTC")!)  // fixed zone exists

    static func calendar(_ events: [String]) -> Data {
        let body = events.map { "BEGIN:VEVENT\r\n\($0)END:VEVENT\r\n" }.joined()
        return Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\(body)END:VCALENDAR\r\n".utf8)
    }

    static func ics(_ data: Data) -> ImportResult {
        CalendarImporter().read(data, file: ImportFile(path: "/h/in.ics", relativePath: "in.ics"), options: options)
    }

    @Test(arguments: [
        "FREQ=SECONDLY;COUNT=1000000000", "FREQ=MINUTELY;COUNT=1000000000", "FREQ=DAILY;COUNT=1000000000",
        "FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=-1;COUNT=1000000000", "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=1000000000", "FREQ=DAILY;INTERVAL=2147483647",
    ])
    func hugeRecurrenceIsCapped(rule: String) {
        let result = Self.ics(Self.calendar(["UID:r@h\r\nDTSTART:19700101T000000Z\r\nRRULE:\(rule)\r\nSUMMARY:R\r\n"]))
        #expect(result.documents.count <= Self.options.maxOccurrencesPerSeries)
        if result.documents.count == Self.options.maxOccurrencesPerSeries {
            #expect(result.diagnostics.contains { $0.reason.contains("capped") }, "\(result.diagnostics)")
        }
    }

    /// One event with 1,001 RRULE lines (once 1.8 GB and over 120 s) spends the file's recurrence
    /// budget and says which series was cut; the event keeps its occurrences up to the cap.
    @Test func manyRulesInOneEventSpendTheFileBudget() {
        var options = Self.options
        options.recurrenceBudgetPerFile = 50_000
        let rules = (0..<1001).map { "RRULE:FREQ=DAILY;INTERVAL=\($0 + 1)\r\n" }.joined()
        let data = Self.calendar(["UID:many@h\r\nDTSTART:19700101T000000Z\r\n\(rules)SUMMARY:R\r\n"])
        let result = CalendarImporter().read(data, file: ImportFile(path: "/h/in.ics", relativePath: "in.ics"), options: options)
        #expect(result.documents.count == options.maxOccurrencesPerSeries)
        let cut = result.diagnostics.filter { $0.reason.contains("recurring series cut short: the file's recurrence budget") }
        #expect(cut.map(\.line) == [3] && cut.allSatisfy { $0.severity == .error }, "\(result.diagnostics)")
    }

    /// 40 series that never match examine at most the file's budget between them: the series
    /// reached after it is spent are named (five with their lines, then a count) and keep DTSTART.
    @Test func neverMatchingSeriesShareOneBudget() {
        var options = Self.options
        options.recurrenceBudgetPerFile = 180_000  // two series of 75,000 minutes to the horizon, and some
        let events = (0..<40).map { n in
            "UID:never-\(n)@h\r\nDTSTART:20270801T000000Z\r\nRRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30\r\nSUMMARY:N\r\n"
        }
        let result = CalendarImporter().read(Self.calendar(events), file: ImportFile(path: "/h/in.ics", relativePath: "in.ics"), options: options)
        let cut = result.diagnostics.filter { $0.reason.contains("cut short") && $0.line != nil }
        #expect(cut.count == 5, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.reason == "33 more recurring series cut short by the file's recurrence budget" }, "\(result.diagnostics)")
        #expect(result.documents.count == 40)
    }

    @Test func eventWithThousandsOfAttendeesIsOneMeeting() {
        let attendees = (0..<5000).map { "ATTENDEE;CN=Person \($0):mailto:p\($0)@example.com\r\n" }.joined()
        let result = Self.ics(Self.calendar(["UID:crowd@h\r\nDTSTART:20260814T090000Z\r\nSUMMARY:All hands\r\n" + attendees]))
        #expect(result.documents.count == 1)
        guard case .meeting(let meeting)? = result.documents.first?.content else {
            Issue.record("not a meeting")
            return
        }
        #expect(meeting.attendees.count == 5000)
    }

    @Test func manyEventsKeepTheGoodOnes() {
        var events = (0..<2000).map { "UID:e\($0)@h\r\nDTSTART:20260814T090000Z\r\nSUMMARY:Event \($0)\r\n" }
        events.insert("UID:bad@h\r\nDTSTART:2026XX14\r\nSUMMARY:Broken\r\n", at: 1000)
        let result = Self.ics(Self.calendar(events))
        #expect(result.documents.count == 2000)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func longOneLineNoteIsImported() {
        let words = (0..<200_000).map { "word\($0 % 997)" }.joined(separator: " ")
        let result = MarkdownNoteImporter().read(
            Data(words.utf8), file: ImportFile(path: "/h/long.md", relativePath: "long.md"), options: Self.options)
        #expect(result.documents.count == 1)
        let chunks = Chunker(timeZone: Self.options.timeZone).chunks(for: result.documents[0])
        #expect(!chunks.isEmpty)
    }

    @Test func oversizedNoteIsCutWithAWarning() {
        let text = String(repeating: "é budget vendor orchard. ", count: (MarkdownNoteImporter.maxTextBytes / 25) + 1000)
        let result = MarkdownNoteImporter().read(
            Data(text.utf8), file: ImportFile(path: "/h/big.md", relativePath: "big.md"), options: Self.options)
        #expect(result.documents.count == 1)
        #expect(result.diagnostics.contains { $0.reason.contains("only the first 4 MiB are indexed") && $0.severity == .warning })
        guard case .note(let note)? = result.documents.first?.content else { return }
        #expect(note.body.utf8.count <= MarkdownNoteImporter.maxTextBytes)
        #expect(note.body.utf8.count > MarkdownNoteImporter.maxTextBytes - 64)
    }

    @Test(arguments: [
        "---\ntitle: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "\n---\nBody kept.\n",
        "---\ntags:\n" + (0..<2000).map { String(repeating: "  ", count: $0) + "- \n" }.joined() + "---\nBody kept.\n",
        "---\na: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\ntags: *c\n---\nBody kept.\n",
        "---\ntitle: \"unterminated\n---\nBody kept.\n",
    ])
    func hostileFrontMatterKeepsTheBody(text: String) {
        let result = MarkdownNoteImporter().read(
            Data(text.utf8), file: ImportFile(path: "/h/n.md", relativePath: "n.md"), options: Self.options)
        #expect(result.documents.count == 1)
        guard case .note(let note)? = result.documents.first?.content else { return }
        #expect(note.body.contains("Body kept."))
    }

    @Test func hostileVCardsKeepTheGoodCards() {
        let folded = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Folded\r\nNOTE:x" + String(repeating: "\r\n " + String(repeating: "y", count: 70), count: 20_000) + "\r\nEND:VCARD\r\n"
        let good = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Good Person\r\nEMAIL:good@example.com\r\nEND:VCARD\r\n"
        let unterminated = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:=\r\n=\r\n=\r\n"
        let data = Data((folded + good + "BEGIN:VCARD\r\nBEGIN:VCARD\r\nEND:VCARD\r\n" + good.replacingOccurrences(of: "good@", with: "two@") + unterminated).utf8)
        let result = VCardImporter().read(data, file: ImportFile(path: "/h/c.vcf", relativePath: "c.vcf"), options: Self.options)
        #expect(result.documents.contains { $0.title == "Good Person" })
        #expect(result.documents.count >= 2)
    }

    /// A runaway vCard value (here a folded NOTE) is cut on a UTF-8 boundary with one warning
    /// that names its line; values under the limit are kept whole, without a warning.
    @Test(arguments: [
        (filler: "y", repeats: 100, cut: false),
        (filler: "y", repeats: 2_000, cut: true),
        (filler: "é", repeats: 1_000, cut: true),  // two-byte characters: the cut must not split one
        (filler: "日本", repeats: 700, cut: true),
    ])
    func longVCardValuesAreCapped(filler: String, repeats: Int, cut: Bool) throws {
        let line = String(repeating: filler, count: 70 / filler.count)
        let note = "NOTE:x" + String(repeating: "\r\n " + line, count: repeats)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long Note\r\n" + note + "\r\nEND:VCARD\r\n"
        let result = VCardImporter().read(
            Data(card.utf8), file: ImportFile(path: "/h/c.vcf", relativePath: "c.vcf"), options: Self.options)
        guard case .person(let person)? = result.documents.first?.content else {
            Issue.record("no person: \(result.diagnostics)")
            return
        }
        let kept = try #require(person.note)
        #expect(kept.utf8.count <= 64 << 10)
        #expect(!kept.contains("\u{FFFD}"), "a character was split")
        #expect(result.diagnostics.count == (cut ? 1 : 0), "\(result.diagnostics)")
        if cut {
            #expect(result.diagnostics.first?.line == 4)
            #expect(result.diagnostics.first?.reason.contains("only the first 64 KiB are indexed") == true)
            #expect(kept.utf8.count > 60 << 10)
        } else {
            #expect(kept.utf8.count == 1 + 70 * repeats)
        }
    }

    /// Every input in Fuzz/reproducers/TARGET (crashes, hangs and blow-ups found by fuzzing, fixed
    /// since) runs through its importer.
    @Test func fuzzReproducersStayFixed() throws {
        let root = TestPaths.repositoryRoot.appendingPathComponent("Fuzz/reproducers")
        let importers: [String: any FormatImporter] = [
            "ics": CalendarImporter(), "vcard": VCardImporter(), "frontmatter": MarkdownNoteImporter(), "jsonl": JSONLinesImporter(),
            "enex": EvernoteImporter(), "keep": KeepImporter(),
        ]
        var ran = 0
        for (target, importer) in importers.sorted(by: { $0.key < $1.key }) {
            let folder = root.appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                let file = ImportFile(path: "/fuzz/\(name)", relativePath: name)
                let result = importer.read(data, file: file, options: Self.options)
                #expect(result.documents.count <= 100_000, "\(target)/\(name)")
                #expect(!result.documents.isEmpty || !result.diagnostics.isEmpty, "\(target)/\(name) answered nothing")
                ran += 1
            }
        }
        #expect(ran == Self.reproducerCount(root))
    }

    static func reproducerCount(_ root: URL) -> Int {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return folders.filter { ["ics", "vcard", "frontmatter", "jsonl", "enex"].contains($0) }.reduce(0) { total, folder in
            total + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))?.count ?? 0)
        }
    }
}
