"""Questions over the demo with graded relevance: 2 = answers the question, 1 = useful context.

An empty `relevant` means the right answer is "nothing found".
"""

NOW = "2026-11-20"


def build_questions(events):
    def E(key):
        (sid, _), = events[key]
        return sid

    def O(key, day):
        hits = [sid for sid, d in events[key] if d.isoformat() == day]
        assert hits, (key, day)
        return hits[0]

    def OM(key, month):
        return [sid for sid, d in events[key] if d.isoformat().startswith(month)]

    def N(name):
        return "note:demo/notes/" + name  # the demo is indexed as the folder `demo`

    def T(n):
        return f"touchpoint:tp-{n:03d}"

    def P(pid):
        return "person:" + pid

    qs = []

    def q(category, question, two=(), one=()):
        rel = {s: 1 for s in one}
        rel.update({s: 2 for s in two})
        n = sum(1 for x in qs if x["category"] == category) + 1
        qs.append({"id": f"{category}-{n:02d}", "category": category, "question": question, "now": NOW,
                   "relevant": rel})

    # person_month
    q("person_month", "What did I discuss with Zoë Ångström in January 2026?",
      [E("nordvik-exec-call"), T(9)], [T(8), E("nordvik-churn-review"), N("2026-01-28-nordvik-retention-offer.md")])
    q("person_month", "What did Sarah Okafor and I talk about in April 2026?",
      [E("brightwave-renewal-kickoff"), T(14)], [T(13)])
    q("person_month", "What did I talk about with Mike Rossi in July 2026?",
      [T(18), E("insights-launch-planning")], [N("insights-2-launch-plan.md")])
    q("person_month", "meetings with Raj Patel in August 2026",
      [E("budget-review-h2"), T(20)], [N("2026-08-14-budget-review.md")])
    q("person_month", "What did Priya and I discuss in September 2026?",
      [E("cloud-cost-plan"), T(21)], [N("2026-09-02-cloud-cost-plan.md"), T(23)])
    q("person_month", "What did Kwame and I talk about in October 2026?",
      [E("harbor-pine-qbr"), T(25)])
    q("person_month", "What did I discuss with Hannah White in May 2026?",
      [E("staff-eng-kickoff"), T(15)], [N("staff-engineer-hiring-plan.md")])
    q("person_month", "What did Sarah Chen and I cover in June 2026?",
      [E("staff-eng-debrief"), N("2026-06-19-staff-engineer-debrief.md")],
      OM("one-on-one-sarah-chen", "2026-06") + [E("interview-anna-novak"), E("interview-priya-raman"),
                                                 O("monthly-product-review", "2026-06-10")])

    # person_only
    q("person_only", "Everything about Kwame Mensah",
      [P("p-kwame-mensah"), E("harbor-pine-site-visit"), T(6), T(25), E("harbor-pine-qbr"),
       N("2025-11-04-harbor-and-pine-visit.md")],
      [E("customer-advisory-board-2025"), T(29)])
    q("person_only", "my conversations with Marcus Reid",
      [E("coffee-marcus-2025-07"), T(1), T(10), T(26), N("2026-03-18-mentoring-marcus.md")],
      [P("p-marcus-reid")])
    q("person_only", "What have I worked on with Emma Lewis?",
      [E("brightwave-renewal-kickoff"), E("brightwave-negotiation"), E("brightwave-signoff"),
       N("2026-05-14-brightwave-negotiation.md")], [P("p-emma-lewis")])
    q("person_only", "What have Lena Fischer and I done together?",
      [E("insights-launch-planning"), E("insights-readiness"), E("insights-retro"), T(19), T(22),
       E("pricing-redesign-review"), E("pricing-experiment-results")],
      [N("insights-2-launch-plan.md"), N("pricing-page-redesign.md"), P("p-lena-fischer")])
    q("person_only", "conversations with Hannah White",
      [E("staff-eng-kickoff"), E("interview-anna-novak"), E("interview-priya-raman"), E("staff-eng-debrief"),
       T(15), T(17)],
      [N("staff-engineer-hiring-plan.md"), N("2026-06-19-staff-engineer-debrief.md"), P("p-hannah-white")])
    q("person_only", "my history with Sarah Okafor",
      [T(4), T(14), T(23), E("brightwave-qbr-q4-2025"), E("brightwave-renewal-kickoff"),
       E("brightwave-negotiation")], [N("2026-05-14-brightwave-negotiation.md")])
    q("person_only", "What have Daniel Kim and I dealt with together?",
      [E("budget-review-h2"), E("cloud-cost-plan"), E("board-deck-prep"), T(13), T(30)],
      [E("brightwave-negotiation"), E("brightwave-signoff"), E("pricing-experiment-results"),
       N("2026-08-14-budget-review.md"), P("p-daniel-kim")])

    # last_contact
    q("last_contact", "When did I last talk to Marcus Reid?", [T(26)])
    q("last_contact", "When did I last speak with Zoë?", [T(28)])
    q("last_contact", "last time I spoke to Kwame Mensah", [T(25)], [E("harbor-pine-qbr")])
    q("last_contact", "When did I last see Priya Raman?", [E("anomaly-alerts-design")], [E("priya-check-in")])
    q("last_contact", "When was my most recent conversation with Sarah Okafor?", [T(23)])
    q("last_contact", "When did I last meet Olivia Grant?", [E("board-deck-prep")], [T(27)])
    q("last_contact", "When did I last hear from Hannah White?", [T(17)])

    # action_items
    q("action_items", "What were the action items from the Brightwave renewal kickoff?",
      [E("brightwave-renewal-kickoff")])
    q("action_items", "What follow-ups came out of the Nordvik churn review?",
      [E("nordvik-churn-review")], [N("2026-01-28-nordvik-retention-offer.md")])
    q("action_items", "What did I promise sales after the Q4 2025 sales kickoff?",
      [E("q4-2025-sales-kickoff"), N("2025-09-11-sales-kickoff-notes.md")], [T(3)])
    q("action_items", "action items from the H2 cloud budget review",
      [E("budget-review-h2"), N("2026-08-14-budget-review.md")])
    q("action_items", "What does José have to deliver for anomaly alerts?", [E("anomaly-alerts-design")])
    q("action_items", "next steps after the staff engineer hiring debrief",
      [E("staff-eng-debrief"), N("2026-06-19-staff-engineer-debrief.md")])
    q("action_items", "What did each lead have to submit after the FY27 budget leadership session?",
      [O("leadership-staff", "2026-10-12")])
    q("action_items", "What do I owe Daniel for the board deck?", [E("board-deck-prep")])

    # location
    q("location", "Where was the Brightwave pricing negotiation held?",
      [E("brightwave-negotiation")], [N("2026-05-14-brightwave-negotiation.md")])
    q("location", "Which meetings did I have in Manchester?",
      [E("harbor-pine-site-visit")], [N("2025-11-04-harbor-and-pine-visit.md")])
    q("location", "Which venue hosted the October offsite?",
      [E("lisbon-offsite"), N("lisbon-offsite-plan.md")], [E("lisbon-offsite-planning"),
                                                           N("2026-10-09-lisbon-offsite-takeaways.md")])
    q("location", "Where did I have coffee with Marcus in July 2025?", [E("coffee-marcus-2025-07")], [T(1)])
    q("location", "Where was the autumn 2025 customer advisory board?", [E("customer-advisory-board-2025")])
    q("location", "Where did I go on holiday in August 2026?", [E("annual-leave-cornwall")])
    q("location", "Where did Mike and I have lunch in February?", [E("lunch-mike-2026-02")])

    # relative_time
    q("relative_time", "What did I do yesterday?", [E("board-deck-prep")])
    q("relative_time", "Who did I talk to this week?",
      [T(29), T(30), O("one-on-one-sarah-chen", "2026-11-18"), E("board-deck-prep")])
    q("relative_time", "What did Daniel tell me a couple of days ago?", [T(30)])
    q("relative_time", "What did I write up last week?", [N("2026-11-13-fy27-roadmap-draft.md")])
    q("relative_time", "anomaly alerts meetings in the last two weeks", [E("anomaly-alerts-design")])
    q("relative_time", "What did Zoë tell me in the last ten days?", [T(28)])
    q("relative_time", "What did we decide at the roadmap workshop earlier this month?",
      [E("fy27-roadmap-workshop")], [N("2026-11-13-fy27-roadmap-draft.md")])

    # fact_lookup
    q("fact_lookup", "Where did Mike's daughter start college?", [T(2), P("p-mike-rossi"), T(18)])
    q("fact_lookup", "What is the name of José's dog?", [T(24), P("p-jose-nunez")])
    q("fact_lookup", "Where did Priya Raman work before Lumen?",
      [P("p-priya-raman"), T(15), E("interview-priya-raman"), N("2026-06-19-staff-engineer-debrief.md")])
    q("fact_lookup", "How many kids does Sarah Chen have?", [P("p-sarah-chen")], [T(31)])
    q("fact_lookup", "Where does Marcus Reid live now?", [P("p-marcus-reid")], [T(10), T(26)])
    q("fact_lookup", "What discount did we get on the Brightwave renewal?",
      [E("brightwave-signoff"), E("brightwave-negotiation"), N("2026-05-14-brightwave-negotiation.md")])
    q("fact_lookup", "What trial-to-paid conversion did pricing variant B reach?",
      [E("pricing-experiment-results"), N("2026-04-02-pricing-experiment-results.md")])
    q("fact_lookup", "Who is the events manager at Casa do Rio?",
      [P("3f5a7c9e-1b2d-4f6a-8c0e-2d4f6a8c0e1f")])
    q("fact_lookup", "What was day-one signups for the Insights 2.0 launch?",
      [T(22), N("2026-09-29-launch-retro.md")])

    # nickname_misspelling
    q("nickname_misspelling", "What did Mike and I talk about in November?",
      [T(29)], [E("fy27-roadmap-workshop")] + OM("leadership-staff", "2026-11"))
    q("nickname_misspelling", "meetings with Jose Nunez about the pricing page",
      [E("pricing-redesign-review"), E("pricing-experiment-results"), N("pricing-page-redesign.md")], [T(12)])
    q("nickname_misspelling", "What did Zoe Angstrom say about the SAP connector?",
      [T(5), T(9), T(11), T(28)], [E("nordvik-exec-call")])
    q("nickname_misspelling", "Priya Ramen onboarding", [E("priya-check-in"), T(21)])
    q("nickname_misspelling", "Sara Okafor brightwave roadmap preview", [T(4)])
    q("nickname_misspelling", "dinner with Pepe at the offsite", [T(24)])
    q("nickname_misspelling", "Dan Kim cloud spend update", [T(30)], [E("budget-review-h2")])
    q("nickname_misspelling", "Tommy heads-up about Nordvik renewal", [T(8)])

    # topical_paraphrase
    q("topical_paraphrase", "When did we talk about overspending on infrastructure?",
      [E("budget-review-h2"), N("2026-08-14-budget-review.md")],
      [E("cloud-cost-plan"), N("2026-09-02-cloud-cost-plan.md"), T(30), T(20)])
    q("topical_paraphrase", "discussions about a customer threatening to leave",
      [E("nordvik-churn-review"), N("churn-analysis-q1-2026.md"), T(8)],
      [E("nordvik-exec-call"), N("2026-01-28-nordvik-retention-offer.md")])
    q("topical_paraphrase", "renegotiating our data warehouse supplier agreement",
      [E("brightwave-renewal-kickoff"), E("brightwave-negotiation"), E("brightwave-signoff"),
       N("2026-05-14-brightwave-negotiation.md")], [T(14), T(13)])
    q("topical_paraphrase", "the search for a senior backend technical leader",
      [N("staff-engineer-hiring-plan.md"), E("staff-eng-kickoff"), E("staff-eng-debrief"),
       N("2026-06-19-staff-engineer-debrief.md")], [T(15)])
    q("topical_paraphrase", "reworking how we present plans and prices on the website",
      [N("pricing-page-redesign.md"), E("pricing-redesign-review")],
      [E("pricing-experiment-results"), N("2026-04-02-pricing-experiment-results.md")])
    q("topical_paraphrase", "team trip to Portugal",
      [E("lisbon-offsite"), N("lisbon-offsite-plan.md"), N("2026-10-09-lisbon-offsite-takeaways.md"),
       E("lisbon-offsite-planning")], [T(24)])
    q("topical_paraphrase", "what went wrong when we shipped the new analytics feature",
      [N("2026-09-29-launch-retro.md")], [E("insights-retro")])
    q("topical_paraphrase", "advice about communicating with my boss",
      [T(10), N("2026-03-18-mentoring-marcus.md")])

    # no_answer
    q("no_answer", "What did I discuss with Jennifer Alvarez?")
    q("no_answer", "When was the offsite in Berlin?")
    q("no_answer", "notes from the Kubernetes migration to Google Cloud")
    q("no_answer", "What did Sarah Chen and I discuss in March 2025?")
    q("no_answer", "meeting with the Tokyo distributor")
    q("no_answer", "What was decided about the Series C fundraising?")
    q("no_answer", "dentist appointment")
    return qs
