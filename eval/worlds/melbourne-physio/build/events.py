# Hand-written calendar content. cal: W = work calendar, P = personal calendar.
EVENTS = []
SERIES = []
OVERRIDES = []

def E(h, cal, start, end, summary, loc="", desc="", att=(), org=None, status=None, transp=None):
    EVENTS.append(dict(h=h, cal=cal, start=start, end=end, summary=summary, loc=loc,
                       desc=desc, att=list(att), org=org, status=status, transp=transp))

def S(h, cal, start, end, summary, rrule, loc="", desc="", att=(), org=None, exdates=()):
    SERIES.append(dict(h=h, cal=cal, start=start, end=end, summary=summary, rrule=rrule, loc=loc,
                       desc=desc, att=list(att), org=org, exdates=list(exdates)))

def O(h, rid, start, end, summary=None, loc=None, desc=None):
    OVERRIDES.append(dict(h=h, rid=rid, start=start, end=end, summary=summary, loc=loc, desc=desc))

TEAM = ["Rebecca Hollis", "Eleni Karras", "Hamish Clarke", "Dimitra Alexiou", "Tuan Pham", "Kirsty O'Brien"]
HOSP = "Westgarth General Hospital, 70 Westgarth St, Northcote VIC 3070"
NSP = "Northside Sports Physio & Rehab, 211 Sydney Rd, Brunswick VIC 3056"
HOME = "23 Menzies Grove, Coburg VIC 3058"
PARENTS = "41 Gilbert Rd, Preston VIC 3072"

# ---------------- recurring series ----------------
S("s_team", "W", "2025-06-03 08:00", "2025-06-03 08:45", "MSK OP team meeting",
  "FREQ=WEEKLY;BYDAY=TU", loc="Outpatients L2 – Meeting Rm 2.14",
  desc="Standing agenda:\n1. Waitlist / cat 1-2 numbers\n2. Staffing + leave\n3. Incidents / RiskMan\n4. Education\nAdd items to the team doc by Monday COB pls – Bec",
  att=TEAM, org="Rebecca Hollis",
  exdates=["2025-12-23", "2025-12-30", "2026-01-06", "2026-01-27", "2026-04-07"])
O("s_team", "2026-03-17", "2026-03-17 12:30", "2026-03-17 13:30",
  summary="MSK OP team meeting + in-service (combined)", loc="Lecture Theatre 1",
  desc="Combined this week so Hamish can present his hip OA / GLA:D audit. Lunch provided (sandwiches from kiosk). No 8am meeting.")
O("s_team", "2026-10-20", "2026-10-20 08:30", "2026-10-20 09:15",
  desc="Pushed 30 min – Bec stuck at exec briefing. Agenda: Q1 waitlist, La Trobe students, Cup day cover.")

S("s_11bec", "W", "2025-06-02 10:00", "2025-06-02 10:30", "1:1 Bec / Eleni",
  "FREQ=MONTHLY;BYDAY=1MO", loc="Bec's office (2.03)", att=["Rebecca Hollis", "Eleni Karras"],
  org="Rebecca Hollis", exdates=["2026-01-05", "2026-07-06"])

S("s_audit", "W", "2025-08-13 13:00", "2025-08-13 14:00", "AMP audit working group",
  "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20260624T030000Z",
  loc="AH Research office, Bldg C L3 / Teams",
  desc="Fortnightly. Priya R chairing. Sanjay optional unless data q's.\nShared folder: AH Research > AMP audit 2025",
  att=["Priya Raman", "Eleni Karras", "Sanjay Kumar"], org="Priya Raman",
  exdates=["2025-12-31"])
O("s_audit", "2026-02-11", "2026-02-11 15:00", "2026-02-11 16:00",
  desc="Moved to 3pm – Priya teaching at uni until 2:30. Agenda: kappa for triage category, abstract word count (300 max!!)")

S("s_sat", "W", "2025-06-07 08:00", "2025-06-07 12:30", "Sat clinic – Northside",
  "FREQ=WEEKLY;BYDAY=SA", loc=NSP,
  exdates=["2025-12-27", "2026-01-03", "2026-03-21", "2026-05-16", "2026-06-27", "2026-07-04",
           "2026-07-11", "2026-07-18"])

S("s_stud25", "W", "2025-07-10 15:30", "2025-07-10 16:15", "Student supervision – Aarav / Jess",
  "FREQ=WEEKLY;BYDAY=TH;COUNT=6", loc="Tutorial rm 2.09",
  desc="weekly reflective session. students bring 1 case each + questions. APP forms in the placement folder.",
  att=["Eleni Karras", "Aarav Shah", "Jessica Lam"], org="Eleni Karras")

