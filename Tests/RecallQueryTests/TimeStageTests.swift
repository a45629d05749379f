import Foundation
import RecallCore
import Testing
import RecallQuery

/// Time expressions resolved against Sunday 2026-11-22, Europe/Berlin. Windows are `[start, end)`; "-" = open.
@Suite struct TimeStageTests {
    static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    /// Sunday 2026-11-22, 10:00 in Berlin.
    static let now = Date(timeIntervalSince1970: 1_795_341_600)
    static let parser = QueryParser(clock: QueryClock(now: now, timeZone: timeZone))
    static func day(_ text: String) -> CalendarDay? { text == "-" ? nil : CalendarDay(text) }
    static func window(_ query: String) -> DateWindow? { parser.parse(query).window?.value }

    static let windows: [(query: String, start: String, end: String)] = [
        ("what did I discuss with Sarah in August", "2026-08-01", "2026-09-01"),
        ("in August 2025", "2025-08-01", "2025-09-01"),
        ("August", "2026-08-01", "2026-09-01"),
        ("budget Aug", "2026-08-01", "2026-09-01"),
        ("harriet okafor march", "2026-03-01", "2026-04-01"),  // an ambiguous month as the last word
        ("budget review may", "2026-05-01", "2026-06-01"),
        ("December", "2025-12-01", "2026-01-01"),
        ("November", "2026-11-01", "2026-12-01"),
        ("calls last week", "2026-11-09", "2026-11-16"),
        ("this week", "2026-11-16", "2026-11-23"),
        ("next week", "2026-11-23", "2026-11-30"),
        ("yesterday", "2026-11-21", "2026-11-22"),
        ("today", "2026-11-22", "2026-11-23"),
        ("last month", "2026-10-01", "2026-11-01"),
        ("this month", "2026-11-01", "2026-12-01"),
        ("in Q3", "2026-07-01", "2026-10-01"),
        ("Q4", "2026-10-01", "2027-01-01"),
        ("Q3 2025", "2025-07-01", "2025-10-01"),
        ("last quarter", "2026-07-01", "2026-10-01"),
        ("this quarter", "2026-10-01", "2027-01-01"),
        ("in 2025", "2025-01-01", "2026-01-01"),
        ("last year", "2025-01-01", "2026-01-01"),
        ("this year", "2026-01-01", "2027-01-01"),
        ("since March", "2026-03-01", "-"),
        ("before June", "-", "2026-06-01"),
        ("after May 3", "2026-05-04", "-"),
        ("until June", "-", "2026-07-01"),
        ("since last week", "2026-11-09", "-"),
        ("between June and August", "2026-06-01", "2026-09-01"),
        ("from June to August", "2026-06-01", "2026-09-01"),
        ("between November and February", "2025-11-01", "2026-03-01"),
        ("on 14 August", "2026-08-14", "2026-08-15"),
        ("on August 14th", "2026-08-14", "2026-08-15"),
        ("on the 14th of August", "2026-08-14", "2026-08-15"),
        ("on 8/14", "2026-08-14", "2026-08-15"),
        ("8/14/2025", "2025-08-14", "2025-08-15"),
        ("Aug 14, 2025", "2025-08-14", "2025-08-15"),
        ("on Dec 25", "2025-12-25", "2025-12-26"),
        ("on 2/29", "2024-02-29", "2024-03-01"),
        ("the week of 14 September", "2026-09-14", "2026-09-21"),  // a Monday
        ("during the week of 16 Sept 2026", "2026-09-14", "2026-09-21"),  // a Wednesday
        ("two weeks ago", "2026-11-02", "2026-11-09"),
        ("the renewal check-in two weeks back", "2026-11-02", "2026-11-09"),
        ("what did I have on the day before yesterday", "2026-11-20", "2026-11-21"),
        ("the day after tomorrow", "2026-11-24", "2026-11-25"),
        ("meetings in July last year", "2025-07-01", "2025-08-01"),
        ("March this year", "2026-03-01", "2026-04-01"),
        ("14 August last year", "2025-08-14", "2025-08-15"),
        ("3 days ago", "2026-11-19", "2026-11-20"),
        ("twelve days ago", "2026-11-10", "2026-11-11"),
        ("a month ago", "2026-10-01", "2026-11-01"),
        ("5 years ago", "2021-11-08", "2021-12-07"),  // about this time that year, not all of it
        ("a year ago", "2025-11-08", "2025-12-07"),
        ("sre hiring this time last year", "2025-11-08", "2025-12-07"),
        ("same time last year", "2025-11-08", "2025-12-07"),
        ("a couple of years ago", "2024-01-01", "2025-01-01"),  // vague: the year
        ("last summer", "2026-06-01", "2026-09-01"),
        ("this spring", "2026-03-01", "2026-06-01"),
        ("last winter", "2025-12-01", "2026-03-01"),
        ("this winter", "2026-12-01", "2027-03-01"),
        ("in winter", "2025-12-01", "2026-03-01"),
        ("last fall", "2025-09-01", "2025-12-01"),
        ("in the summer", "2026-06-01", "2026-09-01"),
        ("coffees with Ana over the summer", "2026-06-01", "2026-09-01"),
        ("summer 2025", "2025-06-01", "2025-09-01"),
        ("last Monday", "2026-11-16", "2026-11-17"),
        ("on Tuesday", "2026-11-17", "2026-11-18"),
        ("Sunday", "2026-11-22", "2026-11-23"),
        ("last Sunday", "2026-11-15", "2026-11-16"),
        ("on wed", "2026-11-18", "2026-11-19"),
        ("this Friday", "2026-11-20", "2026-11-21"),
        ("recently", "2026-10-24", "2026-11-23"),
        ("2025-08-14", "2025-08-14", "2025-08-15"),
        ("2025-08", "2025-08-01", "2025-09-01"),
        ("in the last 3 days", "2026-11-20", "2026-11-23"),
        ("past week", "2026-11-16", "2026-11-23"),
        ("last 2 weeks", "2026-11-09", "2026-11-23"),
        ("who did I interview over the last couple of weeks", "2026-11-02", "2026-11-23"),
        ("the past few days", "2026-11-19", "2026-11-23"),
        // A part of a month or longer period; the parts overlap.
        ("where was my late-may break", "2026-05-19", "2026-06-01"),
        ("early June offsite", "2026-06-01", "2026-06-13"),
        ("mid-March 2025", "2025-03-08", "2025-03-25"),
        ("by the end of last month", "2026-10-19", "2026-11-01"),
        ("early in August", "2026-08-01", "2026-08-14"),
        ("late 2025", "2025-08-08", "2026-01-01"),
        ("soc 2 updates since the start of april", "2026-04-01", "-"),
        ("what was I doing with Elizabeth in april 26", "2026-04-01", "2026-05-01"),  // a short year after "in"
        ("the call on april 26", "2026-04-26", "2026-04-27"),
        ("last weekend", "2026-11-14", "2026-11-16"),
        ("this weekend", "2026-11-21", "2026-11-23"),
        ("in May", "2026-05-01", "2026-06-01"),
        ("May 2025", "2025-05-01", "2025-06-01"),
        ("May 3", "2026-05-03", "2026-05-04"),
        ("notes from March", "2026-03-01", "2026-04-01"),
        ("last December", "2025-12-01", "2026-01-01"),
        ("next March", "2027-03-01", "2027-04-01"),
        ("this August", "2026-08-01", "2026-09-01"),
        ("how was the March offsite", "2026-03-01", "2026-04-01"),
        ("between 2025-01-01 and 2025-03-31", "2025-01-01", "2025-04-01"),
        ("from March 3 to March 10", "2026-03-03", "2026-03-11"),
        ("marketing plan for June", "2026-06-01", "2026-07-01"),
        ("last 30 days", "2026-10-24", "2026-11-23"),
        ("since 2024", "2024-01-01", "-"),
        ("from 2023 to 2024", "2023-01-01", "2025-01-01"),
        ("a week ago", "2026-11-09", "2026-11-16"),
        ("this past week", "2026-11-16", "2026-11-23"),
        ("tomorrow", "2026-11-23", "2026-11-24"),
        ("next August", "2027-08-01", "2027-09-01"),
        ("next summer", "2027-06-01", "2027-09-01"),
        ("during spring 2024", "2024-03-01", "2024-06-01"),
        ("winter 2025", "2025-12-01", "2026-03-01"),
        ("in Sept", "2026-09-01", "2026-10-01"),
        ("on 1/5/26", "2026-01-05", "2026-01-06"),
        ("on the 3rd of May", "2026-05-03", "2026-05-04"),
        ("3 May 2024", "2024-05-03", "2024-05-04"),
        ("budget 2025 Q3", "2025-07-01", "2025-10-01"),
        ("notes from the 3rd", "2026-11-03", "2026-11-04"),
        ("on the 30th", "2026-10-30", "2026-10-31"),
        ("notes from June to August 2025", "2025-06-01", "2025-09-01"),
        ("from 2026 to 2024", "2024-01-01", "2027-01-01"),
        ("between June 2025 and March", "2025-06-01", "2026-04-01"),
        ("last night with Mike", "2026-11-21", "2026-11-22"),
        ("this morning", "2026-11-22", "2026-11-23"),
        ("2 hours ago", "2026-11-22", "2026-11-23"),
        ("12 hours ago", "2026-11-21", "2026-11-22"),
        // "a year ago today" is that one day; "this past summer" is last summer; named days.
        ("what was I doing a year ago today", "2025-11-22", "2025-11-23"),
        ("a month ago today", "2026-10-22", "2026-10-23"),
        ("interviews this past summer", "2026-06-01", "2026-09-01"),
        ("meetings on christmas day last year", "2025-12-25", "2025-12-26"),
        ("christmas eve", "2025-12-24", "2025-12-25"),
        ("Xmas 2024", "2024-12-25", "2024-12-26"),
        ("on new year's eve", "2025-12-31", "2026-01-01"),
        ("New Years Day", "2026-01-01", "2026-01-02"),
        ("the halloween party", "2026-10-31", "2026-11-01"),
        ("what was on my calendar the week before last", "2026-11-02", "2026-11-09"),
        ("the month before last", "2026-09-01", "2026-10-01"),
        ("first week of november - what did i get up to", "2026-11-01", "2026-11-08"),
        ("the last week of August 2025", "2025-08-25", "2025-09-01"),
        ("second week of october", "2026-10-08", "2026-10-15"),
        ("what was on monday of the week before last", "2026-11-02", "2026-11-03"),
        ("friday of last week", "2026-11-13", "2026-11-14"),
        ("what did we discuss in aug '25", "2025-08-01", "2025-09-01"),  // an apostrophe year
        ("what did Farid and I talk about over the holidays", "2025-12-15", "2026-01-06"),  // the Christmas break
    ]

