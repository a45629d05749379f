"""Touchpoints: (id, person id, type, occurred_at, raw_note, summary, mentioned people)."""

TOUCHPOINTS = [
    ("tp-001", "p-marcus-reid", "inPerson", "2025-07-09T15:50:00+01:00",
     "Coffee with Marcus at Borough. He thinks I should push to own pricing, not just the roadmap - "
     "'the CPO path runs through revenue'. His twins Ada and Felix start primary school in September. "
     "They're thinking about leaving London for Bristol next spring.",
     "Career advice from Marcus: take ownership of pricing", []),
    ("tp-002", "p-mike-rossi", "text", "2025-08-28T19:12:00+01:00",
     "Mike: Giulia got into Edinburgh!! Economics. Starts mid September, I'm driving her up the first weekend.",
     "Mike's daughter Giulia is starting at the University of Edinburgh", ["Giulia Rossi"]),
    ("tp-003", "p-mike-rossi", "phoneCall", "2025-09-22T17:30:00+01:00",
     "Mike called about the enterprise one-pager. Wants SSO and audit logs at the top, and a line on data "
     "residency because two UK public-sector deals keep asking. He'll test it on the Vantor deal.",
     "Feedback on the enterprise one-pager: lead with SSO, audit logs, data residency", []),
    ("tp-004", "p-sarah-okafor", "video", "2025-10-02T14:00:00+01:00",
     "Sarah O. walked me through Brightwave's 2026 roadmap: usage-based credits replacing seat bundles, "
     "a new EU region in Frankfurt. Said our renewal in June will be the first on the new model.",
     "Brightwave roadmap preview: usage-based credits in 2026", []),
    ("tp-005", "p-zoe-angstrom", "inPerson", "2025-10-14T16:10:00+01:00",
     "After the advisory board Zoë told me Nordvik's ops team finds the dashboards unusable between 7 and 9 "
     "am when all depots log in. Also asked again about an SAP connector. Friendly but frustrated.",
     "Zoë: Nordvik dashboards slow at morning peak; wants SAP connector", ["Tom Becker"]),
    ("tp-006", "p-kwame-mensah", "phoneCall", "2025-11-05T10:00:00+00:00",
     "Kwame thanked us for the visit. He'll email their scheduled-export requirements (SFTP, CSV, 6am daily). "
     "Budget for the 300 seat expansion is approved on his side.",
     "Kwame: export requirements coming; budget for expansion approved", ["Tom Becker"]),
    ("tp-007", "p-olivia-grant", "inPerson", "2025-12-12T11:00:00+00:00",
     "Year-end review with Olivia. Rating: exceeds. She wants me to own pricing and packaging in 2026 and to "
     "hire a staff engineer for the data platform. Asked me to be sharper in written updates.",
     "Year-end review: exceeds; own pricing in 2026; hire a staff engineer", []),
    ("tp-008", "p-tom-becker", "text", "2026-01-09T09:05:00+00:00",
     "Tom: heads up - Nordvik may not renew in March. Zoë's email says performance has 'not improved since "
     "October'. Can we get time this month?",
     "Nordvik renewal at risk", ["Zoë Ångström"]),
    ("tp-009", "p-zoe-angstrom", "video", "2026-01-30T10:00:00+00:00",
     "Follow-up with Zoë. p95 dashboard load at 4.2s (from 7s). She appreciated the weekly status emails. "
     "Still wants a date for the SAP connector.",
     "Nordvik: p95 down to 4.2s; SAP connector still open", []),
    ("tp-010", "p-marcus-reid", "phoneCall", "2026-02-20T18:00:00+00:00",
     "Marcus on managing up: send Olivia a short written update every Friday - three wins, three risks, one "
     "ask. Don't wait for the 1:1 to raise bad news. They have found a house in Bristol (Clifton).",
     "Marcus: weekly written update to Olivia (wins, risks, ask)", ["Olivia Grant"]),
    ("tp-011", "p-zoe-angstrom", "phoneCall", "2026-03-06T13:30:00+00:00",
     "Zoë confirmed Nordvik will renew, but down from 250 to 180 seats. p95 now 2.6s. She'll revisit seats if "
     "the SAP connector ships.",
     "Nordvik renews with a downgrade to 180 seats", ["Tom Becker"]),
    ("tp-012", "p-jose-nunez", "inPerson", "2026-03-20T12:30:00+00:00",
     "Lunch with José to look at pricing page mocks. Annual toggle copy still confusing. He told me he and "
     "Marta are moving back to Lisbon in the summer; he'll work remotely and come to London monthly.",
     "José moving back to Lisbon this summer; pricing mock feedback", []),
    ("tp-013", "p-daniel-kim", "text", "2026-04-14T08:40:00+01:00",
     "Daniel: before we sit down with Brightwave can you send me 12 months of credit usage and the overage "
     "invoices? I want to push for a cap.",
     "Daniel wants Brightwave usage data and an overage cap", ["Sarah Okafor"]),
    ("tp-014", "p-sarah-okafor", "phoneCall", "2026-04-28T17:15:00+01:00",
     "Informal call with Sarah Okafor. Off the record: Brightwave can flex a lot on price for a multi-year "
     "commitment, and the 9% increase is an opening position. She ran the Berlin half marathon this month.",
     "Brightwave will flex on price for multi-year", []),
    ("tp-015", "p-hannah-white", "video", "2026-05-20T16:00:00+01:00",
     "Staff engineer search update from Hannah: 14 applicants, 4 phone screens, 2 to onsite. Priya Raman "
     "(ex-Monzo, payments ledger) stands out; Anna Novak strong coder.",
     "Staff engineer pipeline: Priya Raman and Anna Novak to onsite", ["Priya Raman", "Anna Novak"]),
    ("tp-016", "p-priya-raman", "phoneCall", "2026-06-24T18:00:00+01:00",
     "Offer call with Priya. She asked about on-call expectations (one week in six), the data platform "
     "roadmap and the learning budget. Wants to start on 1 September after a trip to Japan.",
     "Offer call with Priya: on-call, roadmap; start date 1 September", []),
    ("tp-017", "p-hannah-white", "text", "2026-07-01T10:20:00+01:00",
     "Hannah: Priya signed!! Start date 1 Sep. I'll send the onboarding plan.",
     "Priya Raman accepted the staff engineer offer", ["Priya Raman"]),
    ("tp-018", "p-mike-rossi", "social", "2026-07-10T20:00:00+01:00",
     "Mike's birthday drinks at The Eagle. Giulia finished her first year at Edinburgh and is interning at a "
     "bank in Milan for the summer. Mike still furious about AC Milan's season.",
     "Mike's birthday drinks; Giulia interning in Milan", ["Giulia Rossi"]),
    ("tp-019", "p-lena-fischer", "video", "2026-07-28T15:00:00+01:00",
     "Launch messaging with Lena. Tagline 'See what's next'. Press embargo 15 September 09:00. Three beta "
     "customers agreed to case studies: Harbor & Pine, Vantor, Fjordline.",
     "Insights 2.0 messaging and press embargo", []),
    ("tp-020", "p-raj-patel", "inPerson", "2026-08-20T11:30:00+01:00",
     "Raj showed me the first cut of cost savings: rightsizing the analytics clusters, deleting stale EBS "
     "snapshots, moving logs to cold storage. About GBP 48k a quarter.",
     "Raj's first cut of cloud savings: ~GBP 48k/quarter", []),
    ("tp-021", "p-priya-raman", "inPerson", "2026-09-03T12:45:00+01:00",
     "Lunch with Priya in her first week. She's taking over the query engine caching project and already "
     "found a duplicate materialisation job. Loved Japan - climbed Mount Fuji.",
     "Priya's first week: owns query caching", []),
    ("tp-022", "p-lena-fischer", "text", "2026-09-16T08:15:00+01:00",
     "Lena: day one numbers - 1,200 signups, 340 Insights activations, coverage in TechCrunch and Sifted!",
     "Insights 2.0 launch day stats", []),
    ("tp-023", "p-sarah-okafor", "video", "2026-09-30T15:00:00+01:00",
     "Check-in with Sarah Okafor. Renewal running smoothly; credits burn down 9% since Priya's caching work. "
     "Introduced their new solutions engineer, Felipe.",
     "Brightwave check-in: credits usage down 9%", ["Priya Raman"]),
    ("tp-024", "p-jose-nunez", "social", "2026-10-07T21:30:00+01:00",
     "Offsite dinner at José's favourite tasca in Alfama. Met Marta and their beagle Pastel. José says the "
     "team should come back for a design sprint in spring.",
     "Offsite dinner with José, Marta and Pastel", ["Marta"]),
    ("tp-025", "p-kwame-mensah", "phoneCall", "2026-10-21T09:30:00+01:00",
     "Kwame after the QBR: Harbor & Pine considering two more sites, Leeds and Glasgow, in 2027. Wants "
     "anomaly alerts before then.",
     "Harbor & Pine may add Leeds and Glasgow sites in 2027", ["Tom Becker"]),
    ("tp-026", "p-marcus-reid", "video", "2026-10-27T17:00:00+00:00",
     "Marcus has joined Fernhill Ventures as an operating partner. Offered intros to two portfolio CPOs for "
     "pricing benchmarks. Twins doing well in Bristol.",
     "Marcus joined Fernhill Ventures; offered CPO intros", []),
    ("tp-027", "p-olivia-grant", "inPerson", "2026-11-02T10:00:00+00:00",
     "Olivia confirmed FY27 headcount: three product hires approved. Pricing ownership formally moves to me "
     "from January. She wants the roadmap draft before the board meeting.",
     "FY27: three product hires; I own pricing from January", []),
    ("tp-028", "p-zoe-angstrom", "video", "2026-11-12T14:00:00+00:00",
     "Zoë: Nordvik could go back up to 240 seats if the SAP connector ships in Q1. She's presenting us to their "
     "board as the reporting standard for 2027.",
     "Nordvik may expand to 240 seats if SAP connector ships in Q1", []),
    ("tp-029", "p-mike-rossi", "phoneCall", "2026-11-16T16:30:00+00:00",
     "Mike on Q4 pipeline: GBP 1.9M committed, Vantor expansion slipping to January. Giulia home for "
     "Christmas. Asked for an Insights 2.0 demo for Harbor & Pine's Leeds team.",
     "Q4 pipeline; Insights demo for Harbor & Pine Leeds", ["Kwame Mensah"]),
    ("tp-030", "p-daniel-kim", "inPerson", "2026-11-18T09:30:00+00:00",
     "Daniel: H2 cloud spend is now only 4% over budget, down from 18% in August. He credited Raj's plan and "
     "Priya's caching work.",
     "Cloud spend now 4% over budget (was 18%)", ["Raj Patel", "Priya Raman"]),
    ("tp-031", "p-sarah-chen", "text", "2026-10-14T07:50:00+01:00",
     "Sarah C: I'm out Thursday and Friday - Maya has her tonsils out. Raj covers incidents.",
     "Sarah Chen out Thu-Fri for Maya's surgery", ["Raj Patel"]),
]