S("s_stud26", "W", "2026-08-06 15:30", "2026-08-06 16:15", "Student check-in – Mitch & Chloe",
  "FREQ=WEEKLY;BYDAY=TH;COUNT=6", loc="Tutorial rm 2.09",
  att=["Eleni Karras", "Mitchell Browne", "Chloe Nguyen"], org="Eleni Karras")

S("s_pilates", "P", "2025-06-04 18:15", "2025-06-04 19:05", "Reformer",
  "FREQ=WEEKLY;BYDAY=WE", loc="Core Collective Pilates, 402 Lygon St, Brunswick East VIC 3057",
  exdates=["2025-12-24", "2025-12-31", "2026-05-13", "2026-07-01", "2026-07-08", "2026-07-15"])

S("s_sunday", "P", "2025-06-08 12:30", "2025-06-08 15:30", "Lunch @ Mama & Baba's",
  "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", loc=PARENTS,
  exdates=["2026-03-15", "2026-07-05", "2026-07-19"])
O("s_sunday", "2026-04-12", "2026-04-12 13:00", "2026-04-12 18:00",
  summary="Pascha lunch – lamb on the spit @ Theio Stavros'", loc="Theio Stavros', 8 Furzer St, Preston VIC 3072",
  desc="Bringing: tsoureki from Oakleigh + the koulourakia Mama made w me Thursday. Tom on ice/drinks.")

# ---------------- 2025 one-offs ----------------
E("w_ortho_0611", "W", "2025-06-11 12:30", "2025-06-11 13:30", "Ortho / physio interface",
  loc="Surgical Outpatients – Conf Rm B",
  desc="Re AMP clinic referral criteria. Barrett wants knees >70 w KL grade 4 to come straight to him, bypassing us. Bring last qtr numbers + the 3 cases that bounced.",
  att=["Nicholas Barrett", "Rebecca Hollis", "Eleni Karras"], org="Rebecca Hollis")
E("p_openinsp_0614", "P", "2025-06-14 13:15", "2025-06-14 13:45", "Open insp – 23 Menzies Gr Coburg",
  loc="23 Menzies Grove, Coburg VIC 3058")
E("p_openinsp2_0614", "P", "2025-06-14 14:00", "2025-06-14 14:30", "Open insp – 6 Rose St Pascoe Vale",
  loc="6 Rose St, Pascoe Vale VIC 3044", desc="backs onto train line?? check noise")
E("w_cpd_0619", "W", "2025-06-19 13:00", "2025-06-19 14:00", "Webinar – Lumbar radiculopathy update (APA)",
  loc="online", desc="CPD hours – log it after")
E("p_vik_0624", "P", "2025-06-24 18:00", "2025-06-24 18:45", "Vik – preapproval call",
  desc="have payslips, Tom's too. Ask re LMI waiver for health workers?")
E("p_engage_0628", "P", "2025-06-28 19:00", "2025-06-28 23:30", "Niko & Linh engagement party",
  loc="Kalimera Reception Centre, 212 Bell St, Preston VIC 3072",
  desc="Gift = the KitchenAid from all of us cousins (Soula collecting money)")
E("w_orient_0707", "W", "2025-07-07 08:30", "2025-07-07 10:00", "La Trobe students – orientation (Aarav Shah, Jessica Lam)",
  loc="Allied Health Education Rm, Level 1",
  att=["Eleni Karras", "Aarav Shah", "Jessica Lam", "Hamish Clarke"], org="Eleni Karras",
  desc="ID badges from Security (L1) first. EMR login – Kirsty has set up temp accounts. Fire training online before Wed.")
E("p_fi_coffee_0712", "P", "2025-07-12 14:00", "2025-07-12 15:00", "Coffee w Georgie", loc="Sugardough, 163 Lygon St, Brunswick East")
E("p_auction_0719", "P", "2025-07-19 11:00", "2025-07-19 11:45", "AUCTION – 23 Menzies Gr",
  loc="23 Menzies Grove, Coburg VIC 3058",
  desc="Limit 1.18. Vik says preapproval fine to 1.25 but DON'T. Tom bidding, I stand next to him and pinch if he goes over.")
E("w_audit_scope_0723", "W", "2025-07-23 13:00", "2025-07-23 14:00", "AMP audit – scoping w Priya R",
  loc="AH Research office, Bldg C L3", att=["Priya Raman", "Eleni Karras"], org="Priya Raman")
E("w_midunit_0730", "W", "2025-07-30 14:00", "2025-07-30 14:45", "Mid-unit APP – Aarav (Fi on Teams)",
  loc="Tutorial rm 2.09 / Teams",
  desc="Concerns so far: subjective takes 35+ min, not linking to hypotheses, notes not done same day. Fi McAllister joining from La Trobe. Draft learning contract beforehand.",
  att=["Eleni Karras", "Aarav Shah", "Fiona McAllister"], org="Eleni Karras")