    @Test(arguments: windows)
    func resolvesWindow(query: String, start: String, end: String) throws {
        let window = try #require(Self.window(query), "no window for \(query)")
        #expect(window.start == Self.day(start), "\(query): \(window)")
        #expect(window.end == Self.day(end), "\(query): \(window)")
    }

    /// A month, quarter or season named without its year, or as "last <month/season>", had its year
    /// guessed: the year before may be meant. Counted periods and dated days were not.
    @Test(arguments: [
        ("the October SRE hiring sync", true), ("in october", true), ("October 2025", false),
        ("14 October", false), ("last month", false), ("in Q3", true), ("Q3 2025", false), ("last summer", true),
        ("last November", true), ("in summer", true),
    ])
    func guessedYearsAreMarked(query: String, guessed: Bool) throws {
        let window = try #require(Self.window(query), "no window for \(query)")
        #expect(window.yearGuessed == guessed, "\(query)")
    }

    /// Words that only look like dates.
    static let noWindow = [
        "may I see the budget", "summer reading list", "march on the capital", "the sun was out", "spend over the limit",
        "What did I promise after the Q4 2025 sales kickoff?", "notes since the March offsite",
        "2025 budget", "a few notes", "last time I saw Mike", "when did I last talk to Pria", "Will the launch slip",
        "second draft of the spec", "notes from my recent 1:1s with Mike", "mark the deadline", "June's notes", "the 3 people", "MEK 1/2 inhibitors", "around 2000 people", "consists of 2140 pairs", "feb 30", "wed the plans", "a day in the life", "the day before the launch",
        "late payment reminders", "the start of the project", "mid-sized customers", "the end of the week",
    ]

