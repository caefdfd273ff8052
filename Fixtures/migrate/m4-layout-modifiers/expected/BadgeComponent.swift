// Migrated by ckgen migrate from BadgeComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// BadgeComponent, migrated from ComponentKit (BadgeComponent.mm).
struct BadgeComponent: ComponentDescription {
    let text: String

    var body: Component {
        TextComponent(text, color: UIColor.white, alignment: .center)
            .padding(horizontal: 6, vertical: 2)
            .background {
                ViewComponent<UIView> {
                    (\.backgroundColor, UIColor.red)
                }
            }
            .overlay {
                ViewComponent<UIView>().ratio(1)
            }
            .center(sizing: .minimumXY)
    }
}