E("w_midunit_jess_0730", "W", "2025-07-30 15:00", "2025-07-30 15:30", "Mid-unit APP – Jess",
  loc="Tutorial rm 2.09", att=["Eleni Karras", "Jessica Lam"], org="Eleni Karras")
E("p_conv_0805", "P", "2025-08-05 17:30", "2025-08-05 18:00", "Call Lauren re s32 / building report",
  desc="stump issue in report – ask if we can get a price reduction or at least get it noted")
E("p_tombday_0809", "P", "2025-08-09 19:00", "2025-08-09 22:00", "Tom's bday dinner", loc="Rumi, 116 Lygon St, Brunswick East VIC 3057",
  desc="booked for 6 under Karras. Ben, Jules, Niko + Linh")
E("w_final_aarav_0814", "W", "2025-08-14 13:30", "2025-08-14 14:30", "Final APP – Aarav",
  loc="Tutorial rm 2.09", att=["Eleni Karras", "Aarav Shah"], org="Eleni Karras")
E("w_final_jess_0814", "W", "2025-08-14 14:45", "2025-08-14 15:30", "Final APP – Jess",
  loc="Tutorial rm 2.09", att=["Eleni Karras", "Jessica Lam"], org="Eleni Karras")
E("w_qa_due_0822", "W", "2025-08-22", None, "QA registration due – AMP audit")
E("p_mum_cat1_0903", "P", "2025-09-03 06:45", "2025-09-03 12:00", "Mum – cataract op (R eye)",
  loc="Royal Victorian Eye and Ear Hospital, 32 Gisborne St, East Melbourne VIC 3002",
  desc="Fasting from midnight. Drop at 6:45, pickup approx 11.30. Drops chart on fridge – 4x/day x 4 wks. Took the day as personal leave.")
E("w_pl_0903", "W", "2025-09-03", None, "Personal leave (Eleni) – carer", transp="TRANSPARENT")
E("p_settle_0912", "P", "2025-09-12", None, "SETTLEMENT – Menzies Gr 🏡")
E("p_keys_0912", "P", "2025-09-12 16:00", "2025-09-12 16:30", "Pick up keys – Nelson Alexander Brunswick",
  loc="Nelson Alexander, 7 Sydney Rd, Brunswick")
E("p_move_0920", "P", "2025-09-20 07:30", "2025-09-20 16:00", "Moving day",
  loc="8/44 Nicholson St Brunswick East → 23 Menzies Grove Coburg",
  desc="Removalists (Two Brothers Removals) 7:30, 3 guys, 4hr min.\nBen + Niko doing the couch and the bikes in the ute.\nMama wants to come 'to help' – gave her the job of lining the kitchen drawers.")
E("p_bond_0926", "P", "2025-09-26 10:00", "2025-09-26 11:00", "Bond inspection – Nicholson St", loc="8/44 Nicholson St, Brunswick East")
E("w_datapull_1008", "W", "2025-10-08 10:00", "2025-10-08 11:00", "Decision Support – audit extract (Sanjay)",
  loc="Decision Support, Bldg A L4", att=["Sanjay Kumar", "Priya Raman", "Eleni Karras"], org="Sanjay Kumar",
  desc="Fields: UR, referral date, triage cat, AMP appt dates, outcome code, surgical listing date (if any), DNA count. Jul 2023-Jun 2025.")
E("p_craig_1014", "P", "2025-10-14 17:00", "2025-10-14 18:00", "Builder walkthrough – Craig Dunn (kitchen + bathroom)", loc=HOME,
  att=["Craig Dunn", "Eleni (personal)", "Tom Whitfield"], org="Eleni (personal)")
E("p_builder2_1018", "P", "2025-10-18 14:00", "2025-10-18 15:00", "2nd quote – Homecraft Renovations (Simon?)", loc=HOME)
E("w_inservice_1016", "W", "2025-10-16 12:30", "2025-10-16 13:30", "In-service: the stiff painful shoulder (Eleni)",
  loc="Lecture Theatre 1", att=TEAM, org="Eleni Karras",
  desc="Frozen shoulder vs RC related shoulder pain – clinical reasoning, hydrodilatation referral pathway, what the evidence says on steroid injection timing.")
E("p_anjali_1104", "P", "2025-11-04 10:00", "2025-11-04 11:30", "Kitchen design – Anjali",
  loc="Desai Kitchens & Joinery, 540 Sydney Rd, Coburg VIC 3058",
  desc="Cup Day – showroom open. Bring the floor plan + photos of the pantry wall.")
