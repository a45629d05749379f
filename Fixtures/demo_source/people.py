"""People of the demo: Alex Morgan's (Head of Product at Lumen) colleagues, vendors and customers."""

ME = ("Alex Morgan", "alex.morgan@lumenhq.com")

# key -> record written to people.jsonl (key is the id)
PEOPLE = [
    {"id": "p-sarah-chen", "name": "Sarah Chen", "aliases": ["Sarah C"],
     "emails": ["sarah.chen@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "employer", "value": "Lumen", "date": "2021-03-01"},
         {"category": "work", "key": "title", "value": "VP Engineering", "date": "2024-01-08"},
         {"category": "family", "key": "kids", "value": "two kids, Maya (9) and Leo (6)", "date": None},
         {"category": "home", "key": "lives in", "value": "Hackney, London", "date": None},
     ]},
    {"id": "p-sarah-okafor", "name": "Sarah Okafor", "aliases": [],
     "emails": ["sarah.okafor@brightwave.io"],
     "facts": [
         {"category": "work", "key": "employer", "value": "Brightwave", "date": "2022-09-01"},
         {"category": "work", "key": "title", "value": "Enterprise Account Director", "date": "2025-01-01"},
         {"category": "personal", "key": "hobby", "value": "runs half marathons; did the Berlin half in 2026",
          "date": "2026-04-05"},
     ]},
    {"id": "p-mike-rossi", "name": "Michael Rossi", "aliases": ["Mike", "Mike Rossi"],
     "emails": ["mike.rossi@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Head of Sales", "date": "2023-05-15"},
         {"category": "family", "key": "daughter", "value": "Giulia", "date": None},
         {"category": "family", "key": "education",
          "value": "daughter Giulia started college, Fall 2025 (University of Edinburgh, economics)",
          "date": "2025-09-14"},
         {"category": "personal", "key": "football", "value": "supports AC Milan", "date": None},
     ]},
    {"id": "p-priya-raman", "name": "Priya Raman", "aliases": [],
     "emails": ["priya.raman@lumenhq.com", "priya.raman.dev@gmail.com"],
     "facts": [
         {"category": "work", "key": "previous employer", "value": "Monzo (payments platform team)",
          "date": "2019-02-01"},
         {"category": "work", "key": "title", "value": "Staff Engineer", "date": "2026-09-01"},
         {"category": "work", "key": "employer", "value": "Lumen", "date": "2026-09-01"},
         {"category": "personal", "key": "speaks", "value": "Tamil, English and conversational Japanese",
          "date": None},
     ]},
    {"id": "p-jose-nunez", "name": "José Núñez", "aliases": ["Jose Nunez", "Pepe"],
     "emails": ["jose.nunez@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Design Lead", "date": "2024-06-01"},
         {"category": "home", "key": "lives in", "value": "Lisbon (moved back from London, summer 2026)",
          "date": "2026-07-01"},
         {"category": "personal", "key": "partner", "value": "Marta", "date": None},
         {"category": "personal", "key": "dog", "value": "a beagle called Pastel", "date": None},
     ]},
    {"id": "p-zoe-angstrom", "name": "Zoë Ångström", "aliases": ["Zoe Angstrom"],
     "emails": ["zoe.angstrom@nordvik.se"],
     "facts": [
         {"category": "work", "key": "employer", "value": "Nordvik Logistics", "date": "2020-01-01"},
         {"category": "work", "key": "title", "value": "CTO", "date": "2023-02-01"},
         {"category": "home", "key": "lives in", "value": "Gothenburg, Sweden", "date": None},
     ]},
    {"id": "p-daniel-kim", "name": "Daniel Kim", "aliases": ["Dan"],
     "emails": ["daniel.kim@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "CFO", "date": "2024-10-01"},
         {"category": "personal", "key": "hobby", "value": "restores old road bikes", "date": None},
     ]},
    {"id": "p-hannah-white", "name": "Hannah White", "aliases": [],
     "emails": ["hannah.white@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Senior Talent Partner", "date": "2025-02-01"},
         {"category": "personal", "key": "parental leave", "value": "on parental leave from December 2026",
          "date": "2026-12-01"},
     ]},
    {"id": "p-tom-becker", "name": "Tom Becker", "aliases": ["Tommy"],
     "emails": ["tom.becker@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Customer Success Manager", "date": "2024-03-01"},
         {"category": "work", "key": "accounts", "value": "Nordvik Logistics, Harbor & Pine", "date": None},
     ]},
    {"id": "p-olivia-grant", "name": "Olivia Grant", "aliases": [],
     "emails": ["olivia.grant@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "CEO and co-founder", "date": "2018-04-01"},
         {"category": "work", "key": "relationship", "value": "my manager", "date": None},
     ]},
    {"id": "p-marcus-reid", "name": "Marcus Reid", "aliases": [],
     "emails": ["marcus@fernhill.vc", "marcus.reid@gmail.com"],
     "facts": [
         {"category": "work", "key": "employer", "value": "Fernhill Ventures (operating partner)",
          "date": "2026-10-01"},
         {"category": "work", "key": "relationship", "value": "mentor; my manager at Quill 2019-2022", "date": None},
         {"category": "family", "key": "kids", "value": "twins, Ada and Felix", "date": None},
         {"category": "home", "key": "lives in", "value": "Bristol (moved spring 2026)", "date": "2026-04-01"},
     ]},
    {"id": "p-lena-fischer", "name": "Lena Fischer", "aliases": [],
     "emails": ["lena.fischer@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Head of Product Marketing", "date": "2025-01-06"},
         {"category": "personal", "key": "from", "value": "Hamburg", "date": None},
     ]},
    {"id": "p-raj-patel", "name": "Raj Patel", "aliases": [],
     "emails": ["raj.patel@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "Engineering Manager, Data Platform", "date": "2024-09-01"},
         {"category": "personal", "key": "cricket", "value": "plays for a Sunday league cricket club in Ealing",
          "date": None},
     ]},
    {"id": "p-emma-lewis", "name": "Emma Lewis", "aliases": [],
     "emails": ["emma.lewis@lumenhq.com"],
     "facts": [
         {"category": "work", "key": "title", "value": "General Counsel", "date": "2023-11-01"},
     ]},
    {"id": "p-kwame-mensah", "name": "Kwame Mensah", "aliases": [],
     "emails": ["kwame.mensah@harborandpine.co.uk"],
     "facts": [
         {"category": "work", "key": "employer", "value": "Harbor & Pine", "date": "2021-06-01"},
         {"category": "work", "key": "title", "value": "Head of Operations", "date": "2024-02-01"},
         {"category": "personal", "key": "team", "value": "season ticket at Manchester City", "date": None},
     ]},
]

BY_ID = {p["id"]: p for p in PEOPLE}


def person(pid):
    """(name, email) of a person by id."""
    p = BY_ID[pid]
    return (p["name"], p["emails"][0])


# Colleagues who appear only as attendees (the all-hands and a few meetings).
EXTRA_STAFF = [
    "Aisha Khan", "Ben Hughes", "Carlos Mendes", "Chloe Martin", "David Osei", "Ella Johnson",
    "Farah Siddiqui", "George Taylor", "Grace Liu", "Harry Evans", "Isla Campbell", "Jack Robinson",
    "James Wright", "Jasmine Ali", "Kofi Asante", "Laura Bianchi", "Liam O'Brien", "Lucy Walker",
    "Mohammed Hassan", "Nadia Petrova", "Noah Green", "Oliver Hall", "Rachel Cohen", "Ryan Murphy",
    "Sam Turner", "Sofia Rossi", "Thomas Wood", "Uma Krishnan", "Victor Dubois", "Will Harris",
    "Yusuf Demir", "Amelia Scott", "Ethan Clarke",
]


def staff(name):
    """(name, email) for a colleague known only by name."""
    email = name.lower().replace("'", "").replace(" ", ".") + "@lumenhq.com"
    return (name, email)
