import Foundation
import RecallTestSupport
import Testing

/// An organization on the contact cards is a name however it is typed: "northwind freight sso
/// rollout" has no answer, like "Northwind Freight SSO rollout", although Halden Health's SSO
/// rollout matches every other word. A source mentions it by name or by involving its people, and
/// the question's other words must be in such a source ("Intercom contract renewal discount" is
/// not answered by Corvid's renewal, nor by the Intercom manager's card alone).
@Suite(.serialized) struct OrganizationNameTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        let folder = cli.folder
        try folder.write(
            "BEGIN:VCARD\nVERSION:3.0\nUID:nina\nFN:Nina Holt\nN:Holt;Nina;;;\nORG:Northwind Freight\nEND:VCARD\n"
                + "BEGIN:VCARD\nVERSION:3.0\nUID:hugo\nFN:Hugo Walsh\nN:Walsh;Hugo;;;\nORG:Intercom\nTITLE:Account Manager\nEND:VCARD\n"
                + "BEGIN:VCARD\nVERSION:3.0\nUID:priya\nFN:Priya Ivanova\nN:Ivanova;Priya;;;\nORG:Zendesk\nEND:VCARD\n",
            to: "corpus/people.vcf")
        // Intercom is named only on Hugo's card; its support-seat negotiation is told in his touchpoint.
        try folder.write(
            #"{"id": "tp-1", "person": "hugo", "person_name": "Hugo Walsh", "interaction_type": "video", "occurred_at": "2026-05-04T10:00:00+01:00", "raw_note": "Support seats: agreed to trim unused agents before the true-up."}"#
                + "\n", to: "corpus/touchpoints.jsonl")
        for month in 1...2 {
            try folder.write(
                "---\ntitle: Renewal risk: Corvid Insurance\ndate: 2026-0\(month)-12\n---\n\nContract renewal at risk; we offered a 10% discount for a two-year term.\n",
                to: "corpus/notes/corvid-renewal-\(month).md")
        }
        for month in 1...3 {
            try folder.write(
                "---\ntitle: Halden Health: SSO rollout\ndate: 2026-0\(month)-10\n---\n\nSSO rollout for Halden Health: SAML metadata exchanged, pilot group of twenty users.\n",
                to: "corpus/notes/halden-sso-\(month).md")
        }
        try folder.write(
            "---\ntitle: Snowflake migration kickoff\ndate: 2026-03-02\n---\n\nSnowflake migration: cutover plan agreed, dbt models first.\n",
            to: "corpus/notes/snowflake-kickoff.md")
        for month in 1...6 {
            try folder.write(
                "---\ntitle: Northwind Freight: usage review\ndate: 2026-0\(month)-20\n---\n\nNorthwind Freight usage review: weekly active users up, exports heavily used.\n",
                to: "corpus/notes/northwind-usage-\(month).md")
        }
    }

    @Test(arguments: [
        ("northwind freight usage review", true),
        ("halden health sso rollout", true),  // named only in the documents: no card, no rule
        // Named only on a card: its people stand for it, and the other words must meet them.
        ("intercom support seats", true),  // Hugo's touchpoint, which never says "Intercom"
        ("Intercom account manager", true),  // his card
        // A kind of business names the one organization of that kind, which the evidence must name.
        ("single sign-on rollout call with the freight customer", false),  // Halden's rollout is not Northwind's
        // A topic the data holds in other words ("warehouse": Snowflake) that nothing involving
        // the named person matches has no answer, rather than everything about her.
        ("what did Nina Holt and I agree on for the warehouse migration", false),
    ])
    func organizationsAreNamesInLowerCase(question: String, answered: Bool) throws {
        let run = try cli.searchCorpus(question, now: "2026-11-20")
        #expect(run.status == (answered ? 0 : 1), "\(run.stdout.prefix(300))")
    }
}