E("p_mum_cat2_1105", "P", "2025-11-05 06:45", "2025-11-05 12:00", "Mum – cataract op (L eye)",
  loc="Royal Victorian Eye and Ear Hospital, 32 Gisborne St, East Melbourne VIC 3002",
  desc="Niko driving her this time. I do pickup.")
E("w_ortho_1119", "W", "2025-11-19 12:30", "2025-11-19 13:30", "Ortho / physio interface", loc="Surgical Outpatients – Conf Rm B",
  att=["Nicholas Barrett", "Rebecca Hollis", "Eleni Karras", "Priya Raman"], org="Rebecca Hollis")
E("p_contract_1201", "P", "2025-12-01 17:30", "2025-12-01 18:30", "Sign building contract – Craig", loc=HOME,
  desc="HIA fixed price. Check: deposit 5% max, PC sums for tapware, start date in writing, who does waterproofing cert.",
  att=["Craig Dunn", "Eleni (personal)", "Tom Whitfield"], org="Eleni (personal)")
E("w_xmas_1212", "W", "2025-12-12 16:30", "2025-12-12 20:00", "Physio Xmas drinks",
  loc="Pinnacle Hotel, 251 St Georges Rd, Fitzroy North VIC 3068", desc="Kris Kringle $20")
E("w_al_xmas", "W", "2025-12-22", "2026-01-06", "Annual leave – Eleni", transp="TRANSPARENT")
E("p_xmaseve_1224", "P", "2025-12-24 18:00", "2025-12-24 23:00", "Christmas Eve @ Mama & Baba's", loc=PARENTS)
E("p_xmas_1225", "P", "2025-12-25 11:00", "2025-12-25 18:00", "Christmas lunch – Ballarat",
  loc="Sue & Graham's, 14 Errard St North, Ballarat VIC 3350", desc="leave 9am. pav + the good prosecco")
E("p_nye_1231", "P", "2025-12-31 19:00", "2026-01-01 01:00", "NYE @ Priya & Arjun's", loc="Priya & Arjun's, Ascot Vale")

# ---------------- 2026 ----------------
E("p_demo_0112", "P", "2026-01-12", None, "Reno starts – demo")
E("p_tiles_0117", "P", "2026-01-17 13:30", "2026-01-17 15:00", "Tile shopping",
  loc="Tile Depot Preston, 301 Bell St, Preston VIC 3072", desc="floor: 600x600 matt. walls: zellige-look? budget!!")
E("w_back_0119", "W", "2026-01-19 09:00", "2026-01-19 09:30", "Waitlist blitz – plan w Kirsty", loc="OP reception",
  att=["Kirsty O'Brien", "Eleni Karras"], org="Eleni Karras")
E("p_rough_0129", "P", "2026-01-29 07:30", "2026-01-29 08:00", "Plumber rough-in – Gary onsite", loc=HOME)
E("w_analysis_0204", "W", "2026-02-04 13:00", "2026-02-04 15:00", "Audit – analysis session (Priya R)",
  loc="AH Research office, Bldg C L3", att=["Priya Raman", "Eleni Karras"], org="Priya Raman",
  desc="Extra long session (on top of the normal WG). Bring laptop w R installed (lol) or we just do it in Excel.")
E("p_dad_frac_0209", "P", "2026-02-09 09:30", "2026-02-09 12:00", "Baba – fracture clinic",
  loc="The Northern Hospital, 185 Cooper St, Epping VIC 3076 – Fracture Clinic",
  desc="Bring: discharge letter from ED, meds list (apixaban!!), Medicare card. Mama coming.")
E("w_pl_0209", "W", "2026-02-09", None, "Personal leave – carer (Eleni)", transp="TRANSPARENT")
E("p_ktea_0215", "P", "2026-02-15 13:00", "2026-02-15 17:00", "Linh's kitchen tea",
  loc="Soula's – 19 Tyler St, Reservoir VIC 3073", desc="I'm doing: games + the cake pickup from Spartan Bakery?? (order by Wed)")
E("w_abstract_0227", "W", "2026-02-27", None, "MPA conference abstract DUE")
E("w_dad_cast_0309", "P", "2026-03-09 10:00", "2026-03-09 11:00", "Baba – cast off + hand therapy referral",
  loc="The Northern Hospital, Epping – Fracture Clinic", desc="Labour Day – clinic still on apparently??")
E("p_tea_0314", "P", "2026-03-14 08:30", "2026-03-14 13:00", "Tea ceremony (ăn hỏi) – Tran family",
  loc="Tran family home, 5 Lightwood Rd, Springvale VIC 3171",
  desc="Wear the red dress. Bring the trays – Niko's groomsmen carrying. Be there 8:30 sharp, Cô Hoa is very particular about timing (auspicious hour 9:09)")
