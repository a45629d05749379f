/// What a meeting's location says about where it happened.
///
/// Calendars put the video link or the app in LOCATION as often as a room: "Teams",
/// "Meet", "https://zoom.us/j/…". A question about meeting someone in person ("where did I
/// meet Pavel", "on site at their office") is answered by a room or an address, not by those.
public enum Venue {
    /// Words of a location that name a call rather than a place.
    static let virtualWords: Set<String> = [
        "zoom", "teams", "meet", "webex", "hangout", "hangouts", "skype", "gotomeeting", "whereby", "jitsi",
        "chime", "bluejeans", "facetime", "huddle", "online", "virtual", "remote", "video", "dial-in",
        "dialin", "call", "phone", "conference-call", "videocall",
    ]
    /// Words that may stand beside a call's name without naming a place: "Zoom (link in invite)",
    /// "Meet", "Teams call", "Phone: dial-in below".
    static let callFiller: Set<String> = [
        "a", "an", "the", "and", "or", "in", "on", "via", "see", "link", "links", "invite", "invitation",
        "details", "below", "above", "id", "meeting", "passcode", "pin", "code", "dial", "number", "google",
        "microsoft", "cisco", "apple", "slack", "amazon", "us", "j", "personal", "room", "bridge",
    ]

    /// Whether `location` (as written, with or without a "Location:" label) is only a call: a link,
    /// or a call's name with nothing that names a place. "Meet", "Zoom (link in invite)" and
    /// "https://…" are calls; "Acme Health, 1 Main Street, Leeds" and "Head office - Auditorium
    /// and Zoom" (a room with a call for the rest) are places.
    public static func isVirtual(_ location: String) -> Bool {
        var text = location.lowercased()
        if text.hasPrefix("location:") { text.removeFirst("location:".count) }
        let allPieces = text.split(whereSeparator: \.isWhitespace)
        let pieces = allPieces.filter { !isLink($0) }
        let words = pieces.joined(separator: " ")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            .map(String.init)
        let linked = pieces.count < allPieces.count
        guard linked || words.contains(where: virtualWords.contains) else { return false }
        return words.allSatisfy { virtualWords.contains($0) || callFiller.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    private static func isLink(_ piece: Substring) -> Bool {
        piece.contains("://") || piece.hasPrefix("www.") || piece.contains(".zoom.us") || piece.hasPrefix("zoom.us")
            || piece.hasPrefix("meet.google.com") || piece.hasPrefix("teams.microsoft.com")
    }
}
