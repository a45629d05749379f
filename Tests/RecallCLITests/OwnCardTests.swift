import Foundation
import RecallTestSupport
import Testing

/// A person's own card leads an answer about them; another person's card that names them (a doctor's
/// card noting whose doctor she is) is a source like any other.
struct OwnCardTests {
    static let cards =
        "BEGIN:VCARD\nVERSION:3.0\nUID:a-costa\nFN:Ana Costa\nN:Costa;Ana;;;\nORG:Hospital da Luz\n"
        + "TITLE:Orthopaedic surgeon\nNOTE:Mum's surgeon for the hip\nEND:VCARD\n"
        + "BEGIN:VCARD\nVERSION:3.0\nUID:m-falcao\nFN:Maria Falcao\nN:Falcao;Maria;;;\nNICKNAME:Mum\n"
        + "NOTE:hip replacement at Hospital da Luz in March\nEND:VCARD\n"

    func index() throws -> CLIHarness {
        try CLIHarness.indexing([("people.vcf", Self.cards)])
    }

    @Test(arguments: ["which hospital does mum go to for her hip", "everything about Mum"])
    func theirOwnCardComesFirst(question: String) throws {
        let cli = try index()
        let run = try cli.recall(["search", "--format", "ids", "--now", "2026-11-20", question])
        let ids = run.lines
        #expect(ids.first == "person:m-falcao", "\(run.stdout) \(run.stderr)")
    }
}