E("p_rehearsal_0319", "P", "2026-03-19 18:30", "2026-03-19 19:30", "Wedding rehearsal",
  loc="St Eustathios Greek Orthodox Cathedral, 221 Dorcas St, South Melbourne VIC 3205")
E("w_al_0320", "W", "2026-03-20", None, "AL – Eleni (brother's wedding)", transp="TRANSPARENT")
E("p_wedding_0321", "P", "2026-03-21 15:00", "2026-03-21 16:15", "NIKO & LINH – church",
  loc="St Eustathios Greek Orthodox Cathedral, 221 Dorcas St, South Melbourne VIC 3205",
  desc="Hair 10am at Mama's. Photos at Albert Park lake after.")
E("p_recep_0321", "P", "2026-03-21 18:30", "2026-03-22 00:30", "Reception",
  loc="Leonda By The Yarra, 2 Wallen Rd, Hawthorn VIC 3122", desc="my speech is 3rd after Baba + Linh's uncle. KEEP IT UNDER 4 MIN")
E("w_accept_0408", "W", "2026-04-08 13:00", "2026-04-08 13:30", "Poster planning (accepted!!)", loc="Teams",
  att=["Priya Raman", "Eleni Karras"], org="Eleni Karras")
E("p_anastasi_0411", "P", "2026-04-11 23:00", "2026-04-12 01:30", "Anastasi", loc="Evangelismos Greek Orthodox Church, Preston",
  desc="candles from Mama. Tom coming (first time!!) – warn him about the fireworks")
E("p_sah_0422", "P", "2026-04-22 10:00", "2026-04-22 11:30", "Baba – My Aged Care assessment", loc=PARENTS,
  desc="Assessor from the ACAS?? team – bring list of what he struggles with since the fall: showering, gardening, bins, driving at night. Mama will downplay everything – I need to be there.")
E("w_pl_0422", "W", "2026-04-22 09:30", "2026-04-22 12:30", "Out – family appt", transp="TRANSPARENT")
E("p_inspection_0505", "P", "2026-05-05 08:00", "2026-05-05 08:30", "Final inspection – reno (Craig)", loc=HOME)
E("p_flight_out_0513", "P", "2026-05-13 18:05", "2026-05-13 19:20", "QF679 MEL → ADL",
  loc="Melbourne Airport T1", desc="Booking ref QJ7XRT. Poster tube = carry on!!")
E("w_mpa_0514", "W", "2026-05-14", "2026-05-17", "MPA Conference – Adelaide",
  loc="Adelaide Convention Centre, North Terrace, Adelaide SA 5000", transp="TRANSPARENT")
E("p_hotel_0513", "P", "2026-05-13", "2026-05-16", "Hotel – Adina Adelaide Treasury",
  loc="Adina Apartment Hotel Adelaide Treasury, 2 Flinders St, Adelaide SA 5000", desc="conf 8841203. sharing w Hamish? no – separate rooms, Bec approved 3 nights")
E("w_poster_0515", "W", "2026-05-15 10:30", "2026-05-15 11:15", "Poster session – AMP audit (board 42)",
  loc="Adelaide Convention Centre – Hall L", att=["Eleni Karras", "Priya Raman"], org="Eleni Karras")
E("p_confdinner_0515", "P", "2026-05-15 19:00", "2026-05-15 23:00", "Conference dinner",
  loc="National Wine Centre, Botanic Rd & Hackney Rd, Adelaide SA 5000")
E("p_flight_home_0516", "P", "2026-05-16 19:40", "2026-05-16 21:25", "QF690 ADL → MEL", loc="Adelaide Airport")
E("p_leak_0525", "P", "2026-05-25 07:30", "2026-05-25 08:15", "Craig + Minh onsite – shower leak", loc=HOME,
  desc="Skirting in hallway swollen + the smell. Take photos BEFORE they pull anything off.")
E("p_plumber_0601", "P", "2026-06-01 16:00", "2026-06-01 17:00", "Leak detection – independent plumber", loc=HOME,
  desc="Aqua Detect – $385. Moisture readings + thermal camera. Want written report.")
E("p_dbdrv_0616", "P", "2026-06-16 20:00", "2026-06-16 21:00", "DBDRV application – finish + submit",
  desc="attach: contract, Aqua Detect report, photos, texts w Craig, Minh's invoice")
E("w_al_greece", "W", "2026-06-26", "2026-07-21", "AL – Eleni (overseas)", transp="TRANSPARENT")
E("p_greece", "P", "2026-06-26", "2026-07-21", "GREECE 🇬🇷", transp="TRANSPARENT")
E("p_fl_out_0626", "P", "2026-06-26 21:45", "2026-06-27 06:10", "EK409 MEL → DXB (→ EK209 ATH)", loc="Melbourne Airport T2",
  desc="Ref: B6KQ2M. Seats 42A/42B. Dubai layover 3h10.")
