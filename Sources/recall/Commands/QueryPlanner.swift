import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// Turns a question plus explicit flags into a search request and the context to print.
struct QueryPlanner {
    var store: RecallStore
    var reading: ReadingOptions
    var options: QueryOptions

    struct Plan {
        var request: SearchRequest
        var context: ResolvedContext
    }

    func plan(_ text: String, limit: Int, minScore: Double) throws -> Plan {
        var filter = SourceFilter(kinds: Set(options.kinds))
        var context = ResolvedContext.none
        if let since = options.since.flatMap({ CalendarDay($0) }) { filter.from = since }
        if let until = options.until.flatMap({ CalendarDay($0) }) { filter.to = until }
        if filter.from != nil || filter.to != nil {
            context.windowFrom = filter.from
            context.windowTo = filter.to
            context.windowLabel = "\(filter.from?.description ?? "…") – \(filter.to?.description ?? "…")"
        }
        if let name = options.person {
            let entry = try resolvePerson(name)
            filter.people = [entry.identity]
            context.people = [entry.name]
        }
        let request = SearchRequest(
            text: text, filter: filter, limit: limit, minScore: minScore, ranking: options.ranking,
            groupBySource: !options.chunks)
        return Plan(request: request, context: context)
    }

    /// The directory entry for `--person`: exact id, email or name, else the only name containing it.
    func resolvePerson(_ name: String) throws -> PersonEntry {
        let directory = try store.peopleDirectory()
        let key = TextNormalizer.normalize(name)
        let exact = directory.filter { entry in
            entry.identity.ids.contains(name) || entry.identity.emails.contains(key)
                || TextNormalizer.normalize(entry.name) == key || entry.aliases.contains { TextNormalizer.normalize($0) == key }
        }
        let partial = directory.filter { TextNormalizer.words($0.name).contains(key) }
        guard let entry = exact.first ?? (partial.count == 1 ? partial.first : nil) else {
            let hint = partial.isEmpty ? "see `recall people`" : "several match; use a full name or email"
            throw RecallError(.usage, "--person: no single person matches '\(name)'", hint: hint)
        }
        return entry
    }
}
