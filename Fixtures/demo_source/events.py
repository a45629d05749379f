"""Calendar events of the demo. Times are Europe/London wall-clock unless tz == "UTC" or all-day."""

from people import EXTRA_STAFF, ME, person, staff

P = person


def ev(key, summary, start, end, attendees, description="", location=None, tz="London",
       organizer=None, status=None, rrule=None, exdates=(), recurrence_id=None, allday=False):
    return dict(key=key, summary=summary, start=start, end=end, attendees=attendees,
                description=description, location=location, tz=tz, organizer=organizer or ME,
                status=status, rrule=rrule, exdates=list(exdates), recurrence_id=recurrence_id,
                allday=allday)


HQ = "Lumen HQ, 41 Great Sutton Street, London"

EVENTS = [
    ev("h2-2025-roadmap", "H2 2025 roadmap planning", "2025-06-18 10:00", "2025-06-18 11:30",
       [P("p-olivia-grant"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-lena-fischer")],
       "Agenda:\n- H1 outcomes vs goals\n- Candidate bets for H2\n- Capacity\n"
       "Decisions:\n- Prioritise self-serve onboarding and Insights 2.0 discovery\n"
       "- Defer the native mobile app to 2026\n"
       "Action items:\n- Alex to write the H2 roadmap doc by 27 June\n"
       "- Sarah to size the onboarding work with the growth squad",
       location=HQ + " - Thames room"),
    ev("coffee-marcus-2025-07", "Coffee with Marcus", "2025-07-09 15:00", "2025-07-09 15:45",
       [("Marcus Reid", "marcus.reid@gmail.com")],
       "Catch-up. Topics: career path to CPO, pricing ownership, his move out of London.",
       location="Monmouth Coffee, Borough Market", tz="UTC"),
    ev("q4-2025-sales-kickoff", "Q4 2025 sales kickoff", "2025-09-10 09:30", "2025-09-10 12:00",
       [P("p-mike-rossi"), staff("Ryan Murphy"), staff("Jasmine Ali"), staff("George Taylor"),
        staff("Isla Campbell"), P("p-lena-fischer")],
       "Agenda:\n- Q3 results\n- Q4 targets\n- Enterprise tier positioning\n"
       "Outcomes:\n- Q4 target set at GBP 2.4M new ARR\n- Sales wants SSO and audit logs in the enterprise tier\n"
       "Action items:\n- Alex to deliver an enterprise feature one-pager for sales by 19 September\n"
       "- Mike to share the lost-deal list from Q3",
       location=HQ + " - Auditorium", organizer=P("p-mike-rossi")),
    ev("customer-advisory-board-2025", "Customer advisory board - autumn 2025", "2025-10-14 10:00",
       "2025-10-14 15:00",
       [P("p-kwame-mensah"), P("p-zoe-angstrom"), P("p-tom-becker"), P("p-olivia-grant"),
        ("Hugo Lambert", "hugo.lambert@vantor.fr"), ("Ingrid Berg", "ingrid.berg@fjordline.no")],
       "Purpose: hear from eight customers about reporting pain points and the 2026 roadmap.\n"
       "Highlights:\n- Scheduled exports and SSO were the top two asks\n"
       "- Nordvik raised slow dashboards at morning peak\n- Strong interest in anomaly alerts",
       location="The Hoxton, 199-206 High Holborn, London"),
    ev("harbor-pine-site-visit", "Harbor & Pine site visit", "2025-11-04 11:00", "2025-11-04 16:00",
       [P("p-kwame-mensah"), P("p-tom-becker")],
       "Purpose: understand their warehouse reporting workflow ahead of the expansion.\n"
       "Outcomes:\n- They want scheduled exports to SFTP and SSO with Okta\n"
       "- Expansion to 300 seats likely in Q1 2026\n"
       "Next steps:\n- Tom to send a seat-expansion quote\n- Alex to share the exports roadmap",
       location="Harbor & Pine, 12 Piccadilly Place, Manchester"),
    ev("brightwave-qbr-q4-2025", "Brightwave QBR (Q4 2025)", "2025-12-03 13:00", "2025-12-03 14:00",
       [P("p-sarah-okafor"), P("p-raj-patel")],
       "Quarterly business review of our data warehouse contract.\n"
       "Outcomes:\n- We are using 85% of committed credits\n"
       "- Brightwave previewed usage-based pricing for 2026",
       location="Zoom", organizer=P("p-sarah-okafor")),
    ev("nordvik-churn-review", "Churn review: Nordvik Logistics at risk", "2026-01-21 13:00",
       "2026-01-21 14:00",
       [P("p-tom-becker"), P("p-mike-rossi"), P("p-raj-patel")],
       "Context: Nordvik (GBP 180k ARR) signalled they may not renew in March. Complaints: dashboard load "
       "times at morning peak, no SAP connector.\n"
       "Decisions:\n- Offer a written performance commitment (p95 dashboard load under 3 seconds)\n"
       "- Offer a two-month service credit\n"
       "Action items:\n- Tom to set up an exec call with Zoë\n- Raj to profile the slow dashboard queries\n"
       "- Alex to draft the retention offer by 26 January",
       location=HQ + " - Fleet room"),
    ev("nordvik-exec-call", "Nordvik exec call", "2026-01-27 16:00", "2026-01-27 16:45",
       [P("p-zoe-angstrom"), P("p-tom-becker")],
       "Outcomes:\n- Zoë agreed to a 90-day evaluation if p95 dashboard load drops below 3s\n"
       "- The SAP connector is not a blocker for renewal but matters for expansion\n"
       "Next steps:\n- Weekly status email to Zoë every Friday\n- Tom to send the revised renewal paperwork",
       location="Microsoft Teams", tz="UTC"),
    ev("brightwave-qbr-q1-2026", "Brightwave QBR (Q1 2026)", "2026-02-18 14:00", "2026-02-18 15:00",
       [P("p-sarah-okafor"), P("p-raj-patel")],
       "Quarterly review of credits usage.", location="Zoom", organizer=P("p-sarah-okafor"),
       status="CANCELLED"),
    ev("lunch-mike-2026-02", "Lunch with Mike", "2026-02-25 12:30", "2026-02-25 13:30",
       [P("p-mike-rossi")], "", location="Padella, 6 Southwark Street, London"),
    ev("pricing-redesign-review", "Pricing page redesign review", "2026-03-10 10:00", "2026-03-10 11:00",
       [P("p-jose-nunez"), P("p-lena-fischer"), P("p-mike-rossi")],
       "Agenda:\n- Three layout options for the pricing page\n- Annual vs monthly toggle\n"
       "- Enterprise 'talk to sales' placement\n"
       "Outcomes:\n- Go with option B: three tiers, annual billing shown by default\n"
       "Action items:\n- José to finish hi-fi mocks by 17 March\n- Lena to rewrite the tier copy\n"
       "- Alex to set up the A/B test with growth engineering",
       location=HQ + " - Studio"),
    ev("pricing-experiment-results", "Pricing experiment results", "2026-03-31 15:00", "2026-03-31 15:30",
       [P("p-jose-nunez"), P("p-lena-fischer"), P("p-daniel-kim")],
       "Outcomes:\n- Variant B lifted trial-to-paid conversion from 3.1% to 3.9% (n = 18,400 visitors)\n"
       "- No drop in average contract value\n"
       "Decisions:\n- Roll variant B out to 100% of traffic on 6 April",
       location=HQ + " - Studio"),
    ev("q2-all-hands", "Q2 All-Hands", "2026-04-09 16:00", "2026-04-09 17:00",
       [P(k) for k in ("p-sarah-chen", "p-mike-rossi", "p-daniel-kim", "p-hannah-white", "p-tom-becker",
                       "p-lena-fischer", "p-raj-patel", "p-emma-lewis", "p-jose-nunez")]
       + [staff(n) for n in EXTRA_STAFF],
       "Agenda:\n- Q1 results and customer wins\n- Insights 2.0 preview\n- Announcing the October offsite\n"
       "- Open Q&A",
       location=HQ + " - Auditorium and Zoom", organizer=P("p-olivia-grant")),
    ev("brightwave-renewal-kickoff", "Brightwave renewal kickoff", "2026-04-22 15:00", "2026-04-22 16:00",
       [P("p-sarah-okafor"), P("p-emma-lewis")],
       "Context: our Brightwave contract ends 30 June 2026. Brightwave proposes a 9% price increase.\n"
       "Action items:\n- Emma to review the auto-renewal and liability clauses\n"
       "- Alex to pull 12 months of usage data\n- Sarah O. to send the multi-year options",
       location="Google Meet", tz="UTC", organizer=P("p-sarah-okafor")),
    ev("staff-eng-kickoff", "Staff engineer role kickoff", "2026-05-06 14:00", "2026-05-06 14:45",
       [P("p-hannah-white"), P("p-sarah-chen")],
       "Agenda:\n- Role scorecard\n- Sourcing channels\n- Interview loop design\n"
       "Action items:\n- Hannah to post the role by 11 May\n- Sarah to nominate four interviewers\n"
       "- Alex to write the product-sense interview",
       location=HQ + " - Fleet room"),
    ev("brightwave-negotiation", "Brightwave pricing negotiation", "2026-05-13 10:00", "2026-05-13 12:00",
       [P("p-sarah-okafor"), P("p-emma-lewis"), P("p-daniel-kim")],
       "Agenda:\n- Usage review\n- Renewal pricing\n"
       "Outcomes:\n- Brightwave withdrew the 9% increase\n- Offered 12% off list for a two-year commitment\n",
       location="Brightwave offices, 80 Clerkenwell Road, London"),
    ev("brightwave-signoff", "Brightwave contract sign-off", "2026-06-10 11:00", "2026-06-10 11:30",
       [P("p-emma-lewis"), P("p-daniel-kim")],
       "Decisions:\n- Sign the two-year renewal at 12% discount\n- Overage capped at 110% of committed credits\n"
       "Action items:\n- Emma to send the countersigned copy to Brightwave",
       location=HQ + " - Finance room"),
    ev("interview-anna-novak", "Onsite interview loop - Anna Novak", "2026-06-16 10:00", "2026-06-16 15:00",
       [P("p-hannah-white"), P("p-sarah-chen"), P("p-raj-patel")],
       "Staff engineer candidate. Sessions: system design, coding, product sense (Alex), values.",
       location=HQ + " - Interview room 2", organizer=P("p-hannah-white")),
    ev("interview-priya-raman", "Onsite interview loop - Priya Raman", "2026-06-18 10:00", "2026-06-18 15:00",
       [P("p-hannah-white"), P("p-sarah-chen"), P("p-raj-patel"), ("Priya Raman", "priya.raman.dev@gmail.com")],
       "Staff engineer candidate (ex-Monzo). Sessions: system design, coding, product sense (Alex), values.",
       location=HQ + " - Interview room 2", organizer=P("p-hannah-white")),
    ev("staff-eng-debrief", "Staff engineer hiring debrief", "2026-06-19 12:00", "2026-06-19 13:00",
       [P("p-hannah-white"), P("p-sarah-chen"), P("p-raj-patel")],
       "Decisions:\n- Extend an offer to Priya Raman\n"
       "- Anna Novak strong on coding but less depth in distributed systems; keep warm\n"
       "Action items:\n- Hannah to prepare the offer by 23 June\n- Alex to call Priya with the offer",
       location=HQ + " - Fleet room", organizer=P("p-hannah-white")),
    ev("insights-launch-planning", "Insights 2.0 launch planning", "2026-07-15 11:00", "2026-07-15 12:00",
       [P("p-lena-fischer"), P("p-sarah-chen"), P("p-mike-rossi")],
       "Agenda:\n- Launch date\n- Beta customers for case studies\n- Pricing of the Insights add-on\n"
       "Decisions:\n- Launch on 15 September\n- Insights 2.0 included in Growth and Enterprise tiers\n"
       "Action items:\n- Lena to draft the launch brief\n- Mike to line up three reference customers",
       location=HQ + " - Thames room"),
    ev("lisbon-offsite-planning", "Lisbon offsite planning", "2026-07-22 13:00", "2026-07-22 14:00",
       [P("p-jose-nunez"), P("p-olivia-grant")],
       "Agenda:\n- Venue shortlist: Casa do Rio vs LX Factory\n- Budget (EUR 38k)\n- Dates 6-8 October\n"
       "Decisions:\n- Casa do Rio in Alfama\n"
       "Action items:\n- José to book the venue and the dinner\n- Alex to draft the offsite agenda",
       location="Zoom"),
    ev("team-dinner-july", "Product team dinner", "2026-07-30 19:00", "2026-07-30 21:30",
       [P("p-jose-nunez"), P("p-lena-fischer"), staff("Grace Liu"), staff("Oliver Hall")],
       "Summer team dinner.", location="Dishoom Shoreditch, 7 Boundary Street, London",
       status="CANCELLED"),
    ev("annual-leave-cornwall", "Annual leave - Cornwall", "2026-08-10", "2026-08-15", [],
       "Out of office. Sarah Chen covers product decisions.", location="St Ives, Cornwall", allday=True),
    ev("budget-review-h2", "Budget review: H2 cloud spend", "2026-08-14 10:00", "2026-08-14 11:00",
       [P("p-daniel-kim"), P("p-raj-patel")],
       "Context: AWS plus Brightwave spend is 18% over the H2 budget (GBP 412k run-rate vs GBP 350k plan).\n"
       "Decisions:\n- Freeze non-critical staging environments\n- No new reserved instances until the plan lands\n"
       "Action items:\n- Raj to produce a cost reduction plan by 2 September\n"
       "- Daniel to reforecast Q4",
       location=HQ + " - Finance room", organizer=P("p-daniel-kim")),
    ev("cloud-cost-plan", "Cloud cost reduction plan", "2026-09-02 14:00", "2026-09-02 15:00",
       [P("p-raj-patel"), P("p-daniel-kim"), P("p-priya-raman")],
       "Agenda:\n- Raj's savings plan\n"
       "Outcomes:\n- Rightsizing clusters and deleting stale snapshots saves about GBP 48k a quarter\n"
       "- Priya to own query-cache work that cuts warehouse credits\n"
       "Next steps:\n- Monthly spend check-in with Daniel",
       location=HQ + " - Finance room"),
    ev("insights-readiness", "Insights 2.0 launch readiness review", "2026-09-08 10:00", "2026-09-08 11:00",
       [P("p-lena-fischer"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-tom-becker")],
       "Agenda:\n- Open bugs\n- Support readiness\n- Sales enablement\n"
       "Outcomes:\n- Two P1 bugs left, both fixed by Friday\n- Support macros ready\n"
       "Action items:\n- Tom to brief the CSM team\n- Lena to confirm the press embargo",
       location=HQ + " - Thames room"),
    ev("insights-go-no-go", "Insights 2.0 go/no-go", "2026-09-14 17:00", "2026-09-14 17:30",
       [P("p-lena-fischer"), P("p-sarah-chen"), P("p-olivia-grant")],
       "Decisions:\n- GO for launch tomorrow at 09:00 BST", location="Zoom"),
    ev("insights-launch-day", "Insights 2.0 launch day", "2026-09-15", "2026-09-16", [],
       "Public launch of Insights 2.0. Press embargo lifts 09:00.", allday=True),
    ev("insights-retro", "Insights 2.0 launch retro", "2026-09-29 14:00", "2026-09-29 15:00",
       [P("p-lena-fischer"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-tom-becker")],
       "Agenda:\n- What went well\n- What did not\n- What we change next time", location=HQ + " - Thames room"),
    ev("lisbon-offsite", "Product & engineering offsite - Lisbon", "2026-10-06", "2026-10-09",
       [P("p-jose-nunez"), P("p-sarah-chen"), P("p-raj-patel"), P("p-priya-raman"), P("p-lena-fischer")],
       "Three days: FY27 strategy, team health, hack day.",
       location="Casa do Rio, Rua de São Miguel, Alfama, Lisbon, Portugal", allday=True),
    ev("harbor-pine-qbr", "Harbor & Pine QBR", "2026-10-20 11:00", "2026-10-20 12:00",
       [P("p-kwame-mensah"), P("p-tom-becker")],
       "Outcomes:\n- 300 seats live, weekly active 82%\n- Scheduled exports used by all three warehouses\n"
       "Next steps:\n- Tom to propose pricing for Leeds and Glasgow sites",
       location="Zoom", tz="UTC"),
    ev("priya-check-in", "Priya - first 60 days check-in", "2026-10-30 12:00", "2026-10-30 12:30",
       [P("p-priya-raman")],
       "Topics: onboarding, query-cache project, on-call, what to change.", location=HQ + " - Booth 3"),
    ev("fy27-roadmap-workshop", "FY27 roadmap workshop", "2026-11-05 13:00", "2026-11-05 15:00",
       [P("p-olivia-grant"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-lena-fischer"), P("p-daniel-kim")],
       "Agenda:\n- FY27 themes\n- Headcount asks\n"
       "Decisions:\n- Three themes: enterprise readiness, SAP connector, anomaly alerts\n"
       "Action items:\n- Alex to circulate the roadmap draft by 13 November",
       location=HQ + " - Thames room"),
    ev("anomaly-alerts-design", "Anomaly alerts design review", "2026-11-12 15:00", "2026-11-12 16:00",
       [P("p-jose-nunez"), P("p-priya-raman"), P("p-sarah-chen")],
       "Agenda:\n- Alert thresholds\n- Delivery channels\n"
       "Outcomes:\n- Bands learned per metric from 8 weeks of history\n- Slack first, email digest second\n"
       "Action items:\n- José to mock the alert settings screen by 26 November\n"
       "- Priya to estimate the cost of nightly band computation",
       location="Zoom"),
    ev("board-deck-prep", "Board deck prep", "2026-11-19 10:00", "2026-11-19 11:00",
       [P("p-daniel-kim"), P("p-olivia-grant")],
       "Agenda:\n- H2 cloud spend slide\n- FY27 roadmap slides\n"
       "Action items:\n- Alex to send the roadmap slide to Daniel by 23 November\n"
       "- Daniel to add the spend recovery chart (18% to 4% over)",
       location=HQ + " - Boardroom", organizer=P("p-daniel-kim")),
    # recurring series
    ev("one-on-one-sarah-chen", "1:1 Alex / Sarah C", "2026-06-03 12:30", "2026-06-03 13:00",
       [P("p-sarah-chen")],
       "Agenda:\n- Team health\n- Hiring pipeline\n- Roadmap risks and dependencies",
       location=HQ + " - Booth 1",
       rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20261118T235959Z",
       exdates=["2026-08-12 12:30", "2026-10-07 12:30"]),
    ev("monthly-product-review", "Monthly product review", "2025-12-10 14:00", "2025-12-10 15:00",
       [P("p-olivia-grant"), P("p-sarah-chen"), P("p-lena-fischer"), P("p-daniel-kim")],
       "Agenda:\n- Metrics: activation, retention, NPS\n- Roadmap status\n- Decisions needed",
       location=HQ + " - Thames room", rrule="FREQ=MONTHLY;COUNT=12"),
    ev("leadership-staff", "Leadership staff meeting", "2026-09-07 11:00", "2026-09-07 12:00",
       [P("p-olivia-grant"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-daniel-kim"), P("p-emma-lewis")],
       "Agenda:\n- Company metrics\n- Cross-team issues\n- Hiring",
       location=HQ + " - Boardroom", organizer=P("p-olivia-grant"), rrule="FREQ=WEEKLY;COUNT=10"),
    ev("leadership-staff", "Leadership staff meeting - FY27 budget special", "2026-10-12 14:00",
       "2026-10-12 16:00",
       [P("p-olivia-grant"), P("p-sarah-chen"), P("p-mike-rossi"), P("p-daniel-kim"), P("p-emma-lewis")],
       "Agenda:\n- FY27 budget envelope from Daniel\n- Headcount by team\n"
       "Decisions:\n- Product gets three new hires in FY27\n- Marketing budget flat\n"
       "Action items:\n- Each lead to submit a headcount plan by 23 October",
       location=HQ + " - Boardroom", organizer=P("p-olivia-grant"),
       recurrence_id="2026-10-12 11:00"),
]
