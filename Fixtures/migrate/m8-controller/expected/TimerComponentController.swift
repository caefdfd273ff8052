// Migrated by ckgen migrate from TimerComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// TimerComponentController, migrated from ComponentKit (TimerComponent.mm).
final class TimerComponentController: ComponentController<DescribedComponent<TimerComponent>> {
    override func didMount() {
        super.didMount()
        startTimer()
    }

    override func willUnmount() {
        super.willUnmount()
        stopTimer()
    }

    func startTimer() {
        // (empty in Objective-C)
    }

    func stopTimer() {
        // (empty in Objective-C)
    }
}
