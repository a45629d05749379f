"""Vocabulary of the synthetic world: names, places and the work topics with their story beats.

Every beat has the words a document uses (`doc`) and a question that asks for it in other words (`q`), so
that finding it takes more than matching words. Placeholders in braces are filled per topic instance.
"""

FIRST = ["Alice", "Ben", "Chloe", "Daniel", "Emma", "Farid", "Grace", "Hugo", "Isabel", "James", "Keisha",
         "Liam", "Maya", "Noah", "Olivia", "Pavel", "Rosa", "Samuel", "Tara", "Umar", "Vera", "Wei", "Yara",
         "Leo", "Nina", "Oscar", "Priya", "Ruth", "Tom", "Hannah", "Marcus", "Ingrid", "Felix", "Amara",
         "Jonah", "Lena", "Kwame", "Mei", "Rohan", "Sofia", "Elliot", "Harriet"]
LAST = ["Adams", "Bennett", "Carter", "Dawson", "Ellis", "Fraser", "Gill", "Hughes", "Iqbal", "Jensen",
        "Kowalski", "Lindqvist", "Mensah", "Nakamura", "Osei", "Patel", "Quinn", "Reyes", "Sato", "Turner",
        "Varga", "Walsh", "Young", "Zimmerman", "Brennan", "Castillo", "Delgado", "Ferreira", "Moreau",
        "Abbott", "Byrne", "Chowdhury", "Doherty", "Eriksen", "Fitzgerald", "Haddad", "Ivanova", "Kaur", "Lowe",
        "Mwangi", "Novak", "Okafor", "Petrov", "Rahman", "Sullivan", "Tanaka", "Vasquez", "Whitfield"]
# (formal first name, nickname)
NICKNAMED = [("Robert", "Bob"), ("Katherine", "Kate"), ("William", "Bill"), ("Alexander", "Sasha"),
             ("Elizabeth", "Liz"), ("Jonathan", "Jon"), ("Margaret", "Maggie")]
# (name with accents, plain spelling)
ACCENTED = [("Zoë Lefèvre", "Zoe Lefevre"), ("José Álvarez", "Jose Alvarez"), ("Björn Ødegaard", "Bjorn Odegaard"),
            ("Anaïs Dubré", "Anais Dubre"), ("Łukasz Wójcik", "Lukasz Wojcik"), ("Núria Pérez", "Nuria Perez")]
# two people share each of these first names
SHARED_FIRST = ["Sarah", "David", "Ana"]

# invented people and subjects for questions that must come back empty
NOBODY = ["Gertrude Vance", "Ravi Shankaran", "Felicity Oduya", "Henrik Bauer", "Lorenzo Gatti",
          "Agnieszka Holmberg", "Cormac Doyle"]
NOTHING = ["the blockchain loyalty programme", "our Tokyo office opening", "the Series D fundraising",
           "the warehouse robotics pilot", "migrating email to Lotus Notes", "the company sailing regatta",
           "the podcast sponsorship deal", "the satellite imagery partnership"]

CITIES = [("Lisbon", "Portugal", "Rua da Prata 80, Lisbon"), ("Edinburgh", "Scotland", "12 Melville Street, Edinburgh"),
          ("Porto", "Portugal", "Rua das Flores 45, Porto"), ("Berlin", "Germany", "Torstrasse 109, Berlin"),
          ("Amsterdam", "the Netherlands", "Keizersgracht 220, Amsterdam"), ("Dublin", "Ireland", "Grand Canal Quay 5, Dublin")]
CUSTOMER_SITES = [("Manchester", "Spinningfields, 3 Hardman Street, Manchester"),
                  ("Leeds", "Wellington Place 4, Leeds"), ("Bristol", "Temple Quay House, Bristol"),
                  ("Glasgow", "110 Queen Street, Glasgow")]
ROOMS = ["Ada room", "Turing room", "Hopper room", "Lovelace room", "Kitchen table", "Boardroom"]
VIDEO = ["Zoom", "Google Meet", "Microsoft Teams"]
COFFEE = ["Monmouth Coffee, Covent Garden", "Workshop Coffee, Clerkenwell", "Prufrock Coffee, Leather Lane",
          "Ozone Coffee, Shoreditch"]

