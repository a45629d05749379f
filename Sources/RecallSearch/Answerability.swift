/// The answerability gate's evidence for one search: the best each ranking found against what the
/// gate asks for (``SearchRequest/minScore`` and ``SearchRequest/requiredCoverage(termCount:)``).
/// `--explain` prints it, so "why did this return nothing?" has an answer.
public struct Answerability: Sendable, Equatable {
    /// The highest cosine similarity of any candidate; nil when the vector side did not run.
    public var bestCosine: Double?
    /// The cosine that shows an answer.
    public var minScore: Double
    /// The largest share of the query's IDF weight one retrieved chunk carries (``TermCoverage``),
    /// among the chunks looked at before the gate opened; nil when nothing was retrieved or the
    /// vectors had already answered.
    public var bestCoverage: Double?
    /// The share that shows an answer.
    public var requiredCoverage: Double

    /// Whether either ranking found enough.
    public var isAnswered: Bool {
        (bestCosine ?? -1) >= minScore || (bestCoverage ?? -1) >= requiredCoverage
    }

    /// One line: what answered the question, or each side's best against its threshold.
    public var summary: String {
        if let cosine = bestCosine, cosine >= minScore {
            let coverage =
                bestCoverage.map { "; best chunk covers \(Self.format($0)) (needs \(Self.format(requiredCoverage)))" }
                ?? ""
            return "answered: cosine \(Self.format(cosine)) reaches \(Self.format(minScore))" + coverage
        }
        let lexical = bestCoverage.map {
            "chunk covers \(Self.format($0)) of the question's weight (needs \(Self.format(requiredCoverage)))"
        }
        let cosine = bestCosine.map { "; best cosine \(Self.format($0))" } ?? ""
        if isAnswered, let lexical { return "answered: a " + lexical + cosine }
        let vector =
            bestCosine.map { "best cosine \(Self.format($0)) (needs \(Self.format(minScore)))" } ?? "no vector ranking"
        return "no answer: " + vector + "; " + (lexical.map { "best " + $0 } ?? "nothing retrieved")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        return "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
    }
}
