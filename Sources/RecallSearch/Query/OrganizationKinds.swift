/// What people call an organization when they do not name it: the kind of business it is ("the
/// healthcare customer" is Halden Health, "the shop chain" Bluefin Retail, "the VC" Bramble
/// Ventures) or what its product does ("our monitoring vendor" is Datadog, "the support desk
/// vendor" Zendesk).
///
/// Read from the words of the organization's own name and from the product glossary
/// (``SynonymTable/described``) read backwards. General knowledge, used only to recognize a
/// described person (``PersonResolver/describedPeople(_:query:aboutSomeone:used:)``): a kind word still needs a
/// job title or a word for a person beside it, and counts for less than the organization's name.
enum OrganizationKinds {
    /// Kinds of business, each with the words its name may carry and the words people use for it.
    static let industries: [(nameWords: Set<String>, kinds: Set<String>)] = [
        (["health", "healthcare", "medical", "clinic", "clinics", "hospital", "hospitals", "care", "pharma"],
         ["healthcare", "health", "hospital", "medical", "clinic", "nhs", "pharma"]),
        (["retail", "stores", "store", "shops", "shop", "outlet", "outlets", "market", "mart"],
         ["retail", "retailer", "shop", "shops", "store", "stores", "chain", "ecommerce"]),
        (["freight", "logistics", "shipping", "haulage", "transport", "cargo", "delivery"],
         ["freight", "logistics", "shipping", "haulage", "transport", "delivery", "carrier"]),
        (["insurance", "assurance", "insure"], ["insurance", "insurer", "insurers", "insurtech"]),
        (["ventures", "venture", "capital", "vc"], ["vc", "venture", "investor", "investors", "fund"]),
        (["bank", "banking", "finance", "financial", "credit", "pay", "payments"],
         ["bank", "banking", "fintech", "lender", "payments"]),
        (["law", "legal", "llp", "solicitors", "attorneys"], ["law", "legal", "lawyers"]),
        (["consulting", "consultancy", "advisory", "partners"], ["consultancy", "consultants", "consulting", "advisors"]),
        (["energy", "power", "utilities", "solar"], ["energy", "utility", "utilities", "power"]),
        (["media", "news", "publishing", "press"], ["media", "publisher", "newspaper", "news"]),
        (["education", "school", "university", "learning", "academy"], ["education", "edtech", "school", "university"]),
        (["travel", "airlines", "airline", "hotels", "hotel"], ["travel", "airline", "hotel", "hospitality"]),
        (["foods", "food", "restaurants", "kitchen"], ["food", "restaurant", "restaurants", "grocery"]),
    ]

    /// What well-known products do, beyond the glossary's categories ("the support desk", "the chat tool").
    static let products: [String: Set<String>] = [
        "zendesk": ["support", "desk", "helpdesk", "ticketing", "tickets"],
        "freshdesk": ["support", "desk", "helpdesk", "ticketing", "tickets"],
        "intercom": ["support", "chat", "messaging", "messenger"],
        "datadog": ["monitoring", "observability", "apm"],
        "salesforce": ["crm"],
        "hubspot": ["crm", "marketing"],
        "pagerduty": ["paging", "oncall", "alerting"],
        "okta": ["identity", "sso", "login"],
        "stripe": ["payments", "billing"],
        "slack": ["chat", "messaging"],
        "atlassian": ["jira", "confluence", "ticketing"],
        "snowflake": ["warehouse"],
        "workday": ["hr", "payroll"],
    ]

    /// The relationship words of an organization that sells to the user: "our monitoring vendor".
    static let supplierRoles: Set<String> = ["vendor", "supplier", "provider", "vendors", "suppliers", "providers"]

    /// The products that do what `word` says (the glossary's members and ``products``): "datadog",
    /// "grafana" and "prometheus" for "monitoring"; empty for a word no product is known by.
    static func productsDoing(_ word: String) -> [String] {
        let glossary = SynonymTable.described[word] ?? []
        return glossary + products.filter { $0.value.contains(word) && !glossary.contains($0.key) }.keys.sorted()
    }

    /// The kind words that describe an organization with these name words (normalized, legal forms
    /// left out): its industries' words and its products' categories.
    static func kinds(of nameWords: [String]) -> Set<String> {
        var kinds = industryKinds(of: nameWords)
        for word in nameWords {
            kinds.formUnion(products[word] ?? [])
            for (category, members) in SynonymTable.described where members.contains(word) { kinds.insert(category) }
        }
        return kinds.subtracting(nameWords)
    }

    /// The kinds of business alone (``industries``) an organization with these name words is,
    /// its own name's kind word included: "healthcare" for Halden Health, "insurance" and "insurer"
    /// for Corvid Insurance, nothing for Datadog.
    static func industryKinds(of nameWords: [String]) -> Set<String> {
        industries.filter { nameWords.contains(where: $0.nameWords.contains) }.reduce(into: Set()) { $0.formUnion($1.kinds) }
    }

    /// Every word of every kind of business (``industries``).
    static let industryWords: Set<String> = industries.reduce(into: Set()) { $0.formUnion($1.nameWords.union($1.kinds)) }

    /// Kinds of business that sell to the user or fund them rather than buy: investors, law firms,
    /// consultancies.
    static let supplierKinds: Set<String> = ["vc", "lawyers", "consultancy"]

    /// Whether an organization with these name words (normalized) is a supplier, not a customer: a
    /// known product (a vendor: "Datadog", "Zendesk") or a supplier kind of business ("Bramble
    /// Ventures", "Linklaw LLP"). "Which customer offices did I visit" leaves their offices out.
    static func isSupplier(_ nameWords: [String]) -> Bool {
        nameWords.contains(where: productNames.contains) || !kinds(of: nameWords).isDisjoint(with: supplierKinds)
    }

    /// Every product name the tables know: ``products`` and the glossary's members.
    private static let productNames: Set<String> = Set(products.keys).union(SynonymTable.described.values.joined())
}