E("p_vytina", "P", "2026-07-01", "2026-07-06", "Vytina – Theia Voula's", loc="Vytina, Arcadia, Greece")
E("p_naxos", "P", "2026-07-10", "2026-07-17", "Naxos", loc="Naxos Town (Chora), Greece",
  desc="Ferry Piraeus → Naxos Blue Star 7:25am, Gate E7. Apartment: Villa Kalliopi, near Agios Georgios beach.")
E("p_fl_home_0719", "P", "2026-07-19 14:40", "2026-07-20 17:55", "EK104 ATH → DXB → EK408 MEL", loc="Athens Intl Airport")
E("p_dbdrv_0819", "P", "2026-08-19 10:00", "2026-08-19 12:00", "DBDRV conciliation – Dunn Right",
  loc="Domestic Building Dispute Resolution Victoria, Level 4, 460 Bourke St, Melbourne (or phone?)",
  desc="Conciliator: R. Okafor. Bring printed folder. Tom can't come (yr 12 exams prep) – doing it myself.")
E("w_pl_0819", "W", "2026-08-19 09:30", "2026-08-19 12:30", "Out – personal", transp="TRANSPARENT")
E("w_orient_0803", "W", "2026-08-03 08:30", "2026-08-03 10:00", "UniMelb DPT orientation – Mitchell Browne, Chloe Nguyen",
  loc="Allied Health Education Rm, Level 1", att=["Eleni Karras", "Mitchell Browne", "Chloe Nguyen"], org="Eleni Karras")
E("p_shower_redo_0907", "P", "2026-09-07", "2026-09-10", "Shower redo – Craig (bathroom out of action)", transp="TRANSPARENT",
  desc="Use Mama's or the gym showers. Membrane cure 24-48h before tiling.")
E("w_reaudit_0909", "W", "2026-09-09 13:00", "2026-09-09 14:00", "Re-audit planning", loc="AH Research office, Bldg C L3",
  att=["Priya Raman", "Eleni Karras", "Sanjay Kumar"], org="Priya Raman")
E("w_final_mc_0910", "W", "2026-09-10 13:30", "2026-09-10 15:30", "Final APPs – Mitch + Chloe", loc="Tutorial rm 2.09",
  att=["Eleni Karras", "Mitchell Browne", "Chloe Nguyen"], org="Eleni Karras")
E("p_gfe_0925", "P", "2026-09-25", None, "Grand Final Eve public hol", transp="TRANSPARENT")
E("p_bbq_0926", "P", "2026-09-26 13:00", "2026-09-26 20:00", "GF bbq @ Ben & Jules'", loc="Ben & Jules', 12 Munro St, Coburg")
E("w_latrobe_1012", "W", "2026-10-12 08:30", "2026-10-12 10:00", "La Trobe students start – Ravi Patel, Ella Whitaker",
  loc="Allied Health Education Rm, Level 1", att=["Eleni Karras", "Ravi Patel", "Ella Whitaker", "Hamish Clarke"], org="Eleni Karras")
E("w_ortho_1014", "W", "2026-10-14 12:30", "2026-10-14 13:30", "Ortho / physio interface", loc="Surgical Outpatients – Conf Rm B",
  att=["Nicholas Barrett", "Rebecca Hollis", "Eleni Karras"], org="Rebecca Hollis",
  desc="1. Re-audit results preview (Eleni)\n2. Shoulder pathway – Barrett's registrar rotation\n3. Cat 3 knee backlog")
E("w_stud_1015", "W", "2026-10-15 15:30", "2026-10-15 16:15", "Student check-in – Ravi & Ella", loc="Tutorial rm 2.09",
  att=["Eleni Karras", "Ravi Patel", "Ella Whitaker"], org="Eleni Karras")
E("p_mumclinic_1020", "P", "2026-10-20 10:30", "2026-10-20 12:30", "Mama – memory clinic (Dr Vo)",
  loc="Cognitive, Dementia & Memory Service, Bundoora Centre, 1231 Plenty Rd, Bundoora VIC 3083",
  desc="Bring: her meds, glasses, hearing aid charged. Don't let Baba answer for her. Niko can't – I'm taking her.")
E("w_pl_1020", "W", "2026-10-20 09:45", "2026-10-20 13:00", "Out – family appt (back for 1:30 clinic)", transp="TRANSPARENT")
E("w_stud_1022", "W", "2026-10-22 15:30", "2026-10-22 16:15", "Student check-in – Ravi & Ella", loc="Tutorial rm 2.09",
  att=["Eleni Karras", "Ravi Patel", "Ella Whitaker"], org="Eleni Karras", status="CANCELLED")