    @Test(arguments: noWindow)
    func leavesNonDatesAlone(query: String) {
        #expect(Self.window(query) == nil, "\(query)")
    }

    static let labels: [(query: String, label: String)] = [
        ("in August", "August 2026"),
        ("last week", "last week (2026-11-09 – 2026-11-15)"),
        ("the week of 16 September", "the week of 2026-09-16 (2026-09-14 – 2026-09-20)"),
        ("Q3 2025", "Q3 2025"),
        ("since March", "since March 2026"),
        ("yesterday", "yesterday (2026-11-21)"),
        ("the day before yesterday", "the day before yesterday (2026-11-20)"),
        ("two weeks ago", "2 weeks ago (2026-11-02 – 2026-11-08)"),
        ("last summer", "summer 2026 (2026-06-01 – 2026-08-31)"),
        ("between June and August", "June 2026 – August 2026"),
        ("recently", "recently (2026-10-24 – 2026-11-22)"),
        ("on 8/14", "2026-08-14"),
        ("a year ago today", "1 year ago today (2025-11-22)"),
        ("this time last year", "this time last year (2025-11-08 – 2025-12-06)"),
        ("on Christmas Day 2025", "Christmas Day (2025-12-25)"),
        ("this past weekend", "last weekend (2026-11-14 – 2026-11-15)"),
        ("tuesday of the week before last", "Tuesday of the week before last (2026-11-03)"),
        ("the end of June", "end of June 2026 (2026-06-19 – 2026-06-30)"),
        ("mid-may", "mid May 2026 (2026-05-08 – 2026-05-24)"),
        // Leave is dated by its first day, so the Christmas break opens mid-December.
        ("over the christmas break last year", "the Christmas break (2025-12-15 – 2026-01-05)"),
        ("the xmas holidays", "the Christmas break (2025-12-15 – 2026-01-05)"),
        // A day one plans for lies ahead (today is Sunday 22 November).
        ("what's on my calendar for monday", "Monday (2026-11-23)"),
        ("on monday", "Monday (2026-11-16)"),
    ]

