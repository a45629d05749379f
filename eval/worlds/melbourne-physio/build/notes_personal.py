NOTES_PERSONAL = [

("Menzies Gr – auction day", """# Menzies Gr – auction day

19 July 2025

WE GOT IT. $1.152m. 

3 bidders, the couple w the pram dropped at 1.1, then it was us and a guy on the phone (agent's mate?). Tom bid in 5k then 2k. passed in at 1.14 to us, negotiated inside to 1.152.

- deposit 10% – Vik arranged the deposit bond (don't have 115k cash lol)
- settlement 60 days → 12 Sept
- conveyancer: Lauren Fitzgerald (Priya I's recommendation)
- building report flagged stumps at the back (re-stumping maybe 8-12k eventually) – Lauren says too late to negotiate post-auction, it's unconditional. should have read it properly before. lesson.

Rang Mama – she cried. Baba asked how big the backyard is (for the lemon tree he's going to give us).
"""),

("Settlement checklist", """# Settlement checklist

- [x] insurance from settlement day (RACV home, building + contents)
- [x] Lauren – final statement of adjustments
- [x] Vik – loan docs signed 1/9
- [x] electricity + gas – connect 12/9 (Powershop)
- [x] internet – Aussie BB, NBN FTTP ✔ 
- [x] removalists booked 20/9
- [x] notify: AHPRA address, work payroll, Medicare, VicRoads, bank, electoral roll
- [ ] mail redirect 6 months
- [x] give notice on Nicholson St – 28 days, bond inspection 26/9

keys from Nelson Alexander at 4 on settlement day.
"""),

("Moving – to do", """# Moving – to do

Sat 20/9

boxes: kitchen last, label by ROOM not contents
- Ben + Niko: couch, bikes, the bookshelf (ute)
- Mama: kitchen drawer liners (she insisted)
- Tom: pack the study, his school stuff separate
- me: bathroom + clothes + the plants

after: pizza for everyone. Ben's birthday beer.

Bond back: full $2,480 🙌 (4 Oct)
"""),

("Reno – quotes", """# Reno – quotes

Kitchen + main bathroom. (laundry later, it's fine)

1. **Dunn Right Building (Craig Dunn)** – $86,400 fixed. includes demo, plumbing (his plumber Gary), electrical, tiling (subbie Minh), waterproofing. Kitchen joinery EXCLUDED – we go w Anjali. Start mid Jan, 12 wks.
2. Homecraft Renovations (Simon) – $97,800, "indicative", lots of PC sums. Start April.
3. Mates-rates guy from Niko's work – no insurance. no.

Craig: Ben used him for their deck, said he's good but "chase him". Domestic building insurance ✔ (over 16k so required). Registered builder DB-U 41xxx – checked on VBA site.

Going with Craig.
"""),

("Kitchen – Anjali design", """# Kitchen – Anjali design

Cup day 4 Nov 2025, Desai Kitchens Coburg

- L-shape + island (900 deep, seats 3)
- fronts: matt laminate (Polytec "Ravine" finish) – 2-pac $$ and chips
- benchtop: 20mm Caesarstone, Cloudburst Concrete. (Anjali recommended porcelain instead, more heat resistant – think about it)
- pantry wall: full height, integrated fridge space 900w
- drawers not cupboards for the low stuff (Mama will hate this)
- lead time 6 wks after final measure, final measure after Craig's plasterer is done

quote $31,250 inc install. Deposit 30%.

Anjali's mobile for site stuff, email for changes. She coordinates directly w Craig for the install date.
"""),

("Tiles & fixtures", """# Tiles & fixtures

bathroom
- floor: 600x600 matt porcelain, "Concrete Grey" – Tile Depot Preston
- walls: white gloss 75x300 subway, vertical stack (Tom wanted herringbone – lost)
- niche: 300x600, in shower wall opposite the rose
- tapware: brushed nickel, Phoenix Vivid (PC sum was $1,200 – we're over, ~$1,650)
- vanity: 900 wall hung, timber look

kitchen splashback – handmade-look tile, green. Tom approved.

Minh laying. Gary rough in 29/1.
"""),

("Reno diary", """# Reno diary

12/1 demo day. whole bathroom gone by 11am. asbestos? no, thank god, just fibro in the laundry they didn't touch.

15/1 found rot in the floor joists under the old shower. variation #1: $2,300. sigh.

21/1 electrician – moved 4 powerpoints + 2 new circuits. switchboard "needs upgrade", variation #2 $1,850.

29/1 Gary rough-in. fine.

5/2 waterproofing done – Craig's guy (apprentice? Jayden?) did it, NOT Minh. certificate to come.

12/2 plaster. 

20/2 Minh starts tiling. Minh is lovely, very meticulous, brought his own spirit level collection.

2/3 Anjali final measure.

wedding chaos – nothing happening 14-22/3 anyway

31/3 kitchen install.

10/4 benchtops in. gorgeous.

22/4 bathroom done-done. First shower!!! 

5/5 final inspection w Craig, defects list: silicone in shower corner, 1 cracked tile under vanity, kitchen drawer alignment. Final payment held till fixed. Fixed 12/5 except the tile.

total over budget ~18k (variations + tapware + the switchboard). 
"""),

("Shower leak – timeline", """# Shower leak – timeline

KEEP UPDATED. For DBDRV / insurance.

- ~18/5/26 – hallway skirting next to bathroom swelling, musty smell
- 20/5 texted Craig w photos
- 25/5 Craig + Minh onsite. Craig: "it's the grout, Minh's problem". Minh: membrane wasn't taken up high enough at the hob/wall junction, he tiled over what was there. they argued in my driveway. 
- 27/5 Craig emailed: will "re-grout and seal" only.
- 1/6 Aqua Detect (independent) – moisture readings 35%+ in wall cavity, thermal shows leak path from shower base corner. Report: membrane failure/not lapped at junction. $385.
- 3/6 forwarded report to Craig. No reply.
- 9/6 Craig texted "will look at it after the school holidays". NO.
- 8/6 RACV – only resultant damage maybe, not the faulty work. Claim on hold.
- 16/6 lodged DBDRV application (ref DBDRV-26-018845)
- Greece 26/6 – 20/7. Niko keeping an eye on the house.
- 5/8 DBDRV scheduled conciliation 19 Aug.
- 19/8 conciliation → agreement (see separate note)
- 7–9/9 shower redone. 
- 23/9 waterproofing cert from Seal-Tite received. skirting + plaster fixed 25/9.
"""),

("DBDRV application", """# DBDRV application

16 June 2026

Domestic Building Dispute Resolution Victoria – online form.

Builder: Dunn Right Building Pty Ltd, Craig Dunn
Contract: HIA fixed price, signed 1/12/25, $86,400
Issue: defective waterproofing in main bathroom shower (membrane not correctly installed at hob/wall junction) → water damage to adjoining hallway wall + skirting

Outcome sought:
1. builder to remove + reinstate shower waterproofing and tiling at his cost, certified
2. rectify consequential damage (skirting, plaster, paint)
3. waterproofing certificate (still never received the original one!!)

Attached: contract, Aqua Detect report, photos x22, text thread, Craig's email 27/5.

Ref: DBDRV-26-018845
"""),

("Conciliation outcome", """# Conciliation outcome

19 Aug 2026, DBDRV, 10–11:40. Conciliator Rosemary Okafor. Craig on the phone (!), me in person.

Agreed (written agreement to be emailed):
1. Craig to strip + redo the shower base/hob waterproofing and retile that section, start **7 Sept**, 3 days
2. independent waterproofing cert (Seal-Tite) on completion, copy to me
3. Craig pays $1,950 toward skirting/plaster/paint in the hallway – or does it himself. He chose to do it himself. hmm.
4. Minh to do the tiling – he offered, and he has spare tiles from the same batch

If not done by 30 Sept → I can go back to DBDRV for a direction.

Felt sick all morning. It was fine. Rosemary was great – very calm, made Craig actually answer the question.

Texted Minh after to thank him.
"""),

("Mum – cataract drops", """# Mum – cataract drops

R eye 3/9/25, L eye 5/11/25

- Chlorsig 4x/day x 1 wk
- Pred Forte 4x/day wk 1-2, 3x wk 3, 2x wk 4, stop
- wait 5 min between drops!!
- no bending/lifting heavy, no swimming 2 wks, no eye makeup 
- shield at night x 1 wk

Chart on fridge. Baba is in charge. (Baba is not in charge, Mama is in charge of Baba being in charge.)

post-op review day 1 at Eye & Ear, then 4 wks. L eye post op 6/11 – Niko.
"""),

("Baba – meds", """# Baba – meds

updated after the fall, Feb 2026, from the Northern discharge summary + Dr Chen

- apixaban 5mg BD (AF) – DON'T MISS
- metoprolol 47.5mg mane
- atorvastatin 40 nocte
- perindopril 5mg mane
- panadol osteo 2 tds prn (wrist)
- vit D 1000IU

allergies: penicillin (rash)

Webster pack from Terry White Preston – pick up Fridays. Mama fills the gaps. 
"""),

("Baba fall – Feb 2026", """# Baba fall – Feb 2026

Sat 7/2 he was up the ladder pruning the lemon tree. Of course he was. Fell ~1.5m onto outstretched L hand. Mama rang Niko, not me, because "you were working" (Sat clinic).

Northern ED – distal radius #, closed reduction, cast. No head strike apparently but he's on apixaban so they CT'd his head – clear thank god.

Fracture clinic Mon 9/2. 6 wks cast. Then hand therapy.

Things to sort:
- ladder → to Niko's. permanently.
- he can't drive w cast (he will try)
- showering – he won't let Mama help. shower chair from the chemist.
- My Aged Care referral – do it NOW, Dr Chen said he'll support it

Long conversation w Niko about who does what. Niko: weekday evenings (lives 10 min away). me: appointments + paperwork. Soula offered Thursdays.
"""),

("My Aged Care – Support at Home", """# My Aged Care – Support at Home

- referral lodged online 12 Feb 2026 (ref 1-8F3KQ2X)
- assessment 22 Apr at home. assessor = Maria? from the Northern assessment team, spoke Greek!! Baba relaxed once she started speaking Greek.
- what he needs: help w cleaning, gardening (HE WILL HATE THIS), shower rail + hand-held shower, transport to appts
- outcome letter 3 June: Support at Home classification **Level 3**. Wait time "3-6 months" for funding.
- provider: Pronoia Care (Greek-speaking staff). care partner Angela Costa.
- funding assigned 14 Aug. Started:
  - cleaning fortnightly Tues from 1 Sept
  - gardening monthly – first visit 9 Sept. he followed the gardener around "supervising"
  - OT home visit 15 Sept → rail installed 29 Sept
- Angela's monthly check-in call – she calls me not Mama (Mama asked for that? no – Baba did)

Contribution fees – Angela sent the schedule. check w Niko re splitting? (Baba insists he pays. fine.)
"""),

("Mama – memory", """# Mama – memory

Writing this down because I keep second-guessing myself.

- Aug: left the stove on twice (Baba noticed the smell)
- got lost driving home from Northland – rang Niko from a servo in Reservoir. she's driven that way for 30 years.
- tells the same story about Soula's twins every visit, word for word
- forgot Linh's birthday (she NEVER forgets birthdays)
- paying bills twice – Baba found two payments to the gas

It's not nothing. Niko thinks it's "just age". Linh agrees with me quietly.

Saw Dr Chen 2/9 – he did the quick screen, referred to the memory clinic (CDAMS at Bundoora). wait 6-8 wks.
"""),

("Memory clinic – 20 Oct", """# Memory clinic – 20 Oct

Mama, w me. Dr Anh Vo (geriatrician) + a neuropsych registrar.

- 2 hrs. Mama was tired + cranky by the end. She told Dr Vo she's "perfectly fine, my daughter worries". 
- cognitive testing – MoCA 21/30 (Dr Vo said education level + English as 2nd language matter, so don't over-read it). They did a Greek version of some bits, interpreter on the phone for the hard parts.
- bloods (B12, thyroid etc) + CT brain ordered. CT booked 4 Nov at Bundoora.
- driving: Dr Vo wants her to stop driving until results. MAMA WAS NOT HAPPY. Baba was secretly relieved.
- results appt 17 Nov 11am. I'll take her again.

Things Dr Vo asked me to do:
- keep a diary of incidents (dates + what happened) till 17 Nov
- check the bills situation → maybe Baba takes over or direct debits
- think about enduring power of attorney "while everyone can still make decisions" – talk to Niko
"""),

("Questions for Dr Vo", """# Questions for Dr Vo

for 17 Nov

- what is it? (and how sure are you)
- will the meds help (donepezil?) – side effects w Baba's heart stuff?? she's not on anything cardiac but check interactions w her BP tablet
- driving – is it forever?
- what do we tell her? do we tell her the word?
- Greek-speaking support groups? Dementia Australia has something?
- does she need her own My Aged Care assessment, or add to Baba's?
- EPOA – who do we see? (Soula's husband is a lawyer – ask him first)
"""),

("Niko & Linh wedding – my jobs", """# Niko & Linh wedding – my jobs

- kitchen tea 15 Feb – games + cake (ordered Spartan? no → Brunetti – more neutral for Linh's side)
- tea ceremony 14 Mar – carry tray #3 (the fruit one). wear red/ao dai? Linh said red dress is fine, she'll lend me a khăn?? no, that's for the bride.
- church 21 Mar – help Soula (koumbara) w the stefana + the sugared almonds (koufeta) in tulle bags x220. Mama's doing 110 and I'm doing 110. ugh.
- reception – speech (3 min, after Baba and Linh's uncle Bao? no Bao is her brother, uncle is Chú Tuấn)
- rings: Niko will lose them. Soula holds them.
- Tom: drive Yiayia Anna (Linh's grandma – they call her Bà Nội) from Springvale to the church? Linh's cousin doing it in the end.
"""),

("Speech – Niko's wedding", """# Speech – Niko's wedding

(draft 3, cut the bit about the fire extinguisher)

Kalispera everyone, xin chào, good evening.

I'm Eleni, Niko's big sister – which means I have 33 years of material and exactly four minutes. 

When Niko was seven he decided he'd be an electrician because he'd worked out how to short out the whole house by putting a fork in the toaster. Mama still has the fork. He's now a very good electrician, so it worked out.

Linh – the first time Niko brought you to Sunday lunch, Mama gave you three helpings of pastitsio and you ate all of them, and she decided that day that you were staying. Baba took a bit longer – he needed to see you beat him at tavli. You did. Twice.

... 

[end on a toast – Στην υγειά σας / Một hai ba, dô!]

practise w Tom. time it. UNDER 4 MIN.
"""),

("Tea ceremony – notes", """# Tea ceremony – notes

lễ ăn hỏi – Linh explained:

- groom's family brings trays (mâm quả) – odd number, covered in red. betel leaves & areca, tea, fruit, cakes, wine, roast pig (Niko is thrilled)
- Niko's side walks in a line, the trays handed over to Linh's side
- tea served to parents + elders, bride + groom bow to the altar
- Cô Hoa (Linh's mum) very particular about the time – 9:09 
- Mama + Baba are nervous. Baba practised "cảm ơn" all week lol.

Bring: envelope (lì xì – red envelope) for Linh's little cousins? check w Linh
"""),

("Kitchen tea – plan", """# Kitchen tea – plan

15 Feb, Soula's place

- ~35 women. Linh's side ~12
- food: Mama (spanakopita, keftedes), Cô Hoa (spring rolls – she insisted), fruit platters (me), cake (Brunetti, picking up 11:30)
- games: "how well do you know Niko" quiz (I have too much material), toilet paper dress (no. too cringe. ok fine maybe)
- gift: Soula collecting for the Le Creuset set from the registry
- Linh doesn't want a "bridal shower" with the rude stuff. Keep it nice.
"""),

("Greece 2026 – itinerary", """# Greece 2026 – itinerary

Fri 26 Jun – fly EK409 9:45pm MEL → Dubai → Athens (arr Sat arvo)
27–30 Jun – Athens, apartment in Plaka (Airbnb, host Kostas). Acropolis early (8am!). Tom wants the national archaeological museum. Dinner w Yiayia's cousin Eleftheria in Kifisia?
1–5 Jul – Vytina, Theia Voula (Baba's sister). hire car from Athens airport. Bring Baba's presents + the photos.
6–9 Jul – Nafplio. Palamidi steps (999 – Tom says he'll do them; he will not). 
10–16 Jul – Naxos. Blue Star ferry from Piraeus 7:25. Villa Kalliopi, Agios Georgios. Portara sunset. Hire a car 2 days for the mountain villages (Apeiranthos, Halki – kitron tasting)
17–18 Jul – Athens (hotel near airport? no – Koukaki)
Sun 19 Jul – EK104 ATH 2:40pm → home Mon 20 Jul 5:55pm

back at work Tue 21 Jul.

insurance: Cover-More, comprehensive. policy in email.
"""),

("Greece packing", """# Greece packing

- passports (Tom's expires Feb 2027 – ok, >6 mo)
- adaptor x2 (type C/F)
- Baba's presents for Theia Voula: the photo album, 2 x Vegemite (she asked??), Tim Tams
- Mama's envelope for the church in Vytina (Agios Tryfon)
- hiking sandals
- hat hat hat
- meds: Tom's antihistamines
- international driving permit – RACV, done ✔
"""),

("Vytina – people", """# Vytina – people

(so I don't forget who's who)

- Theia Voula – Baba's older sister, 84, house near the square. sharp as a tack.
- Thanasis – her son, runs the taverna "To Elato". wife Katerina, 2 boys
- Kyria Panagiota – next door, knew Baba as a boy, cried when she saw me ("you have his nose")
- Papa-Giorgis – priest, Agios Tryfon. gave him Mama's envelope
- the honey man on the road to Magouliana – bought 3 jars for Mama

Theia Voula says Baba should come "before it's too late". Talked to Niko about maybe 2027 with Baba. Wrist + heart + flying 24h... 
"""),

("Naxos", """# Naxos

- Agios Georgios beach – shallow, windy afternoons (meltemi!!)
- Apeiranthos – marble streets, bought a tablecloth for Mama
- Halki – Vallindras kitron distillery. bought kitron for Baba + Theio Stavros
- best dinner: the place behind the Portara, grilled octopus, Tom ate 3 plates of potatoes because he can't do shellfish and panicked about the octopus
- Plaka beach day – Tom sunburnt. told him.
- 14/7 Tom took me to the Portara at sunset and... asked. !!!!!!! 💍 I said yes obviously. rang Mama at 3am her time. she screamed.
"""),

("Engagement – us", """# Engagement – us

14 July 2026, Naxos. I still can't believe it.

Told: Mama + Baba (screamed, Baba cried), Niko + Linh (Linh: "FINALLY"), Sue + Graham (Sue knew!! Tom asked Graham's advice), Soula, Georgie, Priya I.

No rush on a date. Tom wants small. Mama wants 400 people. Somewhere in between. 2027? after acting role, after Georgie's baby, after we know what's happening with Mama.

Ring: Tom's grandmother's sapphire, reset by a jeweller in Ballarat. Needs resizing (half size too big) – Hardy Brothers? or the Ballarat guy. 
"""),

("Christmas 2025 – gifts", """# Christmas 2025 – gifts

- Mama – new slippers + the Greek cooking channel subscription (Niko says she can't work the TV)
- Baba – secateurs (ironic now) + a lemon tree fertiliser 
- Niko + Linh – dinner voucher, Tipo 00
- Soula's twins – Lego
- Sue + Graham – Ballarat: gin from Four Pillars + a photo of the new house
- Tom – the good cycling jacket. he's getting me a pilates 10-pack (I saw the receipt)
- Kris Kringle work – $20 – Hamish (candle? socks?)
"""),

("Tom – birthday ideas", """# Tom – birthday ideas

9 Aug. 

2025: dinner at Rumi w the crew + the kitchen knife he wanted
2026: ideas –
- weekend in Daylesford? (Lake House too $$)
- Bruce Springsteen tribute? no
- cycling: new bike computer (Garmin Edge)
- NOT cashews in anything (allergy – Ben forgot once, never again)

ended up: Daylesford, 8-9 Aug, the cottage near the lake. 
"""),

("Georgie – baby shower", """# Georgie – baby shower

Sat 7 Nov, 12–3, her mum's place in Oakleigh (3 Atherton Rd)

- due 12 Dec!! girl. name is a secret (it's Eleni. jokes. maybe.)
- Steli's sisters doing the food
- me: games (NO nappy games per Georgie), cake from Nikos Cakes? (no relation lol)
- gift: the pram fund + something small – muslin wraps, the Greek evil eye (mati) pin for the pram obviously
- guest list ~30. invites sent 10 Oct (Paperless Post)

Planning arvo at Georgie's 24 Oct – she wants a "tea party" theme. Fine. 
"""),

("Books to read", """# Books to read

- The Body Keeps the Score – half read, keep abandoning
- Demon Copperhead ✔ 
- Trust (Hernan Diaz)
- something Greek for the flight – Kazantzakis? too heavy. "The Island" – Victoria Hislop (Mama's rec, it's Crete though)
- Tom's rec: "Four Thousand Weeks"
- The Anxious Generation – for Tom's work debates
"""),

("Pilates – niggles", """# Pilates – niggles

R hip clicking on footwork w heels. Instructor (Bri) says it's fine. I know it's fine. I'm a physio. It's annoying.

L shoulder stiff after the move – boxes. better by Nov.

2026 goal: side-lying series without my hip flexors cramping. 
"""),

("Mama's galaktoboureko", """# Mama's galaktoboureko

(she doesn't measure. this is me watching her, Easter 2025)

- 1L full cream milk
- 1 cup sugar, 3/4 cup fine semolina
- 4 eggs, vanilla, lemon zest
- butter ~ "one piece" (≈ 100g)
- filo ~ 12 sheets

syrup: 2 cups sugar, 1.5 cups water, lemon peel, cinnamon stick – COLD syrup on HOT pie. always.

"not too thick the custard, Eleni, it's not a brick"
"""),

("Easter 2026", """# Easter 2026

Orthodox Easter 12 April (a week after the Western one – Tom got confused, again)

- Thu: red eggs + koulourakia at Mama's w Linh. Linh's first time dyeing eggs – very competitive at tsougrisma after
- Sat night Anastasi, Evangelismos church in Preston. Tom came! He held the candle like it was a grenade. Fireworks at midnight – he jumped.
- Sun: lamb on the spit at Theio Stavros'. Baba supervising w his wrist still stiff. Theio Stavros and Baba argued about the charcoal for 45 min.
- Mama's magiritsa – Tom tried it. respect.
"""),

("Budget 2026", """# Budget 2026

monthly (joint)
- mortgage ~$5,850 (fixed 5.89% till Sept 2026, then ??)
- rates/water/insurance ~ $520
- utilities ~$380
- groceries ~$1,200
- cars ~ $300
- Greece fund $600/mth till June

reno overrun 18k → redraw. 

Vik – fixed ends Sept. He'll send options in Aug. (Aug: he did. Refixed 2 yrs at 5.49% with the same bank. Done 14 Sept.)
"""),

("Car – rego & service", """# Car – rego & service

Corolla (Tom's car's the Mazda)
- rego due 14 March – paid ✔
- service 27/11/25 at Coburg Toyota – brakes ok, tyres 2 soon
- tyres 2026 – Bob Jane Coburg, April ✔
- roadside: RACV
"""),

("Priya I – catch up", """# Priya I – catch up

Aug 2025, lunch in Moonee Ponds

- Maya started prep this year, loving it. Dev (4) in kinder 3 days
- Arjun's new job at the council (urban planning) – longer commute
- she's dropping to 3 days at the clinic (GP), burnt out
- recommended Lauren F for conveyancing – she was great for them
- she wants us all to go to the Ghan? lol. one day.

she asked about Mama's eyes – GP brain, she said make sure they're checking her pressures after the drops.
"""),

("Sunday lunch – Oct", """# Sunday lunch – Oct

25 Oct – Mama + Baba, Niko + Linh, us, Theio Stavros

- nobody mentioned the clinic at the table. Baba cornered me in the kitchen: "what did the doctor say, the truth". told him we wait for 17 Nov.
- Mama made the same dish as last time (gemista) and asked twice whether we'd had gemista recently. Linh and I looked at each other.
- Baba talked about Greece – he wants to go next year. Theio Stavros says he's mad.
- Niko + Linh: they're looking at buying in Reservoir / Thornbury. Linh pregnant?? – no, asked Tom if I was imagining it. (Tom: "don't ask them at lunch". correct.)
- wedding talk – Mama wants St Eustathios + 400 people. Tom went very quiet.
- EPOA (Dr Vo's suggestion) – talked to Niko after in the driveway. he agrees. will ask Soula's husband (Peter) for a name.
"""),

("Things Tom says", """# Things Tom says

- "your family doesn't have conversations, it has simultaneous monologues"
- on Greek Easter fireworks: "is this... normal?"
- to Baba, fully serious, "kalo Pascha" pronounced like the pasta
- "I married into a wedding" (we're not married. he means Niko's)
"""),

("House hunting – shortlist", """# House hunting – shortlist

June 2025, budget ~1.15 (Vik says can borrow more, we don't want to)

1. 23 Menzies Gr Coburg – 3br weatherboard, original kitchen + bathroom (reno!), north backyard. Auction 19/7. ⭐
2. 6 Rose St Pascoe Vale – 3br brick veneer, renovated, backs onto the Upfield line. noise?? Tom says "white noise". no.
3. 14/2 Gaffney St Coburg – townhouse, no yard. Baba will disown us.
4. Preston near Mama – too close. (sorry Mama)

Menzies: talked to Ben – he knows the street, good for walking to the Coburg pool.
"""),

("Reno – Minh", """# Reno – Minh

Minh Nguyen – tiler, Craig's subbie. Lives in St Albans. Two kids, his daughter is doing physio at ACU!! (so she knows Tuan? small world – asked Tuan, they're in the same tute)

He was honest with me about the waterproofing even though it cost him w Craig. Asked him directly – will he do work for us directly next time (laundry)? Yes. Quote for the laundry: ~$4,800 tiling only, 2027.

He likes: iced coffee w condensed milk (cà phê sữa đá), brought us some from the place in Footscray.
"""),
]
