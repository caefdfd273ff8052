import Foundation

/// Whether VoiceOver runs: the one place in the runtime that asks the platform (UIKit's `UIAccessibility` on iOS,
/// the headless backend's on Linux, where tests flip it with `UIAccessibility.simulateVoiceOver(running:)`).
///
/// The answer is read once and then kept current by `voiceOverStatusDidChangeNotification`; a change re-applies
/// (or takes back) the accessibility of every mounted tree.
@MainActor
enum VoiceOverStatus {
    private static var observer: (any NSObjectProtocol)?
    private static var running = false

    /// Whether VoiceOver runs, as last heard.
    static var isRunning: Bool {
        startObserving()
        return running
    }

    private static func startObserving() {
        guard observer == nil else { return }
        running = UIAccessibility.isVoiceOverRunning
        #if canImport(UIKit)
            // UIKit posts it on the main thread; delivering it through the main queue keeps the block on the main
            // actor even if it did not.
            let queue: OperationQueue? = .main
        #else
            // The headless backend posts it from the main actor: delivered at once, a test sees the change when
            // `simulateVoiceOver(running:)` returns.
            let queue: OperationQueue? = nil
        #endif
        observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification,
            object: nil,
            queue: queue
        ) { _ in
            MainActor.assumeIsolated { statusMayHaveChanged() }
        }
    }

    private static func statusMayHaveChanged() {
        let wasEnabled = ComponentAccessibility.isEnabled
        running = UIAccessibility.isVoiceOverRunning
        if ComponentAccessibility.isEnabled != wasEnabled { AccessibilityMounting.enabledDidChange() }
    }

    /// The setting behind ``ComponentAccessibility/forcedEnabled``.
    fileprivate static var forced: Bool?
}

extension ComponentAccessibility {
    /// Whether accessibility contexts are applied now: while VoiceOver runs, unless ``forcedEnabled`` says
    /// otherwise (ComponentKit's `IsAccessibilityEnabled()`).
    @MainActor
    public static var isEnabled: Bool { VoiceOverStatus.forced ?? VoiceOverStatus.isRunning }

    /// Applies contexts always (`true`), never (`false`), or while VoiceOver runs (`nil`, the default):
    /// ComponentKit's `SetForceAccessibilityEnabled` and `ResetForceAccessibility`, for tests and tools. A change
    /// re-applies (or takes back) the accessibility of every mounted tree at once.
    @MainActor
    public static var forcedEnabled: Bool? {
        get { VoiceOverStatus.forced }
        set {
            let wasEnabled = isEnabled
            VoiceOverStatus.forced = newValue
            if isEnabled != wasEnabled { AccessibilityMounting.enabledDidChange() }
        }
    }
}
