import CKGenCore
import Dispatch
import Foundation

/// The line of progress ckgen keeps on a terminal while a run takes more than a second ("ckgen: parsing 5000
/// files… 3 s"), redrawn in place and cleared when the run ends, so what is printed after starts on a clean line.
///
/// Nothing is drawn when standard error is not a terminal (a build, a pipe, a file) or with `--quiet`; a run that
/// ends within the first second draws nothing either.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var current = "starting"
    private var drawn = false
    private var finished = false
    private let started = DispatchTime.now()
    private let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    /// How long a run goes before the line appears: a second, or `CKGEN_PROGRESS_AFTER_MS` milliseconds (the tests
    /// set 0, so that every stage is drawn as it starts, whatever the machine's speed).
    private let delayNanoseconds: UInt64

    /// A progress line that starts drawing in a second, or `nil` when none should be drawn.
    static func start(quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        let milliseconds = getenv("CKGEN_PROGRESS_AFTER_MS").flatMap { UInt64(String(cString: $0)) } ?? 1000
        return ProgressLine(delayNanoseconds: milliseconds * 1_000_000)
    }

    private init(delayNanoseconds: UInt64) {
        self.delayNanoseconds = delayNanoseconds
        timer.schedule(
            deadline: .now() + .nanoseconds(Int(delayNanoseconds)),
            repeating: .milliseconds(250)
        )
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
    }

    /// What the pipeline does now: drawn at once once the line is showing, else at its first drawing.
    func update(_ progress: PipelineProgress) {
        lock.withLock { current = progress.description }
        if elapsedNanoseconds >= delayNanoseconds { draw() }
    }

    private var elapsedNanoseconds: UInt64 {
        DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds
    }

    /// Stops redrawing and clears the line if it was drawn.
    func finish() {
        timer.cancel()
        lock.withLock {
            finished = true
            if drawn { Self.write("\r\u{1B}[K") }
        }
    }

    private func draw() {
        lock.withLock {
            guard !finished else { return }
            let seconds = elapsedNanoseconds / 1_000_000_000
            // Kept short, so a narrow terminal does not wrap it (a wrapped line cannot be redrawn in place).
            let text = String("ckgen: \(current)… \(seconds) s".prefix(72))
            Self.write("\r\u{1B}[K" + text)
            drawn = true
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
