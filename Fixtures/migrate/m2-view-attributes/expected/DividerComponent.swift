// Migrated by ckgen migrate from DividerComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// DividerComponent, migrated from ComponentKit (DividerComponent.mm).
struct DividerComponent: ComponentDescription {
    let color: UIColor

    var body: Component {
        ViewComponent<UIView>(size: ComponentSize(height: 2)) {
            (\.backgroundColor, color)
            (\.alpha, 0.5)
            (\.isUserInteractionEnabled, false)
            (\.layer.cornerRadius, 1)
        }
    }
}
