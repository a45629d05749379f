import Foundation
import RecallCore

/// Turns one decoded JSON object into a touchpoint or person document, collecting diagnostics.
struct JSONLineReader {
    let object: [String: Any]
    let file: ImportFile
    let line: Int
    let options: ImportOptions
    var diagnostics: [Diagnostic] = []

    init(object: [String: Any], file: ImportFile, line: Int, options: ImportOptions) {
        self.object = object
        self.file = file
        self.line = line
        self.options = options
    }

    mutating func touchpoint() -> Document? {
        let personName = string("person_name")
        let personID = string("person") ?? string("person_id")
        let person = PersonRef(name: personName, personID: personID)
        guard person.name != nil || person.personID != nil else {
            diagnostics.append(Diagnostic(file: file.path, line: line, reason: "touchpoint has no person; skipped"))
            return nil
        }
        let rawType = string("interaction_type") ?? "other"
        let type = JSONLineReader.interactionType(rawType)
        if type == nil {
            diagnostics.append(
                Diagnostic(
                    file: file.path, line: line, reason: "unknown interaction type; read as other", severity: .warning))
        }
        var date: SourceDate?
        if let raw = string("occurred_at") {
            date = NoteDateParser.parse(raw, timeZone: options.timeZone)
            if date == nil { warn("occurred_at is not a recognised date") }
        } else {
            warn("touchpoint has no occurred_at")
        }
        let rawNote = string("raw_note") ?? string("note") ?? ""
        let summary = string("summary")
        let id =
            string("id")
            ?? FNV1a.hex(
                [personID ?? personName ?? "", string("occurred_at") ?? "", rawNote]
                    .joined(separator: "\u{1F}"))
        let touchpoint = Touchpoint(
            person: person, interactionType: type ?? .other, rawNote: rawNote, summary: summary,
            mentionedPeople: mentionedPeople())
        let title = JSONLineReader.title(for: type ?? .other, person: person.displayName)
        return Document(
            id: .touchpoint(id), title: title, date: date, origin: file.path, content: .touchpoint(touchpoint))
    }

    mutating func person() -> Document? {
        guard let name = string("name") else {
            diagnostics.append(Diagnostic(file: file.path, line: line, reason: "person has no name; skipped"))
            return nil
        }
        let emails = strings("emails") + (string("email").map { [$0] } ?? [])
        let id = string("id") ?? emails.first.map(PersonRef.canonicalEmail) ?? "name-" + FNV1a.hex(name)
        let facts = (object["facts"] as? [Any] ?? []).compactMap { fact($0) }
        let record = PersonRecord(
            id: id, name: name, aliases: strings("aliases"), emails: emails,
            organization: string("organization") ?? string("company"), jobTitle: string("title"),
            phones: strings("phones"), birthday: string("birthday").flatMap { CalendarDay($0.prefix(10)) },
            note: string("note"), facts: facts)
        return Document(id: .person(id), title: name, date: nil, origin: file.path, content: .person(record))
    }

    private func fact(_ value: Any) -> PersonFact? {
        guard let dict = value as? [String: Any] else { return nil }
        let text = { (key: String) in JSONLineReader.text(dict[key]) }
        guard let factValue = text("value") else { return nil }
        return PersonFact(
            category: text("category") ?? "", key: text("key") ?? "", value: factValue,
            date: text("date").flatMap { CalendarDay($0.prefix(10)) })
    }

    /// `mentioned_people` as names, ids (`p_…`-like tokens without spaces) or objects.
    private func mentionedPeople() -> [PersonRef] {
        guard let list = object["mentioned_people"] as? [Any] else { return [] }
        return list.compactMap { item -> PersonRef? in
            if let text = JSONLineReader.text(item) {
                let looksLikeID = !text.contains(" ") && (text.contains("_") || text.contains(where: \.isNumber))
                return looksLikeID ? PersonRef(personID: text) : PersonRef(name: text)
            }
            guard let dict = item as? [String: Any] else { return nil }
            let ref = PersonRef(
                name: JSONLineReader.text(dict["name"]) ?? JSONLineReader.text(dict["person_name"]),
                email: JSONLineReader.text(dict["email"]),
                personID: JSONLineReader.text(dict["id"]) ?? JSONLineReader.text(dict["person"]))
            return ref.name == nil && ref.email == nil && ref.personID == nil ? nil : ref
        }
    }

    private mutating func warn(_ reason: String) {
        diagnostics.append(Diagnostic(file: file.path, line: line, reason: reason, severity: .warning))
    }

    private func string(_ key: String) -> String? { JSONLineReader.text(object[key]) }

    private func strings(_ key: String) -> [String] {
        if let list = object[key] as? [Any] { return list.compactMap(JSONLineReader.text) }
        return string(key).map { [$0] } ?? []
    }

    /// A non-empty trimmed string, or a number as text.
    static func text(_ value: Any?) -> String? { JSONValue.text(value) }

    /// The interaction type for a written type; nil when unknown.
    static func interactionType(_ raw: String) -> InteractionType? {
        let key = raw.lowercased().filter { $0.isLetter }
        switch key {
        case "phonecall", "phone", "call", "voicecall": return .phoneCall
        case "inperson", "meeting", "meetup", "coffee", "lunch", "dinner", "visit": return .inPerson
        case "text", "sms", "message", "messages", "imessage", "chat", "whatsapp", "email": return .text
        case "video", "videocall", "zoom", "facetime", "meet": return .video
        case "social", "socialmedia", "linkedin", "twitter", "instagram", "facebook": return .social
        case "other": return .other
        default: return nil
        }
    }

    static func title(for type: InteractionType, person: String) -> String {
        switch type {
        case .phoneCall: "Phone call with \(person)"
        case .inPerson: "Met \(person) in person"
        case .text: "Messages with \(person)"
        case .video: "Video call with \(person)"
        case .social: "Social media with \(person)"
        case .other: "Touchpoint with \(person)"
        }
    }
}
