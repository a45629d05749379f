/// The words of a question and the claims the stages have made on them so far.
public struct ParseState: Sendable {
    public let tokens: [QueryToken]
    public private(set) var claims: [Claim] = []
    private var owners: [Int?]

    public init(tokens: [QueryToken]) {
        self.tokens = tokens
        owners = Array(repeating: nil, count: tokens.count)
    }

    /// Whether no claim holds the word at `index` (false outside the question).
    public func isFree(_ index: Int) -> Bool {
        owners.indices.contains(index) && owners[index] == nil
    }

    /// The claim holding the word at `index`.
    public func claim(at index: Int) -> Claim? {
        guard owners.indices.contains(index), let owner = owners[index] else { return nil }
        return claims[owner]
    }

    /// Records `claim`; its words must be free.
    public mutating func claim(_ claim: Claim) {
        for index in claim.tokens where owners.indices.contains(index) { owners[index] = claims.count }
        claims.append(claim)
    }

    /// Replaces each claim by `revise(claim)`; a claim it maps to nil is dropped, and its words are free again.
    public mutating func revise(_ revise: (Claim) -> Claim?) {
        claims = claims.compactMap(revise)
        owners = Array(repeating: nil, count: tokens.count)
        for (owner, claim) in claims.enumerated() {
            for index in claim.tokens where owners.indices.contains(index) { owners[index] = owner }
        }
    }

    /// The indices of the free words.
    public var freeIndices: [Int] { tokens.indices.filter(isFree) }

    /// The claims of one stage, in question order.
    public func claims(of stage: String) -> [Claim] {
        claims.filter { $0.stage == stage }.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }
}
