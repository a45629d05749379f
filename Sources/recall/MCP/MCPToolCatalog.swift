/// The tools `recall mcp` offers, with their JSON input schemas.
enum MCPToolCatalog {
    static let tools: [MCPTool] = [
        MCPTool(
            name: "search", title: "Search meetings, notes, touchpoints and people",
            description:
                "Ranked evidence from the user's indexed calendar, notes, logged interactions and contacts. Names, "
                + "dates and kinds in the query become filters. Returns results following Recall's JSON contract "
                + "(rank, score, id, kind, title, field, date, people, origin, text).",
            inputSchema: object(
                ["query": string("What to look for, in plain words.")].merging(filters) { a, _ in a },
                required: ["query"])),
        MCPTool(
            name: "ask", title: "Answer a question with citations",
            description:
                "An offline, extractive answer: the evidence for the question grouped by source, newest first, "
                + "each with a citation number and the source id (use `get` to read one whole).",
            inputSchema: object(
                ["question": string("The question.")].merging(filters) { a, _ in a }, required: ["question"])),
        MCPTool(
            name: "person", title: "A person's profile and timeline",
            description:
                "Everything Recall knows about one person (name, aliases, emails, organization, "
                + "interaction count, last contact) and their meetings, touchpoints and notes, newest first.",
            inputSchema: object(
                [
                    "name": string("A full name, alias, email or person id."),
                    "limit": integer("Timeline entries to return (default 20).", minimum: 1, maximum: 500),
                ], required: ["name"])),
        MCPTool(
            name: "get", title: "Read one whole source",
            description:
                "A whole stored source by id (as returned by search or ask), in the public schema "
                + "recall.source/1: its document (plain keys, ISO-8601 dates) and every chunk.",
            inputSchema: object(
                ["id": string("A source id such as event:UID@2026-08-14, note:path.md, touchpoint:ID or person:ID.")],
                required: ["id"])),
        MCPTool(
            name: "status", title: "Index status",
            description:
                "What the index holds: counts per kind, chunks, the embedder, "
                + "the database path and size, and how many indexed files changed since.",
            inputSchema: object([:], required: [])),
    ]

    /// Filters shared by `search` and `ask`.
    static let filters: [String: JSONValue] = [
        "limit": integer("Maximum number of results (default 5 for search, 8 for ask).", minimum: 1, maximum: 100),
        "since": date("Only sources on or after this day (YYYY-MM-DD)."),
        "until": date("Only sources before this day (YYYY-MM-DD), exclusive."),
        "person": string("Only sources involving this person (name, email or id)."),
        "kind": .object([
            "description": .string("Only these kinds."),
            "oneOf": .array([
                kindEnum,
                .object(["type": .string("array"), "items": kindEnum]),
            ]),
        ]),
    ]

    static let kindEnum: JSONValue = .object([
        "type": .string("string"),
        "enum": .array(["meeting", "note", "touchpoint", "person"].map(JSONValue.string)),
    ])

    static func object(_ properties: [String: JSONValue], required: [String]) -> JSONValue {
        .object([
            "type": .string("object"), "properties": .object(properties),
            "required": .array(required.map(JSONValue.string)), "additionalProperties": .bool(false),
        ])
    }

    static func string(_ description: String) -> JSONValue {
        .object(["type": .string("string"), "description": .string(description)])
    }

    static func date(_ description: String) -> JSONValue {
        .object([
            "type": .string("string"), "description": .string(description),
            "pattern": .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"),
        ])
    }

    static func integer(_ description: String, minimum: Int, maximum: Int) -> JSONValue {
        .object([
            "type": .string("integer"), "description": .string(description),
            "minimum": .int(minimum), "maximum": .int(maximum),
        ])
    }
}
