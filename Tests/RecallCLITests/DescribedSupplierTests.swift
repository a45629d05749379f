import Foundation
import RecallTestSupport
import Testing

/// A supplier described by what its product does ("the monitoring vendor") is the vendor the
/// glossary knows for it, which the evidence must name: Intercom's price increase does not answer
/// "the monitoring vendor's price increase", nor do "Snowflake resource monitors", nor the Datadog
/// manager's card. Two words that both read as one name say it together: the "compliance
/// certification audit sessions" are the SOC 2 audit's, a topic, so when nothing involving the
/// named person matches, the answer is nothing rather than everything about her.
@Suite(.serialized) struct DescribedSupplierTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        let folder = cli.folder
        try folder.write(
            "BEGIN:VCARD\nVERSION:3.0\nUID:sarah\nFN:Sarah Fitz\nN:Fitz;Sarah;;;\nORG:Datadog\nTITLE:Account Manager\nEND:VCARD\n"
                + "BEGIN:VCARD\nVERSION:3.0\nUID:priya\nFN:Priya Ivanova\nN:Ivanova;Priya;;;\nORG:Zendesk\nEND:VCARD\n"
                + "BEGIN:VCARD\nVERSION:3.0\nUID:bjorn\nFN:Bjorn Lund\nN:Lund;Bjorn;;;\nORG:Fernway\nTITLE:CTO\nEND:VCARD\n",
            to: "corpus/people.vcf")
        try folder.write(
            #"{"id": "tp-1", "person": "bjorn", "person_name": "Bjorn Lund", "interaction_type": "phoneCall", "occurred_at": "2026-05-04T10:00:00+01:00", "raw_note": "Hiring plan for the platform team."}"#
                + "\n", to: "corpus/touchpoints.jsonl")
        try folder.write(
            "---\ntitle: Intercom pricing negotiation\ndate: 2026-02-12\n---\n\nIntercom asked for a 15% price increase at contract renewal; we negotiated it down to 8%.\n",
            to: "corpus/notes/intercom-pricing.md")
        try folder.write(
            "---\ntitle: Zendesk seat pricing\ndate: 2026-03-12\n---\n\nZendesk proposed a 12% price increase on agent seats; we pushed back and kept last year's rate.\n",
            to: "corpus/notes/zendesk-pricing.md")
        try folder.write(
            "---\ntitle: Warehouse cutover\ndate: 2026-04-02\n---\n\nSofia to set up Snowflake resource monitors before the contract review.\n",
            to: "corpus/notes/cutover.md")
        for day in [10, 17] {
            try folder.write(
                "---\ntitle: SOC 2 auditor walkthrough\ndate: 2026-03-\(day)\n---\n\nSOC 2 auditor walkthrough of access reviews with Tara and Ana; evidence for change management.\n",
                to: "corpus/notes/soc2-walkthrough-\(day).md")
        }
    }

    @Test(arguments: [
        ("negotiating the monitoring vendor's contract price increase", false),
        ("notes from renegotiating the contract with our monitoring vendor", false),
        ("pushing back on the helpdesk vendor's price increase", true),  // Zendesk's seats
        ("the support chat vendor's price increase at renewal", true),  // Intercom
        ("Datadog account manager", true),  // her card, named
        ("which of the compliance certification audit sessions did the CTO sit in on", false),
        ("compliance certification audit sessions", true),
    ])
    func describedSuppliersMustBeNamed(question: String, answered: Bool) throws {
        let run = try cli.searchCorpus(question, now: "2026-11-20")
        #expect(run.status == (answered ? 0 : 1), "\(run.stdout.prefix(300))")
    }
}