E("p_georgie_1024", "P", "2026-10-24 15:00", "2026-10-24 16:30", "Georgie – shower planning", loc="Georgie's, Oakleigh",
  desc="Mum-to-be is NOT allowed to do anything. List: venue (her mum's backyard?), cake, games (no nappy games!!)")
E("w_ella_1027", "W", "2026-10-27 12:30", "2026-10-27 13:15", "Ella – catch-up + plan (missed days)", loc="Physio office",
  att=["Eleni Karras", "Ella Whitaker"], org="Eleni Karras",
  desc="She was off 3 days w gastro. Work out make-up hours w Fi before we do the mid-unit.")
E("p_dinner_1027", "P", "2026-10-27 19:00", "2026-10-27 21:30", "Dinner w Priya & Arjun", loc="Sezar, 6 Melbourne Pl, Melbourne VIC 3000")
E("w_paper_1029", "W", "2026-10-29 14:00", "2026-10-29 15:00", "Paper edits – discussion section (Priya R)", loc="Teams",
  att=["Priya Raman", "Eleni Karras"], org="Priya Raman",
  desc="Reviewer-style read of v4. Priya wants the limitations section tightened + the cost estimate dropped.")
E("w_midunit_1029", "W", "2026-10-29 15:30", "2026-10-29 16:30", "Mid-unit APP – Ravi", loc="Tutorial rm 2.09",
  att=["Eleni Karras", "Ravi Patel"], org="Eleni Karras")
E("p_stavros_1029", "P", "2026-10-29 18:30", "2026-10-29 19:00", "Drop Theio Stavros' scripts", loc="8 Furzer St, Preston")
E("w_cup_1103", "W", "2026-11-03", None, "Melbourne Cup – public hol", transp="TRANSPARENT")
E("p_shower_1107", "P", "2026-11-07 12:00", "2026-11-07 15:00", "Georgie's baby shower", loc="Georgie's mum's – 3 Atherton Rd, Oakleigh VIC 3166")
E("p_mumres_1117", "P", "2026-11-17 11:00", "2026-11-17 12:00", "Mama – memory clinic results", loc="Bundoora Centre, 1231 Plenty Rd, Bundoora")
E("w_bec_lsl", "W", "2026-12-07", "2027-03-01", "Bec on LSL – Eleni acting manager", transp="TRANSPARENT")

# a few more ordinary events sprinkled through the year
E("w_hydro_0813", "W", "2025-08-13 09:00", "2025-08-13 10:00", "Hydro program review – Dimi", loc="Hydrotherapy pool office, B1",
  att=["Dimitra Alexiou", "Eleni Karras"], org="Dimitra Alexiou")
E("w_tuan_0902", "W", "2025-09-02 14:00", "2025-09-02 14:45", "Tuan – AHA competency sign-off (exercise class)", loc="Gym, OP L2",
  att=["Tuan Pham", "Eleni Karras"], org="Eleni Karras")
E("w_hamish_pdp_0910", "W", "2025-09-10 15:00", "2025-09-10 16:00", "Hamish – PDP", loc="Physio office",
  att=["Hamish Clarke", "Eleni Karras"], org="Eleni Karras")
E("w_riskman_1022", "W", "2025-10-22 11:00", "2025-10-22 11:30", "RiskMan review – gym fall (pt in exercise class)", loc="Bec's office (2.03)",
  att=["Rebecca Hollis", "Eleni Karras", "Tuan Pham"], org="Rebecca Hollis",
  desc="Incident 14/10. Pt tripped on step-up box. No injury. Need: updated class risk screen + who sets up the stations.")
E("p_dentist_1106", "P", "2025-11-06 08:00", "2025-11-06 08:45", "Dentist", loc="Coburg Family Dental, 450 Sydney Rd, Coburg")
E("p_carservice_1127", "P", "2025-11-27 07:45", "2025-11-27 08:15", "Car service – Corolla", loc="Coburg Toyota, Sydney Rd")
E("w_mandatory_1203", "W", "2025-12-03 13:00", "2025-12-03 14:00", "Mandatory training – BLS + manual handling", loc="Education Centre L1")
E("p_carols_1214", "P", "2025-12-14 18:00", "2025-12-14 21:00", "Carols in the park w Priya's kids", loc="Queens Park, Moonee Ponds")
E("w_kick_0203", "W", "2026-02-03 08:00", "2026-02-03 08:45", "Team meeting – 2026 kickoff (extra)", loc="Meeting Rm 2.14",
  att=TEAM, org="Rebecca Hollis", status="CANCELLED", desc="folded into normal Tues mtg")
