NOTES_WORK = [

("AMP audit – scoping", """# AMP audit – scoping

Met Priya R Wed 23 July 2025, her office (Bldg C).

Q we actually want answered: **does the AMP screening clinic keep non-surgical knees + hips away from the ortho clinic, and does that hold up 12 months later?** Barrett keeps saying we "just delay the inevitable".

Scope
- all ortho referrals triaged to AMP, Jul 2023 – Jun 2025 (2 FY)
- knee + hip only. shoulder = next time (too messy, half go to the shoulder fellow)
- outcomes: discharged / conservative mx / listed for surgery / re-referred within 12 mo
- wait time referral → 1st AMP appt vs ortho clinic cat 2

Not research, it's QA → QA registration not full HREC (Priya checked w Office for Research). Still need a data mgmt plan.

Who does what
- Priya: QA form, data mgmt plan, stats
- me: chart audit tool, clinical definitions, train Hamish to help with the chart review
- Sanjay (Decision Support): extract from iPM + outpatient scheduling

Next: draft data dictionary by 6/8. Get Bec to sign off time – 2hrs/wk backfill?
"""),

("AMP audit – data dictionary", """# AMP audit – data dictionary

v2 – after Priya's comments

| field | source | notes |
|---|---|---|
| UR | iPM | |
| referral_date | referral mgmt | date received not date on letter!! |
| triage_cat | referral mgmt | 1/2/3 |
| amp_first_appt | scheduling | attended only |
| amp_outcome | EMR – AMP template | D/C, conservative, listed, referred back to GP |
| surg_list_date | elective surgery waitlist | blank if not listed |
| re_ref_12m | referral mgmt | any new ortho referral same joint within 12 mo |
| dna_count | scheduling | |
| joint | AMP template | knee / hip |

Exclusions: <18, trauma, already listed at time of referral, private referrals.

Outcome codes are a mess – the template changed Feb 2024. Ask Sanjay whether he can map old -> new.
"""),

("QA registration – what they want", """# QA registration – what they want

Office for Research said (email from Maree, 14 Aug 2025):
- QA/Audit registration form (not HREC) – low risk, no pt contact, retrospective
- data mgmt plan: where stored (S drive, AH Research folder, restricted), re-identifiable, destroyed 7 yrs
- sign off from dept head -> Bec, and Director of AH
- if we want to PUBLISH we can still do it under QA as long as we say so in the form. tick the box!!

Due 22/8. Priya submitting. Reg number came back 3 Sept: **QA/25/077**.
"""),

("Audit – Sanjay extract", """# Audit – Sanjay extract

8/10/25 Decision Support, w Sanjay + Priya

Sanjay can pull most of it from iPM + the scheduling DB. Can't get AMP outcome from the EMR template automatically – it's a free-text-ish form for anything before Feb 2024. so ~140 charts need manual review. ugh.

He's aiming for end of Oct for the extract. Will send via the secure share, not email.

Actions
- Sanjay: extract Jul23–Jun25, fields per data dictionary v2, by 31/10
- me: chart review tool in REDCap (Priya has access) + train Hamish
- Priya: check whether re_ref_12m needs Jun 2026 follow up data for the later referrals (it does, obviously – so cut-off for the 12mo outcome is Jun 2024 referrals? discuss)

---
update 3 Nov: extract arrived Fri 31st. 37 records with no outcome code at all, and about 20 dups (same UR, same day – double triage?). Emailed Sanjay. He's fixing the dups, the 37 go on my manual list.
"""),

("Audit – prelim numbers", """# Audit – prelim numbers

from the Feb 4 analysis session w Priya. DO NOT CIRCULATE yet.

n = 412 referrals (knee 268, hip 144) after exclusions

- discharged or managed conservatively by AMP: **58%**
- listed for surgery after AMP: 17%
- referred on to ortho clinic for opinion (not listed): 19%
- other / lost: 6%
- re-referred within 12 mo (Jul23-Jun24 cohort only, n=203): 11%
- median wait referral → AMP 46 days; ortho cat 2 same period 212 days
- DNA 9% (higher for hips – transport?)

Triage agreement w ortho (sample of 60 double-triaged): kappa 0.71. Priya happy with that.

Barrett's line will be "the 17% waited twice". Need the time-to-listing for that 17% vs direct referrals. Priya thinks we can get it from the surgical waitlist extract. Ask Sanjay.
"""),

("MPA abstract – draft", """# MPA abstract – draft

300 words max incl headings. currently 341. CUT.

**Title:** Advanced musculoskeletal physiotherapy screening for hip and knee referrals: a two-year outcome audit at a metropolitan public hospital

Background: Orthopaedic outpatient waits for non-urgent hip and knee referrals exceed ...

Methods: Retrospective audit of 412 ...

Results: 58% ... 17% ... median wait 46 vs 212 days ...

Conclusion: the AMP model ... 

Authors: Karras E, Raman P, Clarke H, Kumar S. (Check Sanjay is ok being on it – yes he is, 20/2)

Submitted 26 Feb 11:48pm. classic.
"""),

("Poster – logistics", """# Poster – logistics

Accepted!!! email 6 Apr. Poster, not oral. Board 42, Friday session 15 May 10:30.

- A0 portrait, 841 x 1189
- print: hospital Print Room (B2) can do fabric poster ~$95, 2 wk lead. order by 24/4
- Priya doing the figure (waffle chart of outcomes)
- QR code to the 1-page summary
- travel approval – Bec signed 10 Apr. 3 nights accom + flights + rego (early bird till 17 Apr!!)
- registration paid on corporate card, receipt to Kirsty for the recon

poster picked up 8/5 ✔
"""),

("Adelaide conf notes", """# Adelaide conf notes

MPA conference, Adelaide, 14–16 May 2026

**Thu**
- keynote on persistent pain – good, nothing new. "explain pain is not a pamphlet" 😂
- tendinopathy session: isometrics hype is over, heavy slow resistance still the backbone; load monitoring > protocol
- bumped into Jess Lam's old lecturer – said hi for her

**Fri**
- poster went well!! maybe 25-30 people stopped. Three people from other health services asked for the audit tool – Royal Adelaide (physio lead Kath?), Gold Coast, and someone from Monash Health (Duncan? didn't get card). PROMISED to email the REDCap data dictionary to all three. 
- Priya did the 2 min pitch. she's good at it.
- Conf dinner at the Wine Centre. Hamish danced. nobody will ever forget.

**Sat**
- ACL session: return-to-sport criteria, hop battery + psych readiness (ACL-RSI). Steal for Saturday clinic.
- flew home Sat night. Tom picked me up, had a pie at the airport because I'm an adult.

TODO
- [ ] email data dictionary to the 3 services
- [x] expense claim
- [ ] ACL-RSI for Northside – talk to Kearnsy
"""),

("Re-audit plan 2026", """# Re-audit plan 2026

9 Sept 2026 – Priya, Sanjay, me

Re-audit Jul 2025–Jun 2026 referrals. Same tool. Add:
- shoulder this time? Priya says no, keep it clean. compromise: pilot 30 shoulder charts
- time-to-listing for the listed group (Barrett's question)
- PROMs: we only have Oxford knee/hip scores for ~40% – not worth it

Sanjay can rerun the extract "in a fortnight" = realistically mid Oct. He'll fix the outcome mapping properly this time since the template is stable.

Results preview at ortho interface in Oct – just headline numbers.

I need to: update the REDCap instrument, write the extra fields, get Ravi/Ella to NOT be involved (student access to audit data = no).
"""),

("Paper – where to send", """# Paper – where to send

Priya's ranking:
1. Musculoskeletal Science & Practice – fits, slow-ish review
2. Australian Health Review – health services angle, they like wait time stuff
3. BMC Musculoskeletal Disorders – OA, fees though

Go with MSP. Aim to submit before Christmas. Priya lead on methods/stats, me intro + discussion.

v3 sent to Priya 12 Oct. v4 back 26 Oct with tracked changes all over the discussion. She wants the cost estimate gone ("we didn't measure cost, don't pretend"). Fair.
"""),

("Aarav – learning contract", """# Aarav – learning contract

La Trobe, block 3 2025. written w Aarav after mid-unit (30/7), Fi on Teams

Areas of concern (APP items 3, 4, 6):
1. Subjective assessment – >35 min, unfocused. Goal: 20 min, with a written hypothesis list before physical exam.
2. Clinical reasoning – linking findings to the plan. Goal: talk me through 3 hypotheses + what would rule each in/out, for every new pt.
3. Documentation – same day, every day. Goal: notes finished before leaving. No exceptions.

Strategies
- observe me doing 2 new pts Mon
- he does subjective only on Tues/Wed new pts w me in the room, I take over physical
- reflective log, sent to me Fri
- Fi to call him separately re wellbeing (he mentioned working 25hrs/wk at Woolies nights)

Review Thu 7 Aug.

*7/8: subjective down to 25 min. notes still late twice. improving.*
*14/8 final: passed. 'Developing' on reasoning, 'competent' rest. He cried a bit. I nearly did.*
"""),

("Jess – placement feedback", """# Jess – placement feedback

Jessica Lam – final APP 14 Aug 2025. Excellent. Top of the range on most items.

strengths: rapport (esp older pts, she speaks Cantonese w Mrs W in bay 4 which helped heaps), clear exercise prescription, asks good q's.
to work on: confidence w complex pain presentations; being more directive.

She asked about grad jobs – told her to apply for our Grade 1 rotation round in Nov. Will give a reference.

(Feb 2026: she got it!! starts 2 Feb on the ortho/MSK rotation. 🙂)
"""),

("Student placement checklist", """# Student placement checklist

Before
- [ ] names + uni IDs from Fi / UniMelb coordinator
- [ ] Kirsty: EMR temp logins, ID badge forms
- [ ] caseload: 2 new + 5-6 review/day by wk 3
- [ ] book rooms: 2.09 Thursdays
- [ ] orientation pack (updated Aug 2026 – new fire procedures)

Week 1
- orientation Mon, shadow Tues, own pts Wed w supervision
- fire + manual handling online modules
- ask about any learning needs / work commitments / adjustments

Mid-unit
- APP form, self-assess first
- if at risk: call uni EARLY. don't wait for mid-unit (lesson from 2025)

End
- final APP, feedback, reference requests
"""),

("Mitch & Chloe – wk 3", """# Mitch & Chloe – wk 3

UniMelb DPT, started 3 Aug.

Mitch – very keen, a bit too fast. Talks over pts. Good hands. Plays VFL for the Coburg Lions development squad?? so he's missing Thurs afternoons for training from wk 5 – approved by uni, he'll make up on Fri.

Chloe – quiet, thorough, slow. Documentation is the best I've seen from a student. Needs to own the session more. Gave her the lateral hip pain pt (Mrs D) to run start to finish.

Both passed mid-unit comfortably. No drama this time thank god.
"""),

("Ravi + Ella – wk 2", """# Ravi + Ella – wk 2

La Trobe, started Mon 12 Oct.

Ravi Patel – confident, good communicator, sometimes overconfident. Told a pt her MRI "wasn't important" which, well. Talked about it. Mid-unit Thu 29th.

Ella Whitaker – off Tue-Thu wk 1 (gastro). Missed orientation content – Hamish ran her through it. Need to talk to Fi re make-up days. Her mid-unit pushed to next week.

Fi's advice: document the missed days now, propose a make-up plan in writing.
"""),

("Ravi – mid unit", """# Ravi – mid unit

29/10. APP mid-unit, Ravi.

Self-rated himself 4s almost everywhere lol. I rated mostly 3s.

+ communication excellent, pts love him
+ exercise prescription creative, uses the gym well
- clinical reasoning: jumps to diagnosis, doesn't consider differentials (e.g. that hip pt was actually L3 radic)
- professional behaviour: the MRI comment. and being on phone in the gym.

Plan: he writes differentials for each new pt (3 min) before assessment. phone in locker.

Need to send Fi the mid-unit form by Monday.
"""),

("1-1 Bec – Nov 25", """# 1-1 Bec – Nov 25

- audit update – data in, 37 manual charts
- Sat clinic – she's fine with it as long as I'm not fatigued Mon. (secondary employment form renewed)
- career: she's applying for LSL Dec 2026 – Feb 2027!! Wants me to act. Think about it.
- Hamish: ready for more responsibility – GLA:D lead?
- leave: Xmas 22/12 – 5/1 approved
"""),

("1-1 Bec – Mar 26", """# 1-1 Bec – Mar 26

2 March

- wedding leave Fri 20th ✔
- Adelaide – she'll approve travel if accepted. Fingers crossed.
- Dimi going on mat leave from June → hydro program to Hamish, I supervise
- acting role: said yes in principle. She'll put it to the Director in writing.
- my PDP: leadership course? The Health Leadership Foundations one at the Uni of Melb – Bec thinks the hospital will fund half.
- Jess settling in well on rotation 1
"""),

("1-1 Bec – Oct 26", """# 1-1 Bec – Oct 26

Mon 5 Oct

Handover for acting (7 Dec – 26 Feb):
- budget: she'll walk me through the FTE sheet – separate meeting
- recruitment: Grade 2 vacancy (Hamish's old line? no – new 0.6 position funded from the waitlist money) – ad goes up Nov. I'll be chair of the panel.
- rosters: Kirsty does them, I sign
- exec meetings: Tuesdays 9am, Director of AH
- who backfills my clinical load? Hamish 0.4 + agency? she's asking.

Also: Cup day cover. Need 1 senior on 3 Nov for cat 1s. I said Hamish. (he doesn't know yet 😬)

Sat clinic while acting – she'd prefer I drop it for those 12 weeks. Hmm. Need to talk to Matt.
"""),

("Team meeting – combined in-service March", """# Team meeting – combined in-service March

17/3 lunchtime (moved from 8am)

Hamish – hip OA / GLA:D audit of our groups:
- 3 cohorts 2025, n=31 completed
- pain VAS down avg 22mm, 40m walk test improved
- 26% dropped out before session 6 – mostly transport + work hours
- wants an evening group. Bec: "where's the money". Kirsty says room 2.14 is free Tues 5-7.

Other:
- waitlist cat 3 down to 380 after the blitz (was 520 in Jan)
- RiskMan: none
- Sophie from OT asking about joint hand therapy clinic – parked
"""),

("Ortho interface – Jun 25", """# Ortho interface – Jun 25

11 June. Barrett, Bec, me.

Barrett (again): KL grade 4 knees, >70yo, should skip AMP and go straight on his list. "you're making them wait twice".

My counter: 1/3 of those we see are not surgical candidates anyway (BMI, cardiac, don't want surgery). We also optimise them pre-op.

Compromise: trial – KL4 + failed 6mo conservative mx documented by GP → can go direct. Review in Nov.

I think the audit will settle this. Need the numbers.
"""),

("Ortho interface – Oct 26", """# Ortho interface – Oct 26

14/10 w Barrett, Bec

Gave the re-audit headline (prelim, n=~390 so far): discharged/conservative 55%, listed 19%. Time-to-listing for AMP-routed vs direct: median 31 days longer via AMP. He pounced on that, obviously.

BUT the direct-route trial (since Nov 25) has had 14 of 48 pts not listed after seeing him – i.e. they waited for ortho and didn't need it.

Agreed:
- keep the direct route for KL4 + failed conservative
- AMP to fast-track to his clinic (not back of queue) when we recommend surgical opinion. Kirsty to make a "fast track" appt type.
- his new fellow (Dr Adeyemi) to sit in on 2 AMP clinics in Nov

Barrett actually said "fair enough". Write it down, frame it.
"""),

("Shoulder in-service outline", """# Shoulder in-service outline

16 Oct 2025, LT1, 45 min + q's

1. case: 52F, 4 months, can't reach back pocket, night pain
2. frozen shoulder – stages are a myth-ish, think "painful vs stiff"
3. RC related shoulder pain – load, not "impingement"
4. when to refer for hydrodilatation / steroid (timing: early painful phase)
5. our pathway: AMP → radiology → back to us within 2 wks of injection
6. what to tell pts: it gets better, median 1-3 years, that's not what they want to hear

slides on S drive > Education > 2025
"""),

("Waitlist blitz ideas", """# Waitlist blitz ideas

Jan 2026. cat 3 MSK = 520 (!!)

- Kirsty calls everyone >12 mo on list: still need appt? (validation) – last time 20% dropped off
- group education sessions for low back (1 session, then opt-in)
- 2 extra Sat AM lists in Feb? – overtime $ – ask Bec
- Jess (new grad) takes simple reviews

Kirsty's script: "we're checking in on your referral to physiotherapy, are you still having problems with..." – I wrote it, she tweaked. 

Result by March: 380. 🎉
"""),

("Hamish – PDP", """# Hamish – PDP

Sept 2025

Goals for the year
1. take over GLA:D groups (currently Dimi's) – by Feb
2. help w audit chart review – 20 charts/wk for 6 wks
3. present at team in-service x2
4. thinking about masters – sports physio at Melb Uni, 2027 entry? he's worried about cost

Aug 2026 review: 1 ✔ 2 ✔ 3 ✔ (GLA:D audit was great). Masters – applied!! interview Nov. He also wants to learn to supervise students – Ella's check-ins with him this block.
"""),

("Dimi – hydro handover", """# Dimi – hydro handover

Dimi off on mat leave from 12 June 2026, back Feb 2027-ish.

Hydro program:
- Mon/Wed 10-11 back class, Fri 9-10 post-op knees
- pool temp issues → log with Engineering (ext 4421), not Facilities
- AHA (Tuan) does setup, needs pool safety recert Aug
- Hamish leads from June, me covering when he's on leave

Dimi's tips: "never let the Fri group start late, they get cold and complain to Bec".

Baby due 2 July. Send something from the team. (Dimi had a girl, 29 June – Zoe. Card + hamper sent while I was in Greece, Kirsty organised.)
"""),

("Tuan – AHA sign-off", """# Tuan – AHA sign-off

2/9/25. Exercise class competency.

- setting up stations ✔
- supervising class (falls risk awareness) ✔ 
- progressions only as per physio plan ✔
- documentation in EMR ✔

Signed off. He's started part-time physio at ACU in 2026 – wants placement here eventually. Can't supervise him myself (conflict) but could ask Hamish.
"""),

("Reading – tendon loading", """# Reading – tendon loading

- Cook & Purdam continuum – still useful for explaining to pts
- isometrics for analgesia: weak evidence, ok as an entry point
- HSR vs eccentric for patellar tendinopathy – similar outcomes, HSR better adherence
- Achilles: Silbernagel pain-monitoring model – pts love the 0-10 traffic light
- keep load diaries simple!!

for the Sat clinic runners mostly.
"""),

("Sat clinic – ACL RTS", """# Sat clinic – ACL RTS

Northside protocol (mine + Jordan's), updated after Adelaide, June 2026

Criteria before return to training:
- ≥9 months post op (no exceptions, I don't care what the coach says)
- LSI ≥90% quads (dynamometer), hop battery ≥90%
- ACL-RSI ≥ 65
- completed on-field running program

Matt ok'd buying the handheld dynamometer ($1,800) – arrived Aug.

Merri Rovers have 3 ACLs this season. Sigh. Women's footy.
"""),

("Sat clinic – concussion pathway", """# Sat clinic – concussion pathway

Raj's version (Raj = sports doc Saturdays)

- ANY suspected concussion at Merri Rovers → off, no same-day return
- Raj or GP review within 48 hrs
- graded return, minimum 21 days to game (AFL community guidelines)
- physio role: vestibular + cervical screening, exercise tolerance

Raj wants a shared template in the clinic notes system. He'll draft, I review.
"""),

("Kearnsy – rate 2026", """# Kearnsy – rate 2026

Call Mon 24 Nov

Currently $68/hr contractor, Sat 8-12:30. Asked for $75. He offered $70. Settled **$72 from Jan** + he pays my APA membership portion for the sports group. fine.

He also floated me doing 2 weekday evenings. NO. 

Oct 2026: raised the acting manager thing – might need to drop Sat for Dec–Feb. He was ok-ish: "Jordan can cover if you find me a locum for the other half". Ugh. Ask Hamish? (no, conflict of interest w Bec likely)
"""),

("Merri Rovers screening", """# Merri Rovers screening

31 Jan 2026, CB Smith Reserve

24 players screened, 3 no-shows.

Flags:
- #7 – single hop LSI 78% (previous ACL 2023) → individual program
- #15 – ankle DF lunge 6cm L vs 11cm R → old sprain, needs work
- #22 – groin pain on adductor squeeze → Raj to review Sat
- 5 players never done Nordics 🙃

Jordan emailed the coach the summary. I'm doing a 6 wk injury prevention block – Wed nights?? NO – Jordan will do it, I'll write it.
"""),

("CPD log 2025-26", """# CPD log 2025-26

- 19/6/25 webinar lumbar radic (1h)
- 16/10/25 presented shoulder in-service (prep 4h + 1h)
- Nov 25 – clinical supervision course online module (3h)
- 3/12/25 BLS + manual handling (mandatory, doesn't count?)
- 14-16/5/26 MPA conf Adelaide (15h) + poster
- 2026 journal club x6 (6h)
- Aug 26 – dynamometry workshop, Northside (2h)

AHPRA renewal due 30 Nov. Declare ✔
"""),

("Acting manager – things to learn", """# Acting manager – things to learn

(Bec on LSL 7 Dec 2026 – 26 Feb 2027)

- FTE sheet + how the cost centre works
- recruitment portal – I've never actually done the approval step
- exec Tuesday mtg – what do they actually want from physio? ask Bec
- RiskMan manager sign-off
- leave approvals (Xmas!! everyone wants the same 2 wks)
- how to say no to Barrett nicely

Handover first pass was 29 Sept. Next one mid Nov.
"""),
]