VENDORS = ["Zendesk", "Intercom", "Datadog", "PagerDuty", "Okta", "Snowflake"]
PARTNERS = ["Salesforce", "HubSpot", "Shopify", "Xero"]
CUSTOMERS = ["Northwind Freight", "Bluefin Retail", "Halden Health", "Corvid Insurance", "Maple & Rye",
             "Tessellate Labs"]

# Personal facts: (fact question, answer text in a touchpoint, vCard note line or None)
PERSONAL = [
    ("Where is {first}'s daughter going to university?", "{first}'s daughter just started at {uni} - first term "
     "went well.", "Daughter at {uni} (started autumn 2025)."),
    ("What is the name of {first}'s dog?", "{first} brought {dog}, the new rescue greyhound, to the office.",
     None),
    ("Which city did {first} move to?", "{first} has moved to {city2} - they wanted to be near family.",
     "Moved to {city2}."),
    ("What sport does {first} do?", "{first} is training for the {race} - up at 5am most days.", None),
    ("How many kids does {first} have?", "{first} mentioned the {kids} kids are all in the same school now.",
     "{kids} kids."),
    ("Where did {first} go on holiday?", "{first} is back from two weeks in {holiday}; loved it.", None),
]
UNIS = ["the University of Leeds", "Trinity College Dublin", "the University of Glasgow", "King's College London"]
DOGS = ["Biscuit", "Pepper", "Juniper", "Waffles", "Marlowe"]
CITIES2 = ["Brighton", "York", "Cardiff", "Norwich", "Bath"]
RACES = ["Valencia marathon", "London triathlon", "Ride London 100", "Great North Run"]
KIDS = ["two", "three", "four"]
HOLIDAYS = ["Japan", "Sicily", "Patagonia", "Vietnam", "Iceland"]

