import RecallCore

/// Organizations meant without being named: "the insurance customer", "our monitoring vendor",
/// "Corvid" in "when did I last talk to Corvid". Only organizations on the contacts' cards are
/// known, and the user's own (``homeOrganization()``) is never meant.
extension PersonResolver {
    /// "when was my last call with the insurance customer", "last time I talked to Corvid": the
    /// people of the one organization (other than the user's own) whose name or kind the free words
    /// carry most, one to eight of them; marks those words used. For last-contact questions, where
    /// an organization stands for its people.
    func organizationMembers(_ tokens: [QueryToken], used: inout Set<Int>) -> [PersonMatch] {
        let free = tokens.indices.filter { !used.contains($0) }
        let home = homeOrganization()
        var byOrganization: [String: (members: [Entry], words: Set<Int>)] = [:]
        for entry in entries {
            guard let organization = entry.candidate.organization.map(TextNormalizer.normalize), organization != home else { continue }
            let hits = free.filter { entry.meansOrganization(tokens[$0].norm) }
            guard !hits.isEmpty else { continue }
            byOrganization[organization, default: ([], Set(hits))].members.append(entry)
        }
        let ranked = byOrganization.sorted { ($0.value.words.count, $1.key) > ($1.value.words.count, $0.key) }
        guard let best = ranked.first, (1...8).contains(best.value.members.count),
            ranked.dropFirst().first.map({ $0.value.words.count < best.value.words.count }) ?? true,
            let low = best.value.words.min(), let high = best.value.words.max()
        else { return [] }
        used.formUnion(best.value.words)
        let typed = best.value.words.sorted().map { tokens[$0].text }.joined(separator: " ")
        return Self.matches(best.value.members, typed: typed, range: tokens[low].range.lowerBound..<tokens[high].range.upperBound)
    }

    /// The name words of every organization on the cards but the user's own and its suppliers
    /// (``OrganizationKinds/isSupplier(_:)``), one space-joined entry each, sorted ("corvid
    /// insurance", "halden health"): the places a question about customers' offices may mean. Empty
    /// when no organization is the user's own.
    func customerOrganizations() -> [String] {
        guard let home = homeOrganization() else { return [] }
        let names = entries.compactMap { entry -> String? in
            guard let organization = entry.candidate.organization, TextNormalizer.normalize(organization) != home,
                !entry.organizationWords.isEmpty, !OrganizationKinds.isSupplier(TextNormalizer.words(organization))
            else { return nil }
            return entry.organizationWords.joined(separator: " ")
        }
        return Set(names).sorted()
    }

    /// The organization most contacts share, when at least three do: the user's own.
    func homeOrganization() -> String? {
        let organizations = entries.compactMap { $0.candidate.organization.map(TextNormalizer.normalize) }
        let counts = Dictionary(organizations.map { ($0, 1) }, uniquingKeysWith: +)
        guard let home = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), home.value >= 3 else { return nil }
        return home.key
    }

    /// Words for an organization's relationship to the user: "the freight customer", "our monitoring vendor".
    static let organizationRoles: Set<String> = [
        "customer", "client", "account", "vendor", "supplier", "provider", "partner", "firm", "company", "fund", "insurer",
        "retailer", "carrier", "investor", "investors", "agency", "consultancy",
    ]

    /// "the freight customer's offices", "our monitoring vendor": the one organization (not the
    /// user's own) whose kind or name word stands right before a word for its relationship to the
    /// user: its name; marks both words used. Nil when two organizations fit, or when the kind
    /// word is the name of a person's job ("the insurance customer's ops head" names a person, read first).
    /// With `industriesOnly`, only a kind of business describes it ("the healthcare customer"), not
    /// what its product does ("our monitoring vendor", which the glossary reads as Datadog anyway).
    /// "The insurer" alone stays a word: reading it as Corvid Insurance lost an unread set's question.
    func describedOrganization(_ tokens: [QueryToken], used: inout Set<Int>, industriesOnly: Bool = false) -> String? {
        for index in tokens.indices.dropLast() where !used.contains(index) && !used.contains(index + 1) {
            guard Self.organizationRoles.contains(tokens[index + 1].norm),
                let name = organization(ofKind: index, tokens, industriesOnly: industriesOnly)
            else { continue }
            used.formUnion([index, index + 1])
            return name
        }
        return nil
    }

    /// The one organization the word at `index` describes; nil when none or several do.
    private func organization(ofKind index: Int, _ tokens: [QueryToken], industriesOnly: Bool) -> String? {
        let home = homeOrganization()
        let word = tokens[index].norm
        // "the food delivery company" is no freight customer: a kind of business before the kind must fit too.
        let before = index > 0 && OrganizationKinds.industryWords.contains(tokens[index - 1].norm) ? tokens[index - 1].norm : nil
        let organizations = Set(entries.compactMap { entry -> String? in
            guard let organization = entry.candidate.organization, TextNormalizer.normalize(organization) != home else { return nil }
            guard industriesOnly else { return entry.meansOrganization(word) ? organization : nil }
            let kinds = OrganizationKinds.industryKinds(of: TextNormalizer.words(organization))
            return kinds.contains(word) && before.map(kinds.contains) != false ? organization : nil
        })
        return organizations.count == 1 ? organizations.first : nil
    }
}
