// Migrated by ckgen migrate from GreetingComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// GreetingComponent, migrated from ComponentKit (GreetingComponent.mm).
struct GreetingComponent: ComponentDescription {
    let name: String

    var body: Component {
        TextComponent("Hello, \(name)!")
    }
}
