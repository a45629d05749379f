extension SynonymTable {
    /// A country reaches its best-known cities, one way: people remember "the team trip to Ireland"
    /// while the calendar says "Dublin". A question about Dublin is not about every Irish city.
    /// Only country names that mean nothing else at work are keys ("us" and "turkey" are not), and
    /// only city names that are not everyday words ("Nice" and "Split" are left out).
    static let cities: [String: [String]] = [
        "ireland": ["dublin", "cork", "galway"],
        "portugal": ["lisbon", "porto", "lisboa"],
        "spain": ["madrid", "barcelona", "valencia", "seville", "malaga"],
        "france": ["paris", "lyon", "marseille", "bordeaux"],
        "germany": ["berlin", "munich", "hamburg", "frankfurt", "cologne"],
        "italy": ["rome", "milan", "florence", "venice", "naples", "sicily"],
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
        "greece": ["athens", "crete", "thessaloniki"],
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
    ]
}