E("p_vik_0224", "P", "2026-02-24 18:00", "2026-02-24 18:30", "Vik – refinance / reno top-up?",
  desc="Reno over budget by ~18k. Options: redraw vs top-up. Ask about fixed rate ending Sept.")
E("w_grad_0310", "W", "2026-03-10 14:00", "2026-03-10 15:00", "Interviews – Grade 1 rotation (panel)", loc="Bec's office (2.03)",
  att=["Rebecca Hollis", "Eleni Karras", "Dimitra Alexiou"], org="Rebecca Hollis")
E("p_hairtrial_0307", "P", "2026-03-07 10:00", "2026-03-07 11:30", "Hair trial", loc="Bellissima Hair, 88 High St, Preston")
E("w_gla_0324", "W", "2026-03-24 12:30", "2026-03-24 13:00", "GLA:D refresher – Hamish", loc="Gym, OP L2", att=TEAM, org="Hamish Clarke")
E("p_gp_0429", "P", "2026-04-29 08:15", "2026-04-29 08:30", "GP – Dr Chen (Baba scripts + my skin check referral)", loc="Preston Family Medical, 388 Gilbert Rd, Preston")
E("w_printing_0508", "W", "2026-05-08 12:00", "2026-05-08 12:30", "Pick up poster – Print Room", loc="Officeworks Coburg? no – hospital Print Room, B2")
E("p_insurance_0608", "P", "2026-06-08 12:30", "2026-06-08 13:00", "Call insurer re shower (RACV)",
  desc="Home policy – resultant damage only? Claim ref pending.")
E("p_packing_0624", "P", "2026-06-24 19:00", "2026-06-24 21:00", "Pack + drop keys to Mama", loc=PARENTS)
E("w_hamish_pdp_0826", "W", "2026-08-26 15:00", "2026-08-26 16:00", "Hamish – PDP review", loc="Physio office",
  att=["Hamish Clarke", "Eleni Karras"], org="Eleni Karras")
E("p_mum_gp_0902", "P", "2026-09-02 09:00", "2026-09-02 09:30", "Mama – GP (memory referral)", loc="Preston Family Medical, 388 Gilbert Rd, Preston",
  desc="Ask Dr Chen for referral to CDAMS. Write down the examples: stove left on x2, got lost driving to Northland, repeating the same story about Soula.")
E("w_acting_0929", "W", "2026-09-29 11:00", "2026-09-29 11:45", "Acting mgr handover – first pass (Bec)", loc="Bec's office (2.03)",
  att=["Rebecca Hollis", "Eleni Karras"], org="Rebecca Hollis")
E("p_tom_conf_1009", "P", "2026-10-09 18:00", "2026-10-09 20:00", "Tom – parent teacher night (home late)", transp="TRANSPARENT")
E("w_stud_ob_1008", "W", "2026-10-08 10:00", "2026-10-08 10:30", "La Trobe – pre-placement call w Fi", loc="Teams",
  att=["Fiona McAllister", "Eleni Karras"], org="Fiona McAllister")
E("p_dinner_0318", "P", "2026-03-18 19:00", "2026-03-18 21:00", "Dinner w Soula – koumbara stuff", loc="Stalactites, 177 Lonsdale St, Melbourne", status="CANCELLED")
E("w_ortho_0304", "W", "2026-03-04 12:30", "2026-03-04 13:30", "Ortho / physio interface", loc="Surgical Outpatients – Conf Rm B",
  att=["Nicholas Barrett", "Rebecca Hollis", "Eleni Karras", "Priya Raman"], org="Rebecca Hollis",
  desc="Prelim audit numbers – 10 min slot for Priya + me.")
E("w_screening_0131", "W", "2026-01-31 13:30", "2026-01-31 16:00", "Merri Rovers preseason screening", loc="CB Smith Reserve, Fawkner",
  att=["Matt Kearney", "Jordan Ellis", "Eleni Karras"], org="Matt Kearney",
  desc="24 players. Stations: hop tests, Nordic, ankle DF lunge, single leg squat video. I'm on hop tests.")
E("w_kearney_1124", "W", "2025-11-24 18:00", "2025-11-24 18:30", "Call w Matt K re 2026 Sat rate", loc="phone")
E("p_tennis_0110", "P", "2026-01-10 09:00", "2026-01-10 10:00", "Tennis w Tom", loc="Coburg Tennis Club, Harding St")
E("p_bday_0417", "P", "2026-04-17 19:00", "2026-04-17 22:30", "my bday dinner 🎂", loc="Tipo 00, 361 Little Bourke St, Melbourne")
E("p_soula_0802", "P", "2026-08-02 11:00", "2026-08-02 12:30", "Brunch w Soula", loc="Dench Bakers? no – Pope Joan, Brunswick East")
