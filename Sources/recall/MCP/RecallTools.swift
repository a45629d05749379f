import Foundation
import RecallCore
import RecallSearch
import RecallStore

/// Runs MCP tool calls against one store that stays open between calls; the embedder is
/// rebuilt only when the index's generation moves (another process indexed).
actor RecallTools {
    /// A failure reported to the client as a tool error (isError) with this message.
    struct ToolFailure: Error {
        var message: String
    }

    let storeOptions: StoreOptions
    private var store: RecallStore?
    private var embedder: (any Embedder)?
    private var generation: Int64 = -1

    init(storeOptions: StoreOptions) {
        self.storeOptions = storeOptions
    }

    /// Runs one tool and returns the `tools/call` result: the JSON as text content plus
    /// `structuredContent`; every failure becomes an isError result with one clear message.
    func call(_ name: String, arguments: [String: JSONValue]) async -> JSONValue {
        do {
            let arguments = MCPArguments(values: arguments)
            let object: Any
            switch name {
            case "search": object = try await search(arguments)
            case "ask": object = try await ask(arguments)
            case "person": object = try person(arguments)
            case "get": object = try get(arguments)
            case "status": object = try status()
            default:
                throw ToolFailure(message: "unknown tool '\(name)'; the tools are search, ask, person, get, status")
            }
            let text = SourceJSON.string(object)
            let structured = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            return Self.result(text: text, structured: structured, isError: false)
        } catch let failure as ToolFailure {
            return Self.failure(failure.message)
        } catch let error as RecallError {
            return Self.failure(error.description)
        } catch {
            return Self.failure("\(name) failed: \(error)")
        }
    }

    /// A tool error: the message as text content, `isError: true`.
    static func failure(_ message: String) -> JSONValue {
        result(text: message, structured: nil, isError: true)
    }

    /// A `tools/call` result with one text content item; `structuredContent` only when given.
    static func result(text: String, structured: JSONValue?, isError: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
        ]
        if let structured { members["structuredContent"] = structured }
        return .object(members)
    }

    // MARK: Store

    private func openStore() throws -> RecallStore {
        if let store { return store }
        let opened = try Components.openForReading(storeOptions)
        store = opened
        return opened
    }

    private func currentEmbedder(_ store: RecallStore) throws -> any Embedder {
        let now = try store.generation()
        if let embedder, now == generation { return embedder }
        let fresh = try Components.embedder(for: store)
        embedder = fresh
        generation = now
        return fresh
    }

    // MARK: Tools

    private func plan(_ text: String, _ arguments: MCPArguments, service: QueryService, defaultLimit: Int) throws
        -> QueryPlan
    {
        var query = try QueryOptions.parse([])
        query.since = try arguments.day("since")
        query.until = try arguments.day("until")
        query.person = try arguments.string("person")
        query.kinds = try arguments.kinds("kind")
        let reading = try ReadingOptions.parse([])
        let limit = try arguments.integer("limit", in: 1...100) ?? defaultLimit
        let minScore = RecallConfig.loaded.values["search.min_score"]?.number ?? 0.3
        return try service.plan(text, options: query.question(reading: reading, limit: limit, minScore: minScore))
    }

    private func search(_ arguments: MCPArguments) async throws -> Any {
        let text = try arguments.required("query")
        let store = try openStore()
        let defaultLimit = RecallConfig.loaded.values["search.limit"]?.integer ?? 5
        let service = QueryService(
            store: store, engine: SearchEngine(store: store, embedder: try currentEmbedder(store)))
        var plan = try plan(text, arguments, service: service, defaultLimit: defaultLimit)
        let hits = try await service.run(&plan)
        let printer = ResultPrinter(format: .json, explain: false, context: plan.context)
        var object = plan.context.json
        object["results"] = hits.enumerated().map { printer.object($1, rank: $0 + 1) }
        object["count"] = hits.count
        return object
    }

    private func ask(_ arguments: MCPArguments) async throws -> Any {
        let text = try arguments.required("question")
        let store = try openStore()
        let service = QueryService(
            store: store, engine: SearchEngine(store: store, embedder: try currentEmbedder(store)))
        var plan = try plan(text, arguments, service: service, defaultLimit: 8)
        if let quiet = QuietPeopleAnswer(
            plan: plan, today: CalendarDay(Date(), in: EffectiveSetting.timeZone(flag: nil)), limit: plan.request.limit)
        {
            var object = (try? JSONSerialization.jsonObject(with: Data(quiet.json.utf8))) as? [String: Any] ?? [:]
            object["text"] = quiet.text
            return object
        }
        let answer = try await ExtractiveAnswer.answering(&plan, service: service, limit: plan.request.limit)
        var object = (try? JSONSerialization.jsonObject(with: Data(answer.json.utf8))) as? [String: Any] ?? [:]
        object["text"] = answer.text
        return object
    }

    private func person(_ arguments: MCPArguments) throws -> Any {
        let name = try arguments.required("name")
        let limit = try arguments.integer("limit", in: 1...500) ?? 20
        let store = try openStore()
        let entry: PersonEntry
        let today = CalendarDay(Date(), in: EffectiveSetting.timeZone(flag: nil))
        do { entry = try QueryPlanner.resolvePerson(name, in: store.peopleDirectory(asOf: today)) } catch let error
            as RecallError
        {
            throw ToolFailure(
                message: "no single person matches '\(name)' (\(error.hint ?? "try a full name or email"))")
        }
        return try PersonTimeline(store: store, entry: entry, today: today).object(limit: limit)
    }

    private func get(_ arguments: MCPArguments) throws -> Any {
        let id = try arguments.required("id")
        guard let source = try openStore().exportedSource(SourceID(rawValue: id)) else {
            throw ToolFailure(message: "no source with id '\(id)'; ids come from search or ask results")
        }
        return SourceJSON.object(source)
    }

    private func status() throws -> Any {
        try StatusReport(store: try openStore()).object(listing: false)
    }
}
