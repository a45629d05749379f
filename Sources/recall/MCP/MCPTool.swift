/// One tool as `tools/list` describes it: name, human title, description and JSON input schema.
/// Every Recall tool only reads the local index, so the annotations say read-only and closed-world.
struct MCPTool: Sendable {
    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue

    /// The tool's entry in a `tools/list` result.
    var json: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema,
            "annotations": ["readOnlyHint": true, "openWorldHint": false],
        ]
    }
}
