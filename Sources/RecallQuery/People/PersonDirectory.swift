import RecallCore

/// The people a question may name, indexed the way a directory service looks names up: full names,
/// first and last names, aliases, e-mails, diminutives, initials, relations and sound-alikes.
///
/// Built once per question from the index's people; lookups are dictionary reads, and only
/// misspellings scan the distinct names that share a sound or a first letter.
public struct PersonDirectory: Sendable {
    struct Entry: Sendable {
        var candidate: PersonCandidate
        /// Normalized name words ("zoe", "angstrom"); honorifics left out.
        var words: [String]
        /// Lower-cased name words with accents kept, to tell "Zoë" typed from "Zoe".
        var typedWords: [String]
        /// Words that tell this person apart: context, organization, title, name.
        var context: Set<String>
        /// Normalized job-title words without "of"/"and", short forms written long ("vp" → "vice",
        /// "president"), in title order.
        var titleWords: [String]
        /// Normalized organization name words, legal forms left out ("northpeak", "legal").
        var organizationWords: [String]
        /// The relations the contact data gives them to the user ("sister", "mother").
        var relations: Set<String>

        var first: String? { words.first }
        var last: String? { words.count > 1 ? words.last : nil }
    }

    /// A distinct first or last name with its sound-alike key and the entries bearing it.
    struct NameGroup: Sendable {
        var name: String
        var key: String
        var entries: [Int]
        var isFirstName: Bool
    }

    let entries: [Entry]
    let lexicon: Lexicon
    let today: CalendarDay
    var byFullName: [String: [Int]] = [:]
    var byFirstLast: [String: [Int]] = [:]
    var byFirst: [String: [Int]] = [:]
    var byLast: [String: [Int]] = [:]
    var byAlias: [String: [Int]] = [:]
    var byEmail: [String: [Int]] = [:]
    var byRelation: [String: [Int]] = [:]
    var byOrganizationWord: [String: [Int]] = [:]
    var groupsByKey: [String: [NameGroup]] = [:]
    var groupsByInitial: [Character: [NameGroup]] = [:]
    /// Distinct first names, for shortened forms ("fede" → "federico").
    var firstNames: [String] = []
    /// How many people's context holds each word: a word many share tells people apart less.
    var contextFrequency: [String: Int] = [:]

    /// A directory that knows nobody.
    public static let empty = PersonDirectory(people: [], today: CalendarDay(year: 2000, month: 1, day: 1))

    public var isEmpty: Bool { entries.isEmpty }

    /// Whether someone's first name is `word` (normalized).
    public func hasFirstName(_ word: String) -> Bool { byFirst[word] != nil }

    /// Whether `word` (normalized) is a word of somebody's job title.
    func isTitleWord(_ word: String) -> Bool { entries.contains { $0.titleWords.contains(word) } }

    /// The candidate with `id`.
    public func candidate(_ id: String) -> PersonCandidate? {
        entries.first { $0.candidate.id == id }?.candidate
    }

    public init(people: [PersonCandidate], today: CalendarDay, lexicon: Lexicon = .standard) {
        self.lexicon = lexicon
        self.today = today
        entries = people.sorted { $0.id < $1.id }.map { Self.entry($0, lexicon: lexicon) }
        for (position, entry) in entries.enumerated() { index(entry, at: position) }
        firstNames = byFirst.keys.sorted()
        for (names, isFirst) in [(byFirst, true), (byLast, false)] {
            for name in names.keys.sorted() {
                let group = NameGroup(
                    name: name, key: NameSimilarity.phoneticKey(name), entries: names[name] ?? [], isFirstName: isFirst)
                groupsByKey[group.key, default: []].append(group)
                if let initial = name.first { groupsByInitial[initial, default: []].append(group) }
            }
        }
        contextFrequency = entries.reduce(into: [:]) { counts, entry in
            for word in entry.context { counts[word, default: 0] += 1 }
        }
    }

    private mutating func index(_ entry: Entry, at position: Int) {
        if let first = entry.first { byFirst[first, default: []].append(position) }
        if let last = entry.last {
            byLast[last, default: []].append(position)
            if let first = entry.first { byFirstLast[first + " " + last, default: []].append(position) }
        }
        if !entry.words.isEmpty { byFullName[entry.words.joined(separator: " "), default: []].append(position) }
        for alias in Set(entry.candidate.aliases.map { TextNormalizer.words($0).joined(separator: " ") }).sorted()
        where !alias.isEmpty {
            byAlias[alias, default: []].append(position)
        }
        for email in Set(entry.candidate.emails.map(PersonRef.canonicalEmail)).sorted() where !email.isEmpty {
            byEmail[email, default: []].append(position)
        }
        for relation in entry.relations.sorted() { byRelation[relation, default: []].append(position) }
        for word in Set(entry.organizationWords).sorted() { byOrganizationWord[word, default: []].append(position) }
    }

    static func entry(_ person: PersonCandidate, lexicon: Lexicon) -> Entry {
        let words = TextNormalizer.words(person.name).filter { !lexicon.contains("honorific", $0) }
        let typed = person.name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { $0.lowercased().precomposedStringWithCanonicalMapping }
        let title = titleWords(TextNormalizer.words(person.title ?? ""), lexicon: lexicon)
        let organization = TextNormalizer.words(person.organization ?? "")
            .filter { $0.count >= 3 && !lexicon.contains("org-suffix", $0) && !lexicon.contains("stopword", $0) }
        let context = Set(person.contextWords.flatMap(TextNormalizer.words) + title + organization)
            .filter { !lexicon.contains("stopword", $0) }
        return Entry(
            candidate: person, words: words, typedWords: typed, context: context, titleWords: title,
            organizationWords: organization, relations: relations(of: person, lexicon: lexicon))
    }

    /// Title words with their short forms written long and "of"/"and" left out: "VP Eng" → "vice",
    /// "president", "engineering".
    static func titleWords(_ words: [String], lexicon: Lexicon) -> [String] {
        words.filter { !lexicon.contains("title-stopword", $0) }.flatMap { word in
            lexicon.value("title-word", word).map { $0.split(separator: " ").map(String.init) } ?? [word]
        }
    }

    /// The relations a person's aliases ("Sis", "Mum") and relationship texts ("sister", "my manager",
    /// a card note starting "My brother") give them to the user.
    static func relations(of person: PersonCandidate, lexicon: Lexicon) -> Set<String> {
        var found = Set<String>()
        for alias in person.aliases {
            let words = TextNormalizer.words(alias)
            if words.count == 1 { found.formUnion(lexicon.values("relation", words[0])) }
        }
        for text in person.relationships {
            let words = TextNormalizer.words(text)
            // "sister", "my manager", "My brother, lives in Porto": a relation said of the user.
            let start = words.first.map { ["my", "our"].contains($0) } == true ? 1 : 0
            if words.count > start { found.formUnion(lexicon.values("relation", words[start])) }
        }
        return found
    }
}