# Topics. `people` = how many colleagues and externals work on it; `months` = how long it runs.
TOPICS = [
    dict(key="warehouse", name="Snowflake migration", para="moving our analytics database to a new provider",
         people=(3, 0), months=5,
         titles=["Snowflake migration kickoff", "Snowflake migration: dbt model review", "Redshift cutover plan",
                 "Snowflake migration status"],
         beats=[
             dict(doc="Kickoff: migrate all dbt models from Redshift to Snowflake; target cutover in {month2}.",
                  q="When did we start the project to switch data platforms?", kind="start"),
             dict(doc="Decision: delay the Redshift cutover by two weeks because {pct}% of dbt tests still fail "
                      "on Snowflake.", q="Why did we push back the switch-over of the reporting database?",
                  kind="decision"),
             dict(doc="Result: Redshift decommissioned; query costs down {pct}% and nightly loads finish by 04:00.",
                  q="How did things turn out after we retired the old analytics cluster?", kind="result"),
         ],
         actions=["{who} to port the remaining dbt models", "{who} to set up Snowflake resource monitors",
                  "{who} to write the Redshift decommission runbook"]),
    dict(key="soc2", name="SOC 2 Type II audit", para="the security compliance certification",
         people=(3, 1), months=6,
         titles=["SOC 2 readiness review", "SOC 2 evidence collection", "SOC 2 auditor walkthrough"],
         beats=[
             dict(doc="Auditor fieldwork scheduled; Vanta shows {n} failing controls, mostly access reviews.",
                  q="How many checks were we failing before the security assessment?", kind="problem"),
             dict(doc="Decision: quarterly access reviews owned by team leads, evidence stored in Vanta.",
                  q="Who became responsible for checking people's permissions?", kind="decision"),
             dict(doc="SOC 2 Type II report received with zero exceptions.",
                  q="Did we pass the security attestation cleanly?", kind="result"),
         ],
         actions=["{who} to export the access review evidence", "{who} to fix the MFA gaps on staging",
                  "{who} to book the auditor walkthrough"]),
    dict(key="churn", name="at-risk accounts and churn", para="customers who might cancel their subscription",
         people=(2, 1), months=4,
         titles=["Churn review", "At-risk accounts review", "Renewal risk: {customer}"],
         beats=[
             dict(doc="{customer} flagged as at-risk: health score {n}, renewal in 60 days, champion left.",
                  q="Which client looked likely to walk away, and why?", kind="problem"),
             dict(doc="Decision: offer {customer} a {pct}% renewal discount tied to a 2-year term.",
                  q="What concession did we make to keep the wavering client?", kind="decision"),
             dict(doc="{customer} renewed for two years; gross retention for the quarter at {pct2}%.",
                  q="Did the wavering client end up staying?", kind="result"),
         ],
         actions=["{who} to schedule an exec sponsor call with {customer}",
                  "{who} to pull usage data for {customer}", "{who} to draft the renewal offer"]),
    dict(key="pricing", name="pricing page and packaging", para="how much we charge and how plans are presented",
         people=(3, 0), months=4,
         titles=["Pricing page review", "Packaging workshop", "Pricing experiment readout"],
         beats=[
             dict(doc="Proposal: collapse five plans into three tiers with annual billing shown by default.",
                  q="What did we propose to simplify the plan lineup?", kind="start"),
             dict(doc="A/B test result: trial-to-paid conversion up from {pct}% to {pct2}% with the new tiers.",
                  q="Did the new plan layout make more trial users buy?", kind="result"),
             dict(doc="Decision: raise the Growth tier list price by {pct}% for new customers from {month2}.",
                  q="When are we making the mid-level plan more expensive?", kind="decision"),
         ],
         actions=["{who} to finish the hi-fi mocks for the tier table", "{who} to rewrite the plan copy",
                  "{who} to set up the A/B test"]),
    dict(key="sre_hiring", name="SRE hiring", para="recruiting someone to keep production stable",
         people=(2, 0), months=4,
         titles=["SRE role kickoff", "SRE interview loop debrief", "SRE hiring sync"],
         beats=[
             dict(doc="Opened a senior SRE req; scorecard: on-call leadership, Terraform, incident command.",
                  q="What are we looking for in the reliability engineer we want to bring on?", kind="start"),
             dict(doc="Debrief: strong yes for the candidate from {company}; offer at the top of band.",
                  q="Which applicant did the panel want to hire for the operations engineering job?",
                  kind="decision"),
             dict(doc="Offer accepted; the new SRE starts on {date}.",
                  q="When does our new production reliability hire begin?", kind="result"),
         ],
         actions=["{who} to post the SRE role", "{who} to nominate interviewers", "{who} to prepare the offer"]),
    dict(key="offsite", name="team offsite in {city}", para="the team retreat abroad",
         people=(2, 0), months=3,
         titles=["Offsite planning", "{city} offsite logistics", "Offsite agenda review"],
         beats=[
             dict(doc="Offsite venue booked in {city} for {n} people, budget EUR {amount}k.",
                  q="Where are we taking the whole team for the retreat?", kind="start"),
             dict(doc="Offsite agenda: day one strategy, day two team health, day three hack day.",
                  q="How are the days of the retreat split up?", kind="decision"),
             dict(doc="Offsite takeaways: handoffs between design and engineering happen too late.",
                  q="What was the main lesson from the trip away together?", kind="result"),
         ],
         actions=["{who} to book flights for the {city} offsite", "{who} to draft the offsite agenda",
                  "{who} to collect dietary requirements"]),
    dict(key="budget", name="cloud budget overrun", para="spending more on servers than we planned",
         people=(2, 0), months=4,
         titles=["Budget review: cloud spend", "Cloud cost reduction plan", "Monthly spend check-in"],
         beats=[
             dict(doc="AWS spend is {pct}% over the H2 budget; the biggest line is idle staging clusters.",
                  q="By how much were we exceeding the infrastructure forecast?", kind="problem"),
             dict(doc="Decision: freeze non-critical environments and buy no reserved instances this quarter.",
                  q="What did we stop doing to rein in the hosting bill?", kind="decision"),
             dict(doc="Cloud spend back to {pct2}% over plan after rightsizing and snapshot cleanup.",
                  q="Did the effort to cut hosting costs work?", kind="result"),
         ],
         actions=["{who} to produce the cost reduction plan", "{who} to reforecast Q4",
                  "{who} to delete stale snapshots"]),
    dict(key="vendor", name="{vendor} contract renewal", para="extending the agreement with our tooling supplier",
         people=(1, 1), months=3,
         titles=["{vendor} renewal kickoff", "{vendor} pricing negotiation", "{vendor} contract sign-off"],
         beats=[
             dict(doc="{vendor} proposes a {pct}% price increase at renewal; contract ends {month2}.",
                  q="How much more did the supplier want to charge us?", kind="problem"),
             dict(doc="Negotiated {vendor} down to a {pct2}% discount for a two-year term with an overage cap.",
                  q="What terms did we land with the supplier in the end?", kind="decision"),
         ],
         actions=["{who} to review the auto-renewal clause", "{who} to pull 12 months of {vendor} usage",
                  "{who} to countersign the {vendor} order form"]),
    dict(key="mobile", name="mobile app launch", para="shipping the phone application",
         people=(3, 0), months=5,
         titles=["Mobile app beta review", "Mobile launch readiness", "Mobile app go/no-go", "Mobile launch retro"],
         beats=[
             dict(doc="Mobile beta: {n} testers, crash-free sessions at {pct2}%, App Store review pending.",
                  q="How stable was the handset release during early testing?", kind="problem"),
             dict(doc="Go/no-go: GO for the iOS and Android launch on {date}.",
                  q="When did we decide to release the phone version to everyone?", kind="decision"),
             dict(doc="Mobile launch retro: push notification opt-in was only {pct}%, onboarding too long.",
                  q="What disappointed us after the handset release went out?", kind="result"),
         ],
         actions=["{who} to fix the login crash on Android 12", "{who} to prepare the App Store screenshots",
                  "{who} to write the launch email"]),
    dict(key="reorg", name="team restructure", para="changing who reports to whom",
         people=(2, 0), months=3,
         titles=["Org design review", "Reorg communication plan", "New squad structure"],
         beats=[
             dict(doc="Proposal: split platform into two squads, data and reliability, each with its own EM.",
                  q="How did we plan to divide the infrastructure group?", kind="start"),
             dict(doc="Decision: announce the new squad structure on {date}; managers tell their reports first.",
                  q="How and when were staff told about the new org chart?", kind="decision"),
         ],
         actions=["{who} to draft the reorg FAQ", "{who} to brief the managers", "{who} to update the org chart"]),
    dict(key="incident", name="database outage postmortem", para="the time the service went down",
         people=(3, 0), months=2,
         titles=["SEV1 postmortem: database failover", "Incident review", "Failover drill planning"],
         beats=[
             dict(doc="SEV1: primary Postgres failover took {n} minutes; status page updated late.",
                  q="How long were customers unable to use the product during the big outage?", kind="problem"),
             dict(doc="Postmortem actions: automate failover, page the incident commander, quarterly drills.",
                  q="What did we change so the crash would not happen again?", kind="decision"),
         ],
         actions=["{who} to automate the Postgres failover", "{who} to fix the status page hook",
                  "{who} to schedule the first failover drill"]),
    dict(key="okr", name="quarterly OKR planning", para="setting our targets for the quarter",
         people=(3, 0), months=2,
         titles=["OKR planning", "OKR draft review", "OKR scoring"],
         beats=[
             dict(doc="Draft OKRs: activation to {pct}%, net revenue retention to {pct2}%, ship SSO.",
                  q="What numbers did we aim for this quarter?", kind="start"),
             dict(doc="OKR scoring: activation objective scored 0.{n}; SSO shipped.",
                  q="How well did we hit the quarterly goals?", kind="result"),
         ],
         actions=["{who} to draft the product OKRs", "{who} to align OKRs with sales",
                  "{who} to publish final OKRs"]),
    dict(key="partnership", name="{partner} integration partnership", para="working with the big platform company",
         people=(1, 1), months=4,
         titles=["{partner} partnership intro", "{partner} integration scoping", "{partner} co-marketing plan"],
         beats=[
             dict(doc="{partner} wants a native integration listed in their app marketplace by {month2}.",
                  q="What did the platform company ask us to build?", kind="start"),
             dict(doc="Decision: build the {partner} connector with two engineers for one quarter; joint webinar.",
                  q="How much effort did we commit to the alliance with the platform company?", kind="decision"),
         ],
         actions=["{who} to send the {partner} API requirements", "{who} to draft the joint webinar outline",
                  "{who} to sign the {partner} partner agreement"]),
    dict(key="accessibility", name="WCAG accessibility audit", para="making the product usable for disabled people",
         people=(2, 1), months=3,
         titles=["Accessibility audit readout", "WCAG remediation plan"],
         beats=[
             dict(doc="WCAG 2.1 audit found {n} issues: colour contrast, missing labels, keyboard traps.",
                  q="What problems did the review for blind and low-vision users turn up?", kind="problem"),
             dict(doc="Decision: fix all AA issues before the public-sector tender in {month2}.",
                  q="Why did we need the screen-reader fixes done by a deadline?", kind="decision"),
         ],
         actions=["{who} to fix contrast tokens in the design system", "{who} to add aria labels to forms",
                  "{who} to re-run the audit"]),
    dict(key="onboarding", name="customer onboarding revamp", para="the first-week experience of new users",
         people=(2, 0), months=4,
         titles=["Onboarding revamp kickoff", "Setup wizard review", "Activation metrics review"],
         beats=[
             dict(doc="Only {pct}% of new workspaces create a dashboard in week one; setup wizard drop-off at step 3.",
                  q="Where were newcomers giving up when getting started?", kind="problem"),
             dict(doc="Activation up to {pct2}% after the new setup wizard and sample data.",
                  q="Did making sign-up easier actually help?", kind="result"),
         ],
         actions=["{who} to cut the wizard to three steps", "{who} to add sample data",
                  "{who} to instrument activation events"]),
    dict(key="gdpr", name="GDPR data deletion requests", para="European privacy law obligations",
         people=(2, 1), months=3,
         titles=["GDPR deletion backlog", "Data retention policy review", "DPA negotiation"],
         beats=[
             dict(doc="{n} data subject deletion requests overdue past the 30-day deadline.",
                  q="How far behind were we on people asking us to erase their information?", kind="problem"),
             dict(doc="Decision: automated deletion pipeline and a 13-month retention policy for event logs.",
                  q="How long do we now keep activity records?", kind="decision"),
         ],
         actions=["{who} to build the deletion job", "{who} to update the privacy policy",
                  "{who} to send the DPA redlines"]),
    dict(key="perf_reviews", name="performance review cycle", para="evaluating staff and deciding raises",
         people=(2, 0), months=2,
         titles=["Calibration session", "Promotion committee", "Review cycle kickoff"],
         beats=[
             dict(doc="Calibration: {n} promotion packets, two moved from 'exceeds' to 'strong'.",
                  q="How many people were put forward for a step up this cycle?", kind="decision"),
         ],
         actions=["{who} to finish the self reviews", "{who} to write promotion packets",
                  "{who} to send comp letters"]),
    dict(key="conference", name="conference talk at ProductCon", para="my presentation at the industry event",
         people=(1, 1), months=3,
         titles=["ProductCon talk rehearsal", "ProductCon speaker prep"],
         beats=[
             dict(doc="ProductCon accepted the talk 'Pricing is a product'; {n}-minute slot on the main stage.",
                  q="What am I speaking about on stage, and for how long?", kind="start"),
             dict(doc="Rehearsal feedback: cut the slides from 40 to 22 and open with the churn story.",
                  q="What advice did I get after running through my presentation?", kind="result"),
         ],
         actions=["{who} to review the slides", "{who} to book the rehearsal room"]),
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
