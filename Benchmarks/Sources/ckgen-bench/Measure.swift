import Foundation

/// Runs `body` `runs` times and returns the median duration in seconds. Medians, not means: the machines are
/// shared and noisy.
@MainActor
func medianSeconds(runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let duration = clock.measure(body)
        samples.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Formats seconds as milliseconds or nanoseconds, whichever reads better.
func formatDuration(_ seconds: Double) -> String {
    if seconds < 1e-6 { return String(format: "%.1f ns", seconds * 1e9) }
    if seconds < 1e-3 { return String(format: "%.2f µs", seconds * 1e6) }
    return String(format: "%.2f ms", seconds * 1e3)
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
