NOTES = {
"2025-11-04 AIB meeting.txt": """AIB - Orla Greally
- extension ~ 90m2: crush + handling area, xray room, isolation kennels, bigger prep
- she wants 3 yrs accounts (have), mgmt accts to date, projections 3 yrs
- SBCI scheme maybe - lower rate, she'll check eligibility
- ballpark they'd lend 150-200k if numbers stack up
- personal guarantee?? she said "usually" - ask Seán M
- next: Nuala drawings + proper costings, then formal application
""",
"2025-11-12 site walk w Nuala.txt": """Nuala out at the clinic 2pm
- kennel block has to come down, asbestos roof maybe?? get it tested before anything
- 90m2 = planning permission definitely (exempt only up to 40 for this)
- she suggested putting the xray room on the north side, away from reception
- drainage from the crush area is the thing the council will look at
- fee quote to follow. roughly 6-8k for drawings + lodging + cert
""",
"extension wishlist.txt": """wishlist for new bit
- proper cattle crush under cover (no more doing caesars in Paudie's shed in the rain)
- DR xray, wall mounted + a portable for farm?
- 2 isolation kennels w separate airflow
- bigger prep room, 2nd kennel ward
- staff room with an actual window
- washing machine not in the theatre corridor!!
""",
"2025-11-20 Lydon TB read.txt": """Lydon - all clear. 64 hd
John asked about disbudding in spring - book April
also wants to talk about changing from Limo to Angus bull, told him call in
""",
"2025-12-03 Declan MSD order.txt": """Declan Moran in re spring order
- Bovilis BVD 40 doses x 6
- Rotavec Corona x 10 packs
- early order disc 10% if in by 15 Dec (up from 8!)
- he's pushing the new fluke product, gave samples
- farm walk w him in spring at one of the dairy herds - Paudie's maybe
- he'll send the invoice to Bernie
""",
"2025-12-12 Rex cruciate.txt": """Rex Naughton - 9yo lab x, 41kg
L hind CrCL rupture - TPLO, Tomek lead
- medial meniscal tear found on arthrotomy -> meniscal release + partial meniscectomy
- extra post-op rads (2 views) + 2nd night hospitalisation bc slow recovery from GA
- so final bill ~2,840 which is over the 1.9-2.2k estimate
- Tomek rang Mrs N from theatre re meniscus, she said go ahead (verbal) - NOTE THIS. Gerry wasn't there
- recheck 2 wks, stitches out 14 days
""",
"Xmas rota.txt": """xmas on call
24th - Tomek till 6 then me
25th - me (Colm doing dinner, I'll be called out guaranteed)
26th - Tomek
27th - me
Aoife off 23rd-2nd
Bernie in 29th/30th am only
""",
"2026-01-08 Gerry Naughton call.txt": """Gerry Naughton - rang him re Rex bill
very annoyed. says we quoted "two grand" and now it's nearly 3
- he says no one told HIM about the meniscus. his wife said yes on the phone, he says she shouldn't have been asked
- I explained the tear, the extra rads, 2nd night
- he wants itemised bill - will send
- said he might go to the VCI. said that's his right
TODO
- itemised invoice + copy of signed estimate to Gerry by Fri
- ask Tomek to write up what was said on the phone call from theatre
- Bernie: put account on hold, no reminders for now
""",
"2026-01-14 planning lodged.txt": """planning lodged today - ref 26/0114 (check)
fee paid €2,150? Nuala has receipt
8 wks for decision unless further info
site notice up on front wall - must stay legible 5 wks, Bernie to check after rain
""",
"2026-01-19 practice mtg.txt": """Monday mtg
Present: Tomek, Aoife, Bernie, me
- calving season starting, on call split: Tomek weekdays nights wk1, me wk2
- Aoife wants to do the dental cert course (€600) - yes
- Bernie: Gerry N account on hold, fine
- stock: low on calcium bottles + Metacam 100ml, order from Gráinne tomorrow
- VetSoft upgrade next Tues, no card payments 2-4
""",
"2026-01-27 vetsoft upgrade.txt": """VetSoft v9 upgrade w Rob Kenny
- went ok except lab results not importing from the Idexx machine
- reminders template reset to default (ugh)
- Rob to fix lab import by Friday - booked a call Fri 12
- he'll send the new user guide
""",
"new year.txt": """2026
- get the extension built
- 3rd vet, even part time, or I'll break
- less on-call. every 2nd weekend max
- run 10k (Éadie's Streets of Galway in Aug?)
- read more than 3 books
""",
"2026-02-13 Walsh TB breakdown.txt": """Walsh - TB breakdown
Present: Séamus, Tomek, me. Fergal Naughton (RVO) by phone after
- reading: 3 reactors (cows 214, 288, 351) + 2 inconclusives
- herd restricted from today. no sales out except direct to slaughter under permit
- reactors to be valued + removed, 10 days
- epi: bought in 6 in-calf heifers from Balla mart last Oct. badger sett in the bottom field by the river too
- 60 day retest mid April
- Shay v low. Teresa rang me after to say he wasn't sleeping. be gentle
- Fergal sending the forms, TB compensation scheme + hardship
""",
"2026-02-19 calving workshop.txt": """XLVets calving day Mountbellew
- epidural before traction more often - I'm lazy about it
- calving jack: pull WITH the cow, max 2 people equivalent force
- caesar: left flank, new suture pattern for uterus (Utrecht) - try it
- colostrum 3L in first 2hrs, tube if not sucking
- Tomek fell asleep in the 3pm session haha
""",
"2026-02-26 Orla followup.txt": """Orla - phone
needs: mgmt accounts to Dec, cashflow projection 3 yrs, tax clearance cert
Seán M to send by mid March
she thinks approval May if all in by April
SBCI - we qualify, rate ~ 4.9%
""",
"Mam hip.txt": """Mam - hip (R)
surgery Mon 9 March Merlin Park, Mr Dineen
pre-op 2nd March - Clodagh bringing her
- stop aspirin 7 days before!!
- Clodagh staying w her first week home, me the 2nd week (weekends)
- raised toilet seat + perching stool from OT - collect from Tuam PCC
- physio after, Tuam. Weds?
- she won't want a fuss. she'll want her own pillow
""",
"2026-03-09 Mam surgery day.txt": """Mam went down at 11. out of theatre 2.40
Mr Dineen happy. spinal not GA
Clodagh stayed till 8. I got in at 6 after Lydon call.
Mam giving out about the tea already = good sign
""",
"2026-03-14 calving visit Ó Flaherty.txt": """Ó Flaherty calving
Paudie rang 5.10am. Seán there too
- heifer, Holstein x, calf backwards (breech, true) and big
- couldn't correct, caesar in the shed, L flank
- live bull calf!! heifer stood after
- Seán did great holding the tail + lamp
- Paudie wants to talk about using a sexed/easy-calving AI bull on heifers next yr - yes
- recheck heifer Mon, pen strep 5 days (not Tomek to do it - allergy, he can't handle pen)
""",
"2026-03-21 Mick Joyce lambing.txt": """Mick Joyce - vaginal prolapse in ewe, 1 wk pre-lambing
replaced, purse string + harness
he has 3 more looking iffy - told him ring early not at 2am
- he's short on lambing ropes + iodine, said I'd drop some up
- Mick asked after Bernie's mother
""",
"2026-03-24 Gerry payment plan.txt": """Gerry Naughton in re Rex bill
Present: Gerry Naughton, Bernie, me
- calmer. Rex doing well, walking fine
- we agreed to knock off the 2nd night hosp fee (€185) as goodwill
- balance €2,655: €500 today, then €200/month standing order from April
- he won't go to VCI. shook hands
- Bernie doing the SO form + sending written confirmation
""",
"2026-03-31 RVO meeting Walsh.txt": """RVO Hynes Building
Present: Fergal Naughton, Séamus Walsh, me
- Balla heifers traced - the seller's herd went down too in Jan. likely source
- retest 14 April (60 days)
- need 2 clear tests to derestrict
- wildlife unit to look at the sett
- Fergal said Séamus is entitled to income supplement if reactors > 10%. not quite there
""",
"2026-04-16 Walsh retest.txt": """Walsh retest read
1 reactor - cow 372. stil restricted
Séamus took it bad. another 60 days -> mid June? Fergal says can do the next one once 60 days after removal
told him this is normal, and the trend is right (3 -> 1)
""",
"2026-04-22 planning decision.txt": """PLANNING GRANTED!!!
conditions:
1. surface water to soakaway, not the public sewer
2. no external lighting after 11pm
3. dev contribution €3,900
4 wk appeal period -> final grant late May
rang Nuala, Orla and Tadhg. Colm bought cake
""",
"2026-04-28 Tadhg tender.txt": """Tadhg price vs Mulcahy Construction
Tadhg: 168k ex VAT, 16 wks, start mid June
Mulcahy: 154k ex VAT, 20 wks, can't start till Sept
Nuala: Tadhg's spec is better (insulation, steel for crush canopy included)
-> going w Tadhg. tell Mulcahy by Fri
lead lining for xray room NOT in either - separate
""",
"locum options.txt": """locum for July (Tomek's wedding, 3 wks)
- VetLocums Ireland - €480/day + their cut, nobody mixed available
- Marta Kowalczyk - Tomek's friend from Wrocław uni, in Spiddal, did mixed in Mayo 2 yrs. €450/day direct
- UK agency - no, too far
=> Marta. ring her
""",
"2026-05-12 call w Marta.txt": """Marta - video call
- yes for 6-24 July, €450/day, she's self-employed (invoice)
- she's done loads of cattle, less horses - ok, Bridget's ponies can wait or I'll do
- asks if we'd consider her for a permanent part time thing later... interesting. said let's see how summer goes
- she'll need the VetSoft login + the farm map
""",
"2026-05-19 loan signing.txt": """AIB - signed
€185k term, 10 yrs, SBCI rate 4.85% variable
drawdown in 3 tranches against Nuala's certs
no personal guarantee in the end - Seán M pushed back, Orla agreed w charge on the premises instead
Colm relieved
""",
"2026-05-27 MSD parasite talk.txt": """MSD dinner Glenlo
talk: Dr somebody from UCD re liver fluke + resistance
- triclabendazole resistance in the west, worse than we think
- faecal egg counts before dosing, not after
- lungworm early in 2026 bc mild winter
Declan cornered me re the spring farm walk we cancelled - do one in autumn
Tomek had the lamb, I had the hake
""",
"Ursula EMS plan.txt": """Ursula Whelan - UCD 4th yr, 8-19 June
wk1: small animal w Tomek, consults + theatre
wk2: farm w me. TB tests? Lydon? calvings over. herd health visits
she has her own wellies + overalls
accommodation: she's staying w an aunt in Oughterard
""",
"2026-06-09 Dolly colic Curran.txt": """Bridget Curran - Dolly (grey Connemara mare, 14y) colic
HR 64, no gut sounds R side, reflux 4L on tubing
rectal: distended SI loops
-> surgical. rang Liam Cosgrove Ballinasloe, he'll take her
Bridget drove her in herself, 2hrs. Liam did surgery 9pm - strangulating lipoma, 1.5m SI resected
Bridget worried about cost, Liam's est 6-8k. she's insured thank god (partially)
""",
"2026-06-15 build day 1.txt": """build day 1
diggers in 7.30. kennel block down by lunch
asbestos test came back negative (phew)
noise!! moved consults to the front room
clients parking on the path - Bernie to put a sign
""",
"2026-06-22 Ursula feedback.txt": """Ursula - end of EMS
- v good w clients, a bit slow on the farm (normal)
- did her first castration (calf) w me
- Tomek says good surgical hands
- she'd like to come back for final yr placement - yes
- write her EMS report by end of June
""",
"2026-07-03 handover Marta.txt": """Handover w Marta
Present: Marta, Tomek, me
- farm list + map printed, the awkward ones marked (Mick Joyce's lane!)
- VetSoft login made, Bernie showed her the booking screen
- on call phone: she takes weekday nights, I take weekends
- calving jack in the Hilux, spare in the store
- Walsh: still restricted, don't sign any movement permits, refer to me
- Curran ponies - I'll do
""",
"2026-07-14 locum week 2.txt": """Marta check in (week 2)
- going well. farmers mostly fine
- Mick Joyce rang me to complain she got lost going up to him. she got lost because the lane has no sign. told him put a sign up
- she did a calving at Lydon's, fine
- she's very organised, writes everything into VetSoft properly (better than Tomek lol)
- asked again about part time from autumn. 2-3 days a week
""",
"2026-07-21 Dolly recheck.txt": """Dolly recheck at Bridget's
wound healed well, eating, passing droppings normally
Liam's discharge: box rest 4 wks then hand walking
Bridget says she'll hold off breeding her this yr
bill from Ballinasloe 7,200 - insurance paying 5k
""",
"2026-07-29 site meeting.txt": """site meeting
Present: Tadhg Ó Conghaile, Nuala Brien, me
- roof on, windows next wk
- xray room: lead lining - Tadhg says not him, Nuala says it's the RPA who specs it and a specialist fits. get quotes
- crush canopy steel arriving late (Aug 20?)
- 2 wks behind. Tadhg says still October finish
- cert for tranche 2 - Nuala to issue end Aug
actions: me - find RPA. Nuala - cert. Tadhg - programme update
""",
"Lanzarote packing.txt": """- passports (Oisín's expires Dec!)
- suncream factor 50, aftersun
- Saoirse's goggles
- adapters x2
- kindle
- Colm's meds
- EHIC cards
- tell Bernie no phone unless fire
""",
"2026-08-18 Walsh derestricted.txt": """Walsh - 2nd consecutive clear test - DERESTRICTED
Séamus nearly hugged me. Teresa made tea + brack
6 months restricted all in. Fergal confirming by letter
advice: biosecurity on buying in - isolate + test, no more Balla heifers without pre-movement history
herd health plan review in Oct
""",
"2026-08-26 X-ray demo.txt": """Imaging Vet Ireland - Kevin Lally
DR system, wall stand + table, software ties into VetSoft (check w Rob)
€38k + VAT incl install + training
refurb option €24k, 2 yr warranty only
Tomek loves it, wants the bigger plate for horses
=> new one. order by mid Sept for Oct install
""",
"third vet job ad.txt": """JOB AD draft
Veterinary Surgeon - part time (2-3 days), mixed practice, Oughterard Co Galway
- new facilities Oct 2026 (crush, DR xray)
- 1 in 4 weekends on call
- salary depends on exp, CPD allowance €1,500
posted on Veterinary Ireland jobs + vets.ie 10 Aug
closing 31 Aug
""",
"2026-09-08 interview Marta.txt": """Interview - Marta Kowalczyk
Present: Tomek, me, Marta
- knows the practice + farmers already
- wants Tue/Wed/Fri, 1 in 4 weekends
- interested in doing fertility/herd health visits longer term
- salary: asked 58k pro rata. we said 54k + CPD. she'll think
strong yes from both of us
""",
"2026-09-10 interview Rory.txt": """Rory Gavin (zoom)
- 2 yrs small animal in Dublin, no farm exp really
- wants to move west bc partner from Galway
- nice but we need mixed. keep on file
""",
"2026-09-15 ploughing.txt": """Ploughing - Ratheniska
muck everywhere, Tomek's new boots ruined
- MSD stand: Declan, rescheduled the farm walk to Ó Flaherty's 10 Nov (check)
- chatted to a few of our farmers - Seán Ó Flaherty there w his girlfriend
- saw a mobile cattle crush, very nice, 11k
- ate far too many chips
""",
"2026-09-22 RPA call.txt": """RPA consult (radiation protection adviser) - Dr Aidan Quigley
- room is fine size. 2mm lead equivalent on 2 walls (N + E), door lead lined too
- controlled area signage, warning light outside door
- EPA registration before first use - need his report + floor plan
- dosimeter badges for me, Tomek, Aoife (Marta when starts)
- annual QA by him
""",
"2026-09-29 Mam review.txt": """Mam - 6 month review
Mr Dineen delighted, x-ray looks perfect. discharged from clinic
- can drive again (she's been driving since July, don't tell him)
- keep up the exercises
- she wants to go to Lourdes w the parish in May - he said fine
Clodagh + me went, then lunch in Galway
""",
"2026-10-02 snag list.txt": """snags w Tadhg
- crush gate catches
- drain cover in the crush area rocking
- xray room door - lead lined but the closer is too strong
- paint touch up reception
- isolation kennel extractor noisy
Tadhg: all done by 16th. final cert after
""",
"2026-10-09 coffee Kasia Z.txt": """coffee w Kasia Z (Pawfect Grooming)
- she's opening a 2nd salon in Galway city, Knocknacarra, Jan
- sends us most of her ear/skin cases, would like a referral leaflet in her shop
- asked about us doing a talk for her clients re dental care - Aoife would be great
- she mentioned a dog w a lump she found last week - told her send to us
TODO: leaflets to Kasia, ask Aoife re talk
""",
"2026-10-15 Ó Flaherty TB read.txt": """Ó Flaherty TB - clear. 142 hd
Paudie happy. Seán mostly runs it now
Paudie wants to go to once-a-day milking over winter - talk at dry cow consult 10 Nov
""",
"2026-10-19 practice mtg.txt": """Monday mtg
Present: Tomek, Aoife, Bernie, me
- xray install tomorrow - all day, move vaccines to Tomek
- Halloween: fireworks sedation - check stock of Sileo + trazodone. ring the anxious dog list
- Marta starts 2 Nov, Bernie to set up her login, locker, badge
- Aoife to do dental talk for Kasia Z's clients? she said yes, November
- Gerry N - last payment due Nov
""",
"2026-10-20 xray install.txt": """xray installed
Kevin + engineer here 8-5
- first test images great. VetSoft link works (Rob sorted the DICOM thing over phone)
- can't use clinically until EPA registration done
- training for all of us Thurs pm
""",
"2026-10-22 Marta contract.txt": """Marta signed
Tue/Wed/Fri, 1 in 4 weekends, 55k pro rata, €1,500 CPD
start Mon 2 Nov
she's bringing Fasola (lurcher) to work some days, fine
""",
"fireworks list.txt": """anxious dogs - ring before Halloween
- Bruno (Kasia Nowak) - Sileo last yr worked
- Rex (Naughton) - no, he's grand
- Lola (Ó Flaherty house dog) - trazodone
- Biscuit (Lydon) - ?
- Fasola (Marta's) - lol
ring by 26th
""",
"Bruno Nowak.txt": """Bruno - Kasia Nowak's boxer
atopic dermatitis, itchy paws + ears every summer
- Apoquel 16mg SID worked
- diet trial (hydrolysed) Feb-Apr 2026 - no real change, so not food
- Kasia asked about Cytopoint - cost. €85/inj every 4-8 wks
- she works at the hotel front desk, can only come after 5.30
""",
"shopping.txt": """milk, bread, ham
calpol
birthday card for Clodagh
wellies for Oisín size 1
""",
"2026-10-27 Tomek 1-1.txt": """Tomek 1-1
- wants to do more small animal ortho now xray is here. TPLOs in house instead of referring
- asked about becoming a partner / buying in. he's been here 5 yrs. Aga wants to stay in Ireland
- I said yes in principle - talk to Seán M about valuation, structure
- he wants answer by Christmas
- also: his penicillin allergy - new locum/Marta should know, he can't handle pen strep bottles w/o gloves
""",
"book club.txt": """book club list
- The Bee Sting (June - didn't finish)
- Intermezzo
- Western Lane
- Prophet Song - Éadie's pick, heavy
""",
"2026-06-29 practice mtg.txt": """Monday mtg
Present: Tomek, Aoife, Bernie, me
- Tomek off 6 July, Marta from 6th
- building noise - clients complaining, put up a sign + apology on FB
- Ursula report - I'll do it
- Gerry N paying every month, no issues
- Aoife: dental cert done, passed!
""",
"2026-02-02 ideas calving.txt": """calving season prep
- 2 calving jacks serviced
- caesar kits x4 packed
- stock: oxytocin, calcium, lignocaine, pen strep (Tomek - gloves)
- ring Paudie, Shay, John re due dates
""",
"2026-05-05 farm walk cancelled.txt": """Declan farm walk - cancelled. Paudie had the silage contractor in
rescheduling - autumn
""",
"Gerry Naughton - payments.txt": """Gerry N balance
Mar: 500 paid
Apr-Oct: 200 x 7 = 1,400
left: 755 -> Nov 200, then final 555? he said he'd clear it in Nov
""",
"2026-10-23 Clodagh chat.txt": """Clodagh rang
- Mam wants to sell the house in Tuam and move closer to one of us. Athenry or Oughterard
- Clodagh thinks Athenry bc pharmacy hours. I think she wants near the grandkids here
- Neil's job might be moving to Limerick. so??
- family meeting w Mam - Sunday 8 Nov, her house
""",
"2025-12-17 xmas night.txt": """Christmas night
Bernie's kris kindle: I got socks with cows on them
Tomek told everyone about Aga + the wedding date - July, Rzeszów
Aoife won the table quiz round
home 12.30, on call tomorrow, mistake
""",
}
