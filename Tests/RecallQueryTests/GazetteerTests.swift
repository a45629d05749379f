import RecallQuery
import Testing

/// `Gazetteer`: a region a question names stands for the places within it; a place, or a word that is
/// also a common word or a given name, stands for nothing else.
@Suite struct GazetteerTests {
    static let regions: [(terms: [String], place: String)] = [
        (["scotland"], "edinburgh"),
        (["galicia"], "vigo"),
        (["south", "america"], "lima"),
        (["southeast", "asia"], "hanoi"),
        (["balkans"], "belgrade"),
        (["portugal"], "porto"),
        (["uk"], "glasgow"),
    ]

    @Test(arguments: regions) func aRegionStandsForItsPlaces(terms: [String], place: String) {
        let places = Gazetteer.standard.places(in: terms)
        for term in terms { #expect(places[term]?.contains(place) == true, "\(terms) \(place)") }
    }

    /// A city is not a region even when a division bears its name; common words and given names do not
    /// stand in for a region's places (a note saying "reading" or "Florence" is not about England or Italy).
    static let negative: [[String]] = [["edinburgh"], ["lisbon"], ["reading"], ["budget"], ["meetings"]]

    @Test(arguments: negative) func notARegion(terms: [String]) {
        #expect(Gazetteer.standard.places(in: terms).isEmpty)
    }

    @Test func standInsAreNeitherCommonWordsNorGivenNames() {
        let england = Gazetteer.standard.places(in: ["england"])["england"] ?? []
        #expect(england.contains("manchester"))
        for word in ["reading", "bath", "march", "florence", "sale"] { #expect(!england.contains(word), "\(word)") }
        let italy = Gazetteer.standard.places(in: ["italy"])["italy"] ?? []
        #expect(italy.contains("milan") && !italy.contains("florence"))
    }

    @Test func theLongestRegionNameWins() {
        let table = "america\tboston\nsouth america\tlima|quito\n# comment\nthe balkans\tsofia\n"
        let gazetteer = Gazetteer(table: table)
        #expect(
            gazetteer.places(in: ["trip", "south", "america"]) == [
                "south": ["lima", "quito"], "america": ["lima", "quito"],
            ])
        #expect(gazetteer.places(in: ["america"]) == ["america": ["boston"]])
        #expect(gazetteer.places(in: ["balkans"]) == ["balkans": ["sofia"]])
    }
}
