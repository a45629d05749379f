import Foundation
import RecallCore

/// The properties of one `BEGIN:VCARD` … `END:VCARD` block that Recall keeps.
struct VCardCard {
    let startLine: Int
    var formattedName: String?
    var structuredName: [String]?
    var nicknames: [String] = []
    var emails: [String] = []
    var phones: [String] = []
    var organization: String?
    var jobTitle: String?
    var birthday: (text: String, omitYear: Bool)?
    var note: String?
    var categories: [String] = []
    var uid: String?
    var cardFacts: [PersonFact] = []

    init(startLine: Int) { self.startLine = startLine }

    mutating func add(_ property: VCardProperty) {
        guard !property.isBase64 else { return }
        let text = VCardValue.text(of: property).trimmed
        guard !text.isEmpty else { return }
        switch property.name {
        case "FN": formattedName = formattedName ?? VCardValue.unescape(text).trimmed.nilIfEmpty
        case "N": structuredName = structuredName ?? VCardValue.components(text, separator: ";")
        case "NICKNAME": nicknames += list(text)
        case "EMAIL": emails += [VCardValue.unescape(text).trimmed].filter { $0.contains("@") }
        case "TEL":
            let phone = VCardValue.unescape(text)
            phones.append(phone.lowercased().hasPrefix("tel:") ? String(phone.dropFirst(4)) : phone)
        case "ORG":
            organization =
                organization
                ?? VCardValue.components(text, separator: ";")
                .map(\.trimmed).filter { !$0.isEmpty }.joined(separator: ", ").nilIfEmpty
        case "TITLE": jobTitle = jobTitle ?? VCardValue.unescape(text)
        case "BDAY":
            let omit = property.parameter("X-APPLE-OMIT-YEAR") != nil
            if property.parameter("VALUE")?.lowercased() == "text" {
                birthday = birthday ?? ("text:" + VCardValue.unescape(text), false)
            } else {
                birthday = birthday ?? (text, omit)
            }
        case "NOTE": note = (note.map { $0 + "\n" } ?? "") + VCardValue.unescape(text).normalizingNewlines
        case "CATEGORIES": categories += list(text)
        case "UID": uid = uid ?? text
        case "ADR":
            // Post-office box; extended; street; locality; region; postal code; country.
            let parts = VCardValue.components(text, separator: ";").map(\.trimmed).filter { !$0.isEmpty }
            let kind = property.parameter("TYPE")?.lowercased().split(separator: ",").first.map(String.init) ?? "home"
            if !parts.isEmpty {
                cardFacts.append(
                    PersonFact(
                        category: kind == "work" ? "work" : "home", key: "address",
                        value: parts.joined(separator: ", ")))
            }
        case "RELATED":
            let kind = property.parameter("TYPE")?.lowercased() ?? "cardFacts"
            cardFacts.append(PersonFact(category: "relationship", key: kind, value: VCardValue.unescape(text)))
        default: break
        }
    }

    private func list(_ text: String) -> [String] {
        // Exporters often escape the commas between items (`a\,b`), so both forms separate items.
        VCardValue.unescape(text).split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
    }

    /// The display name: FN, else one built from N, else the organization.
    var name: String? {
        if let formattedName { return formattedName }
        if let parts = structuredName {
            let order = [3, 1, 2, 0, 4].filter { $0 < parts.count }.map { parts[$0] }
            let built = order.map { $0.replacingOccurrences(of: ",", with: " ").trimmed }.filter { !$0.isEmpty }
                .joined(separator: " ")
            if !built.isEmpty { return built }
        }
        return organization
    }

    /// The person id: UID (without `urn:uuid:`), else the first email, else an FNV-1a hash of the name.
    func personID(name: String) -> String {
        if var uid = uid?.trimmed.nilIfEmpty {
            if uid.lowercased().hasPrefix("urn:uuid:") { uid = String(uid.dropFirst(9)) }
            if !uid.isEmpty { return uid }
        }
        if let email = emails.first { return PersonRef.canonicalEmail(email) }
        return "vcard-" + FNV1a.hex(name)
    }

    /// The person record, or nil when the card has neither a name nor an email.
    func person() -> PersonRecord? {
        guard let name = name ?? emails.first else { return nil }
        var facts = categories.map { PersonFact(category: "vcard", key: "category", value: $0) } + cardFacts
        let day = birthday.flatMap { VCardCard.birthdayDay($0.text, omitYear: $0.omitYear) }
        if let birthday, day == nil {
            let shown = birthday.text.hasPrefix("text:") ? String(birthday.text.dropFirst(5)) : birthday.text
            facts.append(PersonFact(category: "personal", key: "birthday", value: shown))
        }
        var seen = Set<String>()
        let uniqueEmails = emails.map(PersonRef.canonicalEmail).filter { seen.insert($0).inserted }
        return PersonRecord(
            id: personID(name: name), name: name, aliases: nicknames.filter { $0 != name }, emails: uniqueEmails,
            organization: organization, jobTitle: jobTitle, phones: phones, birthday: day, note: note,
            facts: facts)
    }

    /// A full date (`1990-01-02`, `19900102`, with or without a time); nil for partial dates
    /// (`--0102`, `1990-01`), text values and Apple's year-less 1604 dates.
    static func birthdayDay(_ text: String, omitYear: Bool) -> CalendarDay? {
        guard !text.hasPrefix("text:"), !text.hasPrefix("-") else { return nil }
        let datePart = text.split(separator: "T").first.map(String.init) ?? text
        guard let day = CalendarDay(datePart), !omitYear, day.year != 1604 else { return nil }
        return day
    }
}
