NOW = "2026-10-30"
# (category, question, {ref: grade}); refs: E:handle[@date], N:title, X:enex title, T:tp id, P:FN
Q = [
# person_month
("person_month", "what did craig and I talk about in jan 2026", {"T:tp-0030": 2, "N:Reno diary": 1, "E:p_demo_0112": 1}),
("person_month", "sanjay nov 2025 - anything?", {"T:tp-0020": 2, "N:Audit – Sanjay extract": 2}),
("person_month", "What did Georgie and I chat about in June this year", {"T:tp-0060": 2}),
("person_month", "fi mcallister july 2025 what was that about", {"T:tp-0009": 2, "E:w_midunit_0730": 2, "N:Aarav – learning contract": 1}),
("person_month", "what happened with Baba in March", {"T:tp-0040": 2, "E:w_dad_cast_0309": 2, "T:tp-0041": 1}),
("person_month", "Priya Raman in May - what did we do", {"T:tp-0049": 2, "E:w_poster_0515": 2, "N:Adelaide conf notes": 2, "N:Poster – logistics": 1, "E:s_audit@2026-05-06": 1, "E:s_audit@2026-05-20": 1}),
("person_month", "stuff with Soula in feb", {"T:tp-0035": 2, "E:p_ktea_0215": 2, "N:Kitchen tea – plan": 1}),
("person_month", "angela costa october calls", {"T:tp-0092": 2, "T:tp-0094": 2, "N:Call Angela": 2}),

# person_only
("person_only", "where is Hamish at with the masters", {"N:Hamish – PDP": 2, "T:tp-0050": 2, "T:tp-0105": 1}),
("person_only", "jess lam - how did she end up on staff here", {"N:Jess – placement feedback": 2, "T:tp-0025": 2, "T:tp-0095": 1, "N:1-1 Bec – Mar 26": 1}),
("person_only", "Barrett's position on the AMP clinic", {"N:Ortho interface – Jun 25": 2, "N:Ortho interface – Oct 26": 2, "T:tp-0022": 1, "T:tp-0086": 1}),
("person_only", "whats the deal with Minh the tiler", {"N:Reno – Minh": 2, "T:tp-0053": 2, "T:tp-0075": 1, "N:Conciliation outcome": 1}),
("person_only", "Aarav Shah - what happened with him in the end", {"N:Aarav – learning contract": 2, "T:tp-0054": 2, "T:tp-0011": 1}),
("person_only", "Dimi hydro handover / mat leave", {"N:Dimi – hydro handover": 2, "T:tp-0058": 1, "T:tp-0106": 1}),
("person_only", "tuan doing physio at uni?", {"N:Tuan – AHA sign-off": 2, "T:tp-0045": 2, "N:Reno – Minh": 1}),
("person_only", "raj and the concussion template", {"N:Sat clinic – concussion pathway": 2, "T:tp-0087": 2, "T:tp-0107": 1}),

# last_contact
("last_contact", "when did I last speak to Craig Dunn", {"T:tp-0079": 2}),
("last_contact", "last time I saw theio stavros", {"T:tp-0103": 2, "E:p_stavros_1029": 2}),
("last_contact", "when was I last in touch w Vik", {"T:tp-0077": 2}),
("last_contact", "last contact with Fiona from La Trobe?", {"T:tp-0109": 2, "T:tp-0098": 1}),
("last_contact", "When did I last see Georgie", {"T:tp-0096": 2, "E:p_georgie_1024": 2}),
("last_contact", "last time i talked to Sue", {"T:tp-0064": 2}),
("last_contact", "when did i last talk to lauren the conveyancer", {"T:tp-0057": 2}),
("last_contact", "most recent call with Angela from Pronoia", {"T:tp-0094": 2, "T:tp-0092": 1, "N:Call Angela": 1}),

# action_items
("action_items", "what did I promise the people who stopped at the poster in adelaide", {"N:Adelaide conf notes": 2, "T:tp-0049": 2}),
("action_items", "what do I still need to send Fi about Ravi", {"N:Ravi – mid unit": 2, "N:This week": 2, "T:tp-0109": 2}),
("action_items", "what did Dr Vo ask me to do before the results appt", {"N:Memory clinic – 20 Oct": 2, "N:Questions for Dr Vo": 1}),
("action_items", "what am I meant to do on the paper before cup day", {"T:tp-0101": 2, "N:This week": 2, "E:w_paper_1029": 1, "N:Paper – where to send": 1}),
("action_items", "action items from the decision support data meeting", {"N:Audit – Sanjay extract": 2, "E:w_datapull_1008": 1}),
("action_items", "what did Craig agree to fix at the conciliation", {"N:Conciliation outcome": 2, "T:tp-0068": 1, "N:Shower leak – timeline": 1}),
("action_items", "what was kirsty supposed to set up after the ortho mtg in oct", {"N:Ortho interface – Oct 26": 2, "T:tp-0100": 2}),
("action_items", "what's niko doing about the EPOA", {"T:tp-0089": 2, "N:Sunday lunch – Oct": 2, "N:Memory clinic – 20 Oct": 1}),

# location
("location", "where is mama's memory clinic", {"E:p_mumclinic_1020": 2, "E:p_mumres_1117": 1, "N:Parking – Bundoora Centre": 1, "N:Mama – memory": 1}),
("location", "which hotel did I stay at in Adelaide", {"E:p_hotel_0513": 2}),
("location", "where was the rovers preseason screening", {"E:w_screening_0131": 2, "N:Merri Rovers screening": 2}),
("location", "venue for Niko's reception?", {"E:p_recep_0321": 2}),
("location", "where did the DBDRV conciliation happen", {"E:p_dbdrv_0819": 2, "N:Conciliation outcome": 1}),
("location", "anjali kitchen showroom address", {"E:p_anjali_1104": 2, "P:Anjali Desai": 2, "N:Kitchen – Anjali design": 1}),
("location", "where did we stay on naxos", {"E:p_naxos": 2, "N:Greece 2026 – itinerary": 2}),
("location", "where were the physio xmas drinks last year", {"E:w_xmas_1212": 2}),

# relative_time
("relative_time", "what did I have on yesterday afternoon", {"E:w_paper_1029": 2, "E:w_midunit_1029": 2, "T:tp-0101": 1, "T:tp-0102": 1}),
("relative_time", "who did I have dinner with on tuesday night", {"E:p_dinner_1027": 2, "T:tp-0099": 2}),
("relative_time", "Mama's appointment last week - what did they say", {"E:p_mumclinic_1020": 2, "N:Memory clinic – 20 Oct": 2, "T:tp-0090": 1}),
("relative_time", "the team meeting last week got moved, what time was it", {"E:s_team@2026-10-20": 2}),
("relative_time", "what happened at sunday lunch last weekend", {"E:s_sunday@2026-10-25": 2, "N:Sunday lunch – Oct": 2, "T:tp-0088": 1, "T:tp-0089": 1}),
("relative_time", "what did we sign with the builder in the lead up to christmas last yr", {"E:p_contract_1201": 2, "T:tp-0024": 2}),
("relative_time", "what did sanjay send through a couple of weeks ago", {"T:tp-0085": 2}),
("relative_time", "the bathroom was out of action last month - which days", {"E:p_shower_redo_0907": 2, "N:Shower leak – timeline": 1, "T:tp-0074": 1}),

# fact_lookup
("fact_lookup", "what is Tom allergic to", {"P:Tom Whitfield": 2, "N:Tom – birthday ideas": 1, "N:Naxos": 1}),
("fact_lookup", "priya iyer kids names", {"P:Priya Iyer": 2, "N:Priya I – catch up": 1}),
("fact_lookup", "when is Georgie due", {"P:Georgia Mavros": 2, "T:tp-0060": 2, "N:Georgie – baby shower": 1}),
("fact_lookup", "what does linh do for work", {"P:Linh Tran": 2}),
("fact_lookup", "who's soula married to", {"P:Chrysoula Dimitriou": 2, "N:Sunday lunch – Oct": 1}),
("fact_lookup", "what did Dimi name the baby", {"P:Dimitra Alexiou": 2, "T:tp-0106": 2, "N:Dimi – hydro handover": 2}),
("fact_lookup", "baba's blood thinner + dose", {"N:Baba – meds": 2, "P:Yiannis Karras": 1}),
("fact_lookup", "what's my hourly rate at Northside now", {"N:Kearnsy – rate 2026": 2, "T:tp-0023": 2}),

# nickname_misspelling
("nickname_misspelling", "what did kearnsy say about covering saturdays over summer", {"T:tp-0082": 2, "N:Kearnsy – rate 2026": 1, "N:1-1 Bec – Oct 26": 1}),
("nickname_misspelling", "what did mum's GP say about the memory referral", {"T:tp-0073": 2, "E:p_mum_gp_0902": 2, "N:Mama – memory": 2}),
("nickname_misspelling", "the research Priya - what did she want cut from the paper", {"T:tp-0097": 2, "E:w_paper_1029": 2, "N:Paper – where to send": 2, "T:tp-0101": 1}),
("nickname_misspelling", "nick barret's fellow sitting in on our clinics", {"N:Ortho interface – Oct 26": 2}),
("nickname_misspelling", "where did my brother go on his honeymoon", {"T:tp-0042": 2}),
("nickname_misspelling", "what rate did vic get us on the refix", {"T:tp-0077": 2, "N:Budget 2026": 2, "T:tp-0066": 1}),
("nickname_misspelling", "sanj re-audit extract how many records", {"T:tp-0085": 2, "N:Re-audit plan 2026": 1}),
("nickname_misspelling", "what does my sister-in-law think about mama's memory", {"N:Mama – memory": 2, "N:Sunday lunch – Oct": 1}),

# topical_paraphrase
("topical_paraphrase", "the water damage in the hallway from the bathroom", {"N:Shower leak – timeline": 2, "N:DBDRV application": 2, "T:tp-0051": 1}),
("topical_paraphrase", "that time the surgeon wanted older patients' bad knees to skip our clinic", {"N:Ortho interface – Jun 25": 2, "E:w_ortho_0611": 2}),
("topical_paraphrase", "when did we get the keys to the new place", {"E:p_keys_0912": 2, "E:p_settle_0912": 2, "N:Settlement checklist": 1}),
("topical_paraphrase", "tom popping the question on the greek island", {"N:Naxos": 2, "N:Engagement – us": 2, "T:tp-0063": 1}),
("topical_paraphrase", "government-funded help at home for dad", {"N:My Aged Care – Support at Home": 2, "E:p_sah_0422": 1, "T:tp-0067": 1}),
("topical_paraphrase", "the vietnamese ceremony w the trays before niko's wedding", {"N:Tea ceremony – notes": 2, "E:p_tea_0314": 2, "T:tp-0041": 1}),
("topical_paraphrase", "did ringing around the long waiters actually shrink the list", {"N:Waitlist blitz ideas": 2, "N:Team meeting – combined in-service March": 1, "T:tp-0031": 1}),
("topical_paraphrase", "numbers on how many hips and knees never ended up needing an op", {"N:Audit – prelim numbers": 2, "N:MPA abstract – draft": 1}),

# no_answer
("no_answer", "what did anjali say about doing the laundry", {}),
("no_answer", "what did gary the plumber say about the hot water system", {}),
("no_answer", "jordan ellis birthday", {}),
("no_answer", "what did I talk about with Chloe Nguyen in October", {}),
("no_answer", "notes from the lymphoedema clinic meeting", {}),
("no_answer", "when did I last catch up with Tom's sister", {}),
("no_answer", "what did Costas Georgiou say about the hydro pool temp", {}),
("no_answer", "falls creek ski trip bookings", {}),
]
