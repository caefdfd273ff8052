// Migrated by ckgen migrate from TimerComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// TimerComponent, migrated from ComponentKit (TimerComponent.mm).
struct TimerComponent: ComponentDescription {
    let title: String

    var body: Component {
        TextComponent(title)
    }
}
