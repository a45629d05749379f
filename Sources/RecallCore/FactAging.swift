import Foundation

/// A person fact read as of a given day: "started college, Fall 2025" is "2nd year" in
/// November 2026; a fact dated in the future is "from 2026-12-01"; other dated facts are
/// "since …". Pure and deterministic.
public enum FactAging {
    /// Words that make a fact the start of a course of study, counted in academic years.
    static let studyWords = ["college", "university", "uni ", "school", "degree", "phd", "masters"]

    /// The fact's value as of `today`, with the reading that makes it current.
    public static func current(_ fact: PersonFact, today: CalendarDay) -> String {
        if let year = studyYear(fact, today: today) {
            return "\(fact.value) — now \(year)"
        }
        guard let date = fact.date else { return fact.value }
        return date > today ? "\(fact.value) (from \(date))" : "\(fact.value) (since \(date))"
    }

    /// "2nd year" for a study that started in the academic year before this one; nil when the
    /// fact is not about starting a study, or has no start date.
    static func studyYear(_ fact: PersonFact, today: CalendarDay) -> String? {
        let text = TextNormalizer.normalize(fact.key + " " + fact.value) + " "
        guard text.contains("start"), studyWords.contains(where: text.contains) else { return nil }
        guard let start = fact.date ?? startFromText(text) else { return nil }
        let startYear = academicYear(of: start)
        let year = academicYear(of: today) - startYear + 1
        guard year >= 1 else { return nil }
        return ordinal(year) + " year"
    }

    /// Academic years start in September.
    static func academicYear(of day: CalendarDay) -> Int { day.month >= 9 ? day.year : day.year - 1 }

    /// "fall 2025" / "autumn 2025" / "september 2025" → 2025-09-01; "spring 2026" / "january 2026" → that month.
    static func startFromText(_ text: String) -> CalendarDay? {
        let words = TextNormalizer.wordsOfNormalized(text)
        for (index, word) in words.enumerated() where index + 1 < words.count {
            guard let year = Int(words[index + 1]), (1900...2200).contains(year) else { continue }
            let months = [
                "fall": 9, "autumn": 9, "september": 9, "october": 10, "january": 1, "spring": 1, "february": 2,
            ]
            if let month = months[word] { return CalendarDay(year: year, month: month, day: 1) }
        }
        return nil
    }

    static func ordinal(_ n: Int) -> String {
        let suffix =
            (11...13).contains(n % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][n % 10]
        return "\(n)\(suffix)"
    }
}
