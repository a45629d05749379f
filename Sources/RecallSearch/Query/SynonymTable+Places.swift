extension SynonymTable {
    /// Every country, region and city the tables know: a place, never a misspelled name ("Greece"
    /// is not Grace). An exact first name still names its person ("Florence").
    static let placeNames: Set<String> = Set(countries + holidayRegions + cities.values.flatMap { $0 } + Array(regions.keys))

    /// A country or a region reaches its best-known cities, one way: people remember "the team trip to Ireland"
    /// while the calendar says "Dublin". A question about Dublin is not about every Irish city.
    /// Only country names that mean nothing else at work are keys ("us" and "turkey" are not), and
    /// only city names that are not everyday words ("Nice" and "Split" are left out; "Bath" is kept
    /// for Somerset, which no other question says).
    static let cities: [String: [String]] = [
        "ireland": ["dublin", "cork", "galway"],
        "portugal": ["lisbon", "porto", "lisboa", "madeira", "azores", "algarve"],
        "spain": ["madrid", "barcelona", "valencia", "seville", "malaga", "mallorca", "majorca", "ibiza", "menorca", "tenerife", "lanzarote"],
        "france": ["paris", "lyon", "marseille", "bordeaux", "corsica", "provence"],
        "germany": ["berlin", "munich", "hamburg", "frankfurt", "cologne"],
        "italy": ["rome", "milan", "florence", "venice", "naples", "sicily", "sardinia", "tuscany"],
        "netherlands": ["amsterdam", "rotterdam", "utrecht", "hague"],
        "holland": ["amsterdam", "rotterdam"],
        "belgium": ["brussels", "antwerp", "ghent"],
        "switzerland": ["zurich", "geneva", "basel"],
        "austria": ["vienna", "salzburg"],
        "denmark": ["copenhagen", "aarhus"],
        "sweden": ["stockholm", "gothenburg"],
        "norway": ["oslo", "bergen"],
        "finland": ["helsinki"],
        "iceland": ["reykjavik"],
        "poland": ["warsaw", "krakow", "wroclaw", "gdansk"],
        "czechia": ["prague", "brno"],
        "hungary": ["budapest"],
        "greece": ["athens", "crete", "thessaloniki", "corfu", "santorini", "mykonos", "rhodes"],
        "scotland": ["edinburgh", "glasgow"],
        "wales": ["cardiff"],
        "england": ["london", "manchester", "bristol", "birmingham", "leeds", "cornwall"],
        "canada": ["toronto", "montreal", "vancouver"],
        "mexico": ["guadalajara", "monterrey"],
        "japan": ["tokyo", "kyoto", "osaka"],
        "india": ["bangalore", "bengaluru", "mumbai", "delhi", "pune", "hyderabad"],
        "australia": ["sydney", "melbourne", "brisbane", "perth"],
        "kenya": ["nairobi"],
        "nigeria": ["lagos", "abuja"],
        "ghana": ["accra"],
        "morocco": ["marrakech", "casablanca"],
        "croatia": ["zagreb", "dubrovnik"],
        "estonia": ["tallinn"],
        "vietnam": ["hanoi", "saigon"],
        "thailand": ["bangkok", "phuket"],
        // Regions of Britain people name instead of the town: "moved to Sussex" is Brighton.
        "sussex": ["brighton", "hove", "eastbourne", "hastings", "chichester", "worthing", "lewes", "crawley"],
        "yorkshire": ["york", "leeds", "sheffield", "harrogate", "whitby", "scarborough", "bradford"],
        "cornwall": ["penzance", "truro", "falmouth", "newquay", "ives"],
        "devon": ["exeter", "plymouth", "torquay", "dartmoor"],
        "somerset": ["bath", "taunton", "glastonbury"],
        "norfolk": ["norwich", "cromer"],
        "suffolk": ["ipswich", "southwold", "aldeburgh"],
        "kent": ["canterbury", "margate", "whitstable", "dover", "folkestone"],
        "cumbria": ["windermere", "keswick", "kendal", "lakes"],
        "midlands": ["birmingham", "nottingham", "leicester", "coventry"],
        "highlands": ["inverness", "skye", "aviemore"],
    ]

    /// Words that open a region's name: "South America", "southeast Asia", "Latin America".
    static let compassWords: Set<String> = [
        "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central", "southeast",
        "southeastern", "northeast", "southwest", "northwest", "latin",
    ]

    /// Parts of the world people name instead of the country: "travelling in southeast Asia" is
    /// "two weeks in Vietnam"; each reaches its countries and their cities, one way.
    static let regions: [String: [String]] = {
        let parts: [String: [String]] = [
            "asia": [
                "china", "japan", "korea", "india", "vietnam", "thailand", "singapore", "indonesia", "bali", "philippines",
                "malaysia", "cambodia", "nepal", "laos", "myanmar", "taiwan", "sri",
            ],
            "america": ["brazil", "argentina", "chile", "peru", "colombia", "mexico", "canada", "ecuador", "bolivia", "uruguay", "patagonia"],
            "africa": ["kenya", "nigeria", "ghana", "morocco", "egypt", "tanzania", "zanzibar", "rwanda", "ethiopia", "uganda", "namibia"],
            "scandinavia": ["denmark", "sweden", "norway", "finland", "iceland"],
            "balkans": ["croatia", "slovenia", "serbia", "bosnia", "montenegro", "albania", "bulgaria", "romania", "greece"],
            "caribbean": ["jamaica", "barbados", "cuba", "bahamas", "bermuda", "grenada"],
            "europe": [
                "ireland", "portugal", "spain", "france", "germany", "italy", "netherlands", "belgium", "switzerland", "austria",
                "denmark", "sweden", "norway", "finland", "iceland", "poland", "czechia", "hungary", "greece", "croatia",
                "estonia", "slovenia", "romania", "bulgaria", "lithuania", "latvia", "luxembourg", "cyprus", "malta",
            ],
        ]
        let aliases = ["americas": "america", "asian": "asia", "european": "europe"]
        var table = parts.mapValues { countries in countries + countries.flatMap { cities[$0] ?? [] } }
        for (alias, region) in aliases { table[alias] = table[region] }
        for (demonym, country) in demonyms { table[demonym] = [country] + (cities[country] ?? []) }
        return table
    }()

    /// What people call a country's things: "that Greek island holiday" was in Crete.
    static let demonyms: [String: String] = [
        "greek": "greece", "italian": "italy", "spanish": "spain", "french": "france", "german": "germany",
        "dutch": "netherlands", "irish": "ireland", "portuguese": "portugal", "swiss": "switzerland",
        "austrian": "austria", "danish": "denmark", "swedish": "sweden", "norwegian": "norway", "finnish": "finland",
        "icelandic": "iceland", "polish": "poland", "czech": "czechia", "hungarian": "hungary", "croatian": "croatia",
        "scottish": "scotland", "welsh": "wales", "japanese": "japan", "canadian": "canada", "mexican": "mexico",
        "australian": "australia", "moroccan": "morocco", "thai": "thailand", "vietnamese": "vietnam",
        "kenyan": "kenya",
    ]
}
