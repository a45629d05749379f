import ArgumentParser
import Foundation

/// `--color auto|always|never`, for commands whose text output uses colour.
struct ColorOptions: ParsableArguments {
    @Option(
        help: """
            Colour and highlighted matches: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), \
            always or never.
            """
    )
    var color: ColorChoice = .auto

    /// Makes the choice the process's (``Terminal/useColor``); commands call it first.
    func apply() { ColorChoice.current = color }
}

/// When stdout gets colour.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never

    private static let box = ChoiceBox()

    /// The process's choice (`auto` until a command applies `--color`).
    static var current: ColorChoice {
        get { box.value }
        set { box.value = newValue }
    }
}

/// A lock-protected choice, set once by the command and read by every printer.
private final class ChoiceBox: @unchecked Sendable {  // `stored` is guarded by `lock`
    private let lock = NSLock()
    private var stored = ColorChoice.auto

    var value: ColorChoice {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
