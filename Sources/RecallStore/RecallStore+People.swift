import Foundation
import GRDB
import RecallCore

extension RecallStore {
    /// Everyone Recall knows: person records merged by shared email or identical full name,
    /// plus attendees known only by email, each with interaction counts and last contact.
    ///
    /// Last contact is the latest meeting or touchpoint the person took part in, on or before
    /// `asOf` (recurring meetings are expanded into the future), leaving out mere mentions and
    /// broadcasts (more than 12 attendees: an all-hands is not contact). Interactions count the
    /// sources involving the person on or before `asOf` (undated notes included), broadcasts left
    /// out: sitting in six all-hands is not knowing someone, and a namesake known only from them
    /// must not outrank the colleague the user calls.
    public func peopleDirectory(asOf: CalendarDay? = nil) throws -> [PersonEntry] {
        let before = (asOf ?? CalendarDay(year: 9000, month: 1, day: 1)).adding(days: 1).description
        return try read { db in
            let records = try String.fetchAll(db, sql: "SELECT payload FROM sources WHERE kind = 'person' ORDER BY id")
                .compactMap { try? DocumentCoding.decoder().decode(Document.self, from: Data($0.utf8)) }
                .compactMap { document -> PersonRecord? in
                    if case .person(let person) = document.content { return person }
                    return nil
                }
            var builder = PeopleDirectoryBuilder(records: records)
            let mentions = try Row.fetchAll(
                db,
                sql: """
                    WITH contact AS (
                        SELECT p.person_ref, p.email, p.norm_name, s.day, s.kind, s.audience
                        FROM source_people p JOIN sources s ON s.id = p.source_id
                        WHERE s.kind IN ('meeting','touchpoint') AND s.cancelled = 0 AND p.mentioned = 0
                          AND s.audience <= 12 AND s.day < :before),
                    last AS (  -- SQLite takes the bare column `kind` from the row holding max(day)
                        SELECT person_ref, email, norm_name, max(day) AS day, kind FROM contact
                        GROUP BY person_ref, email, norm_name),
                    direct AS (
                        SELECT person_ref, email, norm_name, max(day) AS day, count(*) AS n FROM contact
                        WHERE kind = 'touchpoint' OR audience <= :small
                        GROUP BY person_ref, email, norm_name)
                    SELECT p.person_ref, p.email, p.name, p.norm_name,
                        count(DISTINCT CASE WHEN s.audience <= 12 AND (s.day IS NULL OR s.day < :before) THEN s.id END),
                        l.day, l.kind,
                        group_concat(DISTINCT CASE WHEN s.kind = 'meeting' AND s.audience <= 12 AND p.mentioned = 0
                            THEN s.title END),
                        group_concat(DISTINCT CASE WHEN s.kind = 'meeting' AND s.audience BETWEEN 1 AND 2
                            AND p.mentioned = 0 THEN s.day END),
                        d.day, d.n
                    FROM source_people p JOIN sources s ON s.id = p.source_id
                    LEFT JOIN last l ON l.person_ref IS p.person_ref AND l.email IS p.email
                        AND l.norm_name IS p.norm_name
                    LEFT JOIN direct d ON d.person_ref IS p.person_ref AND d.email IS p.email
                        AND d.norm_name IS p.norm_name
                    WHERE s.kind != 'person' AND s.cancelled = 0
                    GROUP BY p.person_ref, p.email, p.norm_name
                    ORDER BY p.person_ref, p.email, p.norm_name
                    """, arguments: ["before": before, "small": PersonEntry.smallMeeting])
            for row in mentions {
                builder.add(
                    mention: PersonRef(name: row[2], email: row[1], personID: row[0]),
                    count: row[4], lastDay: (row[5] as String?).flatMap { CalendarDay($0) },
                    lastKind: (row[6] as String?).flatMap(SourceKind.init(rawValue:)),
                    meetingTitles: (row[7] as String?).map { $0.split(separator: ",").map(String.init) } ?? [],
                    oneOnOneDays: (row[8] as String?).map { $0.split(separator: ",").compactMap { CalendarDay($0) } }
                        ?? [],
                    direct: ((row[9] as String?).flatMap { CalendarDay($0) }, row[10] as Int? ?? 0))
            }
            return builder.build()
        }
    }
}