    @Test(arguments: labels)
    func labelsWindow(query: String, label: String) {
        #expect(Self.window(query)?.label == label)
    }

    @Test func timeZoneDecidesToday() {
        // 2026-11-22T23:30Z is already Monday 2026-11-23 in Berlin, still Sunday in New York.
        let instant = Date(timeIntervalSince1970: 1_795_341_600 + 13.5 * 3600)
        let berlin = QueryParser(clock: QueryClock(now: instant, timeZone: Self.timeZone)).parse("today")
        let newYork = QueryParser(clock: QueryClock(now: instant, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt))
            .parse("today")
        #expect(berlin.window?.value.start == CalendarDay(year: 2026, month: 11, day: 23))
        #expect(newYork.window?.value.start == CalendarDay(year: 2026, month: 11, day: 22))
    }

    @Test func windowContainsIsHalfOpen() throws {
        let window = try #require(Self.window("last week"))
        #expect(window.contains(CalendarDay(year: 2026, month: 11, day: 9)))
        #expect(window.contains(CalendarDay(year: 2026, month: 11, day: 15)))
        #expect(!window.contains(CalendarDay(year: 2026, month: 11, day: 16)))
        #expect(!window.contains(CalendarDay(year: 2026, month: 11, day: 8)))
    }

    /// "This time last year" is around a day, which browsing puts first; named periods have no such day.
    @Test(arguments: [("this time last year", "2025-11-22"), ("a year ago", "2025-11-22"), ("last November", nil)])
    func roughWindowsHaveACenter(query: String, center: String?) {
        #expect(Self.window(query)?.center == center.flatMap(CalendarDay.init), "\(query)")
    }

    /// "Recently" and "lately" bound a window only roughly; named periods are exact.
    @Test(arguments: [("recently", true), ("lately", true), ("last week", false), ("in August", false)])
    func vagueWindows(query: String, vague: Bool) {
        #expect(Self.window(query)?.isVague == vague, "\(query)")
    }
}
