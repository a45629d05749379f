NOTES_MISC = [

("Parking – Bundoora Centre", """# Parking – Bundoora Centre

Plenty Rd entrance, then left. Free 2hr bays behind building 2. Memory clinic = building 2, ground floor, past the café.
Wheelchair from reception if Mama's knee is bad.
"""),

("Linh bday", """# Linh bday

24 Aug. 

she likes: ceramics, the Japanese stationery shop on Swanston, Aperol, Korean face masks. 
2026 – got her the ceramics class voucher (Brunswick, 4 wks) – she loved it
"""),

("Call Angela", """# Call Angela

21/10/26

- Sept invoice: charged 2 cleans, only 1 happened (1 Sept – the 15th was cancelled bc Baba had the OT visit?). Ask for credit.
- respite options – if Mama's results are what I think, what's available for Baba as carer? day respite for her?
- can the gardener come in the morning not 2pm (Baba naps then and gets grumpy)
- update Mama's details on file – she's not driving now

Angela said she'll call back Thurs. (she did – credit applied, morning gardening from Nov ✔. respite: she'll send info after 17 Nov)
"""),

("This week", """# This week

w/c 26 Oct

- [x] Ella – catch-up plan, email Fi (Tue)
- [x] Ravi mid-unit Thu
- [ ] send Fi Ravi's mid-unit form by Mon 2 Nov
- [ ] discussion section rewrite → Priya by Tue 3 Nov (it's Cup day, so really Wed)
- [ ] remind Mama CT 4 Nov, 9:15 Bundoora – fasting? no
- [ ] Georgie shower – print the tea party quiz
- [ ] Kearnsy – call re Dec–Feb Saturdays
- [ ] RSVP Ben's 40th
- [x] drop Theio Stavros' scripts Thu
"""),

("Ben's 40th", """# Ben's 40th

Sat 21 Nov, Coburg Bowls Club, 4pm till late. Jules organising. Barefoot bowls + spit roast.

Gift: Tom + me + the Hartley cousins going in on a hammock? Tom's job. 
Bring: esky, sunscreen, a jumper (Melbourne).
"""),

("Sat clinic – notes to self", """# Sat clinic – notes to self

- Raj leaves at 11 every 2nd Sat – book new concussions before 10:30
- Zoe on reception Sat – knows the Hicaps machine, I don't
- dynamometer lives in the cupboard in room 3, charge it!!
- Jordan does the Rovers taping before 9 on game days – don't book me pts that need the big room before 9:30
"""),

("Journal club – 2026", """# Journal club – 2026

1st Thurs of the month, 12:30, 2.14

- Feb – Hamish: GLA:D long-term outcomes
- Mar – me: AMP models of care systematic review (2024)
- Apr – Jess: low back pain education RCT
- May – skipped (conf)
- Aug – Dimi's replacement Rachel – hydro for knee OA
- Sep – Tuan (guest!) – exercise adherence
- Oct – Priya R came: how to read a QA paper vs research paper
- Nov – ?? need a volunteer. Ravi/Ella could present?
"""),

("Wedding ideas – ours", """# Wedding ideas – ours

very early. do not show Mama.

- church: yes (for Mama + Baba), but short. St Eustathios is huge – maybe the little one in Preston?
- reception: <120 people?? (Mama: "120 is the koumbari alone")
- Tom's side: ~40 from Ballarat + uni friends
- dates: autumn 2027 – April? after Pascha (2 May 2027 – check)
- Soula or Georgie as koumbara? Georgie will have a newborn.
- Linh's cousin does florals
"""),
]

ENEX = [
("Open inspections – June", "2025-06-10T09:14:00Z", [
 "Sat 14 June",
 "1:15 23 Menzies Gr Coburg – 3br, orig cond. auction 19/7",
 "2:00 6 Rose St Pascoe Vale",
 "3:00 14/2 Gaffney St (townhouse) – prob not",
 "Sun – Preston one near Mama? skip",
 "Bring: tape measure, torch (look under the house), ask agent for s32 early",
]),
("Vik – borrowing capacity", "2025-06-24T09:02:00Z", [
 "Call w Vik Singh 24/6 (Home Loan Partners)",
 "Combined income ~ $205k (me G3 + Sat clinic, Tom teacher step 11?)",
 "Borrowing capacity ~ $1.05m w 10% deposit. Pre-approval 90 days.",
 "LMI – no waiver for physios (only doctors/some others). 10% deposit = LMI ~$14k. or 20%?? no.",
 "Deposit bond for auction – Vik can arrange.",
 "Rate 5.89% fixed 1 yr? he suggested split. think.",
 "TO DO: send him last 2 payslips each, Tom's group cert, the Sat clinic invoices (ABN income)",
]),
("Engagement party – Niko & Linh", "2025-06-29T02:40:00Z", [
 "28 June, Kalimera Reception Preston. ~150 people!! for an ENGAGEMENT.",
 "Linh's family: parents (Chú Hùng + Cô Hoa), brother Bao, grandma, ~30 cousins.",
 "Baba gave a speech half in Greek, half English, ended w 'welcome to the family, now you are Greek'. Cô Hoa laughed politely.",
 "Niko danced a zeibekiko, knocked over a vase. classic.",
 "KitchenAid from the cousins – Soula collected $40 each.",
 "Wedding date: March next year – 21st? St Eustathios. Linh wants a tea ceremony too, the week before.",
]),
("Mama – eye surgeon consult", "2025-07-16T04:30:00Z", [
 "Dr Papas? no – Dr Kate Lindqvist, Eye & Ear, public list. 16 July.",
 "Both eyes cataract, R worse. R first (3 Sept), L 2 months later.",
 "Mama asked if she can still do her embroidery – yes, better after.",
 "Pre-op: biometry done today. stop nothing, no blood thinners for her (that's Baba).",
 "Take personal leave for 3 Sept – tell Bec.",
]),
("Interview questions – senior clinician backfill", "2025-06-18T00:55:00Z", [
 "for the 0.4 backfill while I do the audit hours (Bec to advertise?)",
 "1. Tell us about a time you managed a complex persistent pain presentation",
 "2. How do you supervise / support a struggling student",
 "3. Waitlist – how would you prioritise cat 2 vs cat 3",
 "4. Conflict w a surgeon about management – what did you do",
 "(in the end Bec just gave Hamish extra hours, no interviews)",
]),
("Northside – winter roster", "2025-07-02T07:11:00Z", [
 "Sat roster Jun–Aug 2025",
 "me 8–12:30 every Sat, Jordan 8–1, Raj 8–11 (alt Sats)",
 "Matt wants me on the Merri Rovers injury list on Thurs nights – no, Sat only.",
 "Rate $68/hr. invoice monthly, ABN. Renegotiate Nov.",
]),
("Tom's mum – recipes", "2025-08-20T10:00:00Z", [
 "Sue's lemon delicious (Tom's favourite – for his bday?)",
 "1 tbsp butter, 3/4 cup sugar, 2 eggs separated, 1 lemon juice + zest, 2 tbsp SR flour, 1 cup milk",
 "bake in water bath 180, 40 min",
]),
]