/// Merges person records and mentions into directory entries (union by email and full name).
struct PeopleDirectoryBuilder {
    private var entries: [PersonEntry] = []
    private var byEmail: [String: Int] = [:]
    private var byName: [String: Int] = [:]
    private var byID: [String: Int] = [:]

    init(records: [PersonRecord]) {
        for record in records { add(record: record) }
    }

    private mutating func add(record: PersonRecord) {
        let normalized = TextNormalizer.normalize(record.name)
        let existing = record.emails.compactMap { byEmail[$0] }.first ?? byName[normalized]
        let index: Int
        if let existing {
            index = existing
            var entry = entries[index]
            entry.records.append(record)
            entry.identity.ids.append(record.id)
            if entry.name != record.name, !entry.aliases.contains(record.name) { entry.aliases.append(record.name) }
            entry.aliases += record.aliases.filter { !entry.aliases.contains($0) && $0 != entry.name }
            entry.identity.emails += record.emails.filter { !entry.identity.emails.contains($0) }
            entry.organization = entry.organization ?? Self.organization(of: record)
            entry.jobTitle = entry.jobTitle ?? Self.jobTitle(of: record)
            entries[index] = entry
        } else {
            index = entries.count
            entries.append(
                PersonEntry(
                    identity: PersonIdentity(ids: [record.id], emails: record.emails, names: []),
                    name: record.name, aliases: record.aliases, organization: Self.organization(of: record),
                    jobTitle: Self.jobTitle(of: record), records: [record], interactions: 0))
        }
        byID[record.id] = index
        for email in record.emails { byEmail[email] = index }
        for name in [record.name] + record.aliases where name.contains(" ") {
            byName[TextNormalizer.normalize(name)] = index
        }
        var names = entries[index].identity.names
        for name in [record.name] + record.aliases {
            let key = TextNormalizer.normalize(name)
            if name.contains(" "), !names.contains(key) { names.append(key) }
        }
        entries[index].identity.names = names
    }

    /// Counts a mention toward its person, creating an attendee-only entry for an unknown email.
    mutating func add(
        mention: PersonRef, count: Int, lastDay: CalendarDay?, lastKind: SourceKind?, meetingTitles: [String],
        oneOnOneDays: [CalendarDay], direct: (last: CalendarDay?, count: Int) = (nil, 0)
    ) {
        var index =
            mention.personID.flatMap { byID[$0] } ?? mention.email.flatMap { byEmail[$0] }
            ?? mention.name.flatMap { byName[TextNormalizer.normalize($0)] }
        if index == nil, let email = mention.email {
            index = entries.count
            let name = mention.name ?? email
            entries.append(
                PersonEntry(
                    identity: PersonIdentity(
                        ids: [], emails: [email], names: name.contains(" ") ? [TextNormalizer.normalize(name)] : []),
                    name: name, aliases: [], records: [], interactions: 0))
            byEmail[email] = index
            if name.contains(" ") { byName[TextNormalizer.normalize(name)] = index }
        }
        guard let index else { return }
        entries[index].interactions += count
        entries[index].meetingTitles += meetingTitles
        entries[index].oneOnOneDays += oneOnOneDays
        entries[index].directContacts += direct.count
        if let day = direct.last, entries[index].lastDirectContact.map({ day > $0 }) ?? true {
            entries[index].lastDirectContact = day
        }
        if let lastDay, entries[index].lastContact.map({ lastDay > $0 }) ?? true, lastKind != nil {
            entries[index].lastContact = lastDay
            entries[index].lastContactKind = lastKind
        }
    }

    func build() -> [PersonEntry] { entries }

    /// The organization a record names, else its latest "employer" fact (people files in JSON
    /// carry the employer as a dated fact rather than a field).
    static func organization(of record: PersonRecord) -> String? {
        record.organization ?? latestFact("employer", of: record)
    }

    /// The job title a record names, else its latest "title" fact.
    static func jobTitle(of record: PersonRecord) -> String? {
        record.jobTitle ?? latestFact("title", of: record)
    }

    private static func latestFact(_ key: String, of record: PersonRecord) -> String? {
        let facts = record.facts.filter { $0.category == "work" && $0.key == key }
        return facts.max {
            ($0.date ?? CalendarDay(year: 1, month: 1, day: 1)) < ($1.date ?? CalendarDay(year: 1, month: 1, day: 1))
        }?.value
    }
}
