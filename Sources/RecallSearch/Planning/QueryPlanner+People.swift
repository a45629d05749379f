import RecallCore
import RecallQuery
import RecallStore

/// The index's people as question understanding sees them, and as filters match them.
extension QueryPlanner {
    /// What question understanding needs to know about a person: names, and the words that tell people
    /// with one name apart (organization, title, facts, card note, the meetings they attended).
    public static func candidate(_ entry: PersonEntry) -> PersonCandidate {
        let facts = entry.records.flatMap(\.facts)
        let notes = entry.records.compactMap(\.note)
        let context =
            [entry.organization, entry.jobTitle].compactMap { $0 } + facts.map(\.value) + notes
            + entry.meetingTitles + MeetingRhythm.words(days: entry.oneOnOneDays)
        let relationships = facts.filter { $0.key.lowercased() == "relationship" }.map(\.value) + notes
        return PersonCandidate(
            id: entry.id, name: entry.name, aliases: entry.aliases, emails: entry.identity.emails,
            interactionCount: entry.interactions, lastContact: entry.lastContact, contextWords: context,
            organization: entry.organization, title: entry.jobTitle, relationships: relationships)
    }

    /// What a people filter matches for `entry`: its ids, emails and full names, and its first name
    /// alone when nobody else the index knows has it, so that a note saying "With Felix, Olivia." involves
    /// them. With two Sarahs, a bare "Sarah" stays unattributed.
    public static func filterIdentity(_ entry: PersonEntry, in directory: [PersonEntry]) -> PersonIdentity {
        var identity = entry.identity
        let words = TextNormalizer.words(entry.name)
        guard words.count > 1, let first = words.first else { return identity }
        let namesakes = directory.filter { other in
            (!other.records.isEmpty || other.interactions > 0) && TextNormalizer.words(other.name).first == first
        }
        if namesakes.allSatisfy({ $0.id == entry.id }), !identity.names.contains(first) { identity.names.append(first) }
        return identity
    }

    /// The directory entry for `--person`: exact id, email or name, else the only name containing it.
    public static func resolvePerson(_ name: String, in directory: [PersonEntry]) throws -> PersonEntry {
        let key = TextNormalizer.normalize(name)
        let exact = directory.filter { entry in
            entry.identity.ids.contains(name) || entry.identity.emails.contains(key)
                || TextNormalizer.normalize(entry.name) == key
                || entry.aliases.contains { TextNormalizer.normalize($0) == key }
        }
        let partial = directory.filter { TextNormalizer.words($0.name).contains(key) }
        guard let entry = exact.first ?? (partial.count == 1 ? partial.first : nil) else {
            let hint = partial.isEmpty ? "see `recall people`" : "several match; use a full name or email"
            throw RecallError(.usage, "--person: no single person matches '\(name)'", hint: hint)
        }
        return entry
    }

    /// The words a text naming `entry` would use: the full name as a phrase, and the last name, first
    /// name and one-word aliases that nobody else in the directory has ("pickering", "tomek").
    static func mentionTerms(_ entry: PersonEntry, in directory: [PersonEntry], lexicon: Lexicon) -> [String] {
        let words = TextNormalizer.words(entry.name)
        var terms = words.count > 1 ? [words.joined(separator: " ")] : []
        let others = directory.filter { $0.id != entry.id && ($0.interactions > 0 || !$0.records.isEmpty) }
        let taken = Set(others.flatMap { TextNormalizer.words($0.name) + $0.aliases.flatMap(TextNormalizer.words) })
        let singles =
            [words.first, words.count > 1 ? words.last : nil].compactMap { $0 }
            + entry.aliases.map(TextNormalizer.words).filter { $0.count == 1 }.map { $0[0] }
        terms += singles.filter { word in
            word.count >= 3 && !taken.contains(word) && !lexicon.contains("stopword", word)
        }
        return Array(Set(terms)).sorted()
    }
}
