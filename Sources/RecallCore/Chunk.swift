/// Which part of a source a chunk holds.
public struct ChunkField: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public var description: String { rawValue }

    // Meetings
    public static let title = ChunkField(rawValue: "title")
    public static let attendees = ChunkField(rawValue: "attendees")
    public static let purpose = ChunkField(rawValue: "purpose")
    public static let outcomes = ChunkField(rawValue: "outcomes")
    public static let actionItems = ChunkField(rawValue: "action_items")
    public static let location = ChunkField(rawValue: "location")
    // Notes and touchpoints
    public static let body = ChunkField(rawValue: "body")
    public static let summary = ChunkField(rawValue: "summary")
    // People
    public static let identity = ChunkField(rawValue: "identity")
    public static let fact = ChunkField(rawValue: "fact")
}

/// The unit of retrieval: one field or paragraph of one source.
public struct Chunk: Sendable, Hashable {
    public var sourceID: SourceID
    public var kind: SourceKind
    /// Position within the source, from 0.
    public var ordinal: Int
    public var field: ChunkField
    public var title: String
    public var date: SourceDate?
    public var people: [PersonRef]
    public var origin: String
    public var text: String

    public init(
        sourceID: SourceID, kind: SourceKind, ordinal: Int, field: ChunkField, title: String,
        date: SourceDate?, people: [PersonRef], origin: String, text: String
    ) {
        self.sourceID = sourceID
        self.kind = kind
        self.ordinal = ordinal
        self.field = field
        self.title = title
        self.date = date
        self.people = people
        self.origin = origin
        self.text = text
    }
}
