import Foundation
@testable import RecallImport
import Testing

/// The byte pre-check for wiki links only skips texts where Foundation finds no "[[" either.
@Suite struct WikiLinkScanTests {
    @Test(arguments: ["", "[", "[ [", "a [b] [c]", "[[", "x[[y]]z", "![[image.png]]", "[\u{301}[a]]", "[[\u{301}a]]", "日本[[語]]", "［［full］］"])
    func byteScanNeverMissesWhatFoundationFinds(text: String) {
        // The byte scan may say yes where Foundation says no ("[[" + a combining mark), never the reverse.
        #expect(MarkdownText.hasDoubleBracket(text.utf8) || !text.contains("[["), "\(text)")
    }

    @Test func linksAreStillRewritten() {
        #expect(MarkdownText.rewritingWikiLinks("see [[Project Plan|the plan]] and [[Notes]]") != "see [[Project Plan|the plan]] and [[Notes]]")
        #expect(MarkdownText.rewritingWikiLinks("no links [here]") == "no links [here]")
    }
}
