@testable import RecallCore
import Testing

/// The splitter's byte-level line split gives the same pieces as the Character-level split.
@Suite struct ParagraphLinesTests {
    static let samples = [
        "", "\n", "\n\n", "one", "one\ntwo", "one\n\ntwo\n", "\n\u{301}accent after a line feed", "e\u{301}\ncafé\n\n",
        "crlf\r\nline\r\n\r\nnext", "lone\rcarriage\nreturn", "emoji 🎉\n👩‍👩‍👧 family\n\n# Heading\ntext",
        "  \n\t\n\u{2003}\nnon-breaking\u{00A0}\n", "日本語\n\n中文",
    ]

    @Test(arguments: samples)
    func linesMatchCharacterSplit(text: String) {
        for omitting in [false, true] {
            let fast = ParagraphSplitter.lines(of: text[...], omittingEmpty: omitting).map(String.init)
            let reference = text.split(separator: "\n", omittingEmptySubsequences: omitting).map(String.init)
            #expect(fast == reference, "omitting empty: \(omitting)")
        }
    }

    @Test(arguments: samples)
    func headingLevelIsTheSameForSubstrings(text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(ParagraphSplitter.headingLevel(line) == ParagraphSplitter.headingLevel(String(line)))
        }
    }
}
