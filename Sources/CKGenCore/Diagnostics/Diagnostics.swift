import Foundation

/// Collects diagnostics from every stage. Stages report and go on, so one run shows every problem; any error
/// stops the pipeline before Output.
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Diagnostic] = []

    /// An empty collector.
    public init() {}

    /// Adds a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        lock.lock()
        collected.append(diagnostic)
        lock.unlock()
    }

    /// Adds several diagnostics.
    public func report(contentsOf diagnostics: [Diagnostic]) {
        lock.lock()
        collected += diagnostics
        lock.unlock()
    }

    /// Every diagnostic so far, sorted by file, line and column (unlocated ones first), then severity.
    public var all: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return collected.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case (nil, nil): return (lhs.severity, lhs.message) < (rhs.severity, rhs.message)
            case (nil, _): return true
            case (_, nil): return false
            case let (left?, right?):
                if left != right { return left < right }
                return (lhs.severity, lhs.message) < (rhs.severity, rhs.message)
            }
        }
    }

    /// Whether any error was reported.
    public var hasErrors: Bool {
        lock.lock()
        defer { lock.unlock() }
        return collected.contains { $0.severity == .error }
    }
}
