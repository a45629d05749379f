import RecallCore

/// Words beside a named person that only say who they are: "Tom Hughes, the product designer",
/// "David Quinn from Salesforce", "the EM Chloe".
extension PersonResolver {
    /// The words right after a named person that repeat their title or organization ("Tom Hughes, the
    /// product designer", "David Quinn from Salesforce"), and the title right before the name ("the
    /// EM Chloe", "our CTO Björn"): they say who, not what about. After a possessive come their
    /// things: "Tom Hughes's partner" is not the partner manager's title.
    func descriptionWords(around match: PersonMatch, _ tokens: [QueryToken], used: Set<Int>) -> [Int] {
        guard let entry = entries.first(where: { $0.candidate.id == match.candidateID }),
            let start = tokens.firstIndex(where: { $0.range.lowerBound >= match.range.lowerBound }),
            let end = tokens.lastIndex(where: { $0.range.upperBound <= match.range.upperBound })
        else { return [] }
        var words: [Int] = []
        // Backwards through the title's own small words: "the head of sales Ruth".
        for index in stride(from: start - 1, through: max(0, start - 5), by: -1) where !used.contains(index) {
            if Self.saysTitle(tokens[index], of: entry) {
                words.append(index)
            } else if !(Self.titleStopwords.contains(tokens[index].norm) && words.last == index + 1) {
                break
            }
        }
        guard !tokens[end].isPossessive else { return words }
        for index in end + 1..<min(tokens.count, end + 8) where !used.contains(index) {
            let word = tokens[index].norm
            if Self.saysTitle(tokens[index], of: entry) || entry.namesOrganization(word) || entry.describesOrganization(word)
                || (words.last == index - 1 && (Self.legalForms.contains(word) || Self.isCompanyWord(word)))
            {
                words.append(index)
            } else if !QueryVocabulary.stopwords.contains(word), !Self.describers.contains(word) {
                break
            }
        }
        return words
    }

    /// Whether `token` is a word of the entry's title ("ops" for Operations) or, typed in capitals,
    /// the initials of its last words ("EM" for Engineering Manager).
    static func saysTitle(_ token: QueryToken, of entry: Entry) -> Bool {
        entry.titleWords.contains(titleWord(token.norm)) || acronymLength(token, of: entry) != nil
    }

    /// How many of the title's last words `token`, typed in capitals, spells by their initials ("EM":
    /// 2 for Engineering Manager, "PM" for Senior Product Manager); nil when it spells none.
    static func acronymLength(_ token: QueryToken, of entry: Entry) -> Int? {
        let length = token.norm.count
        guard length >= 2, length <= entry.titleWords.count, token.text.allSatisfy(\.isUppercase),
            String(entry.titleWords.suffix(length).compactMap(\.first)) == token.norm
        else { return nil }
        return length
    }
}
