extension SynonymTable {
    /// What people call well-known products and standards when they do not name them: "our helpdesk
    /// vendor" is Zendesk or Freshdesk, "the security compliance audit" is SOC 2, "the analytics
    /// warehouse" is Snowflake or Redshift. Documents name the product; questions written from memory
    /// often describe it. One way only, like ``members``: a question about Zendesk is not about every
    /// helpdesk. Entries are general knowledge about common workplace tools and standards; the few
    /// keys with an everyday meaning too are ``describedRankingOnly``.
    static let described: [String: [String]] = [
        "warehouse": ["snowflake", "redshift", "bigquery", "databricks"],
        "cloud": ["aws", "gcp", "azure"],
        "amazon": ["aws", "redshift"],  // "the old Amazon warehouse" is Redshift
        "microsoft": ["azure"],
        "helpdesk": ["zendesk", "freshdesk"],
        "ticketing": ["zendesk", "freshdesk", "jira"],
        "crm": ["salesforce", "hubspot"],
        "hosting": ["aws", "gcp", "azure"],
        "privacy": ["gdpr", "ccpa", "dpa"],
        "compliance": ["soc", "iso", "hipaa"],
        "attestation": ["soc"],
        "certification": ["soc", "iso"],
        "accessibility": ["wcag", "a11y"],
        "blind": ["accessibility", "wcag"],
        "monitoring": ["datadog", "grafana", "prometheus"],
        "observability": ["datadog", "grafana", "prometheus"],
        "paging": ["pagerduty", "opsgenie"],
        "oncall": ["pagerduty", "opsgenie"],
        "payments": ["stripe", "adyen"],
        "identity": ["okta", "sso"],
        "wiki": ["notion", "confluence"],
        "payroll": ["workday", "rippling", "gusto"],
        "ats": ["greenhouse", "lever"],
        "containers": ["kubernetes", "k8s", "docker"],
    ]

    /// Category words with an everyday meaning too (a warehouse of goods), or with several members
    /// (compliance: SOC 2, ISO 27001, HIPAA): their products rank higher, but matching one does not
    /// show the question has an answer. "The warehouse robotics pilot" is not answered by the
    /// Snowflake migration, nor "ISO 27001 certification status" by the SOC 2 audit.
    static let describedRankingOnly: Set<String> = ["warehouse", "cloud", "compliance", "certification", "attestation"]

    /// What a product does, said right before a word for a supplier ("the monitoring vendor's price
    /// increase", "our payments provider"), with the products known to do it: ["monitoring",
    /// "datadog", "grafana", "prometheus"], one group for each such pair in `words` (normalized).
    /// The evidence must mention one of each group, so another vendor's price increase does not answer.
    public static func describedProducts(in words: [String]) -> [[String]] {
        zip(words, words.dropFirst()).compactMap { word, role in
            guard OrganizationKinds.supplierRoles.contains(role) else { return nil }
            let products = OrganizationKinds.productsDoing(word).filter { $0 != word }
            return products.isEmpty ? nil : [word] + products
        }
    }

    /// Product, standard and city names from these tables that are names and nothing else: typed in
    /// lower case ("kubernetes migration timeline") they still name something, and a name no chunk
    /// contains is a topic that is not there. Everyday words among the products ("notion", "lever")
    /// are left out; "stripe" at work is the payments company.
    public static let knownNames: Set<String> = {
        let everyday: Set<String> = [
            "accessibility", "notion", "lever", "greenhouse", "rippling", "gusto", "cloud", "docker",
        ]
        let names = described.values.flatMap { $0 } + cities.values.flatMap { $0 }
        return Set(names).subtracting(everyday)
    }()
}
