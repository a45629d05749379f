import RecallCore
import Testing

/// Which meeting locations are only a call: a link or a call app with nothing that names a place.
struct VenueTests {
    @Test(arguments: [
        ("Zoom", true),
        ("Google Meet", true),
        ("Microsoft Teams", true),
        ("Location: Microsoft Teams", true),
        ("Zoom (link in invite)", true),
        ("https://zoom.us/j/123456789?pwd=abc", true),
        ("meet.google.com/abc-defg-hij", true),
        ("Phone", true),
        ("Teams call", true),
        ("Webex personal room", true),
        ("Halden Health, 110 Queen Street, Glasgow", false),
        ("Location: Fernway HQ - Kitchen table", false),
        ("Lumen HQ, 41 Great Sutton Street, London - Auditorium and Zoom", false),  // a room, with a call for the rest
        ("Monmouth Coffee, Borough Market", false),
        ("Meeting room 4", false),
        ("", false),
    ])
    func callsAreNotPlaces(location: String, virtual: Bool) {
        #expect(Venue.isVirtual(location) == virtual, "\(location)")
    }
}
