import Foundation
import RecallCore
import RecallQuery
import Testing

/// `QueryParser.switchingOff`: a named stage or rule reads nothing, and every other one reads as before.
@Suite struct SwitchingOffTests {
    static let clock = QueryClock(now: Date(timeIntervalSince1970: 1_795_341_600), timeZone: .gmt)
    static let parser = QueryParser(clock: clock)
    static let question = "the latest notes about the budget in August"

    static func stages(_ names: Set<String>) -> Set<String> {
        Set(parser.switchingOff(names).parse(question).claims.map(\.stage))
    }

    static let cases: [(off: Set<String>, gone: String?)] = [
        ([], nil),
        (["time"], "time"),
        (["time.point"], "time"),
        (["order"], "order"),
        (["kinds"], "kinds"),
        (["no-such-stage"], nil),
    ]

    @Test(arguments: cases) func namedPartReadsNothing(off: Set<String>, gone: String?) {
        let all = Self.stages([])
        #expect(all.isSuperset(of: ["time", "order", "kinds"]))
        let left = Self.stages(off)
        if let gone {
            #expect(!left.contains(gone))
            #expect(left == all.subtracting([gone]))
        } else {
            #expect(left == all)
        }
    }

    @Test func switchableNamesAreEveryStageAndRule() {
        let names = Self.parser.switchableNames
        #expect(names.isSuperset(of: ["time", "people", "intent", "kinds", "fields", "order", "phrasing"]))
        #expect(names.contains("time.point"))
        #expect(!names.contains("no-such-stage"))
        let claimed = Set(Self.parser.parse(Self.question).claims.map(\.rule))
        #expect(!claimed.isEmpty && claimed.isSubset(of: names))
    }

    @Test func switchedOffTimeLeavesTheMonthInTheTopic() {
        let parse = Self.parser.switchingOff(["time"]).parse(Self.question)
        #expect(parse.window == nil)
        #expect(parse.topic.contains("august"))
    }
}
